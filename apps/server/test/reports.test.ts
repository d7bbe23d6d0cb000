import { inflateSync } from 'node:zlib';
import type { TDreResponse, TJob } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { couriersOf, storeDelivery } from './courier-factory';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const published: { unidadeUuid: string; userId?: number; job: TJob }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const publish = ctx.app.realtime.publish.bind(ctx.app.realtime);
  ctx.app.realtime.publish = (unidadeUuid, message) => {
    if (message.type === 'UPDATE_STATUS_JOB') published.push({ unidadeUuid, job: message.job as TJob });
    publish(unidadeUuid, message);
  };
  const publishToUser = ctx.app.realtime.publishToUser.bind(ctx.app.realtime);
  ctx.app.realtime.publishToUser = (unidadeUuid, userId, message) => {
    if (message.type === 'UPDATE_STATUS_JOB') published.push({ unidadeUuid, userId, job: message.job as TJob });
    publishToUser(unidadeUuid, userId, message);
  };
  await seedMonth();
});
afterAll(() => ctx.close());

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.auth(as).then((headers) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }));

/** October 2026 of the demo unit: sales (two methods, a reversal), a purchase, rent, interest income and a fee. */
async function seedMonth() {
  const db = ctx.database.db;
  const [unit] = await db
    .select()
    .from(t.unidade)
    .where(eq(t.unidade.nome, (await ctx.session('admin')).unidade.nome));
  const unidadeId = unit!.id;
  const methods = await db.select().from(t.formaPagamento).where(eq(t.formaPagamento.unidadeId, unidadeId));
  const din = methods.find((m) => m.codigo === 'DIN')!;
  const pix = methods.find((m) => m.codigo === 'PX' && !m.utilizaTef)!;
  const move = (m: typeof din, pagamentoId: string, tipo: string, valorCents: number, when: string) => ({
    unidadeId,
    contaId: m.contaId,
    formaPagamentoId: m.id,
    pagamentoId,
    tipo,
    valorCents,
    username: 'admin',
    createdAt: new Date(when),
  });
  await db.insert(t.movimentoFinanceiro).values([
    move(din, 'T1', 'ENTRADA', 100_000, '2026-10-01T12:00:00'),
    move(pix, 'T2', 'ENTRADA', 50_050, '2026-10-02T12:00:00'),
    move(din, 'T1', 'ESTORNO', -10_000, '2026-10-03T12:00:00'),
    // Outside the period: September's last evening and November's first morning.
    move(din, 'T3', 'ENTRADA', 99_999, '2026-09-30T23:30:00'),
    move(din, 'T4', 'ENTRADA', 99_999, '2026-11-01T00:30:00'),
    // A courier settlement's balance is not a result line.
    { ...move(din, 'ACERTO:1:2026-10-05', 'ACERTO_ENTREGADOR', 7_000, '2026-10-05T12:00:00') },
  ]);
  const ops = await db
    .select({ id: t.operacaoFinanceira.id, descricao: t.operacaoFinanceira.descricao })
    .from(t.operacaoFinanceira)
    .where(eq(t.operacaoFinanceira.unidadeId, unidadeId));
  const op = (d: string) => ops.find((o) => o.descricao === d)!.id;
  const entry = (operacao: string, descricao: string, valorCents: number, when: string) => ({
    unidadeId,
    operacaoId: op(operacao),
    descricao,
    valorCents,
    data: new Date(when),
  });
  await db
    .insert(t.lancamentoFinanceiro)
    .values([
      entry('Carnes', 'Compra de carnes', -40_000, '2026-10-04T09:00:00'),
      entry('Aluguel', 'Aluguel outubro', -30_000, '2026-10-05T10:00:00'),
      entry('Rendimento de aplicação', 'CDB', 1_000, '2026-10-20T10:00:00'),
      entry('Tarifas bancárias', 'Tarifas', -2_000, '2026-10-05T10:00:00'),
    ]);
}

const OCTOBER = '?dataInicial=2026-10-01%2000:00:00&dataFinal=2026-10-31%2000:00:00';

describe('GET /api-v2/dreReport/gerar', () => {
  it('computes the four results from the unit movements of the period', async () => {
    const res = await call('admin', 'GET', `/api-v2/dreReport/gerar${OCTOBER}`);
    expect(res.statusCode).toBe(200);
    const dre = res.json<TDreResponse>();
    expect(dre.receitas.valor).toBe(1400.5);
    expect(dre.receitas.grupos[0]!.descricao).toBe('Vendas');
    expect(dre.receitas.grupos[0]!.operacoes.map((o) => [o.descricao, o.valor])).toEqual([
      ['Dinheiro', 1000],
      ['Pix', 500.5],
      ['Cancelamentos e estornos', -100],
    ]);
    expect(dre.totalReceitaLiquida).toBe(1400.5);
    expect(dre.custos.valor).toBe(-400);
    expect(dre.totalMargemBruta).toBe(1000.5);
    expect(dre.despesas.valor).toBe(-300);
    expect(dre.totalEbitda).toBe(700.5);
    expect(dre.outros.grupos.map((g) => [g.classificacao, g.valor])).toEqual([
      ['RF', 10],
      ['DF', -20],
    ]);
    expect(dre.totalResultadoLiquido).toBe(690.5);
    expect(dre.possuiGrupoCmv).toBe(true);
    const aluguel = dre.despesas.grupos.find((g) => g.descricao === 'Ocupação')!.operacoes[0]!;
    expect(aluguel.movimentacoes).toEqual([{ descricaoMovimentacao: '05/10/2026 - Aluguel outubro', valor: -300 }]);
  });

  it('is empty for a period without movements and for another unit', async () => {
    const empty = (
      await call('admin', 'GET', '/api-v2/dreReport/gerar?dataInicial=2025-01-01&dataFinal=2025-01-31')
    ).json<TDreResponse>();
    expect(empty.receitas.grupos).toEqual([]);
    expect(empty.totalResultadoLiquido).toBe(0);
  });

  it('enforces the rules of doc 4 §5 with their messages', async () => {
    const get = (q: string) => call('admin', 'GET', `/api-v2/dreReport/gerar${q}`);
    const missing = await get('?dataInicial=2026-10-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe(MSG.DRE_DATES_INVALID);
    const invalid = await get('?dataInicial=2026-02-30&dataFinal=2026-03-01');
    expect(invalid.json().errorMessage).toBe(MSG.DRE_DATES_INVALID);
    const reversed = await get('?dataInicial=2026-10-02&dataFinal=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errorMessage).toBe(MSG.DRE_END_BEFORE_START);
    const long = await get('?dataInicial=2026-01-01%2000:00:00&dataFinal=2026-04-02%2000:00:00');
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toBe(MSG.DRE_INTERVAL_TOO_LONG);
    expect((await get('?dataInicial=2026-01-01&dataFinal=2026-04-01')).statusCode).toBe(200);
  });

  it('is the manager’s: a cashier is refused', async () => {
    expect((await call('caixa', 'GET', `/api-v2/dreReport/gerar${OCTOBER}`)).statusCode).toBe(403);
  });
});

async function waitJob(as: string, id: number): Promise<TJob> {
  const userId = (await ctx.session(as)).id;
  for (let i = 0; i < 200; i++) {
    const list = (await call(as, 'GET', `/api-v2/jobAssincrono/listByNomeAndIdUsuario/relatorios/${userId}`)).json<
      TJob[]
    >();
    const job = list.find((j) => j.id === id);
    if (job && (job.status === 'FINALIZADO' || job.status === 'ERRO')) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

async function download(as: string, id: number) {
  const open = await call(as, 'GET', `/api-v2/jobAssincrono/open/${id}`);
  expect(open.statusCode).toBe(200);
  const { url } = open.json<{ url: string }>();
  const file = await ctx.app.inject({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  return { url, file };
}

/** The text a pdfkit document shows: its content streams inflated, the hex strings of TJ/Tj decoded. */
function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.matchAll(/\[(.*?)\] TJ/g)) {
      const parts = [...line[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      text.push(parts.join(''));
    }
  }
  return text.join('');
}

describe('report jobs', () => {
  it('exports the DRE to Excel: PENDENTE -> INICIADO -> FINALIZADO, live, and the workbook reads back', async () => {
    const admin = await ctx.session('admin');
    const res = await call('admin', 'POST', '/api-v2/jobAssincrono', {
      relatorio: 'DRE_EXCEL',
      dataInicial: '2026-10-01 00:00:00',
      dataFinal: '2026-10-31 00:00:00',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<TJob>();
    expect(created.status).toBe('PENDENTE');
    expect(created.descricao).toBe('DRE em Excel - 01/10/2026 a 31/10/2026');
    const job = await waitJob('admin', created.id);
    expect(job.status).toBe('FINALIZADO');
    expect(job.progresso).toBe(100);
    expect(job.visualizado).toBe(false);
    const statuses = published.filter((p) => p.job.id === created.id);
    // Only the owner's sockets hear of his job.
    expect(statuses.every((p) => p.unidadeUuid === admin.unidade.uuid && p.userId === admin.id)).toBe(true);
    expect(statuses.map((p) => p.job.status)).toEqual(['PENDENTE', 'INICIADO', 'INICIADO', 'FINALIZADO']);

    const { file } = await download('admin', created.id);
    expect(file.headers['content-disposition']).toContain('dre.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DRE')!;
    expect(sheet).toBeDefined();
    expect(sheet.getRow(1).values).toEqual([undefined, MSG.DRE_TITLE, MSG.DRE_VALUE_COLUMN]);
    const rows = new Map<string, unknown>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value).trim(), row.getCell(2).value));
    expect(rows.get(MSG.DRE_NET_REVENUE)).toBe(1400.5);
    expect(rows.get(MSG.DRE_GROSS_MARGIN)).toBe(1000.5);
    expect(rows.get(MSG.DRE_EBITDA)).toBe(700.5);
    expect(rows.get(MSG.DRE_NET_RESULT)).toBe(690.5);
    expect(rows.get('Cancelamentos e estornos')).toBe(-100);
    expect(sheet.getCell('B2').numFmt).toContain('R$');
    expect(typeof sheet.getCell('B2').value).toBe('number');

    // Opening marks it viewed (doc 4 §4: the job sent back with visualizado true).
    const viewed = await call('admin', 'POST', '/api-v2/jobAssincrono', { id: created.id, visualizado: true });
    expect(viewed.json<TJob>().visualizado).toBe(true);
  });

  it('exports the DRE to a one-page A4 PDF with the unit, the period and the four results', async () => {
    const admin = await ctx.session('admin');
    const created = (
      await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'DRE_PDF',
        dataInicial: '2026-10-01',
        dataFinal: '2026-10-31',
      })
    ).json<TJob>();
    expect((await waitJob('admin', created.id)).status).toBe('FINALIZADO');
    const { file } = await download('admin', created.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    expect(text).toContain(admin.unidade.nome);
    expect(text).toContain('Período: 01/10/2026 a 31/10/2026');
    for (const label of [MSG.DRE_NET_REVENUE, MSG.DRE_GROSS_MARGIN, MSG.DRE_EBITDA, MSG.DRE_NET_RESULT]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('R$ 1.400,50');
    expect(text).toContain('R$ 690,50');
  });

  it('ends in ERRO with the reason when the report fails', async () => {
    const admin = await ctx.session('admin');
    const row = await ctx.database.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(t.jobAssincrono)
        .values({
          unidadeId: admin.unidade.id,
          usuarioId: admin.id,
          nome: 'relatorios',
          relatorio: 'DRE_PDF',
          descricao: 'DRE quebrado',
          parametros: { unidadeUuid: admin.unidade.uuid, periodo: { inicio: 'x', fim: 'y' } },
        })
        .returning();
      await ctx.app.reportJobs.enqueue(tx, inserted!.id);
      return inserted!;
    });
    ctx.app.reportJobs.wake();
    const job = await waitJob('admin', row.id);
    expect(job.status).toBe('ERRO');
    expect(job.dados).toMatch(/^Falha ao gerar relatório: /);
    expect((await call('admin', 'GET', `/api-v2/jobAssincrono/open/${row.id}`)).statusCode).toBe(422);
  });

  it('keeps jobs to their owner: the list to the user, the file to the unit', async () => {
    const admin = await ctx.session('admin');
    const created = (
      await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'DRE_EXCEL',
        dataInicial: '2026-10-01',
        dataFinal: '2026-10-31',
      })
    ).json<TJob>();
    await waitJob('admin', created.id);
    // Another user of the same unit cannot list the admin's jobs, and his own list does not show them.
    const other = await call('caixa', 'GET', `/api-v2/jobAssincrono/listByNomeAndIdUsuario/relatorios/${admin.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorMessage).toBe(MSG.JOB_OTHER_USER);
    const caixa = await ctx.session('caixa');
    const own = await call('caixa', 'GET', `/api-v2/jobAssincrono/listByNomeAndIdUsuario/relatorios/${caixa.id}`);
    expect(own.json<TJob[]>()).toEqual([]);
    // A cashier cannot start a DRE export; marking someone else's job viewed finds nothing.
    expect(
      (
        await call('caixa', 'POST', '/api-v2/jobAssincrono', {
          relatorio: 'DRE_PDF',
          dataInicial: '2026-10-01',
          dataFinal: '2026-10-31',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('caixa', 'POST', '/api-v2/jobAssincrono', { id: created.id, visualizado: true })).statusCode,
    ).toBe(404);
    // Another unit: neither the link nor the file.
    expect((await call('caixa_filial', 'GET', `/api-v2/jobAssincrono/open/${created.id}`)).statusCode).toBe(404);
    const { url } = await download('admin', created.id);
    const withoutToken = await ctx.app.inject({ method: 'GET', url: url.split('?')[0]! });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().errorMessage).toBe(MSG.JOB_LINK_INVALID);
    // A link signed for one file does not open another.
    const another = (
      await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'DRE_PDF',
        dataInicial: '2026-10-01',
        dataFinal: '2026-10-31',
      })
    ).json<TJob>();
    const swapped = url.replace(created.uuid, another.uuid);
    expect((await ctx.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    // A session token is not a download link.
    const sessionToken = (await ctx.auth('admin')).authorization.slice(7);
    const forged = `/api-v2/jobAssincrono/arquivo/${created.uuid}?token=${sessionToken}`;
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it("keeps a job's file to its owner and the unit's admin: another user finds neither job nor link", async () => {
    const [admin, caixa, despacho] = await Promise.all([
      ctx.session('admin'),
      ctx.session('caixa'),
      ctx.session('despacho'),
    ]);
    // A finished export of the cashier's (his couriers' spreadsheet, say), stored as the runner leaves it.
    const [caixaJob] = await ctx.database.db
      .insert(t.jobAssincrono)
      .values({
        unidadeId: caixa.unidade.id,
        usuarioId: caixa.id,
        nome: 'relatorios',
        relatorio: 'VENDAS_ENTREGADOR',
        descricao: 'Vendas por entregador do caixa',
        parametros: {},
        status: 'FINALIZADO',
        arquivo: Buffer.from('vendas do caixa'),
        arquivoNome: 'vendas.xlsx',
        arquivoTipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      })
      .returning();
    const adminJob = (
      await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'DRE_PDF',
        dataInicial: '2026-10-01',
        dataFinal: '2026-10-31',
      })
    ).json<TJob>();
    expect((await waitJob('admin', adminJob.id)).status).toBe('FINALIZADO');

    // The admin's DRE: the cashier and the dispatcher get 404, as for a job that does not exist.
    for (const user of ['caixa', 'despacho']) {
      const res = await call(user, 'GET', `/api-v2/jobAssincrono/open/${adminJob.id}`);
      expect(res.statusCode).toBe(404);
    }
    // The cashier's own file opens for him; the dispatcher, of the same unit, cannot reach it.
    const own = await download('caixa', caixaJob!.id);
    expect(own.file.rawPayload.toString()).toBe('vendas do caixa');
    expect((await call('despacho', 'GET', `/api-v2/jobAssincrono/open/${caixaJob!.id}`)).statusCode).toBe(404);
    // The unit's admin may open it, with a link of his own.
    const byAdmin = await download('admin', caixaJob!.id);
    expect(byAdmin.file.rawPayload.toString()).toBe('vendas do caixa');

    // A link names the user it was given to: one forged for another user of the unit opens nothing.
    const forged = ctx.app.jwt.sign({
      tipo: 'arquivo-relatorio',
      arquivo: adminJob.uuid,
      unidadeId: admin.unidade.id,
      usuarioId: despacho.id,
      admin: false,
    });
    const forgedUrl = `/api-v2/jobAssincrono/arquivo/${adminJob.uuid}?token=${forged}`;
    expect((await ctx.app.inject({ method: 'GET', url: forgedUrl })).statusCode).toBe(403);
    // ... nor one without its kind (the old links: file and unit only).
    const old = ctx.app.jwt.sign({ arquivo: adminJob.uuid, unidadeId: admin.unidade.id });
    const oldUrl = `/api-v2/jobAssincrono/arquivo/${adminJob.uuid}?token=${old}`;
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(403);
    // The link is a long random token, not a sequential id.
    expect(own.url).toMatch(/\/arquivo\/[0-9a-f-]{36}\?token=[\w.-]{100,}/);
  });

  it('refuses a DRE export over 3 months with the spec message', async () => {
    const res = await call('admin', 'POST', '/api-v2/jobAssincrono', {
      relatorio: 'DRE_EXCEL',
      dataInicial: '2026-01-01',
      dataFinal: '2026-06-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(MSG.DRE_INTERVAL_TOO_LONG);
  });

  it('builds the sales-by-courier spreadsheet', async () => {
    const admin = await ctx.session('admin');
    const created = (
      await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'VENDAS_ENTREGADOR',
        dataInicial: '2026-10-01',
        dataFinal: '2026-10-31',
      })
    ).json<TJob>();
    expect((await waitJob('admin', created.id)).status).toBe('FINALIZADO');
    const { file } = await download('admin', created.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Vendas por entregador')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Entregador',
      'Pedidos',
      'Total (R$)',
      'Ticket médio (R$)',
      'Taxas de entrega (R$)',
    ]);
    expect(admin.unidade.id).toBeGreaterThan(0);
  });

  it("lists each courier's orders of the period's business days, a total line, and keeps to the courier filter", async () => {
    const { unidadeId, carlos, pedro } = await couriersOf(ctx, 'admin');
    const at = (day: number, hour: number) => new Date(2026, 11, day, hour, 0);
    const order = (courierId: number, when: Date, totalCents: number, extra: object = {}) =>
      storeDelivery(ctx, { unidadeId, courierId, at: when, totalCents, feeReais: 6, ...extra });
    await order(carlos, at(10, 12), 4000);
    await order(carlos, at(10, 20), 6000);
    // 02:30 of the 11th still belongs to the 10th's business day (04:00 to 04:00); 05:00 does not.
    await order(carlos, at(11, 2), 2000);
    await order(carlos, at(11, 5), 99_900);
    await order(carlos, at(10, 21), 99_900, { situacao: 'CANCELADO' });
    await order(pedro, at(10, 19), 3050, { feeReais: 0 });

    const sheetOf = async (body: object) => {
      const created = await call('admin', 'POST', '/api-v2/jobAssincrono', {
        relatorio: 'VENDAS_ENTREGADOR',
        dataInicial: '2026-12-10',
        dataFinal: '2026-12-10',
        ...body,
      });
      expect(created.statusCode).toBe(200);
      const job = created.json<TJob>();
      expect((await waitJob('admin', job.id)).status).toBe('FINALIZADO');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('admin', job.id)).file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Vendas por entregador')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { job, rows };
    };

    const all = await sheetOf({});
    expect(all.rows).toEqual([
      ['Entregador', 'Pedidos', 'Total (R$)', 'Ticket médio (R$)', 'Taxas de entrega (R$)'],
      ['MOTOBOY CARLOS', 3, 120, 40, 18],
      ['MOTOBOY PEDRO', 1, 30.5, 30.5, 0],
      ['Total', 4, 150.5, 37.63, 18],
      ['Período: 10/12/2026 a 10/12/2026'],
    ]);

    const onlyPedro = await sheetOf({ entregadorId: pedro });
    expect(onlyPedro.job.descricao).toBe('Vendas por entregador - 10/12/2026 a 10/12/2026 - MOTOBOY PEDRO');
    expect(onlyPedro.rows.slice(1, 3)).toEqual([
      ['MOTOBOY PEDRO', 1, 30.5, 30.5, 0],
      ['Total', 1, 30.5, 30.5, 0],
    ]);

    // Another unit's courier is not found.
    const filial = await couriersOf(ctx, 'caixa_filial');
    const res = await call('admin', 'POST', '/api-v2/jobAssincrono', {
      relatorio: 'VENDAS_ENTREGADOR',
      dataInicial: '2026-12-10',
      dataFinal: '2026-12-10',
      entregadorId: filial.carlos,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(MSG.COURIER_NOT_FOUND);
  });
});
