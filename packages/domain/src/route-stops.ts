/**
 * A created route keeps the stop order and the ETAs it was created with (issue 31 §4): every reader (the route
 * cards, the delivery-person app, the shared link and its text) orders a route's orders by their stored stop,
 * never by id. Orders without a stored stop (dispatched before, or from the dispatch tab) go last, by id.
 */

/** What the order of stops reads of an order (a TOrder fits). */
export interface StopOrdered {
  readonly id: number;
  readonly paradaRota?: { readonly posicao: number; readonly chegada?: string | null } | null;
}

/** Stored position first (1, 2, …), then orders without one, by id. */
export function compareStops(a: StopOrdered, b: StopOrdered): number {
  const pa = a.paradaRota?.posicao ?? Number.POSITIVE_INFINITY;
  const pb = b.paradaRota?.posicao ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.id - b.id;
}

/** The orders of one route in its stop order (a new array). */
export function inStopOrder<T extends StopOrdered>(orders: readonly T[]): T[] {
  return [...orders].sort(compareStops);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ETA as 'HH:mm' in local time; null when absent or not a date. */
export function formatEtaTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ETA of an order's stop as 'HH:mm'; null outside a planned route or without directions. */
export function stopEta(order: StopOrdered): string | null {
  return formatEtaTime(order.paradaRota?.chegada);
}
