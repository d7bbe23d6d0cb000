import { MSG, ORDER_STATUSES, ORDER_TYPES, calculateOrderTotals, type OrderTotals } from '@brasa/domain';
import { z } from 'zod';
import { INT4_MAX, ZDbId, ZInt4, ZInt4Count, ZMoney, ZQuantity, ZText, fitsCents } from './primitives';
import { type RealtimeType } from './realtime-constants';

/**
 * The integration order (pedidoIntegracao) and its embedded marketplace-style body (iFoodOrder),
 * doc 1 §3, doc 2 §3, doc 4 §3. Money in decimal reais as the spec's payloads carry it.
 * The stored shapes (answers) are loose objects: an order is served as stored. What a client may send is
 * the closed `*Input` schemas below.
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

/**
 * What a client may send inside an order save. Unlike the stored shapes above (served as stored), these are
 * closed: unknown keys are dropped, so no junk is stored or served back, and every number is bounded so that
 * quantity × price and the totals stay within the cents columns.
 */
const text = (max: number) => ZText(max).nullish();
const code = z.union([ZText(100), z.number().finite()]).nullish();
const count = z.number().finite().min(0).max(1_000).nullish();
const inputMoney = ZMoney.nullish();
const ZPersonRefInput = z.object({ id: ZDbId, nome: text(300) });

export const ZSubItemInput = z.object({
  name: text(500),
  quantity: ZQuantity.nullish(),
  price: inputMoney,
  totalPrice: inputMoney,
  observations: text(2000),
  externalCode: code,
  externalCodeFather: code,
  referenceCode: text(100),
  referenceCodeFather: text(100),
  sumInTotal: z.boolean().nullish(),
});

export const ZOrderItemInput = z
  .object({
    referenceCode: text(100),
    externalCode: code,
    name: ZText(500),
    // doc 2 §5.2: the save checks the minimum (1 per unit, positive per weight) against the product's unit.
    quantity: ZQuantity,
    price: ZMoney,
    discount: inputMoney,
    totalPrice: inputMoney,
    observations: text(2000),
    status: text(40),
    statusKds: text(40),
    localNotification: text(40),
    tipoImportacao: text(10),
    unit: text(10),
    createdAt: text(40),
    sumInTotal: z.boolean().nullish(),
    productChargeServiceFee: z.boolean().nullish(),
    chargeServiceFee: z.boolean().nullish(),
    totalServico: inputMoney,
    subItems: z.array(ZSubItemInput).max(200).nullish(),
    notSaved: z.boolean().nullish(),
    // doc 3 §4.4: on the origin of an item transfer sent through saveAll, the lines that leave it.
    deletedByTransference: z.boolean().nullish(),
    pessoaVendedor: ZPersonRefInput.nullish(),
    // doc 1 §3 payment tracking of item parts (split by items).
    checked: z.boolean().nullish(),
    received: z.boolean().nullish(),
    pagar: z.boolean().nullish(),
    amountPaid: inputMoney,
    divideInto: count,
    partialPayment: z
      .array(z.enum(['NOT_CHECKED', 'CHECKED', 'RECEIVED']))
      .max(1_000)
      .nullish(),
  })
  .refine(
    (item) =>
      fitsCents(item.quantity, item.price) &&
      (item.subItems ?? []).every(
        (sub) => fitsCents(sub.quantity ?? 1, sub.price ?? 0) && fitsCents(1, sub.totalPrice ?? 0),
      ),
    { message: MSG.ITEM_AMOUNT_TOO_LARGE, path: ['price'] },
  );

/** A payment line: new ones carry the method (the server fills the rest); stored ones are kept as stored. */
export const ZOrderPaymentInput = z.object({
  id: z.union([ZText(100), z.number().finite()]).nullish(),
  externalCode: code,
  code: text(40),
  name: text(200),
  value: ZMoney,
  changeFor: inputMoney,
  prepaid: z.boolean().nullish(),
  formaPagamento: z.object({ id: ZDbId }).nullish(),
  autorizacao: text(200),
  valorDivisao: inputMoney,
  justificativa: text(500),
});

const ZDeliveryAddressInput = z.object({
  streetName: text(300),
  streetNumber: text(40),
  neighborhood: text(200),
  city: text(200),
  state: text(40),
  postalCode: text(20),
  complement: text(300),
  reference: text(300),
  formattedAddress: text(600),
  coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullish(),
});

export const ZIFoodOrderInput = z.object({
  shortReference: text(60),
  createdAt: text(40),
  preparationTimeInSeconds: z.number().int().min(0).max(86_400).nullish(),
  merchant: z.object({ name: text(200) }).nullish(),
  customer: z
    .object({
      id: code,
      name: text(300),
      phone: text(60),
      email: text(200),
      type: text(20),
      taxPayerIdentificationNumber: text(30),
    })
    .nullish(),
  deliveryMethod: z
    .object({
      mode: text(40),
      deliveredBy: text(40),
      minTime: count,
      maxTime: count,
      // No deliveryCode: the customer's delivery code is the server's (a save never sets it).
    })
    .nullish(),
  deliveryAddress: ZDeliveryAddressInput.nullish(),
  schedule: z.object({ deliveryDateTimeStart: text(40), deliveryDateTimeEnd: text(40) }).nullish(),
  scheduled: z.boolean().nullish(),
  observations: text(2000),
  divideInvoiceObservation: text(2000),
  /**
   * The service fee percent the terminal applied (payment dialog, close order): the server computes each item's
   * totalServico from it (never takes the terminal's amounts); without it, the stored one or PERCENTUAL_TAXA_SERVICO.
   */
  percentualTaxaServico: z.number().finite().min(0, MSG.SERVICE_FEE_NEGATIVE).max(100).nullish(),
  items: z.array(ZOrderItemInput).max(1000).default([]),
  payments: z.array(ZOrderPaymentInput).max(200).default([]),
  // Marketplace benefits are never taken from a terminal (the save keeps the stored ones).
  benefits: z
    .array(
      z.object({
        value: inputMoney,
        target: text(40),
        sponsorshipValues: z.object({ MERCHANT: inputMoney, IFOOD: inputMoney }).nullish(),
      }),
    )
    .max(50)
    .nullish(),
  deliveryFee: inputMoney,
  productDeliveryFee: z.object({ id: ZDbId, valorUnitarioVenda: inputMoney }).nullish(),
  deliveryFeeOrigin: text(40),
  adicionalTip: inputMoney,
  discount: inputMoney,
  levarTrocoPara: inputMoney,
  levarMaquinaCartao: z.boolean().nullish(),
  incluirTaxaEntregaImportacaoSelecionado: z.enum(['S', 'N']).nullish(),
  subTotal: inputMoney,
  totalPrice: inputMoney,
});
export type TIFoodOrderInput = z.infer<typeof ZIFoodOrderInput>;

/** A saved item removed by this save, with its justification (doc 2 §5.5). */
const ZDeletedItemRef = z.object({
  referenceCode: text(100),
  justificativaExclusao: text(500),
  dadosExclusao: z.object({ justificativaExclusao: text(500) }).nullish(),
});

/** What a client sends to POST /api-v2/pedidoIntegracao (the server owns ids, dates, totals and status). */
export const ZOrderSaveRequest = z.object({
  id: ZDbId.nullish(),
  version: ZInt4Count.nullish(),
  tipo: ZOrderType,
  tipoImportacao: text(10),
  identificadorPrincipal: text(40),
  identificadorSecundario: text(40),
  complementoIdentificador: text(200),
  quantidadePessoas: ZInt4.nullish(),
  pedidoAgendado: z.enum(['AGENDADO']).nullish(),
  pessoaCliente: ZPersonRefInput.nullish(),
  pessoaEntregador: z.object({ id: z.number().int().min(-1).max(INT4_MAX), nome: text(300) }).nullish(),
  descricao: text(2000),
  logs: text(100_000),
  deletedItems: z.array(ZDeletedItemRef).max(1000).nullish(),
  iFoodOrder: ZIFoodOrderInput,
});
export type TOrderSaveRequest = z.infer<typeof ZOrderSaveRequest>;

/**
 * The order's stop in its route (issue 31 §4), as the route was created or last edited: its position (1 = first
 * stop) and its ETA, computed by the server from that order; `chegada` is null when the directions provider could
 * not answer (the order still holds). Every reader (route cards, the delivery app, the shared link) follows it.
 */
export const ZOrderRouteStop = z.object({
  posicao: z.number().int().positive(),
  /** When the route was planned (ISO): the ETAs count from it. */
  partida: z.string(),
  /** ETA (ISO); null without directions. */
  chegada: z.string().nullable(),
  /** Seconds from leaving the shop to this stop; null without directions. */
  chegadaSegundos: z.number().nullable(),
  /** Meters driven from the shop to this stop; null without directions. */
  distanciaMetros: z.number().nullable(),
  /** Whether the order is the optimizer's (false: the order the dispatcher gave). */
  otimizada: z.boolean(),
});
export type TOrderRouteStop = z.infer<typeof ZOrderRouteStop>;

export const ZOrder = z.looseObject({
  id: z.number().int(),
  /**
   * The customer's delivery code of our own delivery orders: only in the staff's read of one order
   * (GET pedidoIntegracao/{id}), never in lists or realtime messages; a save never sets it.
   */
  codigoEntrega: z.string().nullish(),
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
  /** The logistics integration the order was sent with (doc 1 §3). */
  idConfiguracaoIntegracaoLogistica: z.number().int().nullable().optional(),
  /** The logistics provider's answer to the send; `trackingUrl` is the tracking link. */
  jsonRetornoLogistica: z.record(z.string(), z.unknown()).nullable().optional(),
  statusNotificacao: z.string().nullable(),
  agrupadorDespacho: z.string().nullable(),
  /** Its stop in the route (position, ETA); null outside a planned route. */
  paradaRota: ZOrderRouteStop.nullable().optional(),
  /** The courier settlement movement that settled this order (doc 4 §3); null until settled. */
  idMovimentoFinanceiroAcerto: z.number().int().nullable().optional(),
  totalPedido: z.number(),
  levarTrocoPara: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  descricao: z.string().nullable(),
  logs: z.string(),
  iFoodOrder: ZIFoodOrder,
  /** Set on a failed per-order result of a multiple-status change. */
  err: z.string().optional(),
  /** A board card (GET /pedidoIntegracao/quadro): no logs and a body without items; the detail loads the order. */
  resumo: z.boolean().optional(),
  mensagemParaUsuario: z.string().nullable().optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export { REALTIME_TYPES, type RealtimeType } from './realtime-constants';

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
