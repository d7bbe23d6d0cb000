/**
 * gerarNotaFiscal / cancelarNotaFiscal against the SEFAZ sandbox (issue 17): approval, rejection with its
 * message and the number voided, a lost answer resolved by the protocol query without a second number, 539,
 * contingency issued offline and transmitted later with the same key, cancellation, role, model and unit rules.
 */
import type { TOrder, TOrderFiscalPart } from '@brasa/contracts';
import { isValidAccessKey, MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notaFiscal, pedidoIntegracao, serieFiscal } from '../src/db/schema';
import { nfceQrCode, withSupplement } from '../src/providers/fiscal/qrcode';
import { signXml } from '../src/providers/fiscal/sign';
import { buildNFe } from '../src/providers/fiscal/xml';
import { loadFiscalSetup } from '../src/modules/fiscal/setup';
import { transmitPendingFiscal } from '../src/modules/fiscal/service';
import { FISCAL_SANDBOX_PREFIX } from '../src/providers/fiscal';
import { sharedSandboxServer } from '../src/sandbox';
import { DEMO_CSC, DEMO_FISCAL_DATA } from '../src/db/seed/fiscal';
import { hasSqlState } from '../src/errors';
import { createTestContext, type TestContext } from './helpers';
import { schemaErrors } from './sefaz-schema';
import { createOrder, makeOrderInput, setParameter } from './order-factory';
import { nfceInput, paidOrder as paidOrderOf } from './fiscal-fixtures';

let ctx: TestContext;
let sandbox: string;
const CNPJ = DEMO_FISCAL_DATA.emitente.cnpj;

interface Answer {
  pedidoIntegracao: TOrder & { pedido: TOrderFiscalPart | null };
  mensagens: string[];
}

async function control(body: Record<string, unknown>) {
  await fetch(`${sandbox}/controle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cnpj: CNPJ, ...body }),
  });
}

const paidOrder = (as = 'caixa') => paidOrderOf(ctx, as);

async function issue(body: Record<string, unknown>, as = 'caixa', key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao/gerarNotaFiscal',
    headers: { ...(await ctx.auth(as)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

const notesOf = (pedidoId: number) =>
  ctx.database.db.select().from(notaFiscal).where(eq(notaFiscal.pedidoId, pedidoId));
const nextNumber = async () =>
  (
    await ctx.database.db
      .select()
      .from(serieFiscal)
      .where(and(eq(serieFiscal.modelo, '65'), eq(serieFiscal.serie, 1)))
  )[0]?.proximo ?? 1;

beforeAll(async () => {
  // The test runs the transmission pass itself.
  process.env.BRASA_FISCAL_TRANSMIT_MS = '0';
  ctx = await createTestContext();
  sandbox = `${(await sharedSandboxServer()).url}${FISCAL_SANDBOX_PREFIX}`;
  await control({ csc: DEMO_CSC, indisponivel: false });
});
afterAll(async () => ctx?.close());

describe('gerarNotaFiscal', () => {
  it('issues an approved NFC-e for a paid order and fills the order’s pedido part', async () => {
    const order = await paidOrder();
    const res = await issue({ id: order.id, modelo: '65', tipoEmissao: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Answer>();
    expect(answer.mensagens).toEqual([]);
    const part = answer.pedidoIntegracao.pedido!;
    expect(part).toMatchObject({
      status: 100,
      modelo: '65',
      situacao: 'AUTORIZADA',
      tipoEmissao: 1,
      msgStatus: 'Autorizado o uso da NF-e',
    });
    expect(isValidAccessKey(part.chave)).toBe(true);
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({
      status: 'AUTORIZADA',
      chave: part.chave,
      valorCents: Math.round(order.totalPedido * 100),
    });
    expect(note!.nProt).toMatch(/^\d+$/);
    expect(note!.qrCode).toContain(`p=${part.chave}|2|2|1|`);
    // The order read back carries it too.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(read.json<{ pedido: TOrderFiscalPart }>().pedido.chave).toBe(part.chave);
    // A second call answers the same document, no new number.
    const again = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(again.pedidoIntegracao.pedido!.idNotaFiscal).toBe(part.idNotaFiscal);
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('a rejection answers its message; the number is voided and the next issue takes a new one', async () => {
    const order = await paidOrder();
    await control({ respostas: ['REJEITAR:778:Rejeição: Informado NCM inexistente'] });
    const first = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(first.mensagens).toEqual(['Erro ao emitir a NFC-e - Detalhes: Rejeição: Informado NCM inexistente']);
    expect(first.pedidoIntegracao.pedido).toMatchObject({ status: 778, situacao: 'REJEITADA' });
    const second = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(second.pedidoIntegracao.pedido).toMatchObject({ status: 100 });
    const notes = await notesOf(order.id);
    expect(notes.map((n) => n.status).sort()).toEqual(['AUTORIZADA', 'REJEITADA']);
    expect(notes[1]!.numero).toBe(notes[0]!.numero + 1);
  });

  it('a lost answer is resolved by querying the key: approved, one number, sent once', async () => {
    const order = await paidOrder();
    const before = await nextNumber();
    await control({ respostas: ['PERDER_RESPOSTA'] });
    const answer = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(answer.pedidoIntegracao.pedido).toMatchObject({ status: 100, situacao: 'AUTORIZADA' });
    expect(await nextNumber()).toBe(before + 1);
    const received = (await (await fetch(`${sandbox}/controle/${CNPJ}`)).json()) as { recebidas: string[] };
    expect(received.recebidas.filter((k) => k === answer.pedidoIntegracao.pedido!.chave)).toHaveLength(1);
  });

  it('539: the number already holds another key at SEFAZ; the key is queried and the number is not reused blindly', async () => {
    const order = await paidOrder();
    const numero = await nextNumber();
    // Another document already authorized on that number (e.g. a retry that regenerated cNF elsewhere).
    const setup = (await loadFiscalSetup(ctx.database.db, (await ctx.session('caixa')).unidade.id))!;
    const other = buildNFe(nfceInput({ emitente: setup.emitente, numero, cNF: '91827364' }));
    const qr = nfceQrCode({
      chave: other.chave,
      tpAmb: 2,
      idCsc: DEMO_CSC.id,
      csc: DEMO_CSC.token,
      urlQrCode: `${sandbox}/qrcode`,
    });
    const signed = withSupplement(signXml(other.xml, 'infNFe', setup.certificate), qr, `${sandbox}/consulta`);
    const direct = await ctx.app.providers.fiscal.client.authorize(
      { services: ctx.app.providers.fiscal.endpoints('SP', '65', 'homologacao')!.services, tpAmb: 2, cUF: '35' },
      signed,
      '99',
    );
    expect(direct.protocol?.cStat).toBe(100);
    const answer = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(answer.pedidoIntegracao.pedido).toMatchObject({ status: 539, situacao: 'REJEITADA' });
    expect(answer.mensagens[0]).toContain('Duplicidade de NF-e, com diferença na Chave de Acesso');
    expect(await nextNumber()).toBe(numero + 1);
  });

  it('SEFAZ down: the NFC-e is issued offline (tpEmis 9) and transmitted later with the same key', async () => {
    const order = await paidOrder();
    await control({ indisponivel: true });
    const answer = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    const part = answer.pedidoIntegracao.pedido!;
    expect(answer.mensagens).toEqual([MSG.FISCAL_OFFLINE_ISSUED]);
    expect(part).toMatchObject({ situacao: 'CONTINGENCIA', tipoEmissao: 9 });
    expect(part.chave[34]).toBe('9');
    const offline = (await notesOf(order.id)).find((n) => n.status === 'CONTINGENCIA')!;
    expect(offline.xml).toContain('<tpEmis>9</tpEmis>');
    expect(offline.xml).toContain('<dhCont>');
    expect(offline.xml).toContain('<xJust>');
    // Still down: nothing moves.
    expect(await transmitPendingFiscal(ctx.app)).toBe(0);
    await control({ indisponivel: false });
    expect(await transmitPendingFiscal(ctx.app)).toBeGreaterThanOrEqual(1);
    const notes = await notesOf(order.id);
    const sent = notes.find((n) => n.id === offline.id)!;
    expect(sent).toMatchObject({ status: 'AUTORIZADA', chave: part.chave, cStat: 150 });
    // The first, normal key never arrived: its number is voided, never reused.
    expect(notes.filter((n) => n.id !== offline.id).map((n) => n.status)).toEqual(['INUTILIZADA']);
    const [row] = await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, order.id));
    expect(row!.notaFiscal).toMatchObject({ status: 150, chave: part.chave, situacao: 'AUTORIZADA' });
  });

  it('an Idempotency-Key retried answers the first document', async () => {
    const order = await paidOrder();
    const a = (await issue({ id: order.id, modelo: '65' }, 'caixa', `nf-${order.id}`)).json<Answer>();
    const b = (await issue({ id: order.id, modelo: '65' }, 'caixa', `nf-${order.id}`)).json<Answer>();
    expect(b.pedidoIntegracao.pedido!.idNotaFiscal).toBe(a.pedidoIntegracao.pedido!.idNotaFiscal);
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('NF-e (55) needs a customer; with one it is approved with the upper-cased name and digits', async () => {
    const order = await paidOrder();
    const refused = await issue({ id: order.id, modelo: '55' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(MSG.FISCAL_MODEL_55_REQUIRES_CUSTOMER);
    const res = await issue({
      id: order.id,
      modelo: '55',
      nome: 'acme comércio ltda',
      cpfCnpj: '11.444.777/0001-61',
      tipo: 'J',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Answer>().pedidoIntegracao.pedido).toMatchObject({
      status: 100,
      modelo: '55',
      nomeNotaFiscal: 'ACME COMÉRCIO LTDA',
      cpfCnpj: '11444777000161',
    });
    const [note] = (await notesOf(order.id)).filter((n) => n.modelo === '55');
    expect(note!.xml).toContain('<dest><CNPJ>11444777000161</CNPJ>');
  });

  it('model and order rules: 2D, a model left out of MODELOS_DE_DOCUMENTOS_EMITIDOS, an unpaid order', async () => {
    const order = await paidOrder();
    const paf = await issue({ id: order.id, modelo: '2D' });
    expect(paf.statusCode).toBe(422);
    expect(paf.json().errorMessage).toBe('Acesse o DJ PDV para realizar a impressão do cupom fiscal.');
    await setParameter(ctx, 'caixa', 'MODELOS_DE_DOCUMENTOS_EMITIDOS', '65');
    try {
      const nfe = await issue({ id: order.id, modelo: '55', nome: 'X', cpfCnpj: '52998224725' });
      expect(nfe.statusCode).toBe(422);
      expect(nfe.json().errorMessage).toBe(MSG.modeloNaoHabilitado('55'));
    } finally {
      await setParameter(ctx, 'caixa', 'MODELOS_DE_DOCUMENTOS_EMITIDOS', '65,55');
    }
    const unpaid = await createOrder(ctx, 'caixa');
    const res = await issue({ id: unpaid.id, modelo: '65' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.FISCAL_ORDER_NOT_PAID);
  });

  it('a paid order not yet imported is refused (doc 2 §5.7), and issued once imported', async () => {
    const order = await paidOrderOf(ctx, 'caixa', { imported: false });
    const before = await nextNumber();
    const res = await issue({ id: order.id, modelo: '65' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(
      `Pedido #${order.sequencial ?? order.id} precisa estar importado para gerar uma NFC-e/NF-e`,
    );
    expect(await notesOf(order.id)).toHaveLength(0);
    expect(await nextNumber()).toBe(before);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/importar/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(imported.statusCode).toBe(200);
    const ok = await issue({ id: order.id, modelo: '65' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Answer>().pedidoIntegracao.pedido).toMatchObject({ status: 100 });
  });

  it('without ROLE_NOTA_FISCAL the call is refused with the spec’s message', async () => {
    const order = await paidOrder();
    const res = await issue({ id: order.id, modelo: '65' }, 'garcom');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('Permissão negada para emissão de documentos fiscais');
  });

  it('one live document per sale: six concurrent requests (no key, or different keys) authorize one NFC-e', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([
      issue({ id: order.id, modelo: '65' }),
      issue({ id: order.id, modelo: '65' }),
      issue({ id: order.id, modelo: '65' }),
      issue({ id: order.id, modelo: '65' }, 'caixa', `a-${order.id}`),
      issue({ id: order.id, modelo: '65' }, 'caixa', `b-${order.id}`),
      issue({ id: order.id, modelo: '65' }, 'caixa', `c-${order.id}`),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((r) => r.json<Answer>().pedidoIntegracao.pedido?.idNotaFiscal));
    expect(ids.size).toBe(1);
    const notes = await notesOf(order.id);
    expect(notes.map((n) => n.status)).toEqual(['AUTORIZADA']);
    const received = (await (await fetch(`${sandbox}/controle/${CNPJ}`)).json()) as { recebidas: string[] };
    expect(received.recebidas.filter((k) => k === notes[0]!.chave)).toHaveLength(1);
  });

  it('another model while one is live is refused, saying to cancel the first; cancelled, the NF-e is issued', async () => {
    const order = await paidOrder();
    const nfce = (await issue({ id: order.id, modelo: '65' })).json<Answer>().pedidoIntegracao.pedido!;
    const customer = { nome: 'Acme Comércio Ltda', cpfCnpj: '11.444.777/0001-61', tipo: 'J' };
    const refused = await issue({ id: order.id, modelo: '55', ...customer });
    expect(refused.statusCode).toBe(422);
    const [note] = await notesOf(order.id);
    expect(refused.json().errorMessage).toBe(
      MSG.documentoFiscalVivo('NFC-e', note!.numero, 'NFC-e autorizada', 'NF-e'),
    );
    expect(refused.json().errorMessage).toBe(
      `Este pedido já possui a NFC-e nº ${note!.numero} (NFC-e autorizada). Para emitir a NF-e, cancele antes a NFC-e.`,
    );
    // Two NF-e requests at once while the NFC-e is live: both refused, nothing reserved.
    const both = await Promise.all([
      issue({ id: order.id, modelo: '55', ...customer }),
      issue({ id: order.id, modelo: '55', ...customer }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([422, 422]);
    expect(await notesOf(order.id)).toHaveLength(1);
    // The cashier cancels the NFC-e (the sale stands) and issues the NF-e.
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao/cancelarNotaFiscal',
      headers: { ...(await ctx.auth('caixa')), 'idempotency-key': `cx-${order.id}` },
      payload: { idNotaFiscal: nfce.idNotaFiscal, justificativa: 'Cliente pediu NF-e com CNPJ da empresa' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const nfe = await issue({ id: order.id, modelo: '55', ...customer });
    expect(nfe.statusCode, nfe.body).toBe(200);
    expect(nfe.json<Answer>().pedidoIntegracao.pedido).toMatchObject({ modelo: '55', status: 100 });
    expect((await notesOf(order.id)).map((n) => `${n.modelo}:${n.status}`).sort()).toEqual([
      '55:AUTORIZADA',
      '65:CANCELADA',
    ]);
  });

  it('the database refuses a second live document for a sale (nota_fiscal_viva_idx)', async () => {
    const order = await paidOrder();
    await issue({ id: order.id, modelo: '65' });
    const [note] = await notesOf(order.id);
    const twin = { ...note!, id: undefined, numero: note!.numero + 100_000, chave: `${note!.chave.slice(0, 40)}0000` };
    await expect(
      ctx.database.db.insert(notaFiscal).values({ ...twin, status: 'RESERVADA', modelo: '55' }),
    ).rejects.toSatisfy((error) => hasSqlState(error, '23505'));
    // A document that is not live (rejected, voided, cancelled) does not count.
    await ctx.database.db.insert(notaFiscal).values({ ...twin, status: 'REJEITADA' });
    expect(await notesOf(order.id)).toHaveLength(2);
  });

  it('a lost answer and then no link: the offline twin carries the sale; the first, found authorized, is cancelled by substitution (110112)', async () => {
    const order = await paidOrder();
    await control({ respostas: ['PERDER_RESPOSTA_E_CAIR'] });
    const answer = (await issue({ id: order.id, modelo: '65' })).json<Answer>();
    expect(answer.mensagens).toEqual([MSG.FISCAL_OFFLINE_ISSUED]);
    const part = answer.pedidoIntegracao.pedido!;
    expect(part).toMatchObject({ situacao: 'CONTINGENCIA', tipoEmissao: 9 });
    const first = (await notesOf(order.id)).find((n) => n.id !== part.idNotaFiscal)!;
    expect(first.status).toBe('SUBSTITUIR');
    await control({ indisponivel: false });
    expect(await transmitPendingFiscal(ctx.app)).toBeGreaterThanOrEqual(2);
    const notes = await notesOf(order.id);
    expect(notes.find((n) => n.id === part.idNotaFiscal)).toMatchObject({ status: 'AUTORIZADA', cStat: 150 });
    const replaced = notes.find((n) => n.id === first.id)!;
    expect(replaced).toMatchObject({ status: 'CANCELADA', cancelamentoJust: MSG.FISCAL_SUBSTITUTION_JUSTIFICATION });
    expect(replaced.cancelamentoProt).toMatch(/^\d+$/);
    // The authority shows the first cancelled by event 110112.
    const query = await ctx.app.providers.fiscal.client.queryProtocol(
      { services: ctx.app.providers.fiscal.endpoints('SP', '65', 'homologacao')!.services, tpAmb: 2, cUF: '35' },
      first.chave,
    );
    expect(query.cStat).toBe(101);
    expect(query.events.map((e) => e.tpEvento)).toEqual(['110112']);
    // The order shows the sale's document, the twin, not the replaced one.
    const [row] = await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, order.id));
    expect(row!.notaFiscal).toMatchObject({ idNotaFiscal: part.idNotaFiscal, situacao: 'AUTORIZADA' });
  });

  it('indPres follows the order: 4 for a delivery, 1 at the counter', async () => {
    const delivery = await paidOrderOf(ctx, 'caixa', {
      overrides: {
        tipo: 'DELIVERY',
        iFoodOrder: { ...makeOrderInput().iFoodOrder, deliveryMethod: { mode: 'DELIVERY' } },
      },
    });
    await issue({ id: delivery.id, modelo: '65' });
    expect((await notesOf(delivery.id))[0]!.xml).toContain('<indPres>4</indPres>');
    const counter = await paidOrder();
    await issue({ id: counter.id, modelo: '65' });
    expect((await notesOf(counter.id))[0]!.xml).toContain('<indPres>1</indPres>');
  });

  it('another unit’s order is not found', async () => {
    const order = await paidOrder();
    const res = await issue({ id: order.id, modelo: '65' }, 'caixa_filial');
    expect(res.statusCode).toBe(404);
    expect(await notesOf(order.id)).toHaveLength(0);
  });
});

describe('cancelarNotaFiscal', () => {
  it('cancels an approved NFC-e of a cancelled order with event 110111', async () => {
    const order = await paidOrder();
    const issued = (await issue({ id: order.id, modelo: '65' })).json<Answer>().pedidoIntegracao.pedido!;
    const cancel = async (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pedidoIntegracao/cancelarNotaFiscal',
        headers: { ...(await ctx.auth('caixa')), 'idempotency-key': key },
        payload: { idNotaFiscal: issued.idNotaFiscal, justificativa: 'Pedido cancelado a pedido do cliente' },
      });
    // The order is cancelled (the status flow is covered elsewhere).
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ situacao: 'CANCELADO' })
      .where(eq(pedidoIntegracao.id, order.id));
    const res = await cancel(`c2-${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Answer>().pedidoIntegracao.pedido).toMatchObject({ status: 101, situacao: 'CANCELADA' });
    const [note] = await notesOf(order.id);
    expect(note!.cancelamentoProt).toMatch(/^\d+$/);
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao/cancelarNotaFiscal',
      headers: await ctx.auth('caixa'),
      payload: { idNotaFiscal: issued.idNotaFiscal, justificativa: 'curta' },
    });
    expect(short.statusCode).toBe(400);
  });
});

// Every document this file made the product issue (normal, offline, NF-e, replaced) is valid against SEFAZ's
// official schema, exactly as stored and sent.
describe('the stored documents', () => {
  it('all validate against nfe_v4.00.xsd', async () => {
    const all = await ctx.database.db.select().from(notaFiscal);
    expect(new Set(all.map((n) => `${n.modelo}/${n.tpEmis}`))).toEqual(new Set(['65/1', '65/9', '55/1']));
    expect(
      await schemaErrors(
        all.map((n) => n.xml),
        'nfe_v4.00.xsd',
      ),
    ).toEqual([]);
  });
});
