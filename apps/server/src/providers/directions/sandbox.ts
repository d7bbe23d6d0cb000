import type { FastifyPluginAsync } from 'fastify';
import type { LatLng } from '../geocoding';
import type { SandboxPlugin } from '../../sandbox/server';
import { haversineMeters } from './types';
import { encodePolyline } from './polyline';

/** Streets are not straight: the road distance is the great-circle distance × 1.3. */
const DETOUR = 1.3;
/** City driving speed of a motorbike in traffic, m/s (25 km/h). */
const SPEED_MPS = 25_000 / 3600;
/** Farther than this (a leg between cities far apart) has no route: to exercise NoRoute. */
const MAX_LEG_M = 500_000;
const MAX_TABLE = 100;

const legOf = (a: LatLng, b: LatLng) => {
  const distance = Math.round(haversineMeters(a, b) * DETOUR * 10) / 10;
  return { distance, duration: Math.round((distance / SPEED_MPS) * 10) / 10 };
};

/** OSRM's 'lng,lat;lng,lat' path segment, or null when malformed. */
function parseCoordinates(text: string): LatLng[] | null {
  const places = text.split(';').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number);
    return { lat: lat!, lng: lng! };
  });
  const valid = places.every(
    (p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180,
  );
  return valid && places.length > 0 ? places : null;
}

/** A street-like drawn line: each hop goes along latitude first, then longitude (an L, like city blocks). */
function geometryOf(places: readonly LatLng[]): [number, number][] {
  const line: [number, number][] = [[places[0]!.lat, places[0]!.lng]];
  for (let i = 1; i < places.length; i++) {
    const from = places[i - 1]!;
    const to = places[i]!;
    line.push([to.lat, from.lng], [to.lat, to.lng]);
  }
  return line;
}

/**
 * OSRM's HTTP API on loopback: `/route/v1/driving/{lng,lat;...}` (overview=full|simplified|false,
 * geometries=geojson|polyline) and `/table/v1/driving/{lng,lat;...}` (annotations=duration,distance), with the
 * great-circle distance × 1.3 at 25 km/h. A leg over 500 km answers NoRoute, like a place off the road network.
 */
const plugin: FastifyPluginAsync = async (app) => {
  // Wildcards: a path parameter is capped at 100 characters, a few coordinates.
  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
    '/route/v1/driving/*',
    async (request, reply) => {
      const places = parseCoordinates(request.params['*'].replace(/\.json$/, ''));
      if (!places || places.length < 2) {
        return reply.status(400).send({ code: 'InvalidQuery', message: 'Query string malformed' });
      }
      const legs = places.slice(1).map((to, i) => legOf(places[i]!, to));
      if (legs.some((l) => l.distance / DETOUR > MAX_LEG_M)) {
        return reply.status(400).send({ code: 'NoRoute', message: 'Impossible route between points' });
      }
      const overview = request.query.overview ?? 'simplified';
      const line = geometryOf(places);
      const geometry =
        overview === 'false'
          ? undefined
          : request.query.geometries === 'geojson'
            ? { type: 'LineString', coordinates: line.map(([lat, lng]) => [lng, lat]) }
            : encodePolyline(line);
      const distance = legs.reduce((s, l) => s + l.distance, 0);
      const duration = legs.reduce((s, l) => s + l.duration, 0);
      return {
        code: 'Ok',
        routes: [
          {
            distance,
            duration,
            weight: duration,
            weight_name: 'routability',
            legs: legs.map((l) => ({ ...l, weight: l.duration, summary: '', steps: [] })),
            ...(geometry === undefined ? {} : { geometry }),
          },
        ],
        waypoints: places.map((p) => ({ name: '', location: [p.lng, p.lat], distance: 0, hint: '' })),
      };
    },
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
    '/table/v1/driving/*',
    async (request, reply) => {
      const places = parseCoordinates(request.params['*'].replace(/\.json$/, ''));
      if (!places) return reply.status(400).send({ code: 'InvalidQuery', message: 'Query string malformed' });
      if (places.length > MAX_TABLE) {
        return reply.status(400).send({ code: 'TooBig', message: 'Too many table coordinates' });
      }
      const annotations = (request.query.annotations ?? 'duration').split(',');
      const cell = (a: LatLng, b: LatLng, key: 'distance' | 'duration') => {
        const leg = legOf(a, b);
        return leg.distance / DETOUR > MAX_LEG_M ? null : leg[key];
      };
      const matrix = (key: 'distance' | 'duration') => places.map((a) => places.map((b) => cell(a, b, key)));
      return {
        code: 'Ok',
        ...(annotations.includes('duration') ? { durations: matrix('duration') } : {}),
        ...(annotations.includes('distance') ? { distances: matrix('distance') } : {}),
        sources: places.map((p) => ({ name: '', location: [p.lng, p.lat], distance: 0, hint: '' })),
        destinations: places.map((p) => ({ name: '', location: [p.lng, p.lat], distance: 0, hint: '' })),
      };
    },
  );
};

export const osrmSandbox: SandboxPlugin = { name: 'osrm', prefix: '/sandbox/osrm', plugin };
