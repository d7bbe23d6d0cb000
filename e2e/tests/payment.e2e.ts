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

/** The order as the server keeps it, read by another user through the API. */
const orderAsSeenBy = async (username: string, id: number) => (await Api.login(server.url, username)).getOrder(id);

const SODA = '7894900011517';

describe('checkout', () => {
  it('pays a counter order split by 3 with a 10% discount, by card and cash with change, prints and imports it, and the other terminal sees it paid', async () => {
    const other = await openBoard(browser, server.url, 'admin');
    const cashier = await openBoard(browser, server.url, 'caixa');
    const entry = new OrderEntryPage(cashier.page);

    // A counter order of 6 sodas (R$ 42,00), from the Home key.
    await cashier.page.keyboard.press('Home');
    await entry.dialog.getByTestId('order-entry-panel-0').waitFor();
    await entry.goToItems();
    await entry.enterCode(`6 x ${SODA}`, 'Refrigerante lata 350ml');
    expect(await entry.total()).toBe('R$ 42,00');
    const saved = await entry.confirm();

    // After saving, the detail opens with the payment dialog over it (doc 2 §4.3).
    await cashier.page.getByTestId('order-detail-dialog').waitFor();
    const payment = new PaymentPage(cashier.page);
    await payment.dialog.waitFor();

    await payment.discountPercent('10');
    await payment
      .total('total')
      .getByText(/R\$\s37,80/)
      .waitFor();
    await payment.splitByPeople(3);
    await payment.dialog
      .getByTestId('payment-split-banner')
      .getByText(/Pessoa 1 de 3: R\$\s12,60/)
      .waitFor();

    await payment.chooseMethod('Cartão de crédito');
    const first = await payment.pay(null);
    expect(first.pago).toBe(false);
    await payment.dialog
      .getByTestId('payment-split-banner')
      .getByText(/Pessoa 2 de 3: R\$\s12,60/)
      .waitFor();

    await payment.chooseMethod('Dinheiro');
    const second = await payment.pay('20,00');
    expect(second.iFoodOrder.payments.at(-1)).toMatchObject({ value: 12.6, changeFor: 20, code: 'DIN' });
    await payment.dialog
      .getByTestId('payment-split-banner')
      .getByText(/Pessoa 3 de 3: R\$\s12,60/)
      .waitFor();

    const printed = cashier.page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(
        `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${saved.id}`,
      ),
    );
    const last = await payment.pay(null, 'F9');
    expect((await printed).ok()).toBe(true);
    expect(last.pago).toBe(true);
    // Paid in full: the import at checkout is offered (doc 1 §4), and taken.
    const imported = cashier.page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api-v2/pedidoIntegracao/importar/${saved.id}`,
    );
    await cashier.page.getByTestId('payment-import-prompt-confirm').click();
    expect((await imported).ok()).toBe(true);
    await payment.dialog.waitFor({ state: 'detached' });

    // What the server keeps: three payments, the discount spread over the items, paid.
    const order = await orderAsSeenBy('admin', saved.id);
    expect(order).toMatchObject({ pago: true, totalPedido: 37.8, dataImportacao: expect.any(String) });
    expect(order.iFoodOrder.payments.map((p) => [p.code, p.value, p.changeFor ?? null])).toEqual([
      ['CC', 12.6, null],
      ['DIN', 12.6, 20],
      ['DIN', 12.6, null],
    ]);
    const discounts = order.iFoodOrder.items.reduce((sum, item) => sum + Math.round((item.discount ?? 0) * 100), 0);
    expect(discounts).toBe(420);

    // The other terminal's board shows the card paid, from the realtime message.
    await other.board.card(saved.id).getByTestId('order-card-paid').waitFor({ timeout: 10_000 });
    await cashier.board.card(saved.id).getByTestId('order-card-paid').waitFor();

    await cashier.page.context().close();
    await other.page.context().close();
  });
});

// The card terminal (issue 16) on the same server and browser: the sandbox terminal of the demo unit.
describe('card terminal (TEF)', () => {
  it('pays a counter order half by debit on the sandbox terminal and half in cash, prints both receipts, and the other terminal sees it paid', async () => {
    const other = await openBoard(browser, server.url, 'admin');
    const cashier = await openBoard(browser, server.url, 'caixa');
    const { page } = cashier;

    // This browser's terminal, from the drawer (doc 2 §2.8): the demo unit is logged in; the default is chosen.
    await page.getByTestId('menu-tef').click();
    const config = page.getByTestId('tef-config-dialog');
    await config
      .getByTestId('tef-terminal-select')
      .getByText(/padrão/)
      .waitFor();
    await config.getByTestId('tef-config-save').click();
    await cashier.board.snackbar('Dados do TEF salvos com sucesso!').waitFor();

    // A counter order of 6 sodas (R$ 42,00).
    const entry = new OrderEntryPage(page);
    await page.keyboard.press('Home');
    await entry.dialog.getByTestId('order-entry-panel-0').waitFor();
    await entry.goToItems();
    await entry.enterCode(`6 x ${SODA}`, 'Refrigerante lata 350ml');
    const saved = await entry.confirm();
    const payment = new PaymentPage(page);
    await payment.dialog.waitFor();

    // Half on the terminal: the sandbox approves after about a second; the server records the payment.
    await payment.chooseMethod('Cartão de débito (TEF)');
    await payment.amount.fill('21,00');
    await payment.dialog.getByTestId('payment-add-line').click();
    const sale = page.getByTestId('tef-sale-dialog');
    await sale.getByTestId('tef-status').and(page.locator('[data-severity="success"]')).waitFor({ timeout: 15_000 });
    const receipts = ['CLIENTE', 'ESTABELECIMENTO'].map((comprovante) =>
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA' &&
          response.request().postData()?.includes(comprovante) === true,
      ),
    );
    await page.getByTestId('tef-receipt-question-CLIENTE').getByTestId('tef-receipt-yes').click();
    await page.getByTestId('tef-receipt-question-ESTABELECIMENTO').getByTestId('tef-receipt-yes').click();
    for (const printed of await Promise.all(receipts)) expect(printed.ok()).toBe(true);
    await sale.getByTestId('tef-close').click();
    await sale.waitFor({ state: 'detached' });
    await payment
      .total('pending')
      .getByText(/R\$\s21,00/)
      .waitFor();

    // The other half in cash.
    await payment.chooseMethod('Dinheiro');
    const last = await payment.pay('21,00');
    expect(last.pago).toBe(true);
    const prompt = page.getByTestId('payment-import-prompt-confirm');
    if (await prompt.isVisible().catch(() => false)) await prompt.click();
    await payment.dialog.waitFor({ state: 'detached' });

    const order = await orderAsSeenBy('admin', saved.id);
    expect(order.pago).toBe(true);
    expect(order.iFoodOrder.payments.map((p) => [p.code, p.value])).toEqual([
      ['CD', 21],
      ['DIN', 21],
    ]);
    await other.board.card(saved.id).getByTestId('order-card-paid').waitFor({ timeout: 10_000 });

    await page.context().close();
    await other.page.context().close();
  });
});
