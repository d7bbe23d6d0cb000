import { MSG, ORDER_TYPES, type OrderType } from '@brasa/domain';
import { z } from 'zod';
import { ZOrder, ZOrderSaveRequest } from './orders';
import { ZDbId, ZDbIdParam, ZInt4Count, ZText } from './primitives';

/**
 * The tab and table board's calls (doc 3 §7) and ours beside them: the lists of open orders, join, save of
 * several orders at once, item and table transfers, close order and the scheduled orders report.
 * Paths are under `TABS_PATHS`; each route's query/body/answer is the schema next to it.
 */
const BASE = '/api-v2/pedidoIntegracao';

export const TABS_PATHS = Object.freeze({
  /** GET, `ZListByTipoQuery` -> `TOrder[]`. */
  listByTipo: `${BASE}/listByTipo`,
  /** GET, `ZListByIdentificadorPrincipalQuery` -> `TOrder[]`. */
  listByIdentificadorPrincipal: `${BASE}/listByIdentificadorPrincipal`,
  /** GET, `ZListByIdentificadorSecundarioQuery` -> `TOrder[]`. */
  listByIdentificadorSecundario: `${BASE}/listByIdentificadorSecundario`,
  /** GET, `ZJoinOrdersQuery` -> `TOrder` (the destination, with the others' items, people and payments). */
  juntarPedidoIntegracao: `${BASE}/juntarPedidoIntegracao`,
  /** POST, `ZSaveAllRequest` -> `TOrder[]` (inactive ones included, so the board removes them). */
  saveAll: `${BASE}/saveAll`,
  /** POST (ours), `ZTransferItemsRequest` -> `ZTransferItemsAnswer`. */
  transferirItens: `${BASE}/transferirItens`,
  /** POST (ours), `ZTransferTablesRequest` -> `ZTransferTablesAnswer`. */
  transferirMesa: `${BASE}/transferirMesa`,
  /** POST (ours) `/fecharPedido/{id}`, `ZCloseOrderRequest` -> `TOrder`. */
  fecharPedido: `${BASE}/fecharPedido`,
  /** GET, `ZScheduledOrdersQuery` -> `TOrder[]`. */
  listAllPedidosAgendados: `${BASE}/listAllPedidosAgendados`,
});

/** 'SIM'/'NAO' (the spec's pago=NAO), also S/N and true/false. */
const ZYesNo = z
  .enum(['SIM', 'NAO', 'S', 'N', 'true', 'false'], { error: 'Use SIM ou NAO.' })
  .transform((v) => v === 'SIM' || v === 'S' || v === 'true');

const ZBool = z.enum(['true', 'false'], { error: 'Use true ou false.' }).transform((v) => v === 'true');

const isOrderType = (value: string): value is OrderType => (ORDER_TYPES as readonly string[]).includes(value);

/**
 * A list of order types from a query: repeated (`tipo=COMANDA&tipo=MESA`), a comma list (`tipo=COMANDA,MESA`)
 * or both.
 */
export const ZOrderTypeList = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().refine(isOrderType, 'Tipo de pedido inválido.'))
      .min(1, 'Tipo de pedido inválido.')
      .transform((types) => [...new Set(types)] as OrderType[]),
  );

/** Filters shared by the three lists (doc 3 §7): pago=NAO, cancelado=false, importado(s)=false. */
const listFilters = {
  pago: ZYesNo.optional(),
  cancelado: ZBool.optional(),
  importado: ZBool.optional(),
  /** listByTipo's spelling of `importado`. */
  importados: ZBool.optional(),
};

/** GET listByTipo: the open orders of the board (tipo as a list). */
export const ZListByTipoQuery = z.object({ tipo: ZOrderTypeList, ...listFilters });
export type TListByTipoQuery = z.infer<typeof ZListByTipoQuery>;

const ZIdentifierValue = (message: string) => z.string({ error: message }).trim().min(1, message).max(40);

/** GET listByIdentificadorPrincipal: the orders of one tab/table number. */
export const ZListByIdentificadorPrincipalQuery = z.object({
  identificadorPrincipal: ZIdentifierValue(MSG.informeValorParaBuscar('comanda')),
  tipos: ZOrderTypeList.default(['COMANDA', 'MESA']),
  ...listFilters,
});
export type TListByIdentificadorPrincipalQuery = z.infer<typeof ZListByIdentificadorPrincipalQuery>;

/** GET listByIdentificadorSecundario: the orders on one table. */
export const ZListByIdentificadorSecundarioQuery = z.object({
  identificadorSecundario: ZIdentifierValue(MSG.TABLE_REQUIRED),
  tipos: ZOrderTypeList.default(['COMANDA', 'MESA']),
  ...listFilters,
});
export type TListByIdentificadorSecundarioQuery = z.infer<typeof ZListByIdentificadorSecundarioQuery>;

const INVALID_IDS = 'Informe os pedidos separados por vírgula.';

/** Comma-separated order ids ('12,13'), at most 100. */
export const ZIdCommaList = z
  .string({ error: INVALID_IDS })
  .max(1200, INVALID_IDS)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(z.array(ZDbId).max(100, INVALID_IDS))
  .transform((ids) => [...new Set(ids)]);

/**
 * GET juntarPedidoIntegracao (doc 3 §4.3, §5 "Join tab"): `idsPedidoSepVirgula` lists the orders to join (the
 * destination may be among them), `idPedidoDestino` the one that stays.
 */
export const ZJoinOrdersQuery = z.object({
  idsPedidoSepVirgula: ZIdCommaList,
  idPedidoDestino: ZDbIdParam,
  /**
   * Ours, optional: the versions the terminal showed, `id:version` comma-separated ('12:3,13:5'); a stale one
   * answers 409 with the current orders. Without it the join takes the orders as they are.
   */
  versoes: z
    .string()
    .max(2400)
    .regex(/^(\d{1,10}:\d{1,10})(,\d{1,10}:\d{1,10})*$/, 'Informe as versões como id:versão separados por vírgula.')
    .transform((s) => new Map(s.split(',').map((pair) => pair.split(':').map(Number) as [number, number])))
    .optional(),
});
export type TJoinOrdersQuery = z.infer<typeof ZJoinOrdersQuery>;

/** POST saveAll: several orders saved in one transaction, each with the rules of the single save. */
export const ZSaveAllRequest = z
  .array(ZOrderSaveRequest, { error: 'Informe a lista de pedidos.' })
  .min(1, 'Informe a lista de pedidos.')
  .max(50, 'Salve no máximo 50 pedidos de uma vez.');
export type TSaveAllRequest = z.infer<typeof ZSaveAllRequest>;
export const ZOrderList = z.array(ZOrder);

/**
 * POST transferirItens (ours; doc 3 §4.4, §5 "Transfer items"): moves the origin's items named by referenceCode
 * to the destination, given by id or by its identifier (tab or table number of `tipoDestino`). Versions are
 * the ones the terminal showed; a stale one answers 409 with the current order.
 */
export const ZTransferItemsRequest = z
  .object({
    idPedidoOrigem: ZDbId,
    versionOrigem: ZInt4Count,
    idPedidoDestino: ZDbId.nullish(),
    versionDestino: ZInt4Count.nullish(),
    identificadorDestino: ZText(40).trim().nullish(),
    tipoDestino: z.enum(['COMANDA', 'MESA']).nullish(),
    referenceCodes: z.array(ZText(100)).max(1000).default([]),
  })
  .refine((b) => b.idPedidoDestino || b.identificadorDestino, {
    message: MSG.identificadorDestinoNaoEncontrado('comanda'),
    path: ['identificadorDestino'],
  });
export type TTransferItemsRequest = z.infer<typeof ZTransferItemsRequest>;

/** The two orders after the transfer; an origin left without items comes back inactive (ativo false, CANCELADO). */
export const ZTransferItemsAnswer = z.object({ origem: ZOrder, destino: ZOrder });
export type TTransferItemsAnswer = z.infer<typeof ZTransferItemsAnswer>;

/**
 * POST transferirMesa (ours; doc 3 §5 "Transfer tables dialog"): the selected tabs (COMANDA orders) go to table
 * `mesaDestino` (their identificadorSecundario).
 */
export const ZTransferTablesRequest = z.object({
  mesaDestino: ZText(40).trim().nullish(),
  pedidos: z
    .array(z.object({ id: ZDbId, version: ZInt4Count }))
    .max(100)
    .default([]),
});
export type TTransferTablesRequest = z.infer<typeof ZTransferTablesRequest>;

/** The moved orders and the success text ('Comanda(s) transferida(s) para a mesa {n}.'). */
export const ZTransferTablesAnswer = z.object({ pedidos: z.array(ZOrder), mensagem: z.string() });
export type TTransferTablesAnswer = z.infer<typeof ZTransferTablesAnswer>;

/**
 * POST fecharPedido/{id} (ours; doc 3 §3 close-order options, §9): the server computes the service fee from the
 * percent (PERCENTUAL_TAXA_SERVICO by default) when `recalcularTaxaDeServico`, stores the split in
 * `iFoodOrder.divideInvoiceObservation` and prints the order when `imprimirPedido`.
 */
export const ZCloseOrderRequest = z.object({
  version: ZInt4Count,
  recalcularTaxaDeServico: z.boolean().default(false),
  percentualTaxaServico: z.number().finite().min(0, MSG.SERVICE_FEE_NEGATIVE).max(100).nullish(),
  imprimirPedido: z.boolean().default(false),
  /** At least 1; without it the people count, or 1. */
  divideInto: z.number().int().min(1, 'Divida em pelo menos 1 pessoa.').max(1000).nullish(),
});
export type TCloseOrderRequest = z.infer<typeof ZCloseOrderRequest>;

const ZDateParam = z
  .string()
  .trim()
  .max(40)
  .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), 'Data inválida.');

/**
 * GET listAllPedidosAgendados (doc 4 §7, doc 3 §2.1): scheduled orders of the unit whose schedule falls in the
 * period (dates yyyy-MM-dd, or ISO date-times); both missing answers 400 'Nenhum período informado.'.
 */
export const ZScheduledOrdersQuery = z.object({ dtInicio: ZDateParam.optional(), dtFinal: ZDateParam.optional() });
export type TScheduledOrdersQuery = z.infer<typeof ZScheduledOrdersQuery>;
