import type { FastifyPluginAsync } from 'fastify';

/**
 * The messaging app's connection (doc 2 §2.8 'messaging-app entry', §4.6): a WhatsApp gateway in the style of the
 * Evolution API — one instance per unit, `GET /instance/connectionState/{instance}` with the `apikey` header,
 * answering `{ instance: { instanceName, state: 'open' | 'close' | 'connecting' } }`. MESSAGING_URL and
 * MESSAGING_API_KEY for a real gateway; the sandbox (below) by default.
 */
export const MESSAGING_SANDBOX_PREFIX = '/sandbox/mensageria';

export interface MessagingStatus {
  connected: boolean;
  state: string;
}

export interface MessagingProvider {
  /** null when the gateway could not be reached (the drawer shows it disconnected). */
  status(instance: string): Promise<MessagingStatus | null>;
}

export function createMessagingClient(
  baseUrl: string,
  apiKey: string | undefined,
  opts: { timeoutMs?: number } = {},
): MessagingProvider {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  return {
    async status(instance) {
      try {
        const res = await fetch(`${baseUrl}/instance/connectionState/${encodeURIComponent(instance)}`, {
          headers: { accept: 'application/json', 'user-agent': 'BrasaPDV/1.0', ...(apiKey ? { apikey: apiKey } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status === 404) return { connected: false, state: 'close' };
        if (!res.ok) return null;
        const body = (await res.json()) as { instance?: { state?: string } } | null;
        const state = String(body?.instance?.state ?? 'close');
        return { connected: state === 'open', state };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The gateway's sandbox: every instance is connected ('open') until a test or the demo says otherwise with
 * `POST /instance/{instance}/state { state }`.
 */
export const messagingSandboxPlugin: FastifyPluginAsync = async (app) => {
  const states = new Map<string, string>();
  app.get<{ Params: { instance: string } }>('/instance/connectionState/:instance', async (request) => ({
    instance: { instanceName: request.params.instance, state: states.get(request.params.instance) ?? 'open' },
  }));
  app.post<{ Params: { instance: string } }>('/instance/:instance/state', async (request, reply) => {
    const state = String((request.body as { state?: unknown } | null)?.state ?? '');
    if (!['open', 'close', 'connecting'].includes(state)) return reply.code(400).send({ message: 'Estado inválido' });
    states.set(request.params.instance, state);
    return { instance: { instanceName: request.params.instance, state } };
  });
};
