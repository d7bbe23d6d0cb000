import { orderBodyTotals, type TIFoodOrder } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import type { IfoodOrder } from '../../providers/marketplace';

/** The marketplace's order status an event code sets (null: the event does not move the order). */
export const EVENT_STATUS: Readonly<Record<string, string>> = Object.freeze({
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
  CAN: 'CANCELLED',
});

/** Order of the marketplace's statuses: an older event never undoes a newer status (CANCELLED is final). */
export const STATUS_RANK: Readonly<Record<string, number>> = Object.freeze({
  PLACED: 0,
  CONFIRMED: 1,
  READY_TO_PICKUP: 2,
  DISPATCHED: 3,
  CONCLUDED: 4,
  CANCELLED: 5,
});

/** Our situacao for the marketplace's status (issue 15): READY_TO_PICKUP leaves ours as it is. */
export function situacaoOfMarketplaceStatus(status: string): OrderStatus | null {
  switch (status) {
    case 'PLACED':
      return 'PENDENTE';
    case 'CONFIRMED':
      return 'CONFIRMADO';
    case 'DISPATCHED':
      return 'ENVIADO';
    case 'CONCLUDED':
      return 'ENTREGUE';
    case 'CANCELLED':
      return 'CANCELADO';
    default:
      return null;
  }
}

/** The sponsorship list as our body keeps it: `{ IFOOD: 10, MERCHANT: 0 }`. */
function sponsorshipRecord(list: { name: string; value: number }[] | undefined) {
  const out: Record<string, number> = {};
  for (const s of list ?? []) out[s.name] = (out[s.name] ?? 0) + Number(s.value ?? 0);
  return out;
}

/** What our order row and its iFoodOrder body hold for a marketplace order. */
export interface MappedOrder {
  tipo: 'DELIVERY' | 'BALCAO';
  pedidoAgendado: 'AGENDADO' | null;
  pagoOnline: boolean;
  totalPedidoCents: number;
  pago: boolean;
  dataPedido: Date;
  textoBusca: string;
  body: Record<string, unknown>;
}

/**
 * iFood's order → our iFoodOrder body (doc 1 §3, doc 4 §3): items with options as sub-items, benefits with their
 * sponsorship, delivery fee, payments with brand and prepaid flag, cash change, customer with document, delivery
 * address with coordinates, schedule, pickup code and observations; the marketplace id and shortReference kept.
 */
export function mapIfoodOrder(order: IfoodOrder): MappedOrder {
  const takeout = order.orderType === 'TAKEOUT';
  const scheduled = order.orderTiming === 'SCHEDULED';
  const methods = order.payments?.methods ?? [];
  const cashChange = methods.find((m) => m.cash?.changeFor)?.cash?.changeFor ?? null;
  const address = order.delivery?.deliveryAddress;
  const items = (order.items ?? []).map((item, i) => ({
    referenceCode: `IF-${item.uniqueId ?? item.id ?? i + 1}`,
    externalCode: item.externalCode ?? null,
    name: item.name,
    quantity: item.quantity,
    price: item.unitPrice,
    totalPrice: item.totalPrice,
    observations: item.observations ?? null,
    status: 'PENDENTE',
    sumInTotal: true,
    subItems: (item.options ?? []).map((o) => ({
      name: o.name,
      quantity: o.quantity,
      price: o.unitPrice,
      // iFood's options are per unit of the item (item totalPrice = (unitPrice + optionsPrice) × quantity).
      totalPrice: Math.round(Number(o.price ?? 0) * item.quantity * 100) / 100,
      externalCode: o.externalCode ?? null,
      groupName: o.groupName ?? null,
      sumInTotal: true,
    })),
  }));
  const body: Record<string, unknown> = {
    id: order.id,
    marketplace: 'IF',
    shortReference: order.displayId ?? null,
    createdAt: order.createdAt,
    orderType: order.orderType,
    orderTiming: order.orderTiming,
    preparationStartDateTime: order.preparationStartDateTime ?? null,
    customer: {
      id: order.customer?.id ?? null,
      name: order.customer?.name ?? null,
      phone: order.customer?.phone?.number ?? null,
      phoneLocalizer: order.customer?.phone?.localizer ?? null,
      taxPayerIdentificationNumber: order.customer?.documentNumber ?? null,
    },
    deliveryMethod: {
      mode: takeout ? 'TAKEOUT' : 'DELIVERY',
      deliveredBy: order.delivery?.deliveredBy ?? null,
    },
    deliveryAddress: address
      ? {
          streetName: address.streetName ?? null,
          streetNumber: address.streetNumber ?? null,
          neighborhood: address.neighborhood ?? null,
          city: address.city ?? null,
          state: address.state ?? null,
          postalCode: address.postalCode ?? null,
          complement: address.complement ?? null,
          reference: address.reference ?? null,
          formattedAddress: address.formattedAddress ?? null,
          coordinates: address.coordinates ?? null,
        }
      : null,
    scheduled,
    schedule: order.schedule ?? null,
    pickupCode: order.delivery?.pickupCode ?? null,
    observations: [order.delivery?.observations, order.extraInfo].filter(Boolean).join(' | ') || null,
    items,
    payments: methods.map((m) => ({
      code: m.method,
      name: m.card?.brand ? `${m.method} ${m.card.brand}` : m.method,
      value: m.value,
      prepaid: m.prepaid ?? m.type === 'ONLINE',
      brand: m.card?.brand ?? null,
      changeFor: m.cash?.changeFor ?? null,
    })),
    benefits: (order.benefits ?? []).map((b) => {
      const sponsorship = sponsorshipRecord(b.sponsorshipValues);
      // The store's sale is reduced by the part the store sponsors; iFood's part settles the order like a payment
      // (order totals count it as paid; the import writes it as the 'Desconto iFood' payment), so the customer's
      // payments (iFood's orderAmount, net of every benefit) plus iFood's part make the total exactly.
      return {
        value: Math.round((Number(b.value ?? 0) - Number(sponsorship.IFOOD ?? 0)) * 100) / 100,
        valorTotal: b.value,
        target: b.target ?? null,
        sponsorshipValues: sponsorship,
      };
    }),
    deliveryFee: order.total?.deliveryFee ?? 0,
    subTotal: order.total?.subTotal ?? null,
    discount: 0,
    // The marketplace's additional fees the customer paid: the total's 'extra fee' (an item once imported).
    adicionalTip: order.total?.additionalFees ?? 0,
    totalPrice: order.total?.orderAmount ?? null,
    levarTrocoPara: cashChange,
  };
  const totals = orderBodyTotals(body as unknown as TIFoodOrder);
  const text = [order.customer?.name, order.customer?.phone?.number, order.displayId, address?.streetName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return {
    tipo: takeout ? 'BALCAO' : 'DELIVERY',
    pedidoAgendado: scheduled ? 'AGENDADO' : null,
    pagoOnline: methods.length > 0 && methods.every((m) => m.prepaid ?? m.type === 'ONLINE'),
    totalPedidoCents: totals.total,
    pago: totals.pago,
    dataPedido: new Date(order.createdAt),
    textoBusca: text,
    body,
  };
}
