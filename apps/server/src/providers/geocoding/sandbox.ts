import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_PLACES } from '../../db/seed/places';
import type { SandboxPlugin } from '../../sandbox/server';

/** The demo unit (Matriz, Avenida Paulista): unknown addresses land within ~8 km of it. */
const CENTER = DEMO_PLACES.matriz;
const MAX_RADIUS_M = 7500;
const METERS_PER_DEGREE = 111_320;

/** Lower case, no accents, single spaces: how the sandbox compares addresses. */
export function normalizeAddress(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const KNOWN = Object.values(DEMO_PLACES).map((p) => ({ key: normalizeAddress(`${p.street} ${p.number}`), place: p }));

/** A demo address's own point, or a deterministic one within ~8 km of the demo unit for any other address. */
export function sandboxPoint(address: string): { lat: number; lng: number; display: string } {
  const normalized = normalizeAddress(address);
  const known = KNOWN.find((k) => normalized.includes(k.key));
  if (known) {
    const p = known.place;
    return { lat: p.lat, lng: p.lng, display: `${p.street}, ${p.number}, ${p.neighborhood}, ${p.city}, ${p.state}` };
  }
  const digest = createHash('sha256').update(normalized).digest();
  const angle = (digest.readUInt16BE(0) / 65_535) * 2 * Math.PI;
  const radius = Math.sqrt(digest.readUInt16BE(2) / 65_535) * MAX_RADIUS_M;
  const lat = CENTER.lat + (radius * Math.sin(angle)) / METERS_PER_DEGREE;
  const lng = CENTER.lng + (radius * Math.cos(angle)) / (METERS_PER_DEGREE * Math.cos((CENTER.lat * Math.PI) / 180));
  return { lat: round7(lat), lng: round7(lng), display: address };
}

const round7 = (x: number) => Math.round(x * 1e7) / 1e7;

/**
 * Nominatim's `/search` (format=jsonv2, structured street/city/state/postalcode or free `q`): one result for any
 * address, none ([]) for an address containing 'inexistente' or 'sem rota' (to exercise the failure paths), and
 * 400 without any address, like the real service.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, string | undefined> }>('/search', async (request, reply) => {
    const q = request.query;
    // Structured `street` is '<housenumber> <streetname>' (Nominatim's search API): without a leading number the
    // search knows the street, not the house, and a trailing ', 1500' is no house number to it.
    const house = q.street ? /^(\d+[a-zA-Z]?)\s+(.+)$/.exec(q.street.trim()) : null;
    const street = q.street ? (house ? `${house[2]} ${house[1]}` : q.street.replace(/,?\s*\d+\s*$/, '')) : undefined;
    const address = [street, q.city, q.state, q.postalcode, q.q].filter((x) => x && x.trim()).join(', ');
    if (!address) {
      return reply.status(400).send({ error: { code: 400, message: 'Nothing to search for.' } });
    }
    if (/inexistente|sem rota/i.test(address)) return [];
    const point = sandboxPoint(address);
    return [
      {
        place_id: createHash('sha256').update(address).digest().readUInt32BE(0),
        licence: 'Sandbox Brasa PDV',
        lat: String(point.lat),
        lon: String(point.lng),
        category: 'place',
        type: 'house',
        place_rank: 30,
        importance: 0.5,
        addresstype: 'place',
        display_name: `${point.display}, Brasil`,
      },
    ];
  });
};

export const nominatimSandbox: SandboxPlugin = { name: 'nominatim', prefix: '/sandbox/nominatim', plugin };
