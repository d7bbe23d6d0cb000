import { MSG, fail, ok, type OrderStatus, type Result } from '@brasa/domain';

/** Ticking or unticking one order; ticking past the limit is refused with 'Limite de {n} pedidos atingido.' */
export function toggleSelection(selected: readonly number[], id: number, limit: number): Result<number[]> {
  if (selected.includes(id)) return ok(selected.filter((value) => value !== id));
  if (selected.length >= limit) return fail(MSG.limitePedidosAtingido(limit));
  return ok([...selected, id]);
}

/** 'Selecionar todos': as many as the limit allows; the message says when some were left out. */
export function selectAllWithinLimit(ids: readonly number[], limit: number): { selected: number[]; message?: string } {
  if (ids.length <= limit) return { selected: [...ids] };
  return { selected: ids.slice(0, limit), message: MSG.limitePedidosAtingido(limit) };
}

export type MultiStatusCheck = Result<{ askSendWithoutCourier: boolean }>;

/**
 * What confirming needs (doc 2 §4.1, §5.8): something selected, no more than the limit, a target; a move to
 * ENVIADO without a courier asks before going on.
 */
export function checkMultiStatusConfirm(input: {
  selectedCount: number;
  limit: number;
  target: OrderStatus | null;
  courierId: number | null;
}): MultiStatusCheck {
  if (input.selectedCount === 0 || !input.target) return fail(MSG.MULTI_STATUS_NOTHING_SELECTED);
  if (input.selectedCount > input.limit) return fail(MSG.limiteTransferencia(input.limit));
  return ok({ askSendWithoutCourier: input.target === 'ENVIADO' && input.courierId === null });
}

/** Splits the per-order answers of situacao/multiple: moved orders and `{ id, err }` failures. */
export function splitMultiStatusResults<T extends { id: number; err?: string }>(
  results: readonly T[],
): { moved: T[]; errors: Map<number, string> } {
  const moved: T[] = [];
  const errors = new Map<number, string>();
  for (const result of results) {
    if (typeof result.err === 'string' && result.err) errors.set(result.id, result.err);
    else moved.push(result);
  }
  return { moved, errors };
}
