import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, localImpressao } from '../src/db/schema';
import { PRINT_QUEUE } from '../src/print/print-queue';
import { recordPrintJobs } from '../src/print/print-jobs';
import { createProviders } from '../src/providers';
import {
  createTcpPrinterClient,
  startVirtualPrinter,
  type PrinterClient,
  type VirtualPrinter,
} from '../src/providers/printer';
import type { RealtimeMessage } from '@brasa/contracts';
import { createTestContext, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';
import { createOrder, setParameter } from './order-factory';

let ctx: TestContext;
/** The real TCP client, counting the sends in flight to one printer at once. */
let inFlight = 0;
let maxInFlight = 0;
const tcp = createTcpPrinterClient({ connectMs: 2000, writeMs: 2000 });
const countingClient: PrinterClient = {
  async send(address, bytes) {
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    try {
      await tcp.send(address, bytes);
    } finally {
      inFlight--;
    }
  },
};
let printer: VirtualPrinter;
let unidadeId: number;
let heard: RealtimeMessage[];
let heardElsewhere: RealtimeMessage[];
const pool = socketPool();
const failuresOf = (messages: RealtimeMessage[], impressaoId: number) =>
  messages.filter(
    (m) =>
      m.type === 'PRINT_FAILED' && (m.impressao as { impressaoId?: number } | undefined)?.impressaoId === impressaoId,
  );

/** Polls the row until `done` holds (the worker runs on its own; no timing assertion, only an upper bound). */
async function waitForRow(id: number, done: (row: typeof impressao.$inferSelect) => boolean) {
  for (let i = 0; i < 400; i++) {
    const [row] = await ctx.database.db.select().from(impressao).where(eq(impressao.id, id));
    if (row && done(row)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`impressão ${id} não chegou ao estado esperado`);
}

const pointLocation = (chave: string, values: Partial<typeof localImpressao.$inferInsert>) =>
  ctx.database.db
    .update(localImpressao)
    .set(values)
    .where(and(eq(localImpressao.unidadeId, unidadeId), eq(localImpressao.chave, chave)));

beforeAll(async () => {
  // Retries 1 s apart without backoff: the test takes seconds, the rule is the same.
  ctx = await createTestContext({
    print: { retryDelaySeconds: 1, retryBackoff: false, retryLimit: 30, pollIntervalMs: 100 },
    providers: { ...createProviders(), printer: countingClient },
  });
  printer = await startVirtualPrinter({ port: 0 });
  unidadeId = (await ctx.session('caixa')).unidade.id;
  await pointLocation('CAIXA', { impressoraHost: printer.host, impressoraPorta: printer.port, larguraPapel: 58 });
  await pointLocation('COZINHA', {
    impressoraHost: printer.host,
    impressoraPorta: printer.port,
    paginaCodigo: 'windows1252',
  });
  const baseUrl = await listenOnFreePort(ctx.app);
  heard = collectMessages(await pool.connect(baseUrl, (await ctx.login('despacho')).jwtToken));
  heardElsewhere = collectMessages(await pool.connect(baseUrl, (await ctx.login('caixa_filial')).jwtToken));
}, 60_000);
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
  await printer.close();
});

const post = async (url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: await ctx.auth('caixa'), ...(payload ? { payload } : {}) });

describe('print delivery (queue print_jobs)', () => {
  it('prints an order receipt on the location printer and marks the row IMPRESSO with the text printed', async () => {
    printer.clear();
    const order = await createOrder(ctx, 'caixa', {
      iFoodOrder: {
        customer: { name: 'João Araújo' },
        deliveryMethod: { mode: 'TAKEOUT' },
        items: [{ name: 'Pão de queijo', quantity: 3, price: 4.5, observations: 'bem assado' }],
        payments: [],
      },
    });
    const res = await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}`);
    expect(res.statusCode).toBe(200);
    const [job] = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    const row = await waitForRow(job!.id, (r) => r.statusImpressao === 'IMPRESSO');
    expect(row).toMatchObject({ tentativas: 1, erro: null });
    expect(row.dataImpressao).toBeInstanceOf(Date);
    const [ticket] = await printer.waitForTickets(1);
    expect(ticket!.text).toContain('3x Pão de queijo');
    expect(ticket!.text).toContain('Cliente: João Araújo');
    expect(ticket!.text).toContain('Obs.: bem assado');
    // 58 mm paper: 32 columns; the row keeps what was printed.
    expect(row.textoImpresso).toContain('3x Pão de queijo');
    expect(Math.max(...row.textoImpresso!.split('\n').map((l) => l.length))).toBeLessThanOrEqual(32);
  });

  it('a kitchen ticket (origem NOTIFICACAO) prints the items of its content at the kitchen printer', async () => {
    printer.clear();
    const order = await createOrder(ctx);
    const res = await post('/api-v2/impressaoAPI/enviarImpressaoKds?localImpressao=COZINHA', { id: order.id });
    expect(res.statusCode).toBe(200);
    const [job] = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    await waitForRow(job!.id, (r) => r.statusImpressao === 'IMPRESSO');
    const [ticket] = await printer.waitForTickets(1);
    expect(ticket!.text).toContain('PRODUÇÃO');
    expect(ticket!.text).toContain('2 x X-Burger');
    expect(ticket!.text).toContain(`Pedido #${order.sequencial}`);
  });

  it('retries while the printer is unplugged (PENDENTE with attempts and the error), prints once when it is back', async () => {
    printer.clear();
    await printer.unplug();
    const order = await createOrder(ctx, 'caixa', {
      iFoodOrder: {
        deliveryMethod: { mode: 'TAKEOUT' },
        items: [{ name: 'Açaí 500 ml', quantity: 1, price: 18 }],
        payments: [],
      },
    });
    await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}`);
    const [job] = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    const pending = await waitForRow(job!.id, (r) => r.tentativas >= 2);
    expect(pending.statusImpressao).toBe('PENDENTE');
    expect(pending.erro).toMatch(/indisponível/);
    expect(printer.tickets).toHaveLength(0);
    // Still pending after its first retry: the terminals hear it once (not at every retry).
    await expect.poll(() => failuresOf(heard, job!.id).length).toBe(1);
    expect(failuresOf(heard, job!.id)[0]!.impressao).toMatchObject({ status: 'PENDENTE', localImpressao: 'CAIXA' });

    await printer.plugIn();
    const printed = await waitForRow(job!.id, (r) => r.statusImpressao === 'IMPRESSO');
    expect(printed.erro).toBeNull();
    expect(printed.tentativas).toBeGreaterThanOrEqual(3);
    await printer.waitForTickets(1);
    // Give a stray duplicate the chance to arrive, then count: the ticket came once.
    await new Promise((r) => setTimeout(r, 300));
    expect(printer.tickets.filter((t) => t.text.includes('1x Açaí 500 ml'))).toHaveLength(1);
  });

  it('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR and the close of a tab really print, at CAIXA', async () => {
    printer.clear();
    await setParameter(ctx, 'caixa', 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', 'S');
    const order = await createOrder(ctx);
    expect((await post(`/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`)).statusCode).toBe(200);
    await setParameter(ctx, 'caixa', 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', 'N');
    const [confirmed] = await printer.waitForTickets(1);
    expect(confirmed!.text).toContain(`Pedido #${order.sequencial}`);
    expect(confirmed!.text).toContain('2x X-Burger');

    const tab = await createOrder(ctx, 'caixa', {
      tipo: 'COMANDA',
      identificadorPrincipal: '31',
      quantidadePessoas: 2,
      iFoodOrder: { items: [{ name: 'Caipirinha de limão', quantity: 2, price: 15 }], payments: [] },
    });
    const closed = await post(`/api-v2/pedidoIntegracao/fecharPedido/${tab.id}`, {
      version: tab.version,
      recalcularTaxaDeServico: true,
      percentualTaxaServico: 10,
      imprimirPedido: true,
    });
    expect(closed.statusCode).toBe(200);
    const [, closing] = await printer.waitForTickets(2);
    expect(closing!.text).toContain('FECHAMENTO DE CONTA');
    expect(closing!.text).toContain('Comanda 31');
    expect(closing!.text).toMatch(/Taxa de serviço +R\$ 3,00/);
    // 58 mm paper: the split text wraps over two lines.
    expect(closing!.text.replace(/\s+/g, ' ')).toContain('Dividido em 2 pessoa(s): R$ 16,50 por pessoa.');
  });

  it('a location without a printer ends in ERRO with the reason, without retries', async () => {
    const order = await createOrder(ctx);
    await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}?localImpressao=BAR`);
    const [job] = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    const row = await waitForRow(job!.id, (r) => r.statusImpressao !== 'PENDENTE');
    expect(row.statusImpressao).toBe('ERRO');
    expect(row.erro).toBe('Local de impressão BAR sem impressora ativa configurada.');
    // Every terminal of the unit hears it at once, with the location and the reason; another unit does not.
    await expect.poll(() => failuresOf(heard, job!.id).length).toBe(1);
    expect(failuresOf(heard, job!.id)[0]!.impressao).toMatchObject({
      localImpressao: 'BAR',
      erro: 'Local de impressão BAR sem impressora ativa configurada.',
      status: 'ERRO',
    });
    expect(failuresOf(heardElsewhere, job!.id)).toHaveLength(0);
  });

  it('gives up with ERRO once the retries are exhausted', async () => {
    await pointLocation('BAR', { impressoraHost: printer.host, impressoraPorta: printer.port });
    await printer.unplug();
    const order = await createOrder(ctx);
    // This job's own retry limit: 1 retry, then ERRO.
    await ctx.app.orderEvents.boss.updateQueue(PRINT_QUEUE, { name: PRINT_QUEUE, policy: 'standard', retryLimit: 1 });
    await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}?localImpressao=BAR`);
    const [job] = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    const row = await waitForRow(job!.id, (r) => r.statusImpressao !== 'PENDENTE');
    expect(row).toMatchObject({ statusImpressao: 'ERRO', tentativas: 2 });
    expect(row.erro).toMatch(/indisponível/);
    // With one retry its second attempt is the last: heard once, when it gave up.
    await expect
      .poll(() => failuresOf(heard, job!.id).map((m) => (m.impressao as { status: string }).status))
      .toEqual(['ERRO']);
    await ctx.app.orderEvents.boss.updateQueue(PRINT_QUEUE, { name: PRINT_QUEUE, policy: 'standard', retryLimit: 30 });
    await printer.plugIn();
  });

  it("one printer's tickets go out in the order asked, one connection at a time", async () => {
    printer.clear();
    maxInFlight = 0;
    const jobs = Array.from({ length: 12 }, (_, i) => ({
      unidadeId,
      identificador: `TEF_ordem_${i}`,
      origem: 'TEF',
      localImpressao: i % 2 === 0 ? 'CAIXA' : 'COZINHA',
      descricao: `comprovante ${i}`,
      conteudo: `COMPROVANTE ${i}`,
    }));
    // CAIXA and COZINHA point at the same printer here: one queue of tickets for it.
    await recordPrintJobs(ctx.app, ctx.database.db, jobs);
    const tickets = await printer.waitForTickets(12);
    expect(tickets.map((t) => t.text.trim())).toEqual(jobs.map((j) => j.conteudo));
    expect(maxInFlight).toBe(1);
  });

  it('a rolled-back transaction leaves neither the print row nor its queued job', async () => {
    const countJobs = async () => {
      const res = (await ctx.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [
        PRINT_QUEUE,
      ])) as {
        rows: { n: number }[];
      };
      return res.rows[0]!.n;
    };
    const before = await countJobs();
    const rowsBefore = (await ctx.database.db.select().from(impressao)).length;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordPrintJobs(ctx.app, tx, [
          { unidadeId, identificador: 'ROLLBACK', origem: 'APP', localImpressao: 'CAIXA', descricao: 'rollback' },
        ]);
        expect(await tx.select().from(impressao).where(eq(impressao.identificador, 'ROLLBACK'))).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countJobs()).toBe(before);
    expect(await ctx.database.db.select().from(impressao)).toHaveLength(rowsBefore);
    // And a committed one enqueues exactly one job per row.
    await ctx.database.db.transaction((tx) =>
      recordPrintJobs(ctx.app, tx, [
        {
          unidadeId,
          identificador: 'COMMIT',
          origem: 'TEF',
          localImpressao: 'CAIXA',
          descricao: 'tef',
          conteudo: 'VIA CLIENTE',
        },
      ]),
    );
    expect(await countJobs()).toBe(before + 1);
  });
});
