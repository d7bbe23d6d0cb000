import type { TOrder } from '@brasa/contracts';

export interface AgeIndicator {
  readonly minutes: number;
  /** 'Nm', or 'Nh' above one hour (doc 3 §4.5). */
  readonly label: string;
  /** minutes / 60 as a percent, capped at 100. */
  readonly percent: number;
}

function time(value: unknown): number | null {
  if (typeof value !== 'string' || !value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The latest order or item time of a card's orders (ms), null when none carries one. */
export function latestActivity(orders: readonly TOrder[]): number | null {
  let latest: number | null = null;
  const consider = (value: unknown) => {
    const ms = time(value);
    if (ms !== null && (latest === null || ms > latest)) latest = ms;
  };
  for (const order of orders) {
    consider(order.dataPedido);
    consider(order.createdAt);
    for (const item of order.iFoodOrder.items ?? []) consider(item.createdAt);
  }
  return latest;
}

/** doc 3 §4.5: minutes since the latest order or item time; null for a card without orders. */
export function ageIndicator(orders: readonly TOrder[], now: number): AgeIndicator | null {
  const latest = latestActivity(orders);
  if (latest === null) return null;
  const minutes = Math.max(0, Math.floor((now - latest) / 60_000));
  const label = minutes > 60 ? `${Math.floor(minutes / 60)}h` : `${minutes}m`;
  return { minutes, label, percent: Math.min(100, (minutes / 60) * 100) };
}
