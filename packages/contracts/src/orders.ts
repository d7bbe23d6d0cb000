import { ORDER_STATUSES, ORDER_TYPES, calculateOrderTotals, type OrderTotals } from '@brasa/domain';
import { z } from 'zod';

/**
 * The integration order (pedidoIntegracao) and its embedded marketplace-style body (iFoodOrder),
 * doc 1 §3, doc 2 §3, doc 4 §3. Money in decimal reais as the spec's payloads carry it.
 * Bodies are loose objects: fields we do not model yet travel through untouched.
 */
const money = z.number().finite().min(-1_000_000).max(10_000_000);
const optMoney = money.nullish();

export const ZOrderStatus = z.enum(ORDER_STATUSES, { error: 'Situação do pedido inválida.' });
export const ZOrderType = z.enum(ORDER_TYPES, { error: 'Informe o tipo do pedido' });

export const ZSubItem = z.looseObject({
  name: z.string().max(500).nullish(),
  quantity: z.number().finite().nullish(),
  price: optMoney,
  totalPrice: optMoney,
  observations: z.string().max(2000).nullish(),
  externalCode: z.union([z.string(), z.number()]).nullish(),
  sumInTotal: z.boolean().nullish(),
});

export const ZOrderItem = z.looseObject({
  referenceCode: z.string().max(100).nullish(),
  externalCode: z.union([z.string(), z.number()]).nullish(),
  name: z.string().max(500),
  quantity: z.number().finite().max(99_999),
  price: money,
  discount: optMoney,
  totalPrice: optMoney,
  observations: z.string().max(2000).nullish(),
  status: z.string().max(40).nullish(),
  sumInTotal: z.boolean().nullish(),
  productChargeServiceFee: z.boolean().nullish(),
  chargeServiceFee: z.boolean().nullish(),
  totalServico: optMoney,
  subItems: z.array(ZSubItem).max(200).nullish(),
  notSaved: z.boolean().nullish(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderPayment = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  code: z.string().max(40).nullish(),
  name: z.string().max(200).nullish(),
  value: money,
  changeFor: optMoney,
  prepaid: z.boolean().nullish(),
});

export const ZBenefit = z.looseObject({
  value: optMoney,
  target: z.string().nullish(),
  sponsorshipValues: z.record(z.string(), z.number().nullable()).nullish(),
});

export const ZDeliveryAddress = z.looseObject({
  streetName: z.string().max(300).nullish(),
  streetNumber: z.string().max(40).nullish(),
  neighborhood: z.string().max(200).nullish(),
  city: z.string().max(200).nullish(),
  state: z.string().max(40).nullish(),
  postalCode: z.string().max(20).nullish(),
  complement: z.string().max(300).nullish(),
  reference: z.string().max(300).nullish(),
  formattedAddress: z.string().max(600).nullish(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
});

export const ZIFoodOrder = z.looseObject({
  shortReference: z.string().max(60).nullish(),
  createdAt: z.string().nullish(),
  preparationTimeInSeconds: z.number().int().nonnegative().nullish(),
  customer: z
    .looseObject({
      id: z.union([z.string(), z.number()]).nullish(),
      name: z.string().max(300).nullish(),
      phone: z.string().max(60).nullish(),
      taxPayerIdentificationNumber: z.string().max(30).nullish(),
    })
    .nullish(),
  deliveryMethod: z
    .looseObject({
      mode: z.string().max(40).nullish(),
      deliveredBy: z.string().max(40).nullish(),
      minTime: z.number().nullish(),
      maxTime: z.number().nullish(),
    })
    .nullish(),
  deliveryAddress: ZDeliveryAddress.nullish(),
  schedule: z
    .looseObject({ deliveryDateTimeStart: z.string().nullish(), deliveryDateTimeEnd: z.string().nullish() })
    .nullish(),
  scheduled: z.boolean().nullish(),
  observations: z.string().max(2000).nullish(),
  items: z.array(ZOrderItem).max(1000).default([]),
  payments: z.array(ZOrderPayment).max(200).default([]),
  benefits: z.array(ZBenefit).max(50).nullish(),
  deliveryFee: optMoney,
  adicionalTip: optMoney,
  discount: optMoney,
  levarTrocoPara: optMoney,
  levarMaquinaCartao: z.boolean().nullish(),
  subTotal: optMoney,
  totalPrice: optMoney,
});
export type TIFoodOrder = z.infer<typeof ZIFoodOrder>;

export const ZPessoaRef = z.object({ id: z.number().int(), nome: z.string().nullish() }).loose();

/** What a client sends to POST /api-v2/pedidoIntegracao (the server owns ids, dates, totals and status). */
export const ZOrderSaveRequest = z.looseObject({
  id: z.number().int().positive().nullish(),
  version: z.number().int().nonnegative().nullish(),
  tipo: ZOrderType,
  tipoImportacao: z.string().max(10).nullish(),
  identificadorPrincipal: z.string().max(40).nullish(),
  identificadorSecundario: z.string().max(40).nullish(),
  complementoIdentificador: z.string().max(200).nullish(),
  quantidadePessoas: z.number().int().nullish(),
  pedidoAgendado: z.enum(['AGENDADO']).nullish(),
  pessoaCliente: ZPessoaRef.nullish(),
  pessoaEntregador: ZPessoaRef.nullish(),
  descricao: z.string().max(2000).nullish(),
  logs: z.string().nullish(),
  iFoodOrder: ZIFoodOrder,
});
export type TOrderSaveRequest = z.infer<typeof ZOrderSaveRequest>;

export const ZOrder = z.looseObject({
  id: z.number().int(),
  version: z.number().int(),
  sequencial: z.number().int().nullable(),
  tipo: ZOrderType,
  situacao: ZOrderStatus,
  tipoImportacao: z.string(),
  tipoImportacaoOriginal: z.string().nullable(),
  ativo: z.boolean(),
  pago: z.boolean(),
  pagoOnline: z.boolean(),
  comNF: z.boolean(),
  pedidoAgendado: z.string().nullable(),
  dataPedido: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dataImportacao: z.string().nullable(),
  dataIntegracao: z.string().nullable(),
  dataConfirmacao: z.string().nullable(),
  dataAguardandoRetirada: z.string().nullable(),
  dataEnvio: z.string().nullable(),
  dataEntrega: z.string().nullable(),
  dataCancelamento: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  justificativaExclusao: z.string().nullable(),
  identificadorPrincipal: z.string().nullable(),
  identificadorSecundario: z.string().nullable(),
  complementoIdentificador: z.string().nullable(),
  quantidadePessoas: z.number().int().nullable(),
  pessoaCliente: ZPessoaRef.nullable(),
  pessoaEntregador: ZPessoaRef.nullable(),
  statusLogistica: z.string().nullable(),
  statusNotificacao: z.string().nullable(),
  agrupadorDespacho: z.string().nullable(),
  totalPedido: z.number(),
  levarTrocoPara: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  descricao: z.string().nullable(),
  logs: z.string(),
  iFoodOrder: ZIFoodOrder,
  /** Set on a failed per-order result of a multiple-status change. */
  err: z.string().optional(),
  mensagemParaUsuario: z.string().nullable().optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Real-time message types (doc 2 §7). */
export const REALTIME_TYPES = [
  'MOVE_CARD',
  'ADD_OR_UPDATE_BOARD_FROM_ORDER',
  'ADD_OR_UPDATE_GENERIC_FROM_ORDER',
  'UPDATE_BOARD_FROM_EVENTS',
  'REMOVE_ORDER_ON_BOARD',
  'REMOVE_ORDER_GENERIC',
  'ADD_DISPATCH',
  'FINISH_DISPATCH',
  'UPDATE_DISPATCH',
  'REMOVE_DISPATCH',
  'UPDATE_STATUS_TEF',
  'UPDATE_STATUS_JOB',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

export interface RealtimeMessage {
  type: RealtimeType;
  order?: TOrder;
  moveOptions?: { from: string; to: string };
  [key: string]: unknown;
}

/** doc 1 §9 totals of an order body: the domain rule fed from the iFoodOrder fields (server and web alike). */
export function orderBodyTotals(body: Pick<TIFoodOrder, 'items' | 'payments'> & Partial<TIFoodOrder>): OrderTotals {
  return calculateOrderTotals({
    items: body.items,
    deliveryMode: body.deliveryMethod?.mode,
    deliveryFee: body.deliveryFee,
    tip: body.adicionalTip,
    discount: body.discount,
    benefits: body.benefits ?? [],
    payments: body.payments,
  });
}
