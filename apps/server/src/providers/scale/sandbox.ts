import {
  isScaleErrorCode,
  roundWeight,
  scaleErrorReading,
  type ScaleErrorCode,
  type WeightReading,
} from '@brasa/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPlugin } from '../../sandbox/server';

export const SCALE_SANDBOX_PREFIX = '/sandbox/balanca';

interface SandboxScaleState {
  /** 'ciclo': a plate comes and goes by itself (the demo); 'fixo': the weight set by the controls. */
  modo: 'ciclo' | 'fixo';
  /** Kilos on the plate in 'fixo'. */
  peso: number;
  instavel: boolean;
  /** Every read answers this error. */
  erro: ScaleErrorCode | null;
  /** Chance (0 to 1) that a read answers a random error of 10, 20 or 25 (doc 2 §8 fake weight test mode). */
  errosAleatorios: number;
}

const CYCLE_MS = 30_000;
const EMPTY_MS = 10_000;
const SETTLING_MS = 1_000;

/** The demo's plate: 10 s empty, 1 s settling, 19 s a plate of 0,350 to 0,849 kg (one weight per cycle). */
function cycleReading(now: number): WeightReading {
  const cycle = Math.floor(now / CYCLE_MS);
  const at = now % CYCLE_MS;
  if (at < EMPTY_MS) return { peso: 0, estavel: true, codigo: null, mensagem: null };
  const peso = roundWeight(0.35 + ((cycle * 137) % 500) / 1000);
  if (at < EMPTY_MS + SETTLING_MS)
    return { peso: roundWeight(peso * 0.8), estavel: false, codigo: null, mensagem: null };
  return { peso, estavel: true, codigo: null, mensagem: null };
}

/**
 * The scale agent's sandbox: `GET /peso` as the real agent answers it. Controls: `GET /sandbox/estado`,
 * `POST /sandbox/controle` with any of { modo, peso, instavel, erro, errosAleatorios } (the rest kept), and
 * `POST /sandbox/reiniciar` (back to the demo cycle).
 */
const plugin: FastifyPluginAsync = async (app) => {
  const initial = (): SandboxScaleState => ({
    modo: 'ciclo',
    peso: 0,
    instavel: false,
    erro: null,
    errosAleatorios: 0,
  });
  let state = initial();

  app.get('/peso', async () => {
    if (state.erro) return scaleErrorReading(state.erro);
    if (state.errosAleatorios > 0 && Math.random() < state.errosAleatorios) {
      const codes: ScaleErrorCode[] = [10, 20, 25];
      return scaleErrorReading(codes[Math.floor(Math.random() * codes.length)]!);
    }
    if (state.modo === 'ciclo') return cycleReading(Date.now());
    return { peso: roundWeight(state.peso), estavel: !state.instavel, codigo: null, mensagem: null };
  });
  app.get('/sandbox/estado', async () => state);
  app.post<{ Body: Partial<Record<keyof SandboxScaleState, unknown>> }>('/sandbox/controle', async (request, reply) => {
    const b = request.body ?? {};
    const next = { ...state };
    if (b.modo === 'ciclo' || b.modo === 'fixo') next.modo = b.modo;
    if (b.peso !== undefined) {
      const peso = Number(b.peso);
      if (!Number.isFinite(peso) || peso < 0) return reply.code(400).send({ message: 'peso inválido' });
      next.peso = peso;
      if (b.modo === undefined) next.modo = 'fixo';
    }
    if (b.instavel !== undefined) next.instavel = b.instavel === true;
    if (b.erro !== undefined) {
      if (b.erro !== null && !isScaleErrorCode(b.erro))
        return reply.code(400).send({ message: 'erro: 10, 20, 25 ou null' });
      next.erro = b.erro;
    }
    if (b.errosAleatorios !== undefined) {
      const p = Number(b.errosAleatorios);
      if (!(p >= 0 && p <= 1)) return reply.code(400).send({ message: 'errosAleatorios: de 0 a 1' });
      next.errosAleatorios = p;
    }
    state = next;
    return state;
  });
  app.post('/sandbox/reiniciar', async () => {
    state = initial();
    return state;
  });
};

export const scaleSandbox: SandboxPlugin = { name: 'balanca', prefix: SCALE_SANDBOX_PREFIX, plugin };
