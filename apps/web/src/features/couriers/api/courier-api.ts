import {
  COURIER_PATHS,
  DEFAULT_JOB_PANEL,
  REPORT_PATHS,
  type TJob,
  type TSettlementReceipt,
  type TCourier,
  type TCourierProfileRef,
  type TDeliveryManProfile,
  type TFormaPagamento,
  type TListByCourierSettlementResponse,
  type TOrdersByCourier,
  type TPessoaSaveRequest,
  type TSaveUserDeliveryManRequest,
  type TSettlementPostRequest,
  type TSettlementPostResult,
  type TUsernameAvailableResponse,
} from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export interface Period {
  /** 'yyyy-MM-dd HH:mm:ss' */
  readonly dtInicio: string;
  readonly dtFinal: string;
}

const STALE_MS = 5 * 60_000;

/** Query keys and options of the courier screen (STYLE.md §7). Courier lists sit under ['couriers']. */
export const courierScreenQueries = {
  all: () => ['couriers'] as const,
  /** GET /api-v2/pessoa/entregador: every courier of the unit, inactive ones too (the editor lists them). */
  couriers: () =>
    queryOptions({
      queryKey: [...courierScreenQueries.all(), 'registry'] as const,
      queryFn: ({ signal }) => apiFetch<TCourier[]>(COURIER_PATHS.couriers, { signal }),
    }),
  /** GET listPorEntregador (Conferência): orders of the period by courier, counter orders too. */
  byCourier: (period: Period) =>
    queryOptions({
      queryKey: ['orders', 'by-courier', period.dtInicio, period.dtFinal] as const,
      queryFn: ({ signal }) =>
        apiFetch<TOrdersByCourier[]>(COURIER_PATHS.listByCourier, {
          signal,
          query: { ...period, showTakeout: true },
        }),
    }),
  /** GET listPorEntregadorAcerto: per courier its orders, movements and day lines. */
  settlement: (period: Period) =>
    queryOptions({
      queryKey: ['orders', 'courier-settlement', period.dtInicio, period.dtFinal] as const,
      queryFn: ({ signal }) =>
        apiFetch<TListByCourierSettlementResponse>(COURIER_PATHS.listSettlement, {
          signal,
          query: { ...period, showTakeout: true, ignorarSemEntregador: true },
        }),
    }),
  /** GET recibo?ids=: the receipt of posted settlements (the ids as the page's URL has them; the server checks). */
  receipt: (ids: string) =>
    queryOptions({
      queryKey: ['orders', 'courier-settlement-receipt', ids] as const,
      queryFn: ({ signal }) => apiFetch<TSettlementReceipt>(COURIER_PATHS.receipt, { signal, query: { ids } }),
      retry: false,
    }),
  /** GET /api-v2/usuario/deliverymen/profiles */
  profiles: () =>
    queryOptions({
      queryKey: [...courierScreenQueries.all(), 'profiles'] as const,
      queryFn: ({ signal }) => apiFetch<TCourierProfileRef[]>(COURIER_PATHS.profiles, { signal }),
      staleTime: STALE_MS,
    }),
  /** GET /api-v2/usuario/getProfileDeliveryman?pessoaId= : the courier's login, or 404 when it has none. */
  login: (pessoaId: number) =>
    queryOptions({
      queryKey: [...courierScreenQueries.all(), 'login', pessoaId] as const,
      queryFn: ({ signal }) =>
        apiFetch<TDeliveryManProfile>(COURIER_PATHS.profile, { signal, query: { pessoaId } }).catch(
          (error: unknown) => {
            if ((error as { status?: number }).status === 404) return null;
            throw error;
          },
        ),
      staleTime: 0,
    }),
  /** GET /service?action=list&entity=formaPagamento: the settlement's payment method. */
  paymentMethods: () =>
    queryOptions({
      queryKey: ['payment', 'methods'] as const,
      queryFn: ({ signal }) =>
        apiFetch<TFormaPagamento[]>('/service', { query: { action: 'list', entity: 'formaPagamento' }, signal }),
      staleTime: STALE_MS,
    }),
};

/** GET /api-v2/usuario/delivery-man/username-available?username= */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const answer = await apiFetch<TUsernameAvailableResponse>(COURIER_PATHS.usernameAvailable, { query: { username } });
  return answer.isUsernameAvailable;
}

/** POST /api-v2/pessoa: the courier person (no login); answers its id. */
export function saveCourierPerson(person: TPessoaSaveRequest & { id?: number | null }): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(COURIER_PATHS.savePerson, { method: 'POST', body: person });
}

/** POST /api-v2/usuario/saveUserDeliveryMan (409: the username is taken). */
export function saveCourierLogin(request: TSaveUserDeliveryManRequest): Promise<TDeliveryManProfile> {
  return apiFetch<TDeliveryManProfile>(COURIER_PATHS.saveUser, { method: 'POST', body: request });
}

/** POST /api-v2/pessoa/acertoEntregador with its Idempotency-Key (one per attempt). */
export function postSettlement(
  request: TSettlementPostRequest,
  idempotencyKey: string,
): Promise<TSettlementPostResult[]> {
  return apiFetch<TSettlementPostResult[]>(COURIER_PATHS.settle, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api-v2/jobAssincrono: the sales-by-courier report job ('yyyy-MM-dd' days; one courier or all), listed in
 * the report jobs' panel as the other reports are.
 */
export function postCourierSalesJob(days: { inicio: string; fim: string }, entregadorId: number | null) {
  return apiFetch<TJob>(REPORT_PATHS.jobs, {
    method: 'POST',
    body: {
      relatorio: 'VENDAS_ENTREGADOR',
      nome: DEFAULT_JOB_PANEL,
      dataInicial: `${days.inicio} 00:00:00`,
      dataFinal: `${days.fim} 00:00:00`,
      ...(entregadorId === null ? {} : { entregadorId }),
    },
  });
}
