/**
 * A marketplace cancellation is a request (issue 29): iFood answers requestCancellation with 202 and tells the
 * outcome by event. Our order is cancelled — production stopped, payments given back — only on iFood's
 * CANCELLED event; a CANCELLATION_REQUEST_FAILED leaves it as it was, logs iFood's reason and tells the unit's
 * terminals why (the order's message on the realtime channel).
 */
import type { RealtimeMessage, TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movimentoFinanceiro, pedidoIntegracao } from '../src/db/schema';
import { confirmedIfoodOrder, marketplaceSandbox } from './marketplace-sandbox';
import { createTestContext, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let sandbox: Awaited<ReturnType<typeof marketplaceSandbox>>;
let baseUrl: string;
const pool = socketPool();
const ORDERS = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  sandbox = await marketplaceSandbox();
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await sandbox('POST', '/settings', { refuseCancellations: false });
  await ctx?.close();
});

const post = async (url: string, as = 'caixa') => ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as) });
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, id)))[0]!;

const confirmed = () => confirmedIfoodOrder(ctx, sandbox);

const cancel = (id: number) =>
  post(`${ORDERS}/situacao/${id}/CANCELADO?motivoCancelamento=Acabou%20o%20item&cancellationCode=503`);

describe('iFood cancellation', () => {
  it('is a request: nothing cancelled until iFood’s CANCELLED event; then cancelled once', async () => {
    const { id, marketplaceId } = await confirmed();
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TOrder>();
    expect(answer).toMatchObject({
      situacao: 'CONFIRMADO',
      mensagemParaUsuario: MSG.MARKETPLACE_CANCELLATION_REQUESTED,
    });
    expect(answer.logs).toMatch(/Cancelamento solicitado ao iFood por caixa em .*Motivo: Acabou o item \(código 503\)/);
    expect((await rowOf(id)).situacao).toBe('CONFIRMADO');
    expect((await sandbox<{ status: string }>('GET', `/orders/${marketplaceId}`)).status).toBe('CANCELLED');
    await ctx.app.marketplacePoller.pollAll();
    const row = await rowOf(id);
    expect(row.situacao).toBe('CANCELADO');
    expect(row.motivoCancelamento).toBe('Cancelado no iFood (código 503)');
  });

  it('refused by iFood (CANCELLATION_REQUEST_FAILED): the order stays, the log keeps why, the terminals hear it', async () => {
    const { id } = await confirmed();
    await sandbox('POST', '/settings', { refuseCancellations: true });
    const heard = collectMessages(await pool.connect(baseUrl, (await ctx.login('despacho')).jwtToken));
    try {
      const res = await cancel(id);
      expect(res.json<TOrder>().situacao).toBe('CONFIRMADO');
      await ctx.app.marketplacePoller.pollAll();
    } finally {
      await sandbox('POST', '/settings', { refuseCancellations: false });
    }
    const row = await rowOf(id);
    expect(row.situacao).toBe('CONFIRMADO');
    const message = MSG.marketplaceCancellationRefused(row.sequencial ?? id, 'Cancelamento recusado pelo iFood.');
    const read = await ctx.app.inject({ method: 'GET', url: `${ORDERS}/${id}`, headers: await ctx.auth('caixa') });
    expect(read.json<TOrder>().logs).toContain(message);
    await expect
      .poll(() => heard.some((m: RealtimeMessage) => m.order?.id === id && m.order?.mensagemParaUsuario === message))
      .toBe(true);
    // No money moved: nothing was cancelled.
    const moves = await ctx.database.db.select().from(movimentoFinanceiro).where(eq(movimentoFinanceiro.pedidoId, id));
    expect(moves).toHaveLength(0);
  });
});
