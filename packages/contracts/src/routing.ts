import { z } from 'zod';

/**
 * Route planning calls of ours (issue: route planning), beside the spec's own (doc 4 §7: listPorEntregador,
 * associar-despacho, updateCoordinatesBatch, sistema/atualizarLocalizacao, allIntegracoesAtivas?tipos=GM,
 * codigoGenerico/chave/GOOGLE_MAPS_KEY). Coordinates are decimal degrees.
 */
export const ROUTING_PATHS = Object.freeze({
  /** GET -> `TMapConfig`: the tile URL the web map uses, the unit's location, whether a maps key is needed. */
  mapa: '/api-v2/roteirizacao/mapa',
  /** POST `ZRoutePlanRequest` -> `TRoutePlan`: stop order (optimized or as given), ETAs and geometry. */
  planejar: '/api-v2/roteirizacao/planejar',
  /** POST `{ ids: number[] }` -> `TGeocodeResult[]`: fills missing coordinates of those orders (logged, skipped on failure). */
  geocodificar: '/api-v2/roteirizacao/geocodificar',
});

export const ZLatLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type TLatLng = z.infer<typeof ZLatLng>;

export const ZMapConfig = z.object({
  /** Leaflet tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' or the sandbox's. */
  tileUrl: z.string(),
  attribution: z.string(),
  /** The unit's coordinates; null until set ('Clique para atualizar'). */
  empresa: ZLatLng.nullable(),
  /** True only when the configured provider needs a Google key and GOOGLE_MAPS_KEY is empty. */
  chaveAusente: z.boolean(),
});
export type TMapConfig = z.infer<typeof ZMapConfig>;

export const ZRoutePlanRequest = z.object({
  pedidoIds: z.array(z.number().int().positive()).min(1).max(30),
  /** true (default): the stop order that minimizes the driving time from the shop; false: the order given. */
  otimizar: z.boolean().default(true),
});

export const ZRoutePlan = z.object({
  /** Stops in driving order, each with the ETA from leaving the shop. */
  paradas: z.array(
    z.object({
      pedidoId: z.number().int(),
      posicao: ZLatLng,
      chegadaSegundos: z.number(),
      distanciaMetros: z.number(),
    }),
  ),
  distanciaMetros: z.number(),
  duracaoSegundos: z.number(),
  /** Duration of the input order, to show the gain. */
  duracaoOrdemInformadaSegundos: z.number(),
  /** Polyline of the whole route (shop → stops), [lat, lng] pairs. */
  geometria: z.array(z.tuple([z.number(), z.number()])),
  /** Orders left out for lack of coordinates ('Há n endereço(s) incorreto(s)…'). */
  semCoordenadas: z.array(z.number().int()),
});
export type TRoutePlan = z.infer<typeof ZRoutePlan>;

export const ZGeocodeResult = z.object({
  id: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  erro: z.string().nullable(),
});
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;
