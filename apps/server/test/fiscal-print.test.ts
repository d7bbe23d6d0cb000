// @module-tag no-sql
/**
 * Printing tax documents and their live badge (issue 17): enviarImpressaoApp/NotaFiscal/{id} puts the DANFE NFC-e
 * on the location's thermal printer (a virtual printer here, the real TCP client) with the QR code as an ESC/POS
 * GS ( k symbol of the consultation URL and the key in groups of 4; an offline NFC-e says 'EMITIDA EM
 * CONTINGÊNCIA'; the NF-e DANFE is a PDF; PAF-ECF is refused; issuing publishes the order to the unit's terminals.
 */
import type { TOrder, TOrderFiscalPart, RealtimeMessage } from '@brasa/contracts';
import { formatAccessKey, MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, localImpressao, notaFiscal } from '../src/db/schema';
import { DEMO_CSC, DEMO_FISCAL_DATA } from '../src/db/seed/fiscal';
import { keyLines } from '../src/modules/fiscal/danfe';
import { transmitPendingFiscal } from '../src/modules/fiscal/service';
import { FISCAL_SANDBOX_PREFIX } from '../src/providers/fiscal';
import { startVirtualPrinter, type VirtualPrinter } from '../src/providers/printer';
import { sharedSandboxServer } from '../src/sandbox';
import { paidOrder } from './fiscal-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let sandbox: string;
let printer: VirtualPrinter;
let baseUrl: string;
const pool = socketPool();

interface Answer {
  pedidoIntegracao: TOrder & { pedido: TOrderFiscalPart | null };
  mensagens: string[];
}

async function control(body: Record<string, unknown>) {
  await fetch(`${sandbox}/controle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cnpj: DEMO_FISCAL_DATA.emitente.cnpj, ...body }),
  });
}

async function issue(body: Record<string, unknown>): Promise<TOrderFiscalPart> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao/gerarNotaFiscal',
    headers: await ctx.auth('caixa'),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>().pedidoIntegracao.pedido!;
}

const print = async (id: number, as = 'caixa', location = 'CAIXA') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/${id}?localImpressao=${location}`,
    headers: await ctx.auth(as),
  });

/** Where `needle` starts in `bytes`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

beforeAll(async () => {
  process.env.BRASA_FISCAL_TRANSMIT_MS = '0';
  ctx = await createTestContext({ print: { retryDelaySeconds: 1, retryBackoff: false, pollIntervalMs: 100 } });
  sandbox = `${(await sharedSandboxServer()).url}${FISCAL_SANDBOX_PREFIX}`;
  await control({ csc: DEMO_CSC, indisponivel: false });
  printer = await startVirtualPrinter({ port: 0 });
  const unidadeId = (await ctx.session('caixa')).unidade.id;
  await ctx.database.db
    .update(localImpressao)
    .set({ impressoraHost: printer.host, impressoraPorta: printer.port, larguraPapel: 80 })
    .where(and(eq(localImpressao.unidadeId, unidadeId), eq(localImpressao.chave, 'CAIXA')));
  baseUrl = await listenOnFreePort(ctx.app);
}, 60_000);
afterAll(async () => {
  pool.disconnectAll();
  await ctx?.close();
  await printer?.close();
});

describe('enviarImpressaoApp/NotaFiscal/{id}', () => {
  it('prints the DANFE NFC-e with the QR code (GS ( k) of the NFC-e URL and the key in groups of 4', async () => {
    printer.clear();
    const order = await paidOrder(ctx);
    const part = await issue({ id: order.id, modelo: '65' });
    expect(part.status).toBe(100);
    const res = await print(part.idNotaFiscal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }]);
    const [ticket] = await printer.waitForTickets(1);
    const [note] = await ctx.database.db.select().from(notaFiscal).where(eq(notaFiscal.id, part.idNotaFiscal));
    expect(note!.qrCode).toContain(`?p=${part.chave}|`);
    // The QR symbol's data is stored with GS ( k pL pH 49 80 48, followed by the URL's bytes.
    const store = indexOfBytes(ticket!.bytes, [0x1d, 0x28, 0x6b]);
    expect(store).toBeGreaterThanOrEqual(0);
    const url = [...Buffer.from(note!.qrCode!, 'latin1')];
    const at = indexOfBytes(ticket!.bytes, [0x31, 0x50, 0x30, ...url]);
    expect(at).toBeGreaterThan(store);
    // pL pH count cn fn m and the data.
    expect(ticket!.bytes[at - 2]! + ticket!.bytes[at - 1]! * 256).toBe(url.length + 3);
    // ... and the print command for it (fn 81).
    expect(indexOfBytes(ticket!.bytes, [0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30])).toBeGreaterThan(at);
    const text = ticket!.text;
    expect(text).toContain(`[QR Code] ${note!.qrCode}`);
    const groups = formatAccessKey(part.chave).split(' ');
    expect(groups).toHaveLength(11);
    expect(text).toContain(groups.slice(0, 6).join(' '));
    expect(text).toContain(groups.slice(6).join(' '));
    expect(text).toContain('Consulte pela Chave de Acesso em');
    expect(text).toContain(`Protocolo de autorização: ${note!.nProt}`);
    expect(text).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    expect(text).toMatch(/EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO\s*\n\s*SEM VALOR FISCAL/);
    expect(text).toMatch(/Valor a Pagar R\$ +\d/);
    expect(text).not.toContain('EMITIDA EM CONTINGÊNCIA');
    // The print log keeps what was printed.
    const [row] = await ctx.database.db
      .select()
      .from(impressao)
      .where(eq(impressao.identificador, `NOTA_FISCAL_ID_${note!.id}`));
    expect(row!.origem).toBe('NOTA_FISCAL');
  });

  it('an NFC-e issued offline prints EMITIDA EM CONTINGÊNCIA', async () => {
    printer.clear();
    const order = await paidOrder(ctx);
    await control({ indisponivel: true });
    let part: TOrderFiscalPart;
    try {
      part = await issue({ id: order.id, modelo: '65' });
    } finally {
      await control({ indisponivel: false });
    }
    expect(part).toMatchObject({ situacao: 'CONTINGENCIA', tipoEmissao: 9 });
    const res = await print(part.idNotaFiscal);
    expect(res.statusCode, res.body).toBe(200);
    const [ticket] = await printer.waitForTickets(1);
    expect(ticket!.text).toContain('EMITIDA EM CONTINGÊNCIA');
    expect(ticket!.text).toContain('Pendente de autorização');
    for (const line of keyLines(part.chave)) expect(ticket!.text).toContain(line);
    expect(ticket!.text).toContain('[QR Code] ');
  });

  it('an NF-e answers the PDF to print (Aguarde a impressão da NF ID{id}); the PDF is a DANFE', async () => {
    const order = await paidOrder(ctx);
    const part = await issue({
      id: order.id,
      modelo: '55',
      nome: 'Acme Comércio Ltda',
      cpfCnpj: '11.444.777/0001-61',
      tipo: 'J',
    });
    expect(part.status).toBe(100);
    const res = await print(part.idNotaFiscal);
    expect(res.statusCode, res.body).toBe(200);
    const url = `/api-v2/notaFiscal/${part.idNotaFiscal}/danfe.pdf`;
    expect(res.json()).toEqual([
      { result: 'SUCCESS', message: `Aguarde a impressão da NF ID${part.idNotaFiscal}`, url },
    ]);
    const pdf = await ctx.app.inject({ method: 'GET', url, headers: await ctx.auth('caixa') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // An NFC-e has no PDF here.
    const nfce = await issue({ id: (await paidOrder(ctx)).id, modelo: '65' });
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/notaFiscal/${nfce.idNotaFiscal}/danfe.pdf`,
      headers: await ctx.auth('caixa'),
    });
    expect(none.statusCode).toBe(422);
  });

  it('a PAF-ECF document is refused with the spec’s message; no role, no print; another unit’s is not found', async () => {
    const order = await paidOrder(ctx);
    const part = await issue({ id: order.id, modelo: '65' });
    const [note] = await ctx.database.db.select().from(notaFiscal).where(eq(notaFiscal.id, part.idNotaFiscal));
    // A PAF-ECF coupon of another sale (one live document per sale).
    const other2D = await paidOrder(ctx);
    const [paf] = await ctx.database.db
      .insert(notaFiscal)
      .values({
        ...note!,
        id: undefined,
        pedidoId: other2D.id,
        modelo: '2D',
        numero: note!.numero + 100_000,
        chave: `${note!.chave}X`,
      })
      .returning();
    const refused = await print(paf!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe('Acesse o DJ PDV para realizar a impressão do cupom fiscal.');
    const noRole = await print(part.idNotaFiscal, 'garcom');
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json().errorMessage).toBe('Permissão negada para emissão de documentos fiscais');
    const other = await print(part.idNotaFiscal, 'caixa_filial');
    expect(other.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(impressao)
      .where(eq(impressao.identificador, `NOTA_FISCAL_ID_${part.idNotaFiscal}`));
    expect(rows).toHaveLength(0);
  });
});

describe('the board hears a note’s changes', () => {
  it('issuing publishes the order with its pedido part to the unit’s terminals (the card badge), not to others', async () => {
    const order = await paidOrder(ctx);
    const { jwtToken } = await ctx.login('despacho');
    const heard = collectMessages(await pool.connect(baseUrl, jwtToken));
    const other = collectMessages(await pool.connect(baseUrl, (await ctx.login('caixa_filial')).jwtToken));
    const part = await issue({ id: order.id, modelo: '65' });
    const withNote = (m: RealtimeMessage) =>
      m.order?.id === order.id && (m.order as TOrder & { pedido?: TOrderFiscalPart | null }).pedido?.status === 100;
    await expect.poll(() => heard.some(withNote)).toBe(true);
    const message = heard.filter(withNote).at(-1)!;
    expect(message.type).toBe('ADD_OR_UPDATE_BOARD_FROM_ORDER');
    expect(message.order).toMatchObject({ comNF: true, pedido: { chave: part.chave, situacao: 'AUTORIZADA' } });
    expect(message.order!.version).toBeGreaterThan(order.version);
    expect(other.some((m) => m.order?.id === order.id)).toBe(false);
  });

  it('the transmission of an offline NFC-e publishes the order again, authorized (the badge leaves contingency)', async () => {
    const order = await paidOrder(ctx);
    const { jwtToken } = await ctx.login('despacho');
    const heard = collectMessages(await pool.connect(baseUrl, jwtToken));
    await control({ indisponivel: true });
    let part: TOrderFiscalPart;
    try {
      part = await issue({ id: order.id, modelo: '65' });
    } finally {
      await control({ indisponivel: false });
    }
    expect(part.situacao).toBe('CONTINGENCIA');
    const fiscalOf = (m: RealtimeMessage) => (m.order as TOrder & { pedido?: TOrderFiscalPart | null }).pedido;
    const mine = () => heard.filter((m) => m.order?.id === order.id);
    await expect.poll(() => mine().some((m) => fiscalOf(m)?.situacao === 'CONTINGENCIA')).toBe(true);
    expect(await transmitPendingFiscal(ctx.app, (await ctx.session('caixa')).unidade.id)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => mine().some((m) => fiscalOf(m)?.situacao === 'AUTORIZADA' && fiscalOf(m)?.chave === part.chave))
      .toBe(true);
  });
});
