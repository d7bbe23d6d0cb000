import type { TFormaPagamento, TOrder, TTefIntent } from '@brasa/contracts';
import { TEF_PATHS } from '@brasa/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { movimentoFinanceiro, tefIntencaoVenda } from '../src/db/schema';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, testAppConfig, type TestContext } from './helpers';
import { createOrder } from './order-factory';

// The first server plays a dead one: it starts intents but never follows them (no watcher, no job worker).
process.env.BRASA_TEF_RECONCILER = 'off';
process.env.BRASA_TEF_SANDBOX_DELAY_MS = '60';
process.env.BRASA_TEF_POLL_MS = '20';

let ctx: TestContext;
let sandboxUrl: string;
let cardMethod: number;

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
  const methods = (
    await ctx.app.inject({
      method: 'GET',
      url: '/service?action=list&entity=formaPagamento',
      headers: await ctx.auth('caixa'),
    })
  ).json<TFormaPagamento[]>();
  cardMethod = methods.find((m) => m.codigo === 'CC' && m.utilizaTef)!.id;
}, 60_000);
afterAll(() => ctx.close());

let seq = 0;
async function start(app: FastifyInstance, pedidoId: number, valor: number) {
  const res = await app.inject({
    method: 'POST',
    url: TEF_PATHS.intencaoVenda,
    headers: { ...(await ctx.auth('caixa')), 'idempotency-key': `rec-${Date.now()}-${seq++}` },
    payload: { pedidoId, formaPagamentoId: cardMethod, valor },
  });
  expect(res.statusCode).toBe(200);
  return res.json<TTefIntent>();
}

const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(tefIntencaoVenda).where(eq(tefIntencaoVenda.id, id)))[0]!;

const tefPaymentsOf = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'GET', url: `/api-v2/pedidoIntegracao/${id}`, headers: await ctx.auth('caixa') }))
    .json<TOrder>()
    .iFoodOrder.payments.filter((p) => (p as { tefInfo?: unknown }).tefInfo);

const approveAtSandbox = (provedorId: string) =>
  fetch(`${sandboxUrl}/sandbox/tef/intents/${provedorId}/approve`, { method: 'POST' });

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('não conciliou a tempo');
}

describe('money rule under concurrent polls', () => {
  it('the recorded amount equals the approved one and an intent is never paid twice', async () => {
    const app = await buildApp({
      config: testAppConfig(),
      database: ctx.database,
      logger: false,
      sandboxUrl,
      tef: { enabled: true, pollMs: 10, fetchMs: 50 },
    });
    await app.ready();
    try {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 2, max: 6 }), async (reais, polls) => {
          const order = await createOrder(ctx); // 56,80
          const valor = reais + 0.5;
          const intent = await start(app, order.id, valor);
          const provedorId = (await rowOf(intent.intencaoVendaId)).provedorId!;
          await approveAtSandbox(provedorId);
          await Promise.all([
            ...Array.from({ length: polls }, async () =>
              app.inject({
                method: 'GET',
                url: TEF_PATHS.intencaoVendaById(intent.intencaoVendaId),
                headers: await ctx.auth('caixa'),
              }),
            ),
            app.tefReconciler.reconcileAll(4),
          ]);
          await until(async () => (await rowOf(intent.intencaoVendaId)).pagamentoId !== null);
          const payments = await tefPaymentsOf(app, order.id);
          expect(payments).toHaveLength(1);
          expect(payments[0]!.value).toBe(valor);
        }),
        { numRuns: 6, seed: 20261124 },
      );
    } finally {
      await app.close();
    }
  });
});

// Last: it closes the first server.
describe('reconciliation after a restart', () => {
  it('an approval that arrived while the server was down is recorded once by the next server', async () => {
    const order = await createOrder(ctx);
    // ,45: the terminal waits until the test forces the result.
    const intent = await start(ctx.app, order.id, 30.45);
    const provedorId = (await rowOf(intent.intencaoVendaId)).provedorId!;
    await ctx.app.close();
    await approveAtSandbox(provedorId);
    expect((await rowOf(intent.intencaoVendaId)).pagamentoId).toBeNull();

    for (let round = 0; round < 2; round++) {
      const next = await buildApp({
        config: testAppConfig(),
        database: ctx.database,
        logger: false,
        sandboxUrl,
        tef: { enabled: true, fetchMs: 50 },
      });
      try {
        await next.ready();
        await until(async () => (await rowOf(intent.intencaoVendaId)).pagamentoId !== null);
        expect(await tefPaymentsOf(next, order.id)).toHaveLength(1);
      } finally {
        await next.close();
      }
    }
    const moves = await ctx.database.db
      .select()
      .from(movimentoFinanceiro)
      .where(eq(movimentoFinanceiro.pedidoId, order.id));
    expect(moves).toEqual([expect.objectContaining({ tipo: 'ENTRADA', valorCents: 3045 })]);
  });
});
