import type { LatLng } from '../geocoding';
import { humanize, type DirectionsProvider, type RouteThrough, type TravelTable } from './types';

/** OSRM's table service answers at most this many places by default (--max-table-size). */
export const OSRM_MAX_TABLE_PLACES = 100;

interface OsrmRoute {
  distance: number;
  duration: number;
  legs?: { distance: number; duration: number }[];
  geometry?: { type: 'LineString'; coordinates: [number, number][] };
}

/**
 * OSRM's HTTP API (route and table services, profile 'driving'). The default client points at the loopback OSRM
 * sandbox; OSRM_URL points it at a real server, e.g. http://router.project-osrm.org.
 */
export function createOsrmClient(baseUrl: string): DirectionsProvider {
  const coords = (places: readonly LatLng[]) => places.map((p) => `${p.lng},${p.lat}`).join(';');

  async function get<T extends { code: string }>(path: string): Promise<T> {
    const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(8000) });
    const body = (await res.json().catch(() => ({ code: `HTTP ${res.status}` }))) as T;
    // OSRM answers 400 with code NoRoute/NoSegment when there is no way: not a failure of the service.
    if (!res.ok && body.code !== 'NoRoute' && body.code !== 'NoSegment') {
      throw new Error(`OSRM respondeu ${res.status} (${body.code})`);
    }
    return body;
  }

  async function routeThrough(places: readonly LatLng[]): Promise<RouteThrough | null> {
    if (places.length < 2) throw new Error('Uma rota precisa de ao menos dois lugares.');
    const body = await get<{ code: string; routes?: OsrmRoute[] }>(
      `/route/v1/driving/${coords(places)}?overview=full&geometries=geojson&steps=false`,
    );
    const best = body.code === 'Ok' ? body.routes?.[0] : undefined;
    if (!best) return null;
    return {
      distanceMeters: Math.round(best.distance),
      durationSeconds: Math.round(best.duration),
      legs: (best.legs ?? []).map((l) => ({
        distanceMeters: Math.round(l.distance),
        durationSeconds: Math.round(l.duration),
      })),
      geometry: (best.geometry?.coordinates ?? []).map(([lng, lat]) => [lat, lng]),
    };
  }

  return {
    async route(origin, destination) {
      const body = await get<{ code: string; routes?: OsrmRoute[] }>(
        `/route/v1/driving/${coords([origin, destination])}?overview=false`,
      );
      const best = body.code === 'Ok' ? body.routes?.[0] : undefined;
      if (!best) return null;
      const distanceMeters = Math.round(best.distance);
      const durationSeconds = Math.round(best.duration);
      return { distanceMeters, durationSeconds, humanized: humanize(distanceMeters, durationSeconds) };
    },
    routeThrough,
    async table(places): Promise<TravelTable> {
      if (places.length > OSRM_MAX_TABLE_PLACES) throw new Error(`OSRM: no máximo ${OSRM_MAX_TABLE_PLACES} lugares.`);
      if (places.length === 0) return { durations: [], distances: [] };
      const body = await get<{ code: string; durations?: (number | null)[][]; distances?: (number | null)[][] }>(
        `/table/v1/driving/${coords(places)}?annotations=duration,distance`,
      );
      if (body.code !== 'Ok' || !body.durations) throw new Error(`OSRM table: ${body.code}`);
      return {
        durations: body.durations,
        distances: body.distances ?? body.durations.map((row) => row.map(() => null)),
      };
    },
  };
}
