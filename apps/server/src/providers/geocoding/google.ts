import { addressText, MissingMapsKeyError, type GeocodingProvider } from './types';

/**
 * Google's Geocoding API (`/json?address=&components=country:BR&key=`). The key is the unit's GOOGLE_MAPS_KEY
 * (codigoGenerico) or, failing that, the server's GOOGLE_MAPS_KEY; without either it throws MissingMapsKeyError.
 */
export function createGoogleGeocodingClient(
  baseUrl = 'https://maps.googleapis.com/maps/api/geocode',
  serverKey?: string,
): GeocodingProvider {
  return {
    name: 'google',
    // With a server-wide key, no unit needs its own.
    needsKey: !serverKey?.trim(),
    async geocode(address, opts = {}) {
      const key = opts.apiKey?.trim() || serverKey?.trim();
      if (!key) throw new MissingMapsKeyError();
      const text = addressText(address);
      if (!text) return null;
      const params = new URLSearchParams({ address: text, components: 'country:BR', key, language: 'pt-BR' });
      const res = await fetch(`${baseUrl}/json?${params.toString()}`, { signal: AbortSignal.timeout(8000) });
      if (!res.ok) throw new Error(`Google Geocoding respondeu ${res.status}`);
      const body = (await res.json()) as {
        status: string;
        results?: { geometry: { location: { lat: number; lng: number } } }[];
      };
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw new Error(`Google Geocoding: ${body.status}`);
      const location = body.results?.[0]?.geometry.location;
      return location ? { lat: location.lat, lng: location.lng } : null;
    },
  };
}
