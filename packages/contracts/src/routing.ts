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
  /** POST `ZRouteCreateRequest` -> `TRouteDetail`: the route is dispatched with its stop order and ETAs stored. */
  rotas: '/api-v2/roteirizacao/rotas',
  /** GET -> `TRouteDetail`; PUT `ZRouteEditRequest` -> `TRouteDetail` (a route is its dispatch group). */
  rota: (agrupador: string) => `/api-v2/roteirizacao/rotas/${encodeURIComponent(agrupador)}`,
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

const ZRouteStopIds = z.array(z.number().int().positive()).min(1).max(30);

/**
 * 'Criar Rota' (doc 4 §4, issue 31 §4): the stops in the order the dispatcher saw. `otimizar` true: the server
 * orders them (the planner's optimization); false: the dispatcher reordered by hand and this order is kept. The
 * ETAs are always the server's, from the kept order.
 */
export const ZRouteCreateRequest = z.object({
  pedidoIds: ZRouteStopIds,
  otimizar: z.boolean(),
  idDeliveryMan: z.number().int().positive().nullable().optional(),
});
export type TRouteCreateRequest = z.infer<typeof ZRouteCreateRequest>;

/**
 * Editing a route's stops: `pedidoIds` is the new set of stops. Without `otimizar` the current order is kept and
 * the new stops go at the end; with it the whole route is optimized again. ETAs are recomputed either way.
 */
export const ZRouteEditRequest = z.object({ pedidoIds: ZRouteStopIds, otimizar: z.boolean().default(false) });
export type TRouteEditRequest = z.infer<typeof ZRouteEditRequest>;

/** A route as stored: its stops in order with their ETAs, its totals and its shared link and text. */
export const ZRouteDetail = z.object({
  agrupadorDespacho: z.string(),
  pessoa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  paradas: z.array(
    z.object({
      pedidoId: z.number().int(),
      posicao: z.number().int(),
      /** ETA (ISO) and as 'HH:mm'; null without directions. */
      chegada: z.string().nullable(),
      chegadaHora: z.string().nullable(),
    }),
  ),
  /** To the last stop; null without directions. */
  distanciaMetros: z.number().nullable(),
  duracaoSegundos: z.number().nullable(),
  /** The maps link of the route in its stop order and the messaging-app text; null when it has no valid address. */
  link: z.string().nullable(),
  texto: z.string().nullable(),
});
export type TRouteDetail = z.infer<typeof ZRouteDetail>;
