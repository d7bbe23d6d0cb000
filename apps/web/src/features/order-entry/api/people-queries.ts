import type { TOrder, TPessoaDetalhe } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { PendingAccount } from '../model/customer-history';

export type TMunicipio = NonNullable<TPessoaDetalhe['municipio']>;

export interface CepAnswer {
  cep: string;
  logradouro: string;
  bairro: string;
  municipio: TMunicipio | null;
}

export interface DirectionsAnswer {
  distanceMeters: number;
  durationSeconds: number;
  humanized: string;
}

/** A system user for the waiter choice (doc 2 §3 "User"). */
export interface SystemUser {
  id: number;
  nome: string;
  idPessoa: number | null;
  pessoa: { nome: string } | null;
}

/** A delivery person of GET /api-v2/pessoa/entregador. */
export interface CourierOption {
  id: number;
  nome: string;
  fone: string | null;
  ativo: boolean;
}

export const peopleQueries = {
  all: () => ['people'] as const,
  /** GET /api-v2/pessoa/list?q=&ativo=true: active people by name, phone or document (doc 4 §5). */
  search: (text: string) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'search', text.trim()] as const,
      queryFn: ({ signal }) =>
        apiFetch<TPessoaDetalhe[]>('/api-v2/pessoa/list', { query: { q: text.trim(), ativo: true }, signal }),
      enabled: text.trim() !== '',
      staleTime: 10_000,
    }),
  /** GET /api-v2/pessoa/{id} */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch<TPessoaDetalhe>(`/api-v2/pessoa/${id}`, { signal }),
    }),
  /** GET /api-v2/usuario/listUsuarios: users for the waiter dialog. */
  users: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'users'] as const,
      queryFn: ({ signal }) => apiFetch<SystemUser[]>('/api-v2/usuario/listUsuarios', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET /api-v2/pessoa/entregador: the 'Entregador' choice of step 3 offers the active ones. */
  couriers: () =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'couriers'] as const,
      queryFn: ({ signal }) => apiFetch<CourierOption[]>('/api-v2/pessoa/entregador', { signal }),
      select: (couriers: CourierOption[]) => couriers.filter((courier) => courier.ativo !== false),
      staleTime: 5 * 60_000,
    }),
  /** GET /api-v2/pedidoIntegracao/contasPendentes/{customerId}: 403 without ROLE_VISUALIZAR_VALORES_PENDENTES. */
  pendingAccounts: (customerId: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'pendingAccounts', customerId] as const,
      queryFn: ({ signal }) =>
        apiFetch<PendingAccount[]>(`/api-v2/pedidoIntegracao/contasPendentes/${customerId}`, { signal }),
      staleTime: 0,
    }),
  /** GET /api-v2/pedidoIntegracao/listByPessoa/{personId}: the customer's earlier orders. */
  orderHistory: (personId: number) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'orderHistory', personId] as const,
      queryFn: ({ signal }) => apiFetch<TOrder[]>(`/api-v2/pedidoIntegracao/listByPessoa/${personId}`, { signal }),
      staleTime: 0,
    }),
  /** GET /api-v2/municipio/list?q= (only with text, doc 4 §7). */
  cities: (text: string) =>
    queryOptions({
      queryKey: [...peopleQueries.all(), 'cities', text.trim()] as const,
      queryFn: ({ signal }) => apiFetch<TMunicipio[]>('/api-v2/municipio/list', { query: { q: text.trim() }, signal }),
      enabled: text.trim() !== '',
      staleTime: 5 * 60_000,
    }),
};

/** GET /api-v2/cep/{cep}: 404 'CEP não encontrado'. */
export function fetchCep(cep: string): Promise<CepAnswer> {
  return apiFetch<CepAnswer>(`/api-v2/cep/${encodeURIComponent(cep)}`);
}

/** GET /api-v2/endereco/directions/{origin}/{destination}: 404 'Nenhuma rota encontrada para o endereço informado.' */
export function fetchDirections(origin: string, destination: string): Promise<DirectionsAnswer> {
  return apiFetch<DirectionsAnswer>(
    `/api-v2/endereco/directions/${encodeURIComponent(origin)}/${encodeURIComponent(destination)}`,
  );
}
