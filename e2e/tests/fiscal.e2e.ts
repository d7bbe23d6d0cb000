import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { OrderEntryPage } from '../support/order-entry-page';
import { PaymentPage } from '../support/payment-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SODA = '7894900011517';

/** What the CAIXA virtual printer received, decoded as the paper shows it (read through the sandbox, as admin). */
async function cashierPrinterTexts(): Promise<string[]> {
  const { token } = await Api.login(server.url, 'admin');
  const answer = await fetch(`${server.url}/sandbox/impressoras?limit=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { impressoras: { local: string; tickets: { texto: string }[] }[] };
  return (body.impressoras.find((printer) => printer.local === 'CAIXA')?.tickets ?? []).map((t) => t.texto);
}

// Issue 17: the demo unit issues NFC-e against the SEFAZ sandbox with its generated test certificate.
describe('tax document (NFC-e)', () => {
  it('a cashier pays a counter order, imports it, issues its NFC-e from the dialog, sees it approved and prints it with the QR code; the other terminal sees the badge; the cashier cancels it', async () => {
    const other = await openBoard(browser, server.url, 'admin');
    const cashier = await openBoard(browser, server.url, 'caixa');
    const { page } = cashier;
    // "Gerar nota fiscal ao confirmar" on this terminal (remembered in the browser, doc 2 §4.4).
    await page.evaluate(() => {
      const key = 'brasa.settings';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, generateInvoice: true }));
    });

    // A counter order of 2 sodas (R$ 14,00), paid in cash.
    const entry = new OrderEntryPage(page);
    await page.keyboard.press('Home');
    await entry.dialog.getByTestId('order-entry-panel-0').waitFor();
    await entry.goToItems();
    await entry.enterCode(`2 x ${SODA}`, 'Refrigerante lata 350ml');
    const saved = await entry.confirm();
    const payment = new PaymentPage(page);
    await payment.dialog.waitFor();
    await payment.chooseMethod('Dinheiro');
    const paid = await payment.pay(null);
    expect(paid.pago).toBe(true);

    // Paid: the import is offered and taken; the fiscal document dialog follows.
    await page.getByTestId('payment-import-prompt-confirm').click();
    const dialog = page.getByTestId('fiscal-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    await expect.poll(() => dialog.getByTestId('fiscal-model').inputValue()).toBe('65');
    const issued = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api-v2/pedidoIntegracao/gerarNotaFiscal',
    );
    await dialog.getByTestId('fiscal-issue').click();
    expect((await issued).ok()).toBe(true);
    const status = dialog.getByTestId('fiscal-status');
    await status.getByText(/NFC-e autorizada/).waitFor({ timeout: 15_000 });
    expect(await status.getAttribute('class')).toMatch(/Success/);

    // The server keeps the document on the order: authorized, with its 44-digit key.
    const api = await Api.login(server.url, 'admin');
    const order = (await api.getOrder(saved.id)) as typeof saved & {
      pedido: { status: number; chave: string; idNotaFiscal: number } | null;
    };
    expect(order.pedido).toMatchObject({ status: 100 });
    const chave = order.pedido!.chave;
    expect(chave).toMatch(/^\d{44}$/);

    // Imprimir: the DANFE NFC-e reaches the CAIXA virtual printer with the QR code of the NFC-e URL and the key.
    const printed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/'),
    );
    await dialog.getByTestId('fiscal-print').click();
    expect((await printed).ok()).toBe(true);
    let ticket: string | undefined;
    await expect
      .poll(
        async () => {
          ticket = (await cashierPrinterTexts()).find(
            (text) => text.includes('[QR Code] ') && text.includes(`p=${chave}`),
          );
          return ticket !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Long lines wrap at the paper's width: compare with the line breaks as spaces.
    const paper = ticket!.replace(/\s+/g, ' ');
    expect(paper).toContain('Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica');
    expect(paper).toContain(chave.replace(/(.{4})(?!$)/g, '$1 '));
    expect(paper).toContain('EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO SEM VALOR FISCAL');

    // The other terminal's board shows the card's invoice badge, from the realtime message.
    await other.board.card(saved.id).getByTestId('order-card-invoice').getByText('NFC-e 100').waitFor({
      timeout: 10_000,
    });

    // The customer wanted an NF-e after all: the cashier cancels the NFC-e from the dialog (event 110111), with a
    // justification; the dialog offers a new document and the reprinted DANFE says NFC-e CANCELADA.
    await dialog.getByTestId('fiscal-cancel').click();
    await dialog.getByTestId('fiscal-cancel-reason').fill('Cliente pediu NF-e com CNPJ');
    await dialog.getByTestId('fiscal-cancel-confirm').click();
    await status.getByText(/NFC-e cancelada/).waitFor({ timeout: 15_000 });
    expect(await dialog.getByTestId('fiscal-issue').isEnabled()).toBe(true);
    expect(await api.getOrder(saved.id)).toMatchObject({ pedido: { status: 101 } });
    await dialog.getByTestId('fiscal-print').click();
    await expect
      .poll(async () => (await cashierPrinterTexts()).some((text) => text.includes('NFC-e CANCELADA')), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.context().close();
    await other.page.context().close();
  });
});
