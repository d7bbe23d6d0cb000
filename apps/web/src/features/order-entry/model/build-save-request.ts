/**
 * The draft as the POST /api-v2/pedidoIntegracao body (doc 2 §7), the totals the summary shows (the
 * server recomputes them the same way, doc 1 §9) and the input of validateOrderForSave (doc 2 §5.1).
 */
import type { TOrderItem, TOrderSaveRequest } from '@brasa/contracts';
import {
  type OrderEntryDraft,
  type OrderTotals,
  asCents,
  calculateOrderTotals,
  initialItemStatus,
  isIdentifierOrderType,
  multiplyCents,
  percentOf,
  toReais,
} from '@brasa/domain';
import { itemGrossCents, itemNetCents } from './cart';
import type { DeliveryAddressPayload } from './delivery-address';
import { serviceFeePercentFor, type EntrySettings } from './entry-settings';
import { deliveryModeOf, type DeliveryFeeChoice, type DraftItem, type OrderDraft } from './order-draft';

export interface BuildContext {
  readonly settings: EntrySettings;
  /** The chosen delivery address, when the order is delivered. */
  readonly address: DeliveryAddressPayload | null;
  /** The delivery fee after resolving 'AUTO' (see resolveDeliveryFee). */
  readonly deliveryFee: DeliveryFeeChoice | null;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The scheduled date-time of the draft (local time), or null when not scheduled or not filled. */
function scheduleDateOf(draft: Pick<OrderDraft, 'scheduled' | 'scheduleAt'>): Date | null {
  if (!draft.scheduled || !draft.scheduleAt) return null;
  const date = new Date(draft.scheduleAt);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toItem(item: DraftItem, draft: OrderDraft, settings: EntrySettings): TOrderItem {
  const feePercent = serviceFeePercentFor(settings, draft.tipo);
  const charged = feePercent !== null && item.chargeServiceFee;
  const base = settings.serviceFee.gross ? itemGrossCents(item) : itemNetCents(item);
  const status = item.statusChosen
    ? item.status
    : initialItemStatus(item.tipoNotificacao, { notifyOnPayment: settings.notifyOnPayment, orderType: draft.tipo });
  return {
    referenceCode: item.key,
    externalCode: item.productId,
    name: item.name,
    quantity: item.quantity,
    price: toReais(item.priceCents),
    discount: toReais(item.discountCents),
    observations: text(item.observations),
    status,
    productChargeServiceFee: item.chargeServiceFee,
    chargeServiceFee: charged,
    totalServico: charged ? toReais(percentOf(asCents(Math.max(0, base)), feePercent)) : 0,
    subItems: item.subItems.map((sub) => ({
      name: sub.name,
      quantity: Math.round(sub.quantity * item.quantity * 1000) / 1000,
      price: toReais(sub.priceCents),
      totalPrice: toReais(multiplyCents(sub.totalCents, item.quantity)),
      externalCode: sub.externalCode,
      ...(sub.parentExternalCode === undefined ? {} : { externalCodeFather: sub.parentExternalCode }),
    })),
    notSaved: item.notSaved,
    ...(item.seller ? { pessoaVendedor: { id: item.seller.id, nome: item.seller.nome } } : {}),
  };
}

export function buildOrderSaveRequest(draft: OrderDraft, context: BuildContext): TOrderSaveRequest {
  if (!draft.tipo) throw new Error('Tipo do pedido não informado');
  const mode = deliveryModeOf(draft);
  const isDelivery = mode === 'DELIVERY';
  const identifiers = isIdentifierOrderType(draft.tipo);
  const schedule = scheduleDateOf(draft);
  const people = Number(draft.quantidadePessoas);
  const customer = draft.customer;
  const fee = context.deliveryFee;
  const editing = draft.editing;
  return {
    ...(editing ? { id: editing.id, version: editing.version, deletedItems: [...editing.deletedItems] } : {}),
    tipo: draft.tipo,
    tipoImportacao: draft.channel,
    identificadorPrincipal: identifiers ? text(draft.identificadorPrincipal) : null,
    identificadorSecundario: draft.tipo === 'COMANDA' ? text(draft.identificadorSecundario) : null,
    complementoIdentificador: draft.tipo === 'COMANDA' ? text(draft.complementoIdentificador) : null,
    quantidadePessoas: identifiers && draft.quantidadePessoas.trim() && Number.isFinite(people) ? people : null,
    pedidoAgendado: schedule ? 'AGENDADO' : null,
    pessoaCliente: customer ? { id: customer.id } : null,
    pessoaEntregador: isDelivery && draft.courier ? { id: draft.courier.id } : null,
    descricao: null,
    iFoodOrder: {
      customer: customer ? { id: customer.id, name: customer.nome, phone: customer.fone ?? null } : null,
      deliveryMethod: { mode },
      deliveryAddress: isDelivery && context.address ? { ...context.address } : null,
      schedule: schedule ? { deliveryDateTimeStart: schedule.toISOString() } : null,
      scheduled: schedule !== null,
      observations: text(draft.observations),
      items: draft.items.map((item) => toItem(item, draft, context.settings)),
      payments: [],
      deliveryFee: isDelivery && fee ? fee.valorUnitarioVenda : null,
      // A fee an edited order was saved with but no fee product (id 0) goes back without one.
      productDeliveryFee:
        isDelivery && fee && fee.id > 0 ? { id: fee.id, valorUnitarioVenda: fee.valorUnitarioVenda } : null,
      levarTrocoPara: isDelivery && draft.changeForCents ? toReais(draft.changeForCents) : null,
      levarMaquinaCartao: isDelivery ? draft.cardMachine : false,
      discount: 0,
    },
  };
}

/** The summary's totals, computed as the server will (calculateOrderTotals over the request body). */
export function draftTotals(draft: OrderDraft, context: BuildContext): OrderTotals {
  const body = draft.tipo ? buildOrderSaveRequest(draft, context).iFoodOrder : null;
  return calculateOrderTotals({
    items: body?.items ?? [],
    deliveryMode: body?.deliveryMethod?.mode,
    deliveryFee: body?.deliveryFee,
    discount: body?.discount,
  });
}

/** What validateOrderForSave reads (doc 2 §5.1). */
export function toValidationDraft(draft: OrderDraft, address: DeliveryAddressPayload | null): OrderEntryDraft {
  return {
    tipo: draft.tipo,
    identificadorPrincipal: draft.identificadorPrincipal,
    identificadorSecundario: draft.identificadorSecundario,
    quantidadePessoas: draft.quantidadePessoas.trim() ? Number(draft.quantidadePessoas) : null,
    items: draft.items.map((item) => ({ pessoaVendedorId: item.seller?.id ?? null })),
    customerId: draft.customer?.id ?? null,
    deliveryMode: deliveryModeOf(draft),
    deliveryAddress: address,
    scheduleStart: scheduleDateOf(draft),
    isNew: !draft.editing,
  };
}
