import type { TFormaPagamento } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { DeliveryFeeProduct } from '../model/order-adjustments';

/** GET /service?action=get&entity=limiteCredito&idPessoa= (doc 1 §7). */
export interface CreditLimitAnswer {
  readonly limiteCredito: number;
  readonly saldoPendente: number;
}

/** GET /service?action=get&entity=saldoPrePago&idPessoa= (doc 1 §7): FAILURE carries a message. */
export interface PrepaidBalanceAnswer {
  readonly saldoAtual?: number | null;
  readonly result?: string | null;
  readonly message?: string | null;
}

const STALE_MS = 5 * 60_000;

/** Query keys and options of the payment dialog (STYLE.md §7); the order itself is orderApiQueries.fresh. */
export const paymentQueries = {
  all: () => ['payment'] as const,
  /** GET /service?action=list&entity=formaPagamento */
  methods: () =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'methods'] as const,
      queryFn: ({ signal }) =>
        apiFetch<TFormaPagamento[]>('/service', { query: { action: 'list', entity: 'formaPagamento' }, signal }),
      staleTime: STALE_MS,
    }),
  /** GET /api-v2/produtoCardapio/listDeliveryFee, sorted by description. */
  deliveryFees: () =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'delivery-fees'] as const,
      queryFn: async ({ signal }) => {
        const fees = await apiFetch<DeliveryFeeProduct[]>('/api-v2/produtoCardapio/listDeliveryFee', { signal });
        return [...fees].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
      },
      staleTime: STALE_MS,
    }),
  creditLimit: (idPessoa: number) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'credit-limit', idPessoa] as const,
      queryFn: ({ signal }) =>
        apiFetch<CreditLimitAnswer>('/service', {
          query: { action: 'get', entity: 'limiteCredito', idPessoa },
          signal,
        }),
      staleTime: 0,
    }),
  prepaidBalance: (idPessoa: number) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'prepaid-balance', idPessoa] as const,
      queryFn: async ({ signal }) => {
        const answer = await apiFetch<PrepaidBalanceAnswer>('/service', {
          query: { action: 'get', entity: 'saldoPrePago', idPessoa },
          signal,
        });
        if (answer.result === 'FAILURE') throw new Error(answer.message ?? 'FAILURE');
        return answer;
      },
      staleTime: 0,
      retry: false,
    }),
};
