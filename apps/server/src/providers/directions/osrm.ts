import { humanize, type DirectionsProvider } from './index';

/**
 * OSRM's route service over 'lat,lng' places (addresses must be geocoded first; a geocoding provider
 * comes with the routing issue). OSRM_URL points at the server, e.g. http://router.project-osrm.org.
 */
export function createOsrmClient(baseUrl: string): DirectionsProvider {
  const toLngLat = (place: string) => {
    const [lat, lng] = place.split(',').map((x) => Number(x.trim()));
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('OSRM precisa de coordenadas lat,lng');
    return `${lng},${lat}`;
  };
  return {
    async route(origin, destination) {
      const url = `${baseUrl}/route/v1/driving/${toLngLat(origin)};${toLngLat(destination)}?overview=false`;
      const res = await fetch(url, { signal: AbortSignal.timeout(8000) });
      if (!res.ok) throw new Error(`OSRM respondeu ${res.status}`);
      const body = (await res.json()) as { code: string; routes?: { distance: number; duration: number }[] };
      const best = body.code === 'Ok' ? body.routes?.[0] : undefined;
      if (!best) return null;
      const distanceMeters = Math.round(best.distance);
      const durationSeconds = Math.round(best.duration);
      return { distanceMeters, durationSeconds, humanized: humanize(distanceMeters, durationSeconds) };
    },
  };
}
