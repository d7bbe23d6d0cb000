import type { TOrder } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { splitMultiStatusResults } from '../model/multi-status';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';

export type MultiStatusResult = TOrder | { id: number; err: string };

export interface MultiStatusInput {
  ids: number[];
  to: OrderStatus;
  courierId: number | null;
}

/** POST /api-v2/pedidoIntegracao/situacao/multiple/{ids}/{status}?idDeliveryMan= (doc 2 §4.1, §5.8). */
export function changeStatusMultiple({ ids, to, courierId }: MultiStatusInput): Promise<MultiStatusResult[]> {
  return apiFetch<MultiStatusResult[]>(`/api-v2/pedidoIntegracao/situacao/multiple/${ids.join(',')}/${to}`, {
    method: 'POST',
    query: { idDeliveryMan: courierId ?? undefined },
  });
}

/** Moves several orders; the moved ones go to the cache at once, the failures come back by id. */
export function useChangeStatusMultiple() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MultiStatusInput) => {
      const { moved, errors } = splitMultiStatusResults(await changeStatusMultiple(input));
      return { moved: moved as TOrder[], errors };
    },
    onSuccess: ({ moved }) => {
      for (const order of moved) applySavedOrder(queryClient, order);
    },
  });
}
