/**
 * A saved order (GET /api-v2/pedidoIntegracao/{id}) as a draft to edit (doc 2 §2.7): its items come in
 * saved (notSaved false, their referenceCode as key and their status kept), the new ones are added after.
 */
import type { TOrder, TOrderItem, TPessoaDetalhe } from '@brasa/contracts';
import {
  type ItemStatus,
  type OrderType,
  type OwnChannel,
  DEFAULT_NOTIFICATION_TYPE,
  ITEM_STATUSES,
  asCents,
  isOwnChannel,
  roundQuantity,
  toCents,
} from '@brasa/domain';
import { ORDER_ADDRESS_KEY, addressPayloadOf, customerAddressOptions, isSameAddress } from './delivery-address';
import {
  newReferenceCode,
  type DeliveryFeeChoice,
  type DraftItem,
  type DraftSubItem,
  type EntryOrigin,
  type OrderDraft,
} from './order-draft';

const isItemStatus = (value: unknown): value is ItemStatus => ITEM_STATUSES.some((status) => status === value);

function subItemOf(sub: NonNullable<TOrderItem['subItems']>[number], quantity: number): DraftSubItem {
  const perUnit = quantity > 0 ? quantity : 1;
  const code = Number(sub.externalCode);
  const parent = Number((sub as { externalCodeFather?: unknown }).externalCodeFather);
  return {
    externalCode: Number.isFinite(code) ? code : 0,
    name: sub.name ?? '',
    quantity: roundQuantity((sub.quantity ?? 0) / perUnit),
    priceCents: toCents(sub.price ?? 0),
    totalCents: asCents(Math.round(toCents(sub.totalPrice ?? 0) / perUnit)),
    level: Number.isFinite(parent) && parent > 0 ? 3 : 2,
    ...(Number.isFinite(parent) && parent > 0 ? { parentExternalCode: parent } : {}),
  };
}

function sellerOf(item: TOrderItem): DraftItem['seller'] {
  const seller = (item as { pessoaVendedor?: { id?: unknown; nome?: unknown } | null }).pessoaVendedor;
  return seller && typeof seller.id === 'number' ? { id: seller.id, nome: String(seller.nome ?? '') } : null;
}

/** A saved line: its referenceCode is the key and its status stays as saved (doc 2 §4.2). */
export function savedItemOf(item: TOrderItem): DraftItem {
  const productId = Number(item.externalCode);
  return {
    key: item.referenceCode ?? newReferenceCode(),
    productId: Number.isFinite(productId) ? productId : 0,
    name: item.name,
    unit: String((item as { unit?: unknown }).unit ?? 'UN'),
    quantity: item.quantity,
    priceCents: toCents(item.price),
    discountCents: toCents(item.discount ?? 0),
    observations: item.observations ?? '',
    status: isItemStatus(item.status) ? item.status : 'PENDENTE',
    tipoNotificacao: DEFAULT_NOTIFICATION_TYPE,
    statusChosen: true,
    // doc 1 §9: an item pays the service fee unless its product says it does not.
    chargeServiceFee: (item.productChargeServiceFee ?? item.chargeServiceFee) !== false,
    subItems: (item.subItems ?? []).map((sub) => subItemOf(sub, item.quantity)),
    notSaved: false,
    quickPhrases: [],
    seller: sellerOf(item),
  };
}

/** The summary's two lists: the lines added now, then 'Salvos e Confirmados'. */
export function splitSavedItems(items: readonly DraftItem[]): { fresh: DraftItem[]; saved: DraftItem[] } {
  return { fresh: items.filter((item) => item.notSaved), saved: items.filter((item) => !item.notSaved) };
}

/** 'yyyy-MM-ddTHH:mm' in local time, as the datetime input gives it. */
function localDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The order's own delivery address and the option that holds it: the customer's address with the same fields,
 * else the order's own (ORDER_ADDRESS_KEY). Never another address of the customer (issue 31 §4).
 */
function savedAddressOf(order: TOrder, customer: TPessoaDetalhe | null) {
  const address = addressPayloadOf(order.iFoodOrder.deliveryAddress);
  if (!address) return { address: null, key: null };
  const same = customerAddressOptions(customer).find((option) => isSameAddress(option.address, address));
  return { address, key: same?.key ?? ORDER_ADDRESS_KEY };
}

/** Ours: how the fee an edited order was saved with is listed. */
export const SAVED_FEE_LABEL = 'Taxa de entrega do pedido';

/** The fee the order was saved with, at its saved amount (its fee product may cost more today). */
function savedFeeOf(body: TOrder['iFoodOrder']): DeliveryFeeChoice | null {
  const product = (body as { productDeliveryFee?: { id?: unknown; valorUnitarioVenda?: unknown } | null })
    .productDeliveryFee;
  const amount = body.deliveryFee ?? (typeof product?.valorUnitarioVenda === 'number' ? product.valorUnitarioVenda : 0);
  if (!(amount > 0)) return null;
  return {
    id: typeof product?.id === 'number' ? product.id : 0,
    descricao: SAVED_FEE_LABEL,
    valorUnitarioVenda: amount,
    fromOrder: true,
  };
}

/** The saved order as a draft to edit; customer is the person detail when the order has one. */
export function draftFromOrder(order: TOrder, customer: TPessoaDetalhe | null): OrderDraft {
  const body = order.iFoodOrder;
  const mode = body.deliveryMethod?.mode;
  const delivered = mode === 'DELIVERY';
  const saved = delivered ? savedAddressOf(order, customer) : { address: null, key: null };
  const fee = delivered ? savedFeeOf(body) : null;
  const start = body.schedule?.deliveryDateTimeStart;
  return {
    tipo: order.tipo as OrderType,
    channel: (isOwnChannel(order.tipoImportacao) ? order.tipoImportacao : 'SO') as OwnChannel,
    identificadorPrincipal: order.identificadorPrincipal ?? '',
    identificadorSecundario: order.identificadorSecundario ?? '',
    complementoIdentificador: order.complementoIdentificador ?? '',
    quantidadePessoas: order.quantidadePessoas === null ? '' : String(order.quantidadePessoas),
    customer,
    items: body.items.map(savedItemOf),
    observations: body.observations ?? '',
    takeout: mode === 'TAKEOUT',
    addressKey: saved.key,
    // A delivery keeps the fee it was saved with (none stays none); other modes follow the address as before.
    deliveryFee: delivered ? fee : 'AUTO',
    courier: order.pessoaEntregador ? { id: order.pessoaEntregador.id, nome: order.pessoaEntregador.nome ?? '' } : null,
    changeForCents: body.levarTrocoPara ? toCents(body.levarTrocoPara) : null,
    cardMachine: body.levarMaquinaCartao ?? false,
    scheduled: !!start,
    scheduleAt: localDateTime(start),
    orderDiscountCents: toCents(body.discount ?? 0),
    editing: {
      id: order.id,
      version: order.version,
      sequencial: order.sequencial,
      deletedItems: [],
      baseItems: body.items,
      customerId: order.pessoaCliente?.id ?? null,
      deliveryAddress: saved.address,
      deliveryFee: fee,
    },
  };
}

/** Where an order of this type is entered: the order dialog's type rules for editing it (doc 2 §4.3). */
export function entryOriginOf(tipo: OrderType): EntryOrigin {
  if (tipo === 'COMANDA' || tipo === 'MESA') return 'COMANDA_MESA';
  return tipo === 'DELIVERY' ? 'DELIVERY' : 'BALCAO';
}
