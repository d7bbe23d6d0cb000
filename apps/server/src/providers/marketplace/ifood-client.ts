import { AppError } from '../../errors';
import type {
  IfoodCancellationReason,
  IfoodEvent,
  IfoodInterruption,
  IfoodMerchantStatus,
  IfoodOrder,
  IfoodShift,
  MarketplaceClient,
  MarketplaceClientFactory,
  MarketplaceCredentials,
} from './types';
import { readEnv } from '../../env';

const UNAVAILABLE = 'O iFood está indisponível no momento. Tente novamente em instantes.';
const TIMED_OUT = 'O iFood não respondeu a tempo. Tente novamente em instantes.';
const RATE_LIMITED = 'Limite de requisições ao iFood atingido. Tente novamente em instantes.';
const AUTH_FAILED = 'Não foi possível autenticar no iFood. Verifique as credenciais da integração.';

/** The marketplace answered 5xx or could not be reached: nothing happened there, the caller may retry. */
export class MarketplaceUnavailableError extends AppError {
  constructor(readonly httpStatus: number | null) {
    super(502, UNAVAILABLE, 'MARKETPLACE_UNAVAILABLE');
  }
}

/** No answer in time: the call may or may not have happened there. */
export class MarketplaceTimeoutError extends AppError {
  constructor() {
    super(504, TIMED_OUT, 'MARKETPLACE_TIMEOUT');
  }
}

/** 429, or our own wait for the window announced by X-RateLimit-* that is longer than we may wait. */
export class MarketplaceRateLimitedError extends AppError {
  constructor(readonly retryAfterMs: number) {
    super(429, RATE_LIMITED, 'MARKETPLACE_RATE_LIMITED');
  }
}

/** A 4xx refusal; its message is the marketplace's, in the user's words when it sends one. */
export class MarketplaceRefusedError extends AppError {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(422, message, 'MARKETPLACE_REFUSED');
  }
}

export function marketplaceTimeoutMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return readEnv(env).MARKETPLACE_TIMEOUT_MS;
}

/** Renew the token this long before it expires (iFood's tokens last hours; the token endpoint is rate limited). */
const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;
/** At most this long is waited for a rate-limit window to reopen before the call is refused as rate limited. */
const MAX_RATE_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refusalMessage(status: number, body: unknown): string {
  const b = body as { message?: unknown; error?: { message?: unknown } } | null;
  const text =
    typeof b?.message === 'string' ? b.message : typeof b?.error?.message === 'string' ? b.error.message : '';
  return text || `O iFood recusou a operação (HTTP ${status}).`;
}

/**
 * The real HTTP client of iFood's Merchant API. OAuth client credentials, the token kept in memory and renewed only
 * near its expiry (or once after a 401); every call has a timeout; `X-RateLimit-Remaining: 0` makes the next call
 * wait for `X-RateLimit-Reset` (short waits only), a 429 is a typed error with its Retry-After; 5xx, network failures
 * and timeouts are typed errors the callers retry.
 */
export function createIfoodClient(
  baseUrl: string,
  credentials: MarketplaceCredentials,
  opts: { timeoutMs?: number; now?: () => number } = {},
): MarketplaceClient {
  const timeoutMs = opts.timeoutMs ?? marketplaceTimeoutMsFromEnv();
  const now = opts.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<{ value: string; expiresAt: number }> | undefined;
  let blockedUntil = 0;

  async function send(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const wait = blockedUntil - now();
    if (wait > MAX_RATE_WAIT_MS) throw new MarketplaceRateLimitedError(wait);
    if (wait > 0) await sleep(wait);
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'user-agent': 'BrasaPDV/1.0', accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw timedOut ? new MarketplaceTimeoutError() : new MarketplaceUnavailableError(null);
    }
    const remaining = res.headers.get('x-ratelimit-remaining');
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    if (remaining !== null && Number(remaining) <= 0 && Number.isFinite(reset) && reset > 0) {
      // Reset is in seconds until the window reopens.
      blockedUntil = Math.max(blockedUntil, now() + reset * 1000);
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new MarketplaceTimeoutError();
    }
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (res.status === 429) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const ms = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000;
      blockedUntil = Math.max(blockedUntil, now() + ms);
      throw new MarketplaceRateLimitedError(ms);
    }
    if (res.status >= 500) throw new MarketplaceUnavailableError(res.status);
    if (res.status >= 400) {
      if (res.status === 401) throw new MarketplaceRefusedError(401, AUTH_FAILED);
      throw new MarketplaceRefusedError(res.status, refusalMessage(res.status, body));
    }
    return { status: res.status, body };
  }

  async function fetchToken() {
    const form = new URLSearchParams({
      grantType: 'client_credentials',
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
    });
    const { body } = await send('POST', '/authentication/v1.0/oauth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const answer = body as { accessToken?: string; expiresIn?: number } | null;
    if (!answer?.accessToken) throw new MarketplaceRefusedError(401, AUTH_FAILED);
    return { value: answer.accessToken, expiresAt: now() + Number(answer.expiresIn ?? 3600) * 1000 };
  }

  async function accessToken(renew = false): Promise<string> {
    if (!renew && token && token.expiresAt - TOKEN_RENEW_MARGIN_MS > now()) return token.value;
    // Concurrent callers share one token request.
    pendingToken ??= fetchToken()
      .then((t) => (token = t))
      .finally(() => (pendingToken = undefined));
    return (await pendingToken).value;
  }

  async function authorized(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const init = (bearer: string) => ({
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    try {
      return await send(method, path, init(await accessToken()));
    } catch (err) {
      // A token revoked before its time: renewed once.
      if (!(err instanceof MarketplaceRefusedError) || err.httpStatus !== 401) throw err;
      return send(method, path, init(await accessToken(true)));
    }
  }

  const orderPath = (orderId: string) => `/order/v1.0/orders/${encodeURIComponent(orderId)}`;
  const disputePath = (disputeId: string) => `/order/v1.0/disputes/${encodeURIComponent(disputeId)}`;
  const merchantPath = (merchantId: string) => `/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}`;

  return {
    baseUrl,
    async pollEvents(merchantIds) {
      const { status, body } = await authorized('GET', '/events/v1.0/events:polling', undefined, {
        'x-polling-merchants': merchantIds.join(','),
      });
      if (status === 204 || !Array.isArray(body)) return [];
      return body as IfoodEvent[];
    },
    async acknowledge(eventIds) {
      if (eventIds.length === 0) return;
      await authorized(
        'POST',
        '/events/v1.0/events/acknowledgment',
        eventIds.map((id) => ({ id })),
      );
    },
    async getOrder(orderId) {
      const { body } = await authorized('GET', orderPath(orderId));
      return body as IfoodOrder;
    },
    async orderAction(orderId, action) {
      await authorized('POST', `${orderPath(orderId)}/${action}`);
    },
    async cancellationReasons(orderId) {
      const { status, body } = await authorized('GET', `${orderPath(orderId)}/cancellationReasons`);
      return status === 204 || !Array.isArray(body) ? [] : (body as IfoodCancellationReason[]);
    },
    async requestCancellation(orderId, body) {
      await authorized('POST', `${orderPath(orderId)}/requestCancellation`, body);
    },
    async verifyDeliveryCode(orderId, code) {
      try {
        const { body } = await authorized('POST', `${orderPath(orderId)}/verifyDeliveryCode`, { code });
        return (body as { success?: unknown } | null)?.success === true;
      } catch (err) {
        // An invalid code: 400 or 422 ('Confirmation code is invalid').
        if (err instanceof MarketplaceRefusedError && (err.httpStatus === 400 || err.httpStatus === 422)) return false;
        throw err;
      }
    },
    async acceptDispute(disputeId, body) {
      await authorized('POST', `${disputePath(disputeId)}/accept`, body.reason ? { reason: body.reason } : {});
    },
    async rejectDispute(disputeId, body) {
      await authorized('POST', `${disputePath(disputeId)}/reject`, { reason: body.reason });
    },
    async proposeDisputeAlternative(disputeId, alternativeId, body) {
      await authorized('POST', `${disputePath(disputeId)}/alternatives/${encodeURIComponent(alternativeId)}`, body);
    },
    async merchantStatus(merchantId) {
      const { body } = await authorized('GET', `${merchantPath(merchantId)}/status`);
      // iFood answers one entry per operation (DELIVERY, TAKEOUT...); an older shape answered one object.
      if (Array.isArray(body)) return body as IfoodMerchantStatus[];
      return body ? [body as IfoodMerchantStatus] : [];
    },
    async listInterruptions(merchantId) {
      const { status, body } = await authorized('GET', `${merchantPath(merchantId)}/interruptions`);
      return status === 204 || !Array.isArray(body) ? [] : (body as IfoodInterruption[]);
    },
    async createInterruption(merchantId, interruption) {
      const { body } = await authorized('POST', `${merchantPath(merchantId)}/interruptions`, interruption);
      return body as IfoodInterruption;
    },
    async deleteInterruption(merchantId, interruptionId) {
      await authorized('DELETE', `${merchantPath(merchantId)}/interruptions/${encodeURIComponent(interruptionId)}`);
    },
    async openingHours(merchantId) {
      const { status, body } = await authorized('GET', `${merchantPath(merchantId)}/opening-hours`);
      const answer = body as { id?: string; shifts?: IfoodShift[] } | null;
      return status === 204 || !answer ? { shifts: [] } : { id: answer.id, shifts: answer.shifts ?? [] };
    },
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
      const answer = await authorized(method, path, body);
      return (answer.body as T | null) ?? null;
    },
  };
}

/** Clients kept per (base URL, client id), so a token is renewed only near its expiry, whichever code asks. */
export function createIfoodClientFactory(
  defaultBaseUrl: string,
  opts: { timeoutMs?: number } = {},
): MarketplaceClientFactory {
  const clients = new Map<string, { secret: string; client: MarketplaceClient }>();
  return ({ baseUrl, clientId, clientSecret }) => {
    const url = (baseUrl || defaultBaseUrl).replace(/\/$/, '');
    const key = `${url}|${clientId}`;
    const known = clients.get(key);
    if (known && known.secret === clientSecret) return known.client;
    const client = createIfoodClient(url, { clientId, clientSecret }, opts);
    clients.set(key, { secret: clientSecret, client });
    return client;
  };
}
