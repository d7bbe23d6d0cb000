// @module-tag no-sql
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLACES } from '../src/db/seed/places';
import { createOsrmClient, decodePolyline, encodePolyline, haversineMeters } from '../src/providers/directions';
import { createGoogleGeocodingClient, createNominatimClient, MissingMapsKeyError } from '../src/providers/geocoding';
import { sharedSandboxServer } from '../src/sandbox';

let base: string;
beforeAll(async () => {
  base = (await sharedSandboxServer()).url;
});

const { matriz, augusta, pinheiros, filial } = DEMO_PLACES;
const point = (p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng });

describe('Nominatim client against the Nominatim-compatible sandbox (HTTP)', () => {
  const client = () => createNominatimClient(`${base}/sandbox/nominatim`, { minIntervalMs: 0 });

  it('finds a demo address exactly, by structured search and by free text', async () => {
    expect(
      await client().geocode({
        street: 'Rua Augusta',
        number: '1500',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01304-001',
      }),
    ).toEqual(point(augusta));
    expect(await client().geocode({ text: 'rua augusta, 1500 - consolacao' })).toEqual(point(augusta));
  });

  it('the sandbox reads structured street as Nominatim does: “Rua Augusta, 1500” names the street, not the house', async () => {
    const search = async (street: string) =>
      (
        (await (
          await fetch(
            `${base}/sandbox/nominatim/search?format=jsonv2&street=${encodeURIComponent(street)}&city=São Paulo`,
          )
        ).json()) as { lat: string; lon: string }[]
      )[0]!;
    const house = await search('1500 Rua Augusta');
    expect({ lat: Number(house.lat), lng: Number(house.lon) }).toEqual(point(augusta));
    const streetOnly = await search('Rua Augusta, 1500');
    expect({ lat: Number(streetOnly.lat), lng: Number(streetOnly.lon) }).not.toEqual(point(augusta));
  });

  it('places any other address deterministically within ~8 km of the demo unit; none for an unknown one', async () => {
    const address = { street: 'Rua Pamplona', number: '1200', city: 'São Paulo' };
    const a = await client().geocode(address);
    expect(a).not.toBeNull();
    expect(await client().geocode(address)).toEqual(a);
    expect(haversineMeters(point(matriz), a!)).toBeLessThan(8000);
    expect(await client().geocode({ street: 'Rua Inexistente', number: '1', city: 'São Paulo' })).toBeNull();
    expect(await client().geocode({})).toBeNull();
  });

  it('sends the structured query the real service takes', async () => {
    const seen: Record<string, string>[] = [];
    const fake = Fastify();
    fake.get('/search', async (request) => {
      seen.push({ ...(request.query as Record<string, string>), ua: request.headers['user-agent'] ?? '' });
      return [{ lat: '-23.5', lon: '-46.6' }];
    });
    await fake.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = fake.server.address() as { port: number };
      const real = createNominatimClient(`http://127.0.0.1:${address.port}`, {
        minIntervalMs: 0,
        userAgent: 'Teste/1',
      });
      expect(
        await real.geocode({ street: 'Rua A', number: '10', city: 'São Paulo', state: 'SP', postalCode: '01304-001' }),
      ).toEqual({
        lat: -23.5,
        lng: -46.6,
      });
      expect(seen[0]).toMatchObject({
        format: 'jsonv2',
        countrycodes: 'br',
        // Nominatim's structured street: '<housenumber> <streetname>'.
        street: '10 Rua A',
        city: 'São Paulo',
        state: 'SP',
        postalcode: '01304001',
        ua: 'Teste/1',
      });
    } finally {
      await fake.close();
    }
  });
});

describe('Google Geocoding client', () => {
  it('needs a key: the unit’s or the server’s', async () => {
    const noKey = createGoogleGeocodingClient('http://127.0.0.1:9');
    expect(noKey.needsKey).toBe(true);
    await expect(noKey.geocode({ text: 'Rua Augusta, 1500' })).rejects.toBeInstanceOf(MissingMapsKeyError);
    expect(createGoogleGeocodingClient('http://127.0.0.1:9', 'server-key').needsKey).toBe(false);
  });

  it('reads OK and ZERO_RESULTS answers and sends the key and the country', async () => {
    const fake = Fastify();
    const keys: string[] = [];
    fake.get('/json', async (request) => {
      const q = request.query as Record<string, string>;
      keys.push(`${q.key}|${q.components}`);
      return q.address!.includes('Nada')
        ? { status: 'ZERO_RESULTS', results: [] }
        : { status: 'OK', results: [{ geometry: { location: { lat: -23.1, lng: -46.2 } } }] };
    });
    await fake.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(fake.server.address() as { port: number }).port}`;
      const client = createGoogleGeocodingClient(url);
      expect(await client.geocode({ street: 'Rua A', number: '1', city: 'X' }, { apiKey: 'k1' })).toEqual({
        lat: -23.1,
        lng: -46.2,
      });
      expect(await client.geocode({ text: 'Nada aqui' }, { apiKey: 'k1' })).toBeNull();
      expect(keys).toEqual(['k1|country:BR', 'k1|country:BR']);
    } finally {
      await fake.close();
    }
  });
});

describe('OSRM client against the OSRM-compatible sandbox (HTTP)', () => {
  const osrm = () => createOsrmClient(`${base}/sandbox/osrm`);

  it('routes two places: straight line × 1.3 at 25 km/h', async () => {
    const route = await osrm().route(point(matriz), point(augusta));
    const expected = haversineMeters(point(matriz), point(augusta)) * 1.3;
    expect(route!.distanceMeters).toBeCloseTo(expected, -1);
    expect(route!.durationSeconds).toBeCloseTo(expected / (25_000 / 3600), -1);
    expect(route!.humanized).toMatch(/^\d+,\d km - \d+ min$/);
  });

  it('answers a table of durations and distances, zero on the diagonal', async () => {
    const places = [point(matriz), point(augusta), point(pinheiros)];
    const table = await osrm().table(places);
    expect(table.durations).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect(table.durations[i]![i]).toBe(0);
      for (let j = 0; j < 3; j++) expect(table.distances[i]![j]).toBeCloseTo(table.distances[j]![i]!, 5);
    }
    const route = await osrm().route(places[1]!, places[2]!);
    expect(table.durations[1]![2]).toBeCloseTo(route!.durationSeconds, 0);
  });

  it('routes through several places with one leg per hop and a line through them', async () => {
    const places = [point(matriz), point(augusta), point(pinheiros), point(matriz)];
    const route = await osrm().routeThrough(places);
    expect(route!.legs).toHaveLength(3);
    expect(route!.legs.reduce((s, l) => s + l.distanceMeters, 0)).toBeCloseTo(route!.distanceMeters, -1);
    for (const p of places) expect(route!.geometry).toContainEqual([p.lat, p.lng]);
  });

  it('answers NoRoute as no route, and the polyline geometry decodes to the GeoJSON one', async () => {
    const far = { lat: -3.1, lng: -60.0 };
    expect(await osrm().route(point(matriz), far)).toBeNull();
    expect(await osrm().routeThrough([point(matriz), far])).toBeNull();
    const coords = [matriz, augusta, filial].map((p) => `${p.lng},${p.lat}`).join(';');
    const url = `${base}/sandbox/osrm/route/v1/driving/${coords}?overview=full&geometries=`;
    const geo = (await (await fetch(`${url}geojson`)).json()) as {
      routes: { geometry: { coordinates: [number, number][] } }[];
    };
    const poly = (await (await fetch(`${url}polyline`)).json()) as { routes: { geometry: string }[] };
    const fromGeo = geo.routes[0]!.geometry.coordinates.map(([lng, lat]) => [lat, lng]);
    expect(decodePolyline(poly.routes[0]!.geometry)).toEqual(fromGeo);
    const bad = await fetch(`${base}/sandbox/osrm/route/v1/driving/abc`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('InvalidQuery');
  });
});

describe('polyline', () => {
  it("encodes Google's reference example and decodes it back", () => {
    const points: [number, number][] = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  });
});
