import { createHash } from 'node:crypto';
import { humanize, type DirectionsProvider } from './index';

const EARTH_RADIUS_M = 6_371_000;

export function haversineMeters(a: [number, number], b: [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** 'lat,lng' text, or a deterministic point within ~10 km of central São Paulo for an address. */
function locate(place: string): [number, number] {
  const coords = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(place);
  if (coords) return [Number(coords[1]), Number(coords[2])];
  const digest = createHash('sha256').update(place.trim().toLowerCase()).digest();
  const offset = (byte: number) => (byte / 255 - 0.5) * 0.18;
  return [-23.5614 + offset(digest[0]!), -46.6559 + offset(digest[1]!)];
}

/**
 * A straight-line router: the distance is the great-circle distance × 1.3 (streets are not straight),
 * at 25 km/h. An address containing 'sem rota' has no route, to exercise that path.
 */
export function createDirectionsSandbox(): DirectionsProvider {
  return {
    async route(origin, destination) {
      if (/sem rota/i.test(origin) || /sem rota/i.test(destination)) return null;
      const distanceMeters = Math.round(haversineMeters(locate(origin), locate(destination)) * 1.3);
      const durationSeconds = Math.round(distanceMeters / (25_000 / 3600));
      return { distanceMeters, durationSeconds, humanized: humanize(distanceMeters, durationSeconds) };
    },
  };
}
