import { isScaleErrorCode, roundWeight, scaleErrorReading, type WeightReading } from '@brasa/domain';

/**
 * The scale (doc 3 §2.6, §9; doc 2 §4.7, §8): one reading at a time from a small local agent over HTTP on
 * loopback, `GET {agent}/peso` answering `{ peso, estavel, codigo, mensagem }` (kilos, 3 decimals). The real agent
 * (./agent.ts) reads a Toledo/Filizola-style serial scale; the sandbox (./sandbox.ts) serves a fake weight with
 * the errors of doc 2 §8 when asked. A read never throws: an agent that does not answer is code 10 (the reader is
 * not open), and every error is a reading of weight 0 with its code and message.
 */
export interface ScaleProvider {
  read(): Promise<WeightReading>;
}

export const DEFAULT_SCALE_AGENT_PORT = 2002;

export function createScaleAgentClient(baseUrl: string, opts: { timeoutMs?: number } = {}): ScaleProvider {
  const timeoutMs = opts.timeoutMs ?? 1500;
  return {
    async read() {
      let body: unknown;
      try {
        const res = await fetch(`${baseUrl}/peso`, { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) return scaleErrorReading(10);
        body = await res.json();
      } catch {
        return scaleErrorReading(10);
      }
      return readingOfAnswer(body);
    },
  };
}

/** The agent's answer as a reading; anything unreadable is code 10. */
export function readingOfAnswer(body: unknown): WeightReading {
  if (!body || typeof body !== 'object') return scaleErrorReading(10);
  const b = body as Record<string, unknown>;
  if (b.codigo !== null && b.codigo !== undefined) {
    const code = Number(b.codigo);
    return isScaleErrorCode(code) ? scaleErrorReading(code) : scaleErrorReading(10);
  }
  const peso = Number(b.peso);
  if (!Number.isFinite(peso) || peso < 0 || peso > 1000) return scaleErrorReading(10);
  return { peso: roundWeight(peso), estavel: b.estavel === true, codigo: null, mensagem: null };
}

export { SCALE_SANDBOX_PREFIX, scaleSandbox } from './sandbox';
