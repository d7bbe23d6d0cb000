import type { LogisticsPhase } from '@brasa/domain';
import { AppError } from '../../errors';
import { readEnv } from '../../env';

const UNAVAILABLE = 'O serviço de logística não respondeu.';

export function logisticsTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return readEnv(env).BRASA_LOGISTICS_TIMEOUT_MS;
}

/**
 * One JSON call to a logistics provider with a timeout. Failures are pt-BR AppErrors carrying the provider's own
 * words: a refusal (4xx) is 422 with its message, no answer 504, anything else 502.
 */
export async function callJson<T>(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown; form?: Record<string, string> },
  timeoutMs: number,
): Promise<{ status: number; body: T }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        'user-agent': 'BrasaPDV/1.0',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new AppError(timedOut ? 504 : 502, UNAVAILABLE, 'LOGISTICS_UNAVAILABLE');
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const detail = messageOf(body) ?? `HTTP ${res.status}`;
    throw new AppError(res.status >= 500 ? 502 : 422, detail, 'LOGISTICS_REFUSED');
  }
  return { status: res.status, body: body as T };
}

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const nested = b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>) : null;
  const m = nested?.message ?? b.message ?? b.errorMessage;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** Reais (number) → cents. */
export const centsOf = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** A provider's status words to the domain's phases: an unknown word is null. */
export function phaseOfWord(words: Readonly<Record<string, LogisticsPhase>>, word: string): LogisticsPhase | null {
  const key = word.trim().toUpperCase();
  return words[key] ?? null;
}
