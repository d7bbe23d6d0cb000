import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type ApiRequest } from './api-client';
import { parameterQueries } from './parameter-queries';
import { printOrder, type PrintResult } from './print-api';
import { loadTerminalSettings } from '../settings/terminal-settings';

/**
 * The print server's client (doc 3 §7, doc 4 §7, doc 1 §7). Its address is the generic code
 * URL_SERVIDOR_IMPRESSAO; empty means this app's own origin (our server runs the print server in the same
 * process by default). Every call carries the session's bearer token: the server refuses a unit uuid that is
 * not the token's unit.
 */
export const PRINT_SERVER_CODE = 'URL_SERVIDOR_IMPRESSAO';

/**
 * '' (same origin) or the configured address without a trailing slash. A generic code's value is its `codigo`
 * (its valorString describes it).
 */
export function printServerBase(code: { codigo?: string | null } | undefined): string {
  const raw = (code?.codigo ?? '').trim();
  return raw.replace(/\/+$/, '');
}

export const printServerQueries = {
  baseUrl: () =>
    queryOptions({
      ...parameterQueries.genericCodes([PRINT_SERVER_CODE]),
      select: (codes) => printServerBase(codes.find((code) => code.chave === PRINT_SERVER_CODE)),
    }),
  /** GET /api/localImpressao/list/{unitUuid}: the unit's print locations (the terminal settings' choice). */
  printLocations: (base: string, unitUuid: string) =>
    queryOptions({
      queryKey: ['printServer', 'printLocations', base, unitUuid] as const,
      queryFn: ({ signal }) => printServerApi.listPrintLocations(base, unitUuid, signal),
      staleTime: 5 * 60_000,
    }),
};

/** The print server's base URL; undefined while the generic code loads (a failure falls back to the origin). */
export function usePrintServerBase(): string | undefined {
  const query = useQuery(printServerQueries.baseUrl());
  if (query.isError) return '';
  return query.data;
}

/** A call to the print server at `base` (from `usePrintServerBase`). */
export function printServerFetch<T>(base: string, path: string, request: ApiRequest = {}): Promise<T> {
  return apiFetch<T>(`${base}${path}`, request);
}

/** The print location (doc 1 §3 "Printer location"). */
export interface PrintLocation {
  chave: string;
  descricao: string;
}

/** A print log document (doc 4 §3), with the print server's delivery state (tentativas, erro). */
export interface PrintLogEntry {
  _id: string | number;
  /** The print job's numeric id ('Visualizar', the online page). */
  id?: number;
  identificador?: string | null;
  origem?: string | null;
  localImpressao?: string | null;
  descricao?: string | null;
  dataCriacao?: string | null;
  statusImpressao?: string | null;
  /** The ticket as printed (text), for 'Visualizar'. */
  conteudo?: string | null;
  erro?: string | null;
  [key: string]: unknown;
}

/** A KDS log document (doc 4 §3): the KDS entry as the print server keeps it. */
export interface KdsLogEntry {
  _id?: string | number;
  id?: string | number;
  createdAt?: string | null;
  updatedAt?: string | null;
  pedidoKds?: { id?: number | null } | null;
  item?: { status?: string | null; descricao?: string | null; codigoReferencial?: string | null } | null;
  [key: string]: unknown;
}

/** 'Visualizar': the ticket's text and its paper's columns (32 on 58 mm, 48 on 80 mm). */
export interface PrintView {
  id: number;
  statusImpressao: string;
  colunas: number;
  texto: string;
}

/** doc 4 §9 "Print log page limit 100". */
export const PRINT_LOG_LIMIT = 100;
/** doc 3 §9 "KDS list limit 1000". */
export const KDS_LIST_LIMIT = 1000;

export const printServerApi = {
  /** GET /api/impressao/{id}/visualizar: the ticket as printed ('Visualizar', doc 4 §2), in its paper's columns. */
  viewPrint: (base: string, id: number | string, signal?: AbortSignal) =>
    printServerFetch<PrintView>(base, `/api/impressao/${encodeURIComponent(String(id))}/visualizar`, { signal }),
  /** POST /api/impressao/online: a short-lived signed link to /impressao-online.html (ours). */
  onlineLink: (base: string, body: { ids?: number[]; impressaoId?: number }) =>
    printServerFetch<{ url: string; expiraEm?: string }>(base, '/api/impressao/online', { method: 'POST', body }),
  /** GET /api/localImpressao/list/{unitUuid} */
  listPrintLocations: (base: string, unitUuid: string, signal?: AbortSignal) =>
    printServerFetch<PrintLocation[]>(base, `/api/localImpressao/list/${encodeURIComponent(unitUuid)}`, { signal }),
  /** GET /api/impressao/list/{unitUuid}?limit=100 */
  listPrintLog: (base: string, unitUuid: string, signal?: AbortSignal) =>
    printServerFetch<PrintLogEntry[]>(base, `/api/impressao/list/${encodeURIComponent(unitUuid)}`, {
      query: { limit: PRINT_LOG_LIMIT },
      signal,
    }),
  /** GET /api/impressao/identificador/PEDIDO_INTEGRACAO_ID_{id}?uuid={unitUuid} */
  listPrintLogByOrder: (base: string, unitUuid: string, orderId: number, signal?: AbortSignal) =>
    printServerFetch<PrintLogEntry[]>(base, `/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_${orderId}`, {
      query: { uuid: unitUuid },
      signal,
    }),
  /** GET /api/kds/listByIdPedidoIntegracao?unidadeUUID&idPedidoIntegracao (the id is optional). */
  listKdsByOrder: (base: string, unitUuid: string, orderId?: number, signal?: AbortSignal) =>
    printServerFetch<KdsLogEntry[]>(base, '/api/kds/listByIdPedidoIntegracao', {
      query: { unidadeUUID: unitUuid, idPedidoIntegracao: orderId },
      signal,
    }),
  /** GET /api/kds/listAllByDate?limit=1000 with headers unidadeuuid, datainicio, datafim (doc 3 §7). */
  listKdsByDate: <T>(
    base: string,
    unitUuid: string,
    window: { datainicio: string; datafim: string },
    signal?: AbortSignal,
  ) =>
    printServerFetch<T[]>(base, '/api/kds/listAllByDate', {
      query: { limit: KDS_LIST_LIMIT },
      headers: { unidadeuuid: unitUuid, datainicio: window.datainicio, datafim: window.datafim },
      signal,
    }),
  /**
   * POST /api/kds/updateItemStatus with the list of entries in their new status (doc 3 §7); `acao` names a
   * grouped card's button (INICIAR_TODOS, TODOS_PRONTOS) so the server applies its rule and moves the order.
   */
  updateKdsItemStatus: <T>(base: string, unitUuid: string, entries: readonly T[], acao?: string) =>
    printServerFetch<T[]>(base, '/api/kds/updateItemStatus', {
      method: 'POST',
      body: entries,
      query: { acao },
      headers: { unidadeuuid: unitUuid },
    }),
  /** POST /api/kds/cancelarItem (doc 2 §7). */
  cancelKdsItem: (base: string, unitUuid: string, body: unknown) =>
    printServerFetch<unknown>(base, '/api/kds/cancelarItem', {
      method: 'POST',
      body,
      headers: { unidadeuuid: unitUuid },
    }),
  /** POST /api/kds/cancelarItemsByPedido {id, motivoCancelamento} (doc 1 §7). */
  cancelKdsItemsByOrder: (base: string, unitUuid: string, body: { id: number; motivoCancelamento?: string | null }) =>
    printServerFetch<unknown>(base, '/api/kds/cancelarItemsByPedido', {
      method: 'POST',
      body,
      headers: { unidadeuuid: unitUuid },
    }),
};

/**
 * The online print page (doc 1 §2 item 16, doc 4 §7): `?ids=` for orders, `?impressaoId=` for one print job.
 * It is served by the print server, so it lives at its address.
 */
export function onlinePrintUrl(base: string, target: { ids: readonly number[] } | { impressaoId: string | number }) {
  const query =
    'ids' in target
      ? `ids=${target.ids.map((id) => encodeURIComponent(String(id))).join(',')}`
      : `impressaoId=${encodeURIComponent(String(target.impressaoId))}`;
  return `${base}/impressao-online.html?${query}`;
}

/**
 * Opens the online print page in a new window (printApplication WEB, or the fallback without a printer). The
 * print server hands out a signed link (the page is opened without our token); an older one that does not is
 * opened at the plain address. The window is opened at once (a popup blocker allows it during the click) and
 * pointed at the link when it arrives.
 */
export async function openOnlinePrint(
  base: string,
  target: { ids: readonly number[] } | { impressaoId: number | string },
): Promise<void> {
  const popup = window.open('', '_blank');
  let url = onlinePrintUrl(base, target);
  try {
    const body = 'ids' in target ? { ids: [...target.ids] } : { impressaoId: Number(target.impressaoId) };
    url = (await printServerApi.onlineLink(base, body)).url;
  } catch {
    // no signed link: the plain address
  }
  if (popup) popup.location.href = url;
  else window.open(url, '_blank', 'noopener');
}

/**
 * One order's receipt as the terminal prints (doc 4 §3 local setting printApplication): APP sends it to the print
 * server, which delivers it to the location's printer (enviarImpressaoApp, the default); WEB opens the same ticket
 * as a page for the browser's print dialog (`/impressao-online.html?ids=`), for a terminal without a printer of
 * its own. Answers like the print API.
 */
export async function printOrderAsConfigured(
  base: string | undefined,
  orderId: number,
  origem: string,
  localImpressao?: string,
): Promise<PrintResult[]> {
  if (loadTerminalSettings().printApplication === 'WEB') {
    await openOnlinePrint(base ?? '', { ids: [orderId] });
    return [{ result: 'SUCCESS' }];
  }
  return printOrder(orderId, origem, localImpressao);
}
