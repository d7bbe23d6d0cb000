import { formaPagamento, tefIntencaoVenda, unidade } from '@brasa/server/src/db/schema';
import { TEF_SANDBOX_COMPANY, createControlPayClient } from '@brasa/server/src/providers/tef/index';
import { sandboxPlugins, startSandboxServer } from '@brasa/server/src/sandbox/index';
import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { connectTerminal, startInProcessApp } from './lib/in-process-app';
import { ms, summarize } from './lib/stats';

const INTENTS = Number(process.env.BENCH_TEF_INTENTS ?? 100);
const PENDING = Number(process.env.BENCH_TEF_PENDING ?? 1000);
const DELAY_MS = 100;

/**
 * Card terminal (issue 16), in process on PGlite (DATABASE_URL: PostgreSQL) against the sandbox terminal:
 * (1) a sale intent created at one terminal → UPDATE_STATUS_TEF APROVADA on a second terminal's socket after the
 * sandbox approves (p50/p99), beside the terminal's own delay (the floor); (2) the reconciler's time to settle
 * PENDING intents left open by a stopped server (the start-up sweep: ask the provider, record each approval once),
 * beside the same provider queries alone.
 */
export async function benchTef() {
  process.env.BRASA_TEF_SANDBOX_DELAY_MS = String(DELAY_MS);
  const sandbox = await startSandboxServer(sandboxPlugins(), { unref: true });
  const server = await startInProcessApp({
    seed: { orders: false },
    listen: true,
    sandboxUrl: sandbox.url,
    tef: { enabled: true, pollMs: 20 },
  });
  const { app, database, url } = server;
  try {
    const token = await server.token('caixa');
    const headers = { authorization: `Bearer ${token}` };
    const [matriz] = await database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    const [debit] = await database.db
      .select()
      .from(formaPagamento)
      .where(
        and(
          eq(formaPagamento.unidadeId, matriz!.id),
          eq(formaPagamento.codigo, 'CD'),
          eq(formaPagamento.utilizaTef, true),
        ),
      );
    const newOrder = async (price: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api-v2/pedidoIntegracao',
          headers,
          payload: {
            tipo: 'BALCAO',
            iFoodOrder: {
              customer: { name: 'Bench TEF' },
              deliveryMethod: { mode: 'TAKEOUT' },
              items: [{ name: 'Rodízio', quantity: 1, price }],
              payments: [],
            },
          },
        })
      ).json<{ id: number }>().id;

    // (1) intent → status on a second terminal.
    const socket = await connectTerminal(url, token);
    const waiting = new Map<number, () => void>();
    socket.on('reciveSocketMessage', (m: { type: string; intencao?: { intencaoVendaId: number; status: string } }) => {
      if (m.type === 'UPDATE_STATUS_TEF' && m.intencao?.status === 'APROVADA')
        waiting.get(m.intencao.intencaoVendaId)?.();
    });
    const orderId = await newOrder(INTENTS * 10 + 100);
    const samples: number[] = [];
    for (let i = 0; i < INTENTS; i++) {
      const t0 = performance.now();
      let heard!: () => void;
      const done = new Promise<void>((resolve) => (heard = resolve));
      const res = await app.inject({
        method: 'POST',
        url: '/api-v2/tef/intencaoVenda',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { pedidoId: orderId, formaPagamentoId: debit!.id, valor: 10 },
      });
      const id = res.json<{ intencaoVendaId: number }>().intencaoVendaId;
      waiting.set(id, heard);
      await done;
      samples.push(performance.now() - t0);
    }
    socket.disconnect();
    const s = summarize(samples);
    console.log(`\n# TEF: intent created -> UPDATE_STATUS_TEF APROVADA on a second socket, ${INTENTS} intents`);
    console.log(
      `  p50 ${ms(s.p50)}, p99 ${ms(s.p99)}; sandbox terminal delay ${DELAY_MS} ms (floor): overhead p50 ${ms(s.p50 - DELAY_MS)}, ratio ${(s.p50 / DELAY_MS).toFixed(2)}x`,
    );

    // (2) PENDING open intents (started at the provider by a server that then stopped) → all settled.
    await app.tefReconciler.stop();
    const provider = createControlPayClient(`${sandbox.url}/sandbox/tef`);
    const credentials = { cpfCnpj: TEF_SANDBOX_COMPANY.cpfCnpj, senha: TEF_SANDBOX_COMPANY.senha };
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder((PENDING / 20) * 10 + 100)));
    const ids: string[] = [];
    for (let i = 0; i < PENDING; i++) {
      const referencia = `bench-${randomUUID()}`;
      const remote = await provider.startSale(credentials, {
        terminalId: '101',
        formaPagamentoId: 22,
        valorCents: 1000,
        referencia,
      });
      ids.push(remote.id);
      await database.db.insert(tefIntencaoVenda).values({
        unidadeId: matriz!.id,
        pedidoId: orders[i % orders.length]!,
        formaPagamentoId: debit!.id,
        valorCents: 1000,
        terminalId: '101',
        tipoCartao: 'CD',
        referencia,
        provedorId: remote.id,
        status: 'NO_TERMINAL',
        statusTransacao: 5,
        username: 'caixa',
      });
    }
    await new Promise((r) => setTimeout(r, DELAY_MS * 2));
    const q0 = performance.now();
    for (let i = 0; i < ids.length; i += 16) {
      await Promise.all(ids.slice(i, i + 16).map((id) => provider.getById(credentials, id)));
    }
    const queriesMs = performance.now() - q0;
    // A fresh reconciler plays the restarted server's start-up sweep.
    const { createTefReconciler } = await import('@brasa/server/src/modules/tef/reconciler');
    const reconciler = createTefReconciler(
      app,
      app.orderEvents.boss,
      { enabled: false, pollMs: 20, retrySeconds: 5, fetchMs: 1000 },
      app.log,
    );
    const t0 = performance.now();
    const looked = await reconciler.reconcileAll(16);
    const settleMs = performance.now() - t0;
    const left = await database.db
      .select({ id: tefIntencaoVenda.id })
      .from(tefIntencaoVenda)
      .where(and(eq(tefIntencaoVenda.status, 'APROVADA'), isNull(tefIntencaoVenda.pagamentoId)));
    console.log(`\n# TEF reconciler: ${looked} open intents after a restart -> settled (recorded once each)`);
    console.log(
      `  ${ms(settleMs)} (${((looked / settleMs) * 1000).toFixed(0)} intents/s), left unrecorded: ${left.length}; the same ${ids.length} provider queries alone: ${ms(queriesMs)}, ratio ${(settleMs / queriesMs).toFixed(2)}x`,
    );
  } finally {
    await server.close();
    await sandbox.close();
  }
}
