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

/** The order as the server keeps it, read by another user through the API. */
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
