/**
 * Couriers, their logins, the lists by courier, the settlement and dispatch (doc 4 §3, §7). Money in decimal
 * reais on the wire; the server computes in cents with the domain's settleCourierDay.
 */
import { MSG } from '@brasa/domain';
import { z } from 'zod';
import { ZOrder } from './orders';
import { INT4_MAX, ZDbId, ZDbIdParam } from './primitives';
import type { DISPATCH_REALTIME_TYPES } from './realtime-constants';

// — courier person (doc 4 §3 "Person or courier") —

export const ZCourierProfileRef = z.object({ id: z.number().int(), descricao: z.string() });
export type TCourierProfileRef = z.infer<typeof ZCourierProfileRef>;

/** GET /api-v2/pessoa/entregador: a courier with its pay settings and, when it has one, its login (never a password). */
export const ZCourier = z.object({
  id: z.number().int(),
  nome: z.string(),
  fone: z.string().nullable(),
  celular: z.string().nullable(),
  email: z.string().nullable(),
  tipo: z.enum(['F', 'J']),
  ativo: z.boolean(),
  cargoFuncionario: z.literal('ENTR'),
  entregadorValorDiaria: z.number(),
  entregadorValorFixoPedido: z.number(),
  entregadorPercentualTaxaEntrega: z.number(),
  entregadorValorMinimo: z.number(),
  entregadorUsername: z.string().nullable(),
  perfil: ZCourierProfileRef.nullable(),
});
export type TCourier = z.infer<typeof ZCourier>;

// — courier logins (doc 4 §5 "Courier form", §7 usuario calls) —

/** GET /api-v2/usuario/delivery-man/username-available?username= */
export const ZUsernameAvailableQuery = z.object({
  username: z.string().trim().min(1, MSG.COURIER_USERNAME_REQUIRED).max(120),
});
export const ZUsernameAvailableResponse = z.object({ isUsernameAvailable: z.boolean() });
export type TUsernameAvailableResponse = z.infer<typeof ZUsernameAvailableResponse>;

/**
 * POST /api-v2/usuario/saveUserDeliveryMan. `username` is what the user typed before the fixed '_' + company id
 * suffix (the server adds the suffix when missing); `senha` is the SHA-256 hex of the typed password, as at login.
 * On an existing login both may be left out (only an admin changes them).
 */
export const ZSaveUserDeliveryManRequest = z.object({
  pessoaId: ZDbId,
  username: z
    .string({ error: MSG.COURIER_USERNAME_REQUIRED })
    .trim()
    .min(1, MSG.COURIER_USERNAME_REQUIRED)
    .max(100)
    .regex(/^\S+$/, MSG.COURIER_USERNAME_WITH_SPACES)
    .nullish(),
  senha: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'A senha deve ser enviada como hash SHA-256 (64 caracteres hexadecimais)')
    .nullish(),
  perfil: z.object({ id: ZDbId }, { error: MSG.COURIER_PROFILE_REQUIRED }).nullish(),
  ativo: z.boolean().default(true),
});
export type TSaveUserDeliveryManRequest = z.infer<typeof ZSaveUserDeliveryManRequest>;

/** GET /api-v2/usuario/getProfileDeliveryman?pessoaId= and the save's answer: the login, never its password. */
export const ZDeliveryManProfile = z.object({
  usuarioId: z.number().int(),
  pessoaId: z.number().int(),
  username: z.string(),
  /** The fixed suffix: '_' + company id. */
  usernameSuffix: z.string(),
  perfil: ZCourierProfileRef,
  ativo: z.boolean(),
  hasPassword: z.boolean(),
});
export type TDeliveryManProfile = z.infer<typeof ZDeliveryManProfile>;
export const ZProfileDeliverymanQuery = z.object({ pessoaId: ZDbIdParam });

/** GET /api-v2/usuario/deliverymen/profiles: the profiles a courier login may get. */
export const ZDeliverymenProfiles = z.array(ZCourierProfileRef);

// — lists by courier (doc 4 §7 listPorEntregador*) —

const bool = z.enum(['true', 'false'], { error: 'Use true ou false.' }).transform((v) => v === 'true');
const queryDate = z.string().trim().max(30);

/** Common query: dtInicio, dtFinal ('yyyy-MM-dd HH:mm:ss'), showTakeout (counter orders too). */
export const ZListByCourierQuery = z.object({
  dtInicio: queryDate.optional(),
  dtFinal: queryDate.optional(),
  showTakeout: bool.default(false),
});
export const ZListByCourierSettlementQuery = ZListByCourierQuery.extend({ ignorarSemEntregador: bool.default(true) });
export const ZListByCourierIdQuery = ZListByCourierQuery.extend({
  idEntregador: ZDbIdParam,
  situacao: z.enum(['ENTREGUE', 'ENVIADO', 'AGUARDANDO_RETIRADA', 'CONFIRMADO', 'PENDENTE', 'CANCELADO']).optional(),
});

/** id -1: the orders without a courier (doc 4 §3 "Dispatch group"). */
export const ZCourierRef = z.object({ id: z.number().int(), nome: z.string() });
export const NO_COURIER_ID = -1;

/** GET listPorEntregador: one entry per courier (and -1 for none when takeout is shown). */
export const ZOrdersByCourier = z.object({ pessoa: ZCourierRef, pedidos: z.array(ZOrder) });
export const ZOrdersByCourierList = z.array(ZOrdersByCourier);
export type TOrdersByCourier = z.infer<typeof ZOrdersByCourier>;

/** doc 4 §3 "Movement list per order". */
export const ZOrderMovements = z.object({
  idPedidoIntegracao: z.number().int(),
  movimentoFinanceiroList: z.array(
    z.object({ id: z.number().int(), valor: z.number(), tipo: z.string(), conta: z.object({ tipoConta: z.string() }) }),
  ),
});

/** doc 4 §3 "Settlement line per courier and day" (valores as the domain's CourierPayParts, in reais). */
export const ZSettlementLine = z.object({
  pessoa: ZCourierRef,
  /** The business day, 'yyyy-MM-dd' (04:00 to 04:00). */
  dataPedido: z.string(),
  /** Order ids of the day. */
  pedidos: z.array(z.number().int()),
  isAcertoDone: z.boolean(),
  /** Cash received and not handed over. */
  valor: z.number(),
  valorPagar: z.number(),
  totalValorEntrega: z.number(),
  valores: z.object({
    diaria: z.number(),
    totalPorEntrega: z.number(),
    totalPorcentagemEntrega: z.number(),
    entregadorValorMinimo: z.number(),
  }),
  saldo: z.number(),
});
export type TSettlementLine = z.infer<typeof ZSettlementLine>;

export const ZCourierSettlementEntry = z.object({
  pessoa: ZCourier,
  pedidos: z.array(ZOrder),
  pedidoIntegracaoMovimentoFinanceiroList: z.array(ZOrderMovements),
  /** One line per business day, computed by the server (doc 4 §9). */
  dias: z.array(ZSettlementLine),
});
export type TCourierSettlementEntry = z.infer<typeof ZCourierSettlementEntry>;

/** GET listPorEntregadorAcerto. */
export const ZListByCourierSettlementResponse = z.object({
  list: z.array(ZCourierSettlementEntry),
  /** Delivered orders of the period not imported yet. */
  pedidosNaoImportados: z.number().int(),
});
export type TListByCourierSettlementResponse = z.infer<typeof ZListByCourierSettlementResponse>;

// — settlement post (doc 4 §3 "Settlement post item", §7 acertoEntregador) —

export const ZSettlementPostItem = z.object({
  formaPagamento: z
    .union([z.object({ id: ZDbId }), ZDbId], { error: MSG.SETTLEMENT_PAYMENT_METHOD_REQUIRED })
    .nullish()
    .transform((value) =>
      value === null || value === undefined ? null : typeof value === 'number' ? value : value.id,
    ),
  pedidos: z.array(ZDbId).min(1, 'Selecione ao menos um pedido.').max(2_000),
  pessoaId: ZDbId,
});
export const ZSettlementPostRequest = z.array(ZSettlementPostItem).min(1, 'Selecione ao menos um pedido.').max(500);
export type TSettlementPostRequest = z.input<typeof ZSettlementPostRequest>;

/** One entry per posted line: the movement written and what it settled. */
export const ZSettlementPostResult = z.object({
  id: z.number().int(),
  pessoaId: z.number().int(),
  /** The business day settled, 'yyyy-MM-dd'. */
  dataPedido: z.string(),
  pedidos: z.array(z.number().int()),
  valorPagar: z.number(),
  valor: z.number(),
  saldo: z.number(),
});
export const ZSettlementPostResponse = z.array(ZSettlementPostResult);
export type TSettlementPostResult = z.infer<typeof ZSettlementPostResult>;

// — settlement receipt (doc 4 §7: the receipt of posted settlements, /admin/movimentoFinanceiro/gerarRecibo) —

/** The most settlements one receipt names. */
export const RECEIPT_MAX_SETTLEMENTS = 100;
const RECEIPT_IDS_INVALID = 'Informe os acertos do recibo: números separados por vírgula (ex.: 12,13).';

/** GET recibo?ids=12,13: the settlement movements (the post's answer ids), each a positive int4, at most 100. */
export const ZSettlementReceiptQuery = z.object({
  ids: z
    .string({ error: RECEIPT_IDS_INVALID })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, RECEIPT_IDS_INVALID)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive(RECEIPT_IDS_INVALID).max(INT4_MAX, RECEIPT_IDS_INVALID))
        .min(1, RECEIPT_IDS_INVALID)
        .max(RECEIPT_MAX_SETTLEMENTS, RECEIPT_IDS_INVALID),
    ),
});

const ZReceiptTotals = z.object({
  pedidos: z.number().int(),
  totalValorEntrega: z.number(),
  valorPagar: z.number(),
  valor: z.number(),
  saldo: z.number(),
});
export type TReceiptTotals = z.infer<typeof ZReceiptTotals>;

/** One settled order on the receipt. */
export const ZReceiptOrder = z.object({
  id: z.number().int(),
  sequencial: z.number().int().nullable(),
  /** ISO instant. */
  dataPedido: z.string(),
  taxaEntrega: z.number(),
});

/** One settlement movement (a courier's business day). */
export const ZReceiptSettlement = z.object({
  id: z.number().int(),
  /** The business day settled, 'yyyy-MM-dd'. */
  dataPedido: z.string(),
  /** ISO instant of the post. */
  lancadoEm: z.string(),
  usuario: z.string(),
  formaPagamento: z.string(),
  pedidos: z.array(ZReceiptOrder),
  valores: ZSettlementLine.shape.valores,
  totais: ZReceiptTotals,
});
export type TReceiptSettlement = z.infer<typeof ZReceiptSettlement>;

export const ZSettlementReceipt = z.object({
  unidade: z.string(),
  entregadores: z.array(
    z.object({ pessoa: ZCourierRef, acertos: z.array(ZReceiptSettlement), totais: ZReceiptTotals }),
  ),
  totais: ZReceiptTotals,
});
export type TSettlementReceipt = z.infer<typeof ZSettlementReceipt>;

/** The SPA page the receipt opens at (doc 4 §7), ids as the post answered them. */
export const settlementReceiptUrl = (ids: readonly number[]) =>
  `/admin/movimentoFinanceiro/gerarRecibo?idsGerarRecibo=${ids.join(',')}`;

// — dispatch (doc 4 §7 associar-despacho) —

export const ZDispatchQuery = z.object({
  idDeliveryMan: ZDbIdParam.optional(),
  /** An existing dispatch group to add to; a new one is made when left out. */
  idDespacho: z.string().trim().max(60).optional(),
});
/** Per-order results: the moved order, or its id with err (the others are still done). */
export const ZDispatchResult = z.array(z.union([ZOrder, z.object({ id: z.number().int(), err: z.string() })]));
export type TDispatchResult = z.infer<typeof ZDispatchResult>;

export { DISPATCH_REALTIME_TYPES } from './realtime-constants';
export interface DispatchRealtimeMessage {
  type: (typeof DISPATCH_REALTIME_TYPES)[number];
  agrupadorDespacho: string;
  pessoa: { id: number; nome: string } | null;
  pedidos: number[];
}

export const COURIER_PATHS = {
  couriers: '/api-v2/pessoa/entregador',
  savePerson: '/api-v2/pessoa',
  usernameAvailable: '/api-v2/usuario/delivery-man/username-available',
  saveUser: '/api-v2/usuario/saveUserDeliveryMan',
  profile: '/api-v2/usuario/getProfileDeliveryman',
  profiles: '/api-v2/usuario/deliverymen/profiles',
  listByCourier: '/api-v2/pedidoIntegracao/listPorEntregador',
  listSettlement: '/api-v2/pedidoIntegracao/listPorEntregadorAcerto',
  listByCourierId: '/api-v2/pedidoIntegracao/listPorEntregadorById',
  settle: '/api-v2/pessoa/acertoEntregador',
  receipt: '/api-v2/entregador/acerto/recibo',
  dispatch: (orderIds: readonly number[], situacao: string) =>
    `/api-v2/pedidoIntegracao/associar-despacho/multiple/${orderIds.join(',')}/${situacao}`,
} as const;
