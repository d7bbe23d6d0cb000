import { MARKETPLACE_SANDBOX_PREFIX } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';

/** The marketplace sandbox's drive routes for a test (place orders, read their state, steer the outcome). */
export async function marketplaceSandbox() {
  const base = `${(await sharedSandboxServer()).url}${MARKETPLACE_SANDBOX_PREFIX}`;
  return async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
}
