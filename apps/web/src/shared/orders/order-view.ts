import type { TOrder } from '@brasa/contracts';
import { isOrderStatus, isOrderType } from '@brasa/domain';
import { dateTimeText, parsePayloadDate } from '../format/date-time-br';

/**
 * A card can be drawn only from a well-formed order; anything else shows 'Pedido com erro' (doc 2 §2.1),
 * e.g. a marketplace body that never arrived.
 */
export function isValidBoardOrder(order: TOrder): boolean {
  const body = order.iFoodOrder as unknown;
  return (
    typeof order.id === 'number' &&
    isOrderStatus(order.situacao) &&
    isOrderType(order.tipo) &&
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { items?: unknown }).items) &&
    typeof order.totalPedido === 'number'
  );
}

/** Delivery methods of the embedded order (doc 1 §3); unknown ones are shown as they come. */
const DELIVERY_MODE_LABELS: Record<string, string> = {
  DELIVERY: 'Entrega',
  TAKEOUT: 'Retirada',
  INDOOR: 'Consumo no local',
  COMANDA: 'Comanda',
};

export function deliveryModeLabel(mode: string | null | undefined): string {
  if (!mode) return '—';
  return DELIVERY_MODE_LABELS[mode] ?? mode;
}

/** Channel codes the spec lists (doc 2 §1); the rest are shown by code. */
const CHANNEL_LABELS: Record<string, string> = {
  SO: 'Online próprio',
  TF: 'Telefone',
  WA: 'WhatsApp',
  FB: 'Facebook',
  IN: 'Instagram',
  IF: 'iFood',
  EL: 'Maquininha',
};

export function channelLabel(code: string | null | undefined): string {
  if (!code) return CHANNEL_LABELS.SO!;
  return CHANNEL_LABELS[code] ? `${CHANNEL_LABELS[code]} (${code})` : code;
}

export const isDeliveryMode = (order: TOrder) => order.iFoodOrder?.deliveryMethod?.mode === 'DELIVERY';

/**
 * 'Rua Augusta, 1500 - Apto 42 - Consolação', plus ', São Paulo/SP' unless `compact` (the cards leave the
 * city out: every order of a unit is usually in the same one).
 */
export function formatDeliveryAddress(order: TOrder, compact = false): string | null {
  const address = order.iFoodOrder?.deliveryAddress;
  if (!address) return null;
  if (address.formattedAddress) return address.formattedAddress;
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(', ');
  const parts = [street, address.complement, address.neighborhood].filter(Boolean).join(' - ');
  const city = compact ? '' : [address.city, address.state].filter(Boolean).join('/');
  const text = [parts, city].filter(Boolean).join(', ');
  return text || null;
}

/** The number staff call an order by: its sequence, else its id. */
export function orderNumber(order: TOrder): string {
  return order.sequencial !== null && order.sequencial !== undefined ? `#${order.sequencial}` : `#${order.id}`;
}

/** 'Agendado para dd/MM/yyyy HH:mm' (card and detail of a scheduled order), or 'Pedido agendado' without a date. */
export function scheduleText(order: TOrder): string {
  const start = order.iFoodOrder.schedule?.deliveryDateTimeStart;
  return parsePayloadDate(start) ? `Agendado para ${dateTimeText(start)}` : 'Pedido agendado';
}
