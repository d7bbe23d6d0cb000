/**
 * iFood's negotiation platform (issue 29): a customer's dispute (HANDSHAKE_DISPUTE) reaches the board with its
 * deadline and answers; the delivery cashier accepts, rejects with a reason or proposes one of the offered
 * alternatives before it expires; iFood's HANDSHAKE_SETTLEMENT ends it. Against the sandbox, which checks the answers
 * as iFood does.
 */
import type { RealtimeMessage, TMarketplaceDispute } from '@brasa/contracts';
import { MSG, formatDateTimeBr } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceDisputa, pedidoIntegracao } from '../src/db/schema';
import { confirmedIfoodOrder, marketplaceSandbox } from './marketplace-sandbox';
import { createTestContext, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let sandbox: Awaited<ReturnType<typeof marketplaceSandbox>>;
let baseUrl: string;
const pool = socketPool();
const BASE = '/api-v2/pedidoIntegracao/negociacoes';

beforeAll(async () => {
  ctx = await createTestContext();
  sandbox = await marketplaceSandbox();
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx?.close();
});

interface SandboxDispute {
  disputeId: string;
  status: string;
  alternatives: { id: string; type: string }[];
  answer: { kind: string; body: unknown } | null;
}

/** An iFood order with a dispute the customer opened, polled into our database. */
async function disputed(body: Record<string, unknown> = {}) {
  const order = await confirmedIfoodOrder(ctx, sandbox);
  const opened = await sandbox<SandboxDispute>('POST', `/orders/${order.marketplaceId}/disputes`, body);
  await ctx.app.marketplacePoller.pollAll();
  const [row] = await ctx.database.db
    .select()
    .from(marketplaceDisputa)
    .where(eq(marketplaceDisputa.disputaId, opened.disputeId));
  return { ...order, sandboxDispute: opened, id: row!.id };
}

const list = async (as = 'caixa') => ctx.app.inject({ method: 'GET', url: BASE, headers: await ctx.auth(as) });
const answer = async (id: number, body: unknown, as = 'caixa', key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/responder`,
    headers: { ...(await ctx.auth(as)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
const sandboxDispute = (disputeId: string) => sandbox<SandboxDispute>('GET', `/disputes/${disputeId}`);
const orderRow = async (id: number) =>
  (await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, id)))[0]!;

describe('iFood negotiation platform', () => {
  it('a dispute reaches the board with its deadline and alternatives, and every terminal hears it', async () => {
    const heard = collectMessages(await pool.connect(baseUrl, (await ctx.login('caixa')).jwtToken));
    const d = await disputed({ message: 'Veio o lanche errado', expiresInSeconds: 420 });
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json<TMarketplaceDispute[]>().find((x) => x.id === d.id)!;
    expect(open).toMatchObject({
      pedidoId: d.id,
      acao: 'CANCELLATION',
      titulo: 'Cancelamento do pedido após a entrega',
      mensagem: 'Veio o lanche errado',
      seNaoResponder: 'o iFood recusa o pedido do cliente',
      status: 'ABERTA',
      alternativas: [{ tipo: 'REFUND', descricao: 'Reembolso parcial', valorMaximo: 32.15 }],
    });
    const left = Date.parse(open.expiraEm) - Date.now();
    expect(left).toBeGreaterThan(400_000);
    expect(left).toBeLessThanOrEqual(420_000);
    await expect
      .poll(() =>
        heard.some(
          (m: RealtimeMessage) => m.type === 'MARKETPLACE_DISPUTE' && (m.disputa as { id: number }).id === d.id,
        ),
      )
      .toBe(true);
    // Redelivered events store the dispute once.
    await ctx.app.marketplacePoller.pollAll();
    const rows = await ctx.database.db.select().from(marketplaceDisputa).where(eq(marketplaceDisputa.pedidoId, d.id));
    expect(rows).toHaveLength(1);
  });

  it('accepting a full cancellation: iFood settles it and cancels the order; the log keeps both', async () => {
    const d = await disputed();
    const res = await answer(d.id, { resposta: 'ACEITAR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMarketplaceDispute>()).toMatchObject({
      status: 'RESPONDIDA',
      resposta: 'ACEITAR',
      respondidaPor: 'caixa',
    });
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).status).toBe('ACCEPTED');
    await ctx.app.marketplacePoller.pollAll();
    const [row] = await ctx.database.db.select().from(marketplaceDisputa).where(eq(marketplaceDisputa.id, d.id));
    expect(row).toMatchObject({ status: 'ENCERRADA', desfecho: 'ACCEPTED' });
    expect((await orderRow(d.id)).situacao).toBe('CANCELADO');
    expect((await list()).json<TMarketplaceDispute[]>().map((x) => x.id)).not.toContain(d.id);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${d.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(read.json().logs).toMatch(/O cliente abriu uma negociação no iFood/);
    expect(read.json().logs).toMatch(/Negociação do iFood respondida: aceita/);
    expect(read.json().logs).toMatch(/Negociação do iFood encerrada: Aceita/);
  });

  it('rejecting needs a reason; then iFood has it and the order stays as it was', async () => {
    const d = await disputed();
    const empty = await answer(d.id, { resposta: 'REJEITAR', motivo: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toMatch(/Informe o motivo da recusa/);
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).status).toBe('OPEN');
    const res = await answer(d.id, { resposta: 'REJEITAR', motivo: 'O pedido saiu conferido e lacrado.' });
    expect(res.statusCode, res.body).toBe(200);
    const at = await sandboxDispute(d.sandboxDispute.disputeId);
    expect(at).toMatchObject({
      status: 'REJECTED',
      answer: { kind: 'reject', body: { reason: 'O pedido saiu conferido e lacrado.' } },
    });
    await ctx.app.marketplacePoller.pollAll();
    expect((await orderRow(d.id)).situacao).toBe('CONFIRMADO');
  });

  it('a refund proposal: within the offered maximum, sent in cents; above it refused and nothing sent', async () => {
    const d = await disputed();
    const alternative = d.sandboxDispute.alternatives[0]!;
    const above = await answer(d.id, { resposta: 'ALTERNATIVA', alternativaId: alternative.id, valor: 32.16 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errorMessage).toBe(MSG.disputaValorMaximo('R$ 32,15'));
    const unknown = await answer(d.id, { resposta: 'ALTERNATIVA', alternativaId: 'outra', valor: 5 });
    expect(unknown.json().errorMessage).toBe(MSG.DISPUTE_ALTERNATIVE_NOT_FOUND);
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).answer).toBeNull();
    const res = await answer(d.id, { resposta: 'ALTERNATIVA', alternativaId: alternative.id, valor: 12.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sandboxDispute(d.sandboxDispute.disputeId)).toMatchObject({
      status: 'ALTERNATIVE_REPLIED',
      answer: {
        kind: 'alternative',
        body: { type: 'REFUND', metadata: { amount: { value: '1250', currency: 'BRL' } } },
      },
    });
  });

  it('more time on a delay: only the offered minutes and reasons', async () => {
    const d = await disputed({ handshakeType: 'DELAY' });
    const alternative = d.sandboxDispute.alternatives.find((a) => a.type === 'ADDITIONAL_TIME')!;
    const wrong = await answer(d.id, {
      resposta: 'ALTERNATIVA',
      alternativaId: alternative.id,
      minutos: 15,
      motivo: 'HIGH_STORE_DEMAND',
    });
    expect(wrong.json().errorMessage).toBe(MSG.disputaTempos('10, 20, 30'));
    const noReason = await answer(d.id, { resposta: 'ALTERNATIVA', alternativaId: alternative.id, minutos: 20 });
    expect(noReason.json().errorMessage).toBe(MSG.DISPUTE_TIME_REASON);
    const res = await answer(d.id, {
      resposta: 'ALTERNATIVA',
      alternativaId: alternative.id,
      minutos: 20,
      motivo: 'HIGH_STORE_DEMAND',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).answer).toMatchObject({
      body: { type: 'ADDITIONAL_TIME', metadata: { additionalTimeInMinutes: 20, reason: 'HIGH_STORE_DEMAND' } },
    });
  });

  it('two terminals answering at once: one answer reaches iFood, the other is told who answered', async () => {
    const d = await disputed();
    const [a, b] = await Promise.all([
      answer(d.id, { resposta: 'REJEITAR', motivo: 'Pedido entregue completo.' }),
      answer(d.id, { resposta: 'ACEITAR' }, 'admin'),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errorMessage).toMatch(/já foi respondida|sendo enviada ao iFood/);
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).status).not.toBe('OPEN');
  });

  it('a retry with the same Idempotency-Key answers the stored result; another answer afterwards is refused', async () => {
    const d = await disputed();
    const first = await answer(d.id, { resposta: 'ACEITAR' }, 'caixa', 'disputa-retry-1');
    const again = await answer(d.id, { resposta: 'ACEITAR' }, 'caixa', 'disputa-retry-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(d.id);
    const other = await answer(d.id, { resposta: 'REJEITAR', motivo: 'Mudei de ideia.' }, 'admin');
    expect(other.statusCode).toBe(409);
    expect(other.json().errorMessage).toBe(MSG.disputaRespondida('caixa'));
  });

  it('after the deadline: refused by us; iFood’s refusal of a late answer leaves the dispute open; EXPIRED ends it', async () => {
    const d = await disputed();
    // Our deadline passed (the row's, as iFood gave it): refused before iFood is asked.
    const past = new Date(Date.now() - 60_000);
    await ctx.database.db.update(marketplaceDisputa).set({ expiraEm: past }).where(eq(marketplaceDisputa.id, d.id));
    const late = await answer(d.id, { resposta: 'ACEITAR' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessage).toBe(MSG.disputaExpirada(formatDateTimeBr(past)));
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).answer).toBeNull();

    // iFood's deadline passed first (its clock): its refusal comes back and the dispute is answerable as before.
    const e = await disputed({ expiresInSeconds: 60 });
    await sandbox('POST', '/clock', { advanceMs: 61_000 });
    try {
      const refused = await answer(e.id, { resposta: 'ACEITAR' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errorMessage).toBe('O iFood recusou a resposta: O prazo desta negociação terminou.');
      const [row] = await ctx.database.db.select().from(marketplaceDisputa).where(eq(marketplaceDisputa.id, e.id));
      expect(row).toMatchObject({ status: 'ABERTA', resposta: null });
      await ctx.app.marketplacePoller.pollAll();
      const [ended] = await ctx.database.db.select().from(marketplaceDisputa).where(eq(marketplaceDisputa.id, e.id));
      expect(ended).toMatchObject({ status: 'ENCERRADA', desfecho: 'EXPIRED' });
      // REJECT_CANCELLATION on timeout: the order stays.
      expect((await orderRow(e.id)).situacao).toBe('CONFIRMADO');
    } finally {
      await sandbox('POST', '/clock', { advanceMs: -61_000 });
    }
  });

  it('the roles: a waiter and another unit get nothing; malformed answers change nothing', async () => {
    const d = await disputed();
    expect((await list('garcom')).statusCode).toBe(403);
    expect((await answer(d.id, { resposta: 'ACEITAR' }, 'garcom')).statusCode).toBe(403);
    const other = await answer(d.id, { resposta: 'ACEITAR' }, 'caixa_filial');
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe(MSG.DISPUTE_NOT_FOUND);
    expect((await list('caixa_filial')).json<TMarketplaceDispute[]>().map((x) => x.id)).not.toContain(d.id);
    for (const body of [
      {},
      { resposta: 'TALVEZ' },
      { resposta: 'ALTERNATIVA' },
      { resposta: 'ALTERNATIVA', alternativaId: 'x', valor: -1 },
    ]) {
      const res = await answer(d.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMessage).toBeTruthy();
    }
    expect((await answer(999_999, { resposta: 'ACEITAR' })).statusCode).toBe(404);
    expect((await sandboxDispute(d.sandboxDispute.disputeId)).status).toBe('OPEN');
  });
});
