import { z } from 'zod';

/**
 * Sales heat map calls (doc 3 §7): listCountPedidos, listPedidos (pages of 100) and pessoa/saveList; plus ours,
 * pessoa/geocodificar, which geocodes the customers through the server's geocoding provider (the browser never
 * talks to the geocoder). Dates as the DRE's: 'yyyy-MM-dd HH:mm:ss' local time (doc 4 §7), dataFinal's whole day.
 */
export const HEAT_MAP_PATHS = Object.freeze({
  count: '/api-v2/pedido/listCountPedidos',
  list: '/api-v2/pedido/listPedidos',
  saveList: '/api-v2/pessoa/saveList',
  geocode: '/api-v2/pessoa/geocodificar',
});

const QUERY_DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const ZQueryDate = z.string().trim().regex(QUERY_DATE, 'Informe a data no formato yyyy-MM-dd 00:00:00.');

export const ZHeatMapPeriod = z.object({ dataInicial: ZQueryDate, dataFinal: ZQueryDate });
export type THeatMapPeriod = z.infer<typeof ZHeatMapPeriod>;

export const ZHeatMapListQuery = ZHeatMapPeriod.extend({
  first: z.coerce.number().int().min(0).max(10_000_000).default(0),
  max: z.coerce.number().int().min(1).max(100).default(100),
  /** The count the client already has (listCountPedidos): the server answers it as `total` without counting again. */
  totalCount: z.coerce.number().int().min(0).optional(),
});

export const ZHeatMapPessoa = z.object({
  id: z.number().int(),
  nome: z.string(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  municipio: z.object({ nome: z.string() }).nullable(),
  estado: z.object({ sigla: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fone: z.string().nullable(),
});
export type THeatMapPessoa = z.infer<typeof ZHeatMapPessoa>;

export const ZHeatMapPedido = z.object({
  id: z.number().int(),
  sequencial: z.number().int().nullable(),
  tipo: z.string(),
  dataPedido: z.string(),
  /** Order total (reais). */
  totalPedido: z.number(),
  pessoa: ZHeatMapPessoa,
  itens: z.array(z.object({ descricao: z.string(), quantidade: z.number(), valorTotal: z.number() })),
  /** The delivery address's point, when the order has one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type THeatMapPedido = z.infer<typeof ZHeatMapPedido>;

export const ZHeatMapPage = z.object({ total: z.number().int(), docs: z.array(ZHeatMapPedido) });
export type THeatMapPage = z.infer<typeof ZHeatMapPage>;

/** doc 3 §7 pessoa/saveList: persons with their updated coordinates. */
export const ZPessoaCoordinatesList = z
  .array(
    z.object({
      id: z.number().int().positive(),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  )
  .min(1)
  .max(500);
export type TPessoaCoordinatesList = z.infer<typeof ZPessoaCoordinatesList>;

export const ZPessoaGeocodeRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const ZPessoaGeocodeResult = z.object({
  /** Found points, to be saved with saveList. */
  encontrados: z.array(z.object({ id: z.number().int(), latitude: z.number(), longitude: z.number() })),
  /** People whose address is incomplete or unknown to the geocoder. */
  naoEncontrados: z.array(z.number().int()),
});
export type TPessoaGeocodeResult = z.infer<typeof ZPessoaGeocodeResult>;
