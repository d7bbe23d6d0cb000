import { ROUTING_PATHS, type TMapConfig } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';

/** doc 4 §9: the map opens at zoom 13 and never zooms in further when it fits the markers. */
export const MAP_ZOOM = 13;

/**
 * Used when the map configuration call fails: the public OpenStreetMap tiles and no unit location, so the
 * page still shows its markers (fitted to them) instead of an error.
 */
export const FALLBACK_MAP_CONFIG: TMapConfig = Object.freeze({
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap',
  empresa: null,
  chaveAusente: false,
});

/** São Paulo's centre, where a map with no unit location and no marker opens. */
export const DEFAULT_CENTER = Object.freeze({ lat: -23.5505, lng: -46.6333 });

export const mapQueries = {
  /** GET ROUTING_PATHS.mapa: the tile URL and the unit's coordinates; a failure answers the fallback. */
  config: () =>
    queryOptions({
      queryKey: ['routing', 'map-config'] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiFetch<TMapConfig>(ROUTING_PATHS.mapa, { signal });
        } catch {
          return FALLBACK_MAP_CONFIG;
        }
      },
      staleTime: 5 * 60_000,
    }),
};
