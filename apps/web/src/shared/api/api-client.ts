import { sessionStore } from '../session/session-store';
import { loadTerminalSettings } from '../settings/terminal-settings';
import { ApiError } from './api-error';
import { PRINT_LOCATION_HEADER } from '@brasa/contracts';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** false for the calls the spec makes without a token (login, system status, ping). */
  auth?: boolean;
  /** A token other than the stored session's (/load/{jwt} checks its token before keeping it). */
  token?: string;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST; they cannot replace the token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The terminal's print location, sent to the order API (the server prints there what it starts: issue 31 §4). */
export { PRINT_LOCATION_HEADER };

/**
 * The header of the terminal's print location for a call that may change an order (any non-GET call to the
 * product's API, /api-v2/), only when the terminal has one; the print server (possibly another origin) never gets
 * it. A value no header can carry (over 60 characters, outside Latin-1) is not sent: the server then prints at CAIXA.
 */
function terminalHeaders(path: string, method: string): Record<string, string> {
  if (method === 'GET' || !path.startsWith('/api-v2/')) return {};
  const location = loadTerminalSettings().printLocation.trim();
  if (!location || location.length > 60 || !/^[\u0020-\u007e\u00a0-\u00ff]+$/.test(location)) return {};
  return { [PRINT_LOCATION_HEADER]: location };
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal } = request;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...terminalHeaders(path, method),
    ...request.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? (request.token ?? sessionStore.getToken()) : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, cause);
  }

  if (!response.ok) throw await ApiError.fromResponse(response);
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The app's only HTTP entry point: Bearer token from the session, JSON in and out, ApiError on failure. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return readBody<T>(await send(path, request));
}

/** As `apiFetch`, keeping the response headers (paged lists answer their total in a `totalCount` header). */
export async function apiFetchWithHeaders<T>(
  path: string,
  request: ApiRequest = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, request);
  return { data: await readBody<T>(response), headers: response.headers };
}
