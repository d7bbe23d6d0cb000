import type { TOrder } from '@brasa/contracts';
import type { PollEvent } from '../api/poll-integrations';

export interface PollOutcome {
  /** Orders to put on the board. */
  orders: TOrder[];
  /** mensagemErro events: error toasts, never cards (doc 4 §4 "Polling"). */
  errors: string[];
  /** PENDENTE orders this terminal's polling had not seen yet: they ring. */
  newPendingIds: number[];
}

/** Reads one polling answer against the PENDENTE ids seen by earlier polls (`seen` is updated). */
export function readPollEvents(events: readonly PollEvent[], seen: Set<number>): PollOutcome {
  const outcome: PollOutcome = { orders: [], errors: [], newPendingIds: [] };
  for (const event of events) {
    if (event.mensagemErro) {
      outcome.errors.push(event.mensagemErro);
      continue;
    }
    const order = event.pedidoIntegracao;
    if (!order) continue;
    outcome.orders.push(order);
    if (order.situacao === 'PENDENTE' && !seen.has(order.id)) {
      seen.add(order.id);
      outcome.newPendingIds.push(order.id);
    }
  }
  return outcome;
}
