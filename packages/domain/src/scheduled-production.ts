/**
 * When a scheduled order goes to production (issue 31 §4): at its preparation start, the scheduled time minus the
 * preparation time, not when it is saved. The preparation time is the order's `preparationTimeInSeconds`, 3600 s
 * when absent (doc 1 §2 item 1, §9: the promised time is creation plus preparation time).
 */

/** doc 1 §9: the preparation time when the order has none. */
export const DEFAULT_PREPARATION_SECONDS = 3600;

export interface ScheduledOrderTiming {
  /** pedidoAgendado: AGENDADO for a scheduled order. */
  readonly pedidoAgendado?: string | null;
  /** The schedule's start (the embedded order's schedule.deliveryDateTimeStart), an ISO date. */
  readonly scheduledFor?: string | null;
  readonly preparationTimeInSeconds?: number | null;
}

/** The preparation start of a scheduled order; null when the order is not scheduled or its date is unreadable. */
export function preparationStartOf(order: ScheduledOrderTiming): Date | null {
  if (order.pedidoAgendado !== 'AGENDADO' || !order.scheduledFor) return null;
  const scheduled = new Date(order.scheduledFor);
  if (Number.isNaN(scheduled.getTime())) return null;
  const seconds = order.preparationTimeInSeconds ?? DEFAULT_PREPARATION_SECONDS;
  const preparation = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  return new Date(scheduled.getTime() - preparation * 1000);
}

/**
 * Until when the order's items wait before going to production: its preparation start while that is still ahead
 * of `now`, else null (not scheduled, or the start has come: it goes at once, as any order).
 */
export function productionHeldUntil(order: ScheduledOrderTiming, now: Date): Date | null {
  const start = preparationStartOf(order);
  return start && start.getTime() > now.getTime() ? start : null;
}
