import type { TOrder } from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function orderAsSeenBy(username: string, id: number): Promise<TOrder> {
  const login = await fetch(`${server.url}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: createHash('sha256').update(username).digest('hex') }),
  });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const response = await fetch(`${server.url}/api-v2/pedidoIntegracao/${id}`, {
    headers: { Authorization: `Bearer ${jwtToken}` },
  });
  return (await response.json()) as TOrder;
}

const SODA = '7894900011517';

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
