import type { AddressQuery, GeocodingProvider, LatLng } from './types';

export interface NominatimOptions {
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent?: string;
  /** Minimum milliseconds between two requests: a public instance allows 1 request/s; the sandbox needs none. */
  minIntervalMs?: number;
}

/** Nominatim's structured `street`: `<housenumber> <streetname>` (its search API's own order), e.g. '1500 Rua Augusta'. */
export function structuredStreet(address: AddressQuery): string | null {
  const street = address.street?.trim();
  if (!street) return null;
  const number = address.number?.trim();
  return number ? `${number} ${street}` : street;
}

/**
 * Nominatim's structured search (`/search?format=jsonv2&street=&city=&state=&postalcode=&countrycodes=br`), or
 * `q=` for free text. Requests go one at a time, spaced by `minIntervalMs` (the courtesy limit of a public
 * instance), so a batch of addresses is geocoded politely.
 */
export function createNominatimClient(baseUrl: string, opts: NominatimOptions = {}): GeocodingProvider {
  const userAgent = opts.userAgent ?? 'BrasaPDV/1.0 (roteirizacao)';
  const minIntervalMs = opts.minIntervalMs ?? 1000;
  let queue: Promise<unknown> = Promise.resolve();
  let lastAt = 0;

  async function spaced<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastAt + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastAt = Date.now();
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    name: 'nominatim',
    needsKey: false,
    async geocode(address) {
      const params = new URLSearchParams({ format: 'jsonv2', countrycodes: 'br', limit: '1' });
      const street = structuredStreet(address);
      if (street) {
        params.set('street', street);
        if (address.city?.trim()) params.set('city', address.city.trim());
        if (address.state?.trim()) params.set('state', address.state.trim());
        if (address.postalCode?.trim()) params.set('postalcode', address.postalCode.replace(/\D/g, ''));
      } else if (address.text?.trim()) {
        params.set('q', address.text.trim());
      } else {
        return null;
      }
      return spaced(async () => {
        const res = await fetch(`${baseUrl}/search?${params.toString()}`, {
          headers: { 'user-agent': userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(8000),
        });
        if (!res.ok) throw new Error(`Nominatim respondeu ${res.status}`);
        const body = (await res.json()) as { lat?: string; lon?: string }[];
        return firstPoint(body);
      });
    },
  };
}

function firstPoint(body: { lat?: string; lon?: string }[]): LatLng | null {
  const first = Array.isArray(body) ? body[0] : undefined;
  if (!first) return null;
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
