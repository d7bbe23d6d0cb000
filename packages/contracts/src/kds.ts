import { KDS_ITEM_STATUSES, MSG } from '@brasa/domain';
import { z } from 'zod';
import { ZDbId, ZDbIdParam, ZText } from './primitives';

/**
 * The kitchen display's calls to the print server (doc 3 §7, doc 4 §7 `listByIdPedidoIntegracao`, doc 1 §7
 * `cancelarItemsByPedido`, doc 2 §7 `cancelarItem`) and its socket events (doc 3 §7). The print server runs in
 * the product's process by default (URL_SERVIDOR_IMPRESSAO empty); the unit uuid of a header or query must be
 * the token's unit, any other answers 404.
 */
export const KDS_PATHS = Object.freeze({
  /** GET, headers `ZKdsListHeaders`, query `ZKdsListQuery` -> `TKdsEntry[]`. */
  listAllByDate: '/api/kds/listAllByDate',
  /**
   * POST, `ZKdsUpdateRequest` (a list of entries with the new `item.status` and the `version` they were read at),
   * query `ZKdsUpdateQuery` -> `TKdsEntry[]`. A stale entry answers 409 `ZKdsConflict`.
   */
  updateItemStatus: '/api/kds/updateItemStatus',
  /** GET, query `ZKdsByOrderQuery` -> `TKdsEntry[]`. */
  listByIdPedidoIntegracao: '/api/kds/listByIdPedidoIntegracao',
  /** POST, header unidadeuuid, `ZKdsCancelItemRequest` -> `TKdsEntry[]` (the cancelled entries). */
  cancelarItem: '/api/kds/cancelarItem',
  /** POST, header unidadeuuid, `ZKdsCancelOrderRequest` -> `TKdsEntry[]`. */
  cancelarItemsByPedido: '/api/kds/cancelarItemsByPedido',
});

/** Socket events on the unit's room (doc 3 §7), beside `reciveSocketMessage`. */
export const KDS_SOCKET_EVENTS = Object.freeze({
  /** One new entry (`TKdsEntry`). */
  createItemKds: 'createItemKds',
  /** One entry changed (`TKdsEntry`): a step, a cancellation. */
  updateItemStatus: 'updateItemStatus',
  /** Several entries changed at once (`TKdsEntry[]`): 'Iniciar todos', 'Todos prontos', an order cancelled. */
  updateItemsStatus: 'updateItemsStatus',
});

export const ZKdsItemStatus = z.enum(KDS_ITEM_STATUSES, { error: 'Situação do item inválida.' });

export const ZKdsSubItem = z.object({
  quantidade: z.number(),
  descricao: z.string(),
  observacao: z.string().nullable(),
});

/** doc 3 §3 KDS entry, plus ours: the entry id and version, the item's code and place, a date per step. */
export const ZKdsEntry = z.object({
  id: z.number().int(),
  /** Grows on every change of the entry; an update sends the version it read (409 when stale). */
  version: z.number().int(),
  unidadeUuid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pedidoKds: z.object({
    id: z.number().int(),
    sequencia: z.number().int().nullable(),
    tipoPedido: z.string(),
    /** deliveryMethod.mode: TAKEOUT means pickup. */
    operacao: z.string().nullable(),
    agendado: z.boolean(),
    pessoaCliente: z.object({ nome: z.string() }).nullable(),
    identificadorPrincipal: z.string().nullable(),
    identificadorSecundario: z.string().nullable(),
    complementoIdentificador: z.string().nullable(),
    dataPedido: z.string(),
    observacao: z.string().nullable(),
    tipoImportacao: z.string(),
  }),
  deliveryAddress: z.object({ neighborhood: z.string().nullable(), formatedAdress: z.string().nullable() }).nullable(),
  item: z.object({
    /** The order item's referenceCode. */
    codigoReferencial: z.string(),
    status: ZKdsItemStatus,
    quantidade: z.number(),
    descricao: z.string(),
    observacao: z.string().nullable(),
    justificativaCancelamento: z.string().nullable(),
    /** The notification place (COZINHA, BAR, ...): the KDS filters its 'locais' on it. */
    localNotificacao: z.string(),
    pessoaVendedor: z.object({ nome: z.string() }).nullable(),
    subItemKDS: z.array(ZKdsSubItem),
    /** When the item reached each step (ISO), for preparation times. */
    datasStatus: z.partialRecord(ZKdsItemStatus, z.string()),
  }),
});
export type TKdsEntry = z.infer<typeof ZKdsEntry>;

/** `yyyy-MM-dd HH:mm:ss`, local time (doc 3 §7 headers). */
const ZLocalDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, MSG.KDS_PERIOD_INVALID);

export const ZKdsListHeaders = z.looseObject({
  unidadeuuid: ZText(100),
  datainicio: ZLocalDateTime,
  datafim: ZLocalDateTime,
});

export const ZKdsListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

/** One entry of an update: the spec sends whole entries; the server reads the id, the version and the status. */
export const ZKdsUpdateEntry = z.looseObject({
  id: ZDbId,
  version: z.number().int().nonnegative().nullish(),
  item: z.looseObject({ status: ZKdsItemStatus }),
});
export const ZKdsUpdateRequest = z.array(ZKdsUpdateEntry).min(1, MSG.KDS_ITEM_NOT_FOUND).max(1000);
export type TKdsUpdateRequest = z.infer<typeof ZKdsUpdateRequest>;

/**
 * Ours: the grouped card's buttons (doc 3 §4.1) as one call over the entries of one order, so the server applies
 * their rule (and moves the order to ENVIADO on 'Todos prontos' from CONCLUIDO); the statuses sent are ignored.
 */
export const ZKdsUpdateQuery = z.object({
  acao: z.enum(['INICIAR_TODOS', 'TODOS_PRONTOS'], { error: 'Ação inválida.' }).optional(),
});

/** 409 on a stale update: the current entries the caller must redraw. */
export const ZKdsConflict = z.object({
  errorMessage: z.string(),
  code: z.literal('KDS_VERSION_CONFLICT'),
  entry: ZKdsEntry,
  entries: z.array(ZKdsEntry),
});

export const ZKdsByOrderQuery = z.object({
  unidadeUUID: ZText(100),
  idPedidoIntegracao: ZDbIdParam.optional(),
});

export const ZKdsUnitHeader = z.looseObject({ unidadeuuid: ZText(100) });

/** doc 2 §7: pedidoKds.id, item.codigoReferencial, justificativaCancelamento. */
export const ZKdsCancelItemRequest = z.object({
  pedidoKds: z.object({ id: ZDbId }),
  item: z.object({ codigoReferencial: ZText(100) }),
  justificativaCancelamento: ZText(500).nullish(),
});

/** doc 1 §7: the order id and motivoCancelamento. */
export const ZKdsCancelOrderRequest = z.object({
  id: ZDbId,
  motivoCancelamento: ZText(500).nullish(),
});
