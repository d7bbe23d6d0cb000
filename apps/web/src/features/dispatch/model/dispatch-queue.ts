/**
 * The dispatch list's rules (doc 4 §4 'Dispatch tab', §5 'Dispatch input', §8 'Dispatch'): which orders may
 * join the list, the limit, the confirm preconditions and what a per-order result leaves behind. Pure.
 */
import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';

export interface QueuedOrder {
  readonly order: TOrder;
  /** The server's err of the last confirm for this order (the error badge), or null. */
  readonly error: string | null;
}

/** Orders in these situations are never added (doc 4 §4). */
const NOT_DISPATCHABLE = new Set(['ENVIADO', 'CANCELADO', 'ENTREGUE']);

export type AddRefusal = { readonly ok: false; readonly message: string; readonly severity: 'warning' | 'error' };
export type AddOutcome = { readonly ok: true; readonly queue: readonly QueuedOrder[] } | AddRefusal;

/** Whether one more order fits, checked before the lookup too (no call for an order that cannot join). */
export function checkRoom(queue: readonly QueuedOrder[], limit: number): AddRefusal | null {
  return queue.length >= limit ? { ok: false, message: MSG.DISPATCH_LIST_FULL, severity: 'warning' } : null;
}

export function isQueued(queue: readonly QueuedOrder[], orderId: number): boolean {
  return queue.some((entry) => entry.order.id === orderId);
}

/** Adds a looked-up order at the end: duplicates, the limit and the situation are refused with doc 4's words. */
export function addToQueue(queue: readonly QueuedOrder[], order: TOrder, limit: number): AddOutcome {
  if (isQueued(queue, order.id)) return { ok: false, message: MSG.ORDER_ALREADY_QUEUED, severity: 'warning' };
  const full = checkRoom(queue, limit);
  if (full) return full;
  if (NOT_DISPATCHABLE.has(order.situacao)) {
    return { ok: false, message: MSG.pedidoNaoAdicionado(order.id, order.situacao), severity: 'warning' };
  }
  return { ok: true, queue: [...queue, { order, error: null }] };
}

export function removeFromQueue(queue: readonly QueuedOrder[], orderId: number): readonly QueuedOrder[] {
  return queue.filter((entry) => entry.order.id !== orderId);
}

/** Confirm needs an order and a courier (doc 4 §5), in that order. */
export function checkConfirm(queue: readonly QueuedOrder[], courierId: number | null): string | null {
  if (queue.length === 0) return MSG.DISPATCH_LIST_EMPTY;
  if (courierId === null) return MSG.DISPATCH_NO_COURIER;
  return null;
}

export interface DispatchFailure {
  readonly id: number;
  readonly err: string;
}

export interface ConfirmOutcome {
  /** What stays in the list: the orders that failed, with their err as the badge. */
  readonly queue: readonly QueuedOrder[];
  readonly failures: readonly DispatchFailure[];
}

/**
 * Applies the per-order results of associar-despacho: the orders done leave the list, the ones carrying err
 * stay with their badge. An order the answer does not mention is taken as done (the call moved the batch).
 */
export function applyDispatchResults(
  queue: readonly QueuedOrder[],
  results: readonly { readonly id: number; readonly err?: string | null }[],
): ConfirmOutcome {
  const errors = new Map<number, string>();
  for (const result of results) if (result.err) errors.set(result.id, result.err);
  const failures = [...errors].map(([id, err]) => ({ id, err }));
  return {
    queue: queue
      .filter((entry) => errors.has(entry.order.id))
      .map((entry) => ({ ...entry, error: errors.get(entry.order.id)! })),
    failures,
  };
}
