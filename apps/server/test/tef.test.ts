import type {
  TFormaPagamento,
  TOrder,
  TTefAgentCancelResult,
  TTefAgentResult,
  TTefAgentSale,
  TTefIntent,
} from '@brasa/contracts';
import { TEF_PATHS } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracao, logEvento, movimentoFinanceiro, pedidoIntegracao, tefIntencaoVenda } from '../src/db/schema';
import { startLocalTefAgent } from '../src/providers/tef/local-agent';
import { TEF_SANDBOX_COMPANY, TEF_SANDBOX_PREFIX } from '../src/providers/tef/sandbox';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, withRole, type TestContext } from './helpers';
import { createOrder } from './order-factory';

// The sandbox terminal answers in ~60 ms; this server asks every 20 ms.
process.env.BRASA_TEF_SANDBOX_DELAY_MS = '60';
process.env.BRASA_TEF_POLL_MS = '20';

let ctx: TestContext;
let methods: TFormaPagamento[];
let sandboxUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
  methods = (
    await ctx.app.inject({
      method: 'GET',
      url: '/service?action=list&entity=formaPagamento',
      headers: await ctx.auth('caixa'),
    })
  ).json<TFormaPagamento[]>();
}, 60_000);
afterAll(() => ctx.close());

const tefMethod = (codigo: string) => methods.find((m) => m.codigo === codigo && m.utilizaTef)!.id;
let keySeq = 0;

async function startIntent(
  pedidoId: number,
  valor: number,
  opts: { codigo?: string; as?: string; key?: string; terminalId?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: TEF_PATHS.intencaoVenda,
    headers: { ...(await ctx.auth(opts.as ?? 'caixa')), 'idempotency-key': opts.key ?? `k-${Date.now()}-${keySeq++}` },
    payload: { pedidoId, formaPagamentoId: tefMethod(opts.codigo ?? 'CD'), valor, terminalId: opts.terminalId },
  });
}

const getIntent = async (id: number, as = 'caixa') =>
  ctx.app.inject({ method: 'GET', url: TEF_PATHS.intencaoVendaById(id), headers: await ctx.auth(as) });

/** Polls GET intent (which refreshes from the provider) until `done`. */
async function waitIntent(id: number, done: (i: TTefIntent) => boolean): Promise<TTefIntent> {
  let last: TTefIntent | undefined;
  for (let i = 0; i < 300; i++) {
    last = (await getIntent(id)).json<TTefIntent>();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`intenção ${id} não chegou ao estado esperado: ${JSON.stringify(last)}`);
}

const fetchOrder = async (id: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api-v2/pedidoIntegracao/${id}`, headers: await ctx.auth('caixa') })
  ).json<TOrder>();

const tefPayments = (order: TOrder) => order.iFoodOrder.payments.filter((p) => (p as { tefInfo?: unknown }).tefInfo);

const sandbox = (path: string, method: 'GET' | 'POST' = 'POST') =>
  fetch(`${sandboxUrl}/sandbox/tef${path}`, { method }).then(
    (r) => r.json() as Promise<Record<string, unknown> & { cancelada?: boolean }>,
  );

const providerIdOf = async (id: number) =>
  (await ctx.database.db.select().from(tefIntencaoVenda).where(eq(tefIntencaoVenda.id, id)))[0]!.provedorId!;

describe('configuration', () => {
  it('answers the demo configuration and terminals, never the credentials', async () => {
    const config = await ctx.app.inject({
      method: 'GET',
      url: TEF_PATHS.configuracao,
      headers: await ctx.auth('caixa'),
    });
    expect(config.json()).toEqual({
      configurado: true,
      cpfCnpj: '11.222.333/0001-81',
      terminalPadraoId: '101',
      localImpressao: 'CAIXA',
      tipo: 'TEF',
      prazoExclusaoMinutos: 30,
    });
    const terminals = await ctx.app.inject({
      method: 'GET',
      url: TEF_PATHS.terminais,
      headers: await ctx.auth('caixa'),
    });
    expect(terminals.json()).toEqual([
      { id: '101', nome: 'Terminal Caixa 1', padrao: true },
      { id: '102', nome: 'Terminal Caixa 2', padrao: false },
    ]);
    const active = await ctx.app.inject({
      method: 'GET',
      url: `${TEF_PATHS.allIntegracoesAtivas}?tipos=TEF`,
      headers: await ctx.auth('caixa'),
    });
    expect(JSON.parse(active.json()[0].dados).TEF).toMatchObject({ terminalPadraoId: '101' });
    for (const secret of ['senha', 'chaveAgente', '1234', '11222333000181']) expect(active.body).not.toContain(secret);
  });

  it('logs in at the provider before storing, and refuses a wrong password with its message', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.login,
      headers: await ctx.auth('admin'),
      payload: { cpfCnpj: '11.222.333/0001-81', senha: 'errada' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errorMessage).toBe('CPF/CNPJ ou senha inválidos.');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.login,
      headers: await ctx.auth('admin'),
      payload: { cpfCnpj: '11.222.333/0001-81', senha: 'sandbox', terminalId: '101', localImpressao: 'CAIXA' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain('sandbox');
  });

  it('renews a key the provider stopped accepting', async () => {
    await sandbox('/chaves/expirar');
    const terminals = await ctx.app.inject({
      method: 'GET',
      url: TEF_PATHS.terminais,
      headers: await ctx.auth('caixa'),
    });
    expect(terminals.statusCode).toBe(200);
    expect(terminals.json()).toHaveLength(2);
  });
});

describe('sale intents against the sandbox terminal', () => {
  it('approved: recorded once as the order payment with the terminal data, money moved, receipts kept', async () => {
    const order = await createOrder(ctx); // 56,80
    const res = await startIntent(order.id, 20);
    expect(res.statusCode).toBe(200);
    const created = res.json<TTefIntent>();
    expect(created).toMatchObject({ pedidoId: order.id, valor: 20, terminalId: '101', tipoCartao: 'CD' });
    const approved = await waitIntent(created.intencaoVendaId, (i) => i.pagamentoRegistrado);
    expect(approved).toMatchObject({ status: 'APROVADA', statusTransacao: 10, pagamentoRegistrado: true });
    expect(approved.codigoAutorizacao).toMatch(/^\d{6}$/);
    expect(approved.comprovanteCliente).toContain('VIA CLIENTE');
    expect(approved.comprovanteEstabelecimento).toContain('VIA ESTABELECIMENTO');
    // More polls change nothing.
    await getIntent(created.intencaoVendaId);
    await getIntent(created.intencaoVendaId);
    const paid = await fetchOrder(order.id);
    const [payment] = tefPayments(paid);
    expect(tefPayments(paid)).toHaveLength(1);
    expect(payment).toMatchObject({
      value: 20,
      authorizationCode: approved.codigoAutorizacao,
      tefInfo: { terminalId: '101', intencaoVendaId: created.intencaoVendaId },
      nsu: approved.nsu,
      tipoCartaoTef: 'CD',
      indiceRedeAdquirenteTef: approved.adquirente,
      nomeDoCartaoOuDaAdministradora: approved.bandeira,
    });
    const moves = await ctx.database.db
      .select()
      .from(movimentoFinanceiro)
      .where(eq(movimentoFinanceiro.pedidoId, order.id));
    expect(moves).toEqual([expect.objectContaining({ tipo: 'ENTRADA', valorCents: 2000 })]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${TEF_PATHS.intencoesDoPedido}?pedidoId=${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(list.json<TTefIntent[]>().map((i) => i.intencaoVendaId)).toEqual([created.intencaoVendaId]);
  });

  it('prints the customer and the establishment receipt from the intent', async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 5)).json<TTefIntent>();
    const approved = await waitIntent(created.intencaoVendaId, (i) => i.pagamentoRegistrado);
    for (const comprovante of ['CLIENTE', 'ESTABELECIMENTO'] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.enviarImpressaoTef('CAIXA'),
        headers: await ctx.auth('caixa'),
        payload: { pedidoId: order.id, intencaoVendaId: approved.intencaoVendaId, comprovante },
      });
      expect(res.json()).toEqual([{ result: 'SUCCESS', message: MSG.TEF_RECEIPT_SENT }]);
    }
    const other = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.enviarImpressaoTef('CAIXA'),
      headers: await ctx.auth('caixa_filial'),
      payload: { pedidoId: order.id, intencaoVendaId: approved.intencaoVendaId, comprovante: 'CLIENTE' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refused (,25) and expired (,15) close the intent and record nothing', async () => {
    const order = await createOrder(ctx);
    const refused = (await startIntent(order.id, 10.25)).json<TTefIntent>();
    const expired = (await startIntent(order.id, 10.15)).json<TTefIntent>();
    expect((await waitIntent(refused.intencaoVendaId, (i) => i.status === 'RECUSADA')).statusTransacao).toBe(25);
    expect((await waitIntent(expired.intencaoVendaId, (i) => i.status === 'EXPIRADA')).statusTransacao).toBe(15);
    expect(tefPayments(await fetchOrder(order.id))).toEqual([]);
  });

  it('no authorization code (,35): recorded without one, then the cashier types it (not for pix)', async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 10.35, { codigo: 'CC' })).json<TTefIntent>();
    const approved = await waitIntent(created.intencaoVendaId, (i) => i.pagamentoRegistrado);
    expect(approved.codigoAutorizacao).toBeNull();
    const typed = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.codigoAutorizacao(created.intencaoVendaId),
      headers: await ctx.auth('caixa'),
      payload: { codigoAutorizacao: 'A1B2C3' },
    });
    expect(typed.json()).toMatchObject({ codigoAutorizacao: 'A1B2C3' });
    expect(tefPayments(await fetchOrder(order.id))[0]).toMatchObject({ authorizationCode: 'A1B2C3' });

    const pix = (await startIntent(order.id, 10.35, { codigo: 'PX' })).json<TTefIntent>();
    await waitIntent(pix.intencaoVendaId, (i) => i.pagamentoRegistrado);
    const refusedCode = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.codigoAutorizacao(pix.intencaoVendaId),
      headers: await ctx.auth('caixa'),
      payload: { codigoAutorizacao: '123' },
    });
    expect(refusedCode.json().errorMessage).toBe(MSG.TEF_CODE_NOT_FOR_PIX);
  });

  it('cancelled at the terminal: 18 → 19 → 20, nothing recorded', async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 10.45)).json<TTefIntent>();
    await waitIntent(created.intencaoVendaId, (i) => i.statusTransacao === 6);
    const res = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.cancelar(created.intencaoVendaId),
      headers: { ...(await ctx.auth('caixa')), 'idempotency-key': `c-${created.intencaoVendaId}` },
    });
    expect(res.statusCode).toBe(200);
    expect([18, 19, 20]).toContain(res.json().statusTransacao);
    const cancelled = await waitIntent(created.intencaoVendaId, (i) => i.status === 'CANCELADA');
    expect(cancelled.statusTransacao).toBe(20);
    expect(tefPayments(await fetchOrder(order.id))).toEqual([]);
  });

  it('a retried start with the same key answers the same intent and asks the terminal once', async () => {
    const order = await createOrder(ctx);
    const key = `retry-${order.id}`;
    const [a, b] = await Promise.all([startIntent(order.id, 10, { key }), startIntent(order.id, 10, { key })]);
    expect(a.json().intencaoVendaId).toBe(b.json().intencaoVendaId);
    await waitIntent(a.json().intencaoVendaId, (i) => i.pagamentoRegistrado);
    const rows = await ctx.database.db.select().from(tefIntencaoVenda).where(eq(tefIntencaoVenda.pedidoId, order.id));
    expect(rows).toHaveLength(1);
    expect(tefPayments(await fetchOrder(order.id))).toHaveLength(1);
    const other = await startIntent(order.id, 11, { key });
    expect(other.statusCode).toBe(409);
  });

  it('refuses more than the order owes, counting the intents under way', async () => {
    const order = await createOrder(ctx); // 56,80
    expect((await startIntent(order.id, 40.45)).statusCode).toBe(200);
    const second = await startIntent(order.id, 20);
    expect(second.statusCode).toBe(422);
    expect(second.json().errorMessage).toBe(MSG.PAYMENT_ABOVE_PENDING);
  });

  it('the order save refuses a TEF payment from a browser and will not drop a recorded one', async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 10)).json<TTefIntent>();
    await waitIntent(created.intencaoVendaId, (i) => i.pagamentoRegistrado);
    const paid = await fetchOrder(order.id);
    const headers = await ctx.auth('caixa');
    const save = (payments: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pedidoIntegracao',
        headers,
        payload: {
          id: paid.id,
          version: paid.version,
          tipo: paid.tipo,
          identificadorPrincipal: paid.identificadorPrincipal,
          iFoodOrder: { ...paid.iFoodOrder, payments },
        },
      });
    const forged = await save([...paid.iFoodOrder.payments, { value: 5, formaPagamento: { id: tefMethod('CD') } }]);
    expect(forged.json().errorMessage).toBe(MSG.TEF_METHOD_CHARGE_ON_TERMINAL);
    const dropped = await save([]);
    expect(dropped.json().errorMessage).toBe(MSG.TEF_PAYMENT_DELETE_BY_SAVE);
  });
});

describe('late approval and reversals', () => {
  it('an approval for an order already paid in full is cancelled at the provider and logged', async () => {
    const order = await createOrder(ctx); // 56,80
    const created = (await startIntent(order.id, 56.45)).json<TTefIntent>();
    await waitIntent(created.intencaoVendaId, (i) => i.statusTransacao === 6);
    // Meanwhile the order is paid in cash on another terminal (the intent's amount is no longer owed).
    const cashier = await fetchOrder(order.id);
    const cash = methods.find((m) => m.codigo === 'DIN')!.id;
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: await ctx.auth('caixa'),
      payload: {
        id: cashier.id,
        version: cashier.version,
        tipo: cashier.tipo,
        identificadorPrincipal: cashier.identificadorPrincipal,
        iFoodOrder: { ...cashier.iFoodOrder, payments: [{ value: 56.8, formaPagamento: { id: cash } }] },
      },
    });
    expect(save.json().pago).toBe(true);
    await sandbox(`/intents/${await providerIdOf(created.intencaoVendaId)}/approve`);
    const reversed = await waitIntent(created.intencaoVendaId, (i) => i.status === 'CANCELADA');
    expect(reversed.pagamentoRegistrado).toBe(false);
    expect(tefPayments(await fetchOrder(order.id))).toEqual([]);
    const remote = await sandbox(`/intents/${await providerIdOf(created.intencaoVendaId)}`, 'GET');
    expect(remote.cancelada).toBe(true);
    const logs = await ctx.database.db.select().from(logEvento).where(eq(logEvento.pedidoId, order.id));
    expect(logs.map((l) => l.tipo)).toContain('ESTORNO');
  });

  it('deleting a TEF payment needs the technical password and the time window, and cancels at the provider', async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 12)).json<TTefIntent>();
    await waitIntent(created.intencaoVendaId, (i) => i.pagamentoRegistrado);
    const del = async (senhaTecnica: string) =>
      ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.excluirPagamento(created.intencaoVendaId),
        headers: await ctx.auth('caixa'),
        payload: { senhaTecnica, motivo: 'Cliente desistiu' },
      });
    const wrong = await del('0000');
    expect(wrong.json().errorMessage).toBe(MSG.TEF_TECH_PASSWORD_INVALID);
    expect(tefPayments(await fetchOrder(order.id))).toHaveLength(1);
    // Outside the window.
    const approvedAt = new Date(Date.now() - 31 * 60_000);
    await ctx.database.db
      .update(tefIntencaoVenda)
      .set({ aprovadaEm: approvedAt })
      .where(eq(tefIntencaoVenda.id, created.intencaoVendaId));
    expect((await del('1234')).json().errorMessage).toBe(MSG.TEF_PAYMENT_DELETE_EXPIRED);
    await ctx.database.db
      .update(tefIntencaoVenda)
      .set({ aprovadaEm: new Date() })
      .where(eq(tefIntencaoVenda.id, created.intencaoVendaId));
    const ok = await del('1234');
    expect(ok.json()).toMatchObject({ status: 'CANCELADA' });
    const after = await fetchOrder(order.id);
    expect(tefPayments(after)).toEqual([]);
    expect(after.logs).toContain('Motivo: Cliente desistiu');
    expect((await sandbox(`/intents/${await providerIdOf(created.intencaoVendaId)}`, 'GET')).cancelada).toBe(true);
    const moves = await ctx.database.db
      .select()
      .from(movimentoFinanceiro)
      .where(eq(movimentoFinanceiro.pedidoId, order.id));
    expect(moves.map((m) => m.valorCents).sort()).toEqual([-1200, 1200]);
    const logs = await ctx.database.db
      .select()
      .from(logEvento)
      .where(and(eq(logEvento.pedidoId, order.id), eq(logEvento.tipo, 'DELETE')));
    expect(logs).toHaveLength(1);
  });
});

describe('access', () => {
  it("another unit's intent answers 404; a blocked cashier and a waiter cannot use the terminal", async () => {
    const order = await createOrder(ctx);
    const created = (await startIntent(order.id, 10.45)).json<TTefIntent>();
    expect((await getIntent(created.intencaoVendaId, 'caixa_filial')).statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.cancelar(created.intencaoVendaId),
      headers: await ctx.auth('caixa_filial'),
    });
    expect(cancel.statusCode).toBe(404);
    // A unit without a card-terminal integration (the filial's agent switched off): the spec's message.
    const filialId = (await ctx.session('caixa_filial')).unidade.id;
    const filialEl = and(eq(integracao.unidadeId, filialId), eq(integracao.tipo, 'EL'));
    await ctx.database.db.update(integracao).set({ ativo: false }).where(filialEl);
    try {
      const filial = await startIntent(order.id, 1, { as: 'caixa_filial' });
      expect(filial.json().errorMessage).toBe(MSG.TEF_INTEGRATION_REQUIRED);
    } finally {
      await ctx.database.db.update(integracao).set({ ativo: true }).where(filialEl);
    }
    expect((await startIntent(order.id, 1, { as: 'garcom' })).statusCode).toBe(403);
    await withRole(ctx, 'caixa', ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, async () => {
      const blocked = await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.intencaoVenda,
        headers: { ...(await ctx.auth('caixa')), 'idempotency-key': `blocked-${order.id}` },
        payload: { pedidoId: order.id, formaPagamentoId: tefMethod('CD'), valor: 1 },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().errorMessage).toBe(MSG.NO_PAYMENT_PERMISSION);
    });
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.intencaoVenda,
      headers: await ctx.auth('caixa'),
      payload: { pedidoId: order.id, formaPagamentoId: tefMethod('CD'), valor: 1 },
    });
    expect(noKey.json().errorMessage).toBe(MSG.TEF_IDEMPOTENCY_KEY_REQUIRED);
    const bad = await startIntent(order.id, -1);
    expect(bad.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(integracao)).length).toBeGreaterThan(0);
  });
});

describe('local agent (tipos=EL)', () => {
  /** The demo filial charges through the local agent (seeded EL integration, the demo agent key). */
  async function filialSale(valor: number) {
    const filialMethods = (
      await ctx.app.inject({
        method: 'GET',
        url: '/service?action=list&entity=formaPagamento',
        headers: await ctx.auth('caixa_filial'),
      })
    ).json<TFormaPagamento[]>();
    const debit = filialMethods.find((m) => m.codigo === 'CD' && m.utilizaTef)!.id;
    const order = await createOrder(ctx, 'caixa_filial');
    const res = await ctx.app.inject({
      method: 'POST',
      url: TEF_PATHS.intencaoVenda,
      headers: { ...(await ctx.auth('caixa_filial')), 'idempotency-key': `el-${order.id}` },
      payload: { pedidoId: order.id, formaPagamentoId: debit, valor },
    });
    return { order, intent: res.json<TTefIntent>() };
  }

  const agentCall = <T>(agent: { url: string }, path: string, body?: unknown) =>
    fetch(`${agent.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.json() as Promise<T>);

  /** Follows the agent's sale by our reference until it is no longer at the pinpad. */
  async function agentFinal(agent: { url: string }, referencia: string): Promise<TTefAgentSale> {
    for (let i = 0; i < 200; i++) {
      const sale = await agentCall<TTefAgentSale>(agent, `/vendas/${referencia}`);
      if (sale.situacao !== 'EM_ANDAMENTO') return sale;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('a venda ficou no terminal');
  }

  const filialTefPayments = async (pedidoId: number) =>
    tefPayments(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api-v2/pedidoIntegracao/${pedidoId}`,
          headers: await ctx.auth('caixa_filial'),
        })
      ).json<TOrder>(),
    );

  it('records a signed agent result once and refuses a forged or altered one', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 30 });
    try {
      const { order, intent } = await filialSale(15);
      expect(intent).toMatchObject({ tipo: 'EL', status: 'CRIADA', terminalId: 'PINPAD-01' });
      // What the browser does: starts the sale on the agent of the cashier's machine, follows it, relays the result.
      const started = await agentCall<TTefAgentSale>(agent, '/debito', { valor: 15, referencia: intent.referencia });
      expect(started).toMatchObject({ situacao: 'EM_ANDAMENTO', resultado: null });
      const answer = (await agentFinal(agent, intent.referencia!)).resultado!;
      expect(answer).toMatchObject({ resultado: '0', referencia: intent.referencia });
      // The same reference again (a retried request) is the same sale, not a second charge.
      const again = await agentCall<TTefAgentSale>(agent, '/debito', { valor: 15, referencia: intent.referencia });
      expect(again.resultado).toEqual(answer);
      const relay = async (body: Record<string, unknown>) =>
        ctx.app.inject({
          method: 'POST',
          url: TEF_PATHS.resultadoAgente(intent.intencaoVendaId),
          headers: await ctx.auth('caixa_filial'),
          payload: body,
        });
      const forged = await relay({ ...answer, valor: 1500 });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().errorMessage).toBe(MSG.TEF_AGENT_SIGNATURE_INVALID);
      const ok = await relay(answer);
      expect(ok.json()).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true, nsu: answer.nsu });
      await relay(answer);
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      // The demo unit's caixa cannot relay into the filial's intent.
      const other = await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.resultadoAgente(intent.intencaoVendaId),
        headers: await ctx.auth('caixa'),
        payload: answer,
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await agent.close();
    }
  });

  it('keeps an approval the page never relayed until it is re-sent, and records it once', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 30 });
    try {
      const { order, intent } = await filialSale(21.5);
      await agentCall(agent, '/credito', { valor: 21.5, referencia: intent.referencia, parcelas: 1 });
      // The terminal approves; the page closed before relaying it: the server knows nothing yet.
      await agentFinal(agent, intent.referencia!);
      expect((await getIntent(intent.intencaoVendaId, 'caixa_filial')).json()).toMatchObject({ status: 'CRIADA' });
      expect(await filialTefPayments(order.id)).toHaveLength(0);
      // The next page load asks the agent for what it kept and re-sends it, by reference.
      const kept = await agentCall<TTefAgentResult[]>(agent, '/pendentes');
      const mine = kept.filter((r) => r.referencia === intent.referencia);
      expect(mine).toHaveLength(1);
      const resend = async (as = 'caixa_filial') =>
        ctx.app.inject({
          method: 'POST',
          url: TEF_PATHS.resultadoAgentePendente,
          headers: await ctx.auth(as),
          payload: mine[0],
        });
      // Another unit cannot settle it.
      expect((await resend('caixa')).statusCode).toBe(404);
      const first = await resend();
      expect(first.json()).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true, nsu: mine[0]!.nsu });
      // Two tabs re-sending the same result (or a confirm lost on the way): still one payment.
      expect((await resend()).json()).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true });
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      // Confirmed: the agent forgets it.
      await agentCall(agent, `/vendas/${intent.referencia}/confirmar`, {});
      const after = await agentCall<TTefAgentResult[]>(agent, '/pendentes');
      expect(after.some((r) => r.referencia === intent.referencia)).toBe(false);
    } finally {
      await agent.close();
    }
  });

  it('records an approval that arrives after the page cancelled the sale', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 0 });
    try {
      const { order, intent } = await filialSale(9.9);
      const approved = await agentCall<TTefAgentSale>(agent, '/debito', { valor: 9.9, referencia: intent.referencia });
      expect(approved.situacao).toBe('FINALIZADA');
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.cancelar(intent.intencaoVendaId),
        headers: { ...(await ctx.auth('caixa_filial')), 'idempotency-key': `el-cancel-${intent.intencaoVendaId}` },
      });
      expect(cancelled.json()).toMatchObject({ status: 'CANCELADA' });
      const relayed = await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.resultadoAgentePendente,
        headers: await ctx.auth('caixa_filial'),
        payload: approved.resultado!,
      });
      expect(relayed.json()).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true });
      expect(await filialTefPayments(order.id)).toHaveLength(1);
    } finally {
      await agent.close();
    }
  });

  const filialLogs = (pedidoId: number, tipo: string) =>
    ctx.database.db
      .select()
      .from(logEvento)
      .where(and(eq(logEvento.pedidoId, pedidoId), eq(logEvento.tipo, tipo)));

  it('a late approval the order cannot take stays to reverse until the agent signs its cancel, once', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 0 });
    try {
      const { order, intent } = await filialSale(7);
      const approved = await agentCall<TTefAgentSale>(agent, '/debito', { valor: 7, referencia: intent.referencia });
      // Meanwhile the order was cancelled: the approval cannot be its payment.
      await ctx.database.db
        .update(pedidoIntegracao)
        .set({ situacao: 'CANCELADO' })
        .where(eq(pedidoIntegracao.id, order.id));
      const relayed = (
        await ctx.app.inject({
          method: 'POST',
          url: TEF_PATHS.resultadoAgente(intent.intencaoVendaId),
          headers: await ctx.auth('caixa_filial'),
          payload: approved.resultado!,
        })
      ).json<TTefIntent>();
      expect(relayed).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: false });
      expect(relayed.cancelamentoAgente).toMatchObject({ nsu: approved.resultado!.nsu, valor: 7 });
      const pending = async (as = 'caixa_filial') =>
        (await ctx.app.inject({ method: 'GET', url: TEF_PATHS.estornosAgente, headers: await ctx.auth(as) })).json<
          TTefIntent[]
        >();
      expect((await pending()).map((i) => i.intencaoVendaId)).toContain(intent.intencaoVendaId);
      expect((await pending('caixa')).map((i) => i.intencaoVendaId)).not.toContain(intent.intencaoVendaId);
      // What the browser does: the administrative cancel at the agent, then the signed answer to the server.
      const { nsu, data, valor } = relayed.cancelamentoAgente!;
      const cancel = await agentCall<TTefAgentCancelResult>(agent, '/cancelamento', { nsu, data, valor });
      expect(cancel).toMatchObject({ resultado: '0', nsu, referencia: intent.referencia });
      const relay = async (body: Record<string, unknown>, as = 'caixa_filial') =>
        ctx.app.inject({
          method: 'POST',
          url: TEF_PATHS.cancelamentoAgente,
          headers: await ctx.auth(as),
          payload: body,
        });
      const forged = await relay({ ...cancel, valor: 0.07 });
      expect(forged.statusCode).toBe(403);
      // A sale's signature never passes for a cancel's.
      expect((await relay({ ...cancel, assinatura: approved.resultado!.assinatura })).statusCode).toBe(403);
      expect((await getIntent(intent.intencaoVendaId, 'caixa_filial')).json()).toMatchObject({ status: 'APROVADA' });
      expect(await pending()).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'APROVADA' })]));
      // Another unit cannot settle it (same demo agent key there: found by reference in the caller's unit only).
      expect((await relay(cancel, 'caixa')).statusCode).toBe(404);
      const ok = await relay(cancel);
      expect(ok.json()).toMatchObject({ status: 'CANCELADA', pagamentoRegistrado: false, cancelamentoAgente: null });
      const replay = await relay(cancel);
      expect(replay.json()).toMatchObject({ status: 'CANCELADA' });
      expect(await filialLogs(order.id, 'CANCEL')).toHaveLength(1);
      expect((await pending()).map((i) => i.intencaoVendaId)).not.toContain(intent.intencaoVendaId);
      expect(await filialTefPayments(order.id)).toHaveLength(0);
    } finally {
      await agent.close();
    }
  });

  it('deleting an EL payment: password and window, the agent cancels, only a signed cancel deletes, once', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 0 });
    try {
      const { order, intent } = await filialSale(18);
      const approved = await agentCall<TTefAgentSale>(agent, '/debito', { valor: 18, referencia: intent.referencia });
      await ctx.app.inject({
        method: 'POST',
        url: TEF_PATHS.resultadoAgente(intent.intencaoVendaId),
        headers: await ctx.auth('caixa_filial'),
        payload: approved.resultado!,
      });
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      const del = async (body: Record<string, unknown>, as = 'caixa_filial') =>
        ctx.app.inject({
          method: 'POST',
          url: TEF_PATHS.excluirPagamento(intent.intencaoVendaId),
          headers: await ctx.auth(as),
          payload: { senhaTecnica: '1234', motivo: 'Cliente desistiu', ...body },
        });
      expect((await del({ senhaTecnica: '0000' })).json().errorMessage).toBe(MSG.TEF_TECH_PASSWORD_INVALID);
      const late = new Date(Date.now() - 31 * 60_000);
      const setApproved = (when: Date) =>
        ctx.database.db
          .update(tefIntencaoVenda)
          .set({ aprovadaEm: when })
          .where(eq(tefIntencaoVenda.id, intent.intencaoVendaId));
      await setApproved(late);
      expect((await del({})).json().errorMessage).toBe(MSG.TEF_PAYMENT_DELETE_EXPIRED);
      await setApproved(new Date());
      // Allowed: nothing is deleted yet, the server answers what to cancel at the agent.
      const asked = (await del({})).json<TTefIntent>();
      expect(asked).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true });
      expect(asked.cancelamentoAgente).toMatchObject({ nsu: approved.resultado!.nsu, valor: 18 });
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      const { nsu, data, valor } = asked.cancelamentoAgente!;
      const cancel = await agentCall<TTefAgentCancelResult>(agent, '/cancelamento', { nsu, data, valor });
      expect(cancel.resultado).toBe('0');
      const forged = await del({ cancelamentoAgente: { ...cancel, assinatura: 'a'.repeat(64) } });
      expect(forged.statusCode).toBe(403);
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      expect((await del({ cancelamentoAgente: cancel }, 'caixa')).statusCode).toBe(404);
      expect(await filialTefPayments(order.id)).toHaveLength(1);
      const ok = await del({ cancelamentoAgente: cancel });
      expect(ok.json()).toMatchObject({ status: 'CANCELADA', pagamentoRegistrado: true });
      expect(await filialTefPayments(order.id)).toHaveLength(0);
      expect((await del({ cancelamentoAgente: cancel })).json()).toMatchObject({ status: 'CANCELADA' });
      expect(await filialLogs(order.id, 'DELETE')).toHaveLength(1);
      const moves = await ctx.database.db
        .select()
        .from(movimentoFinanceiro)
        .where(eq(movimentoFinanceiro.pedidoId, order.id));
      expect(moves.map((m) => m.valorCents).sort()).toEqual([-1800, 1800]);
    } finally {
      await agent.close();
    }
  });

  it('stops a sale still at the pinpad; the cancelled sale leaves nothing to re-send', async () => {
    const agent = await startLocalTefAgent({ port: 0, delayMs: 0 });
    try {
      const { intent } = await filialSale(3.45);
      const waiting = await agentCall<TTefAgentSale>(agent, '/pix', { valor: 3.45, referencia: intent.referencia });
      expect(waiting.situacao).toBe('EM_ANDAMENTO');
      const stopped = await agentCall<TTefAgentSale>(agent, `/vendas/${intent.referencia}/cancelar`, {});
      expect(stopped).toMatchObject({ situacao: 'CANCELADA', resultado: null });
      const kept = await agentCall<TTefAgentResult[]>(agent, '/pendentes');
      expect(kept.some((r) => r.referencia === intent.referencia)).toBe(false);
    } finally {
      await agent.close();
    }
  });
});

describe('provider callback', () => {
  it('the sandbox calls the signed URL on a status change; our route asks the provider and answers the settled intent', async () => {
    // Where the provider reaches us: a catcher here (the test app answers through inject, not a port).
    const caught: { url: string; body: string }[] = [];
    const catcher = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        caught.push({ url: req.url ?? '', body });
        res.end('{}');
      });
    });
    await new Promise<void>((done) => catcher.listen(0, '127.0.0.1', done));
    const port = (catcher.address() as AddressInfo).port;
    process.env.TEF_CALLBACK_URL = `http://127.0.0.1:${port}/`;
    try {
      const order = await createOrder(ctx);
      // ,45 stays at the terminal until forced: only the callback says when.
      const created = (await startIntent(order.id, 5.45)).json<TTefIntent>();
      await sandbox(`/intents/${await providerIdOf(created.intencaoVendaId)}/approve`);
      for (let i = 0; i < 200 && caught.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(caught).toHaveLength(1);
      const { url, body } = caught[0]!;
      expect(url).toMatch(
        new RegExp(`^/api-v2/tef/notificacao/\\d+/${created.intencaoVendaId}\\?assinatura=[0-9a-f]{64}$`),
      );
      expect(JSON.parse(body)).toMatchObject({ status: 10 });
      // The route is public (the provider has no session) and trusts only the signature in its URL.
      const notified = await ctx.app.inject({ method: 'POST', url, payload: { status: 10 } });
      expect(notified.statusCode).toBe(200);
      expect(notified.json()).toMatchObject({ status: 'APROVADA', pagamentoRegistrado: true });
      expect(tefPayments(await fetchOrder(order.id))).toHaveLength(1);
      const forged = await ctx.app.inject({
        method: 'POST',
        url: url.replace(/assinatura=.*/, `assinatura=${'0'.repeat(64)}`),
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().errorMessage).toBe(MSG.TEF_CALLBACK_INVALID);
      // The signature names one intent: another id is not found with it.
      const other = await ctx.app.inject({
        method: 'POST',
        url: url.replace(`/${created.intencaoVendaId}?`, `/${created.intencaoVendaId + 100000}?`),
      });
      expect(other.statusCode).toBe(404);
      const replay = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(replay.json()).toMatchObject({ status: 'APROVADA' });
      expect(tefPayments(await fetchOrder(order.id))).toHaveLength(1);
    } finally {
      delete process.env.TEF_CALLBACK_URL;
      await new Promise((done) => catcher.close(done));
    }
  });
});

describe('ControlPay protocol', () => {
  it('IntencaoVenda/GetById is a POST: the sandbox refuses GET with 405, as ASP.NET Web API does', async () => {
    const base = `${sandboxUrl}${TEF_SANDBOX_PREFIX}/webapi`;
    const login = await fetch(`${base}/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpfCnpj: TEF_SANDBOX_COMPANY.cpfCnpj, senha: TEF_SANDBOX_COMPANY.senha }),
    });
    const { pessoa } = (await login.json()) as { pessoa: { key: string } };
    const url = `${base}/IntencaoVenda/GetById?key=${pessoa.key}&intencaoVendaId=1`;
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url, { method: 'POST' })).status).not.toBe(405);
  });
});
