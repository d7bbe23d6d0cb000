import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { impressao, localImpressao } from '../src/db/schema';
import { recordPrintJobs } from '../src/print/print-jobs';
import { startVirtualPrinter, type VirtualPrinter } from '../src/providers/printer';
import { createTestContext, testAppConfig, type TestContext } from './helpers';

let ctx: TestContext;
let printer: VirtualPrinter;

beforeAll(async () => {
  // The first server records prints but does not deliver them (as one stopped before its worker ran).
  ctx = await createTestContext({ print: { delivery: false } });
  printer = await startVirtualPrinter({ port: 0 });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await printer.close();
});

describe('print jobs are durable', () => {
  it('a print recorded by one server is printed by the next one on the same database', async () => {
    const unidadeId = (await ctx.session('caixa')).unidade.id;
    await ctx.database.db
      .update(localImpressao)
      .set({ impressoraHost: printer.host, impressoraPorta: printer.port })
      .where(and(eq(localImpressao.unidadeId, unidadeId), eq(localImpressao.chave, 'CAIXA')));
    const [id] = await recordPrintJobs(ctx.app, ctx.database.db, [
      {
        unidadeId,
        identificador: 'TEF_restart',
        origem: 'TEF',
        localImpressao: 'CAIXA',
        descricao: 'Comprovante',
        conteudo: 'VIA CLIENTE\nPAGAMENTO APROVADO',
      },
    ]);
    const [recorded] = await ctx.database.db.select().from(impressao).where(eq(impressao.id, id!));
    expect(recorded).toMatchObject({ statusImpressao: 'PENDENTE', tentativas: 0 });

    const next = await buildApp({
      config: testAppConfig(),
      database: ctx.database,
      logger: false,
      print: { pollIntervalMs: 50 },
    });
    try {
      await next.ready();
      const [ticket] = await printer.waitForTickets(1);
      expect(ticket!.text).toContain('PAGAMENTO APROVADO');
      for (let i = 0; i < 200; i++) {
        const [row] = await ctx.database.db.select().from(impressao).where(eq(impressao.id, id!));
        if (row!.statusImpressao === 'IMPRESSO') return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('a impressão não foi marcada IMPRESSO');
    } finally {
      await next.close();
    }
  });
});
