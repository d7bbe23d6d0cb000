import type { TOrder } from '@brasa/contracts';

/** The customer's name as the board shows it. */
export function customerName(order: TOrder): string {
  const customer = order.iFoodOrder?.customer as { name?: string | null } | null | undefined;
  return customer?.name ?? order.pessoaCliente?.nome ?? '';
}

/** One line of the delivery address ('Rua Augusta, 1500 - Consolação'). */
export function addressLine(order: TOrder): string {
  const a = (order.iFoodOrder?.deliveryAddress ?? {}) as Record<string, string | null | undefined>;
  const street = [a.streetName, a.streetNumber].filter(Boolean).join(', ');
  return [street, a.neighborhood].filter(Boolean).join(' - ');
}

/** The order's coordinates: the order's own, else the delivery address's; null when it has none. */
export function orderPosition(order: TOrder): { lat: number; lng: number } | null {
  if (typeof order.latitude === 'number' && typeof order.longitude === 'number') {
    return { lat: order.latitude, lng: order.longitude };
  }
  const c = order.iFoodOrder?.deliveryAddress?.coordinates;
  return c ? { lat: c.latitude, lng: c.longitude } : null;
}

/** The number a dispatcher reads: the day's sequence when there is one, else the id. */
export const orderNumber = (order: TOrder): string => String(order.sequencial ?? order.id);
