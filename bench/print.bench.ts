import { localImpressao, unidade } from '@brasa/server/src/db/schema';
import { recordPrintJobs, type PrintJobInput } from '@brasa/server/src/print/print-jobs';
import { renderEscPos } from '@brasa/server/src/print/render-escpos';
import { tefReceipt } from '@brasa/server/src/print/tickets';
import { createTcpPrinterClient, startVirtualPrinter } from '@brasa/server/src/providers/printer/index';
import { and, eq } from 'drizzle-orm';
import { startInProcessApp } from './lib/in-process-app';
import { ms, summarize } from './lib/stats';

const JOBS = Number(process.env.BENCH_PRINT_JOBS ?? 1000);

/**
 * Print delivery (issue 12): a print job enqueued (`recordPrintJobs`: the row and its pg-boss job) → the last byte
 * of its ticket at the virtual printer, in process on PGlite (DATABASE_URL: PostgreSQL). Latency one job at a
 * time (p50/p99), then tickets per second with JOBS enqueued at once; beside the same tickets' bytes written
 * straight to the same virtual printer socket, without the queue.
 */
export async function benchPrint() {
  const server = await startInProcessApp({ print: { pollIntervalMs: 500 } });
  const { app, database } = server;
  const printer = await startVirtualPrinter({ port: 0 });
  try {
    const [matriz] = await database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    await database.db
      .update(localImpressao)
      .set({ impressoraHost: printer.host, impressoraPorta: printer.port })
      .where(and(eq(localImpressao.unidadeId, matriz!.id), eq(localImpressao.chave, 'CAIXA')));
    const token = await server.token('caixa');
    const saved = await app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        tipo: 'BALCAO',
        iFoodOrder: {
          customer: { name: 'João Araújo' },
          deliveryMethod: { mode: 'TAKEOUT' },
          items: [
            { name: 'Pão de queijo', quantity: 3, price: 4.5 },
            { name: 'Açaí 500 ml', quantity: 1, price: 18 },
            { name: 'Feijão tropeiro', quantity: 1, price: 32 },
          ],
          payments: [],
        },
      },
    });
    const orderId = saved.json<{ id: number }>().id;
    const job = (i: number): PrintJobInput => ({
      unidadeId: matriz!.id,
      pedidoId: orderId,
      identificador: `PEDIDO_INTEGRACAO_ID_${orderId}`,
      origem: 'BENCH',
      localImpressao: 'CAIXA',
      descricao: `bench ${i}`,
    });
    let arrived = 0;
    let onArrive: (() => void) | undefined;
    printer.onTicket(() => {
      arrived++;
      onArrive?.();
    });
    const until = (count: number) =>
      new Promise<void>((resolve) => {
        if (arrived >= count) return resolve();
        onArrive = () => {
          if (arrived >= count) resolve();
        };
      });

    // One at a time: enqueue, wait for the last byte.
    const latencies: number[] = [];
    for (let i = 0; i < JOBS; i++) {
      const t0 = performance.now();
      await recordPrintJobs(app, database.db, [job(i)]);
      await until(arrived + 1);
      latencies.push(performance.now() - t0);
    }
    const one = summarize(latencies);

    // A burst: JOBS enqueued at once (one statement), the printer's rate.
    const before = arrived;
    const t0 = performance.now();
    await recordPrintJobs(
      app,
      database.db,
      Array.from({ length: JOBS }, (_, i) => job(i)),
    );
    await until(before + JOBS);
    const burstMs = performance.now() - t0;

    // Baseline: the same ticket's bytes straight to the same socket, one at a time.
    const bytes = printer.tickets.at(-1)!.bytes;
    const client = createTcpPrinterClient({ connectMs: 5000, writeMs: 5000 });
    const raw: number[] = [];
    const r0 = performance.now();
    for (let i = 0; i < JOBS; i++) {
      const s = performance.now();
      const target = arrived + 1;
      await client.send({ host: printer.host, port: printer.port }, bytes);
      await until(target);
      raw.push(performance.now() - s);
    }
    const rawMs = performance.now() - r0;
    const base = summarize(raw);
    const sample = renderEscPos(tefReceipt('x'), { columns: 48, codepage: 'cp860' }).length;

    console.log(
      `\n# print (${database.kind}): ${JOBS} order receipts of ${bytes.length} bytes (empty ticket ${sample} bytes)`,
    );
    console.log(`queue, one at a time: enqueue → last byte p50 ${ms(one.p50)}, p99 ${ms(one.p99)}`);
    console.log(`queue, ${JOBS} at once: ${(JOBS / (burstMs / 1000)).toFixed(0)} tickets/s (${ms(burstMs)})`);
    console.log(
      `raw socket (same bytes, no queue): p50 ${ms(base.p50)}, p99 ${ms(base.p99)}, ${(JOBS / (rawMs / 1000)).toFixed(0)} tickets/s`,
    );
    console.log(`ratio queue/raw p50: ${(one.p50 / base.p50).toFixed(1)}x`);
  } finally {
    await printer.close();
    await server.close();
  }
}
