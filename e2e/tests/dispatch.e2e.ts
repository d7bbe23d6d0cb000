import type { TOrder } from '@brasa/contracts';
import { courierBarcode, orderBarcode } from '@brasa/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { openDispatch } from '../support/dispatch-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let orders: TOrder[];
let courierId: number;
const COURIER = 'MOTOBOY CARLOS';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const api = await Api.login(server.url, 'caixa');
  courierId = await api.findCourierId(COURIER);
  orders = [];
  for (let i = 0; i < 3; i += 1) {
    const order = await api.createDeliveryOrder('MARIA DA SILVA');
    orders.push(await api.changeStatus(order.id, 'CONFIRMADO'));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dispatch by barcode and the courier settlement', () => {
  it('the dispatcher scans three orders and a courier, confirms; the board shows them ENVIADO; the courier is settled and the receipt prints', async () => {
    const cashier = await openBoard(browser, server.url, 'caixa');
    for (const order of orders) await cashier.board.expectCardIn(order.id, 'CONFIRMADO');

    const dispatcher = await openDispatch(browser, server.url, 'despacho');
    await dispatcher.page.getByText('Nenhum pedido adicionado').waitFor();
    // A USB reader types the ticket's barcode (the order id as EAN-13) and presses Enter.
    for (const order of orders) {
      await dispatcher.scan(orderBarcode(order.id));
      await dispatcher.item(order.id).waitFor();
    }
    await dispatcher.scan(courierBarcode(courierId));
    await dispatcher.snackbar(`Entregador ${COURIER} selecionado.`).waitFor();
    await expect(dispatcher.page.getByTestId('dispatch-courier').inputValue()).resolves.toBe(COURIER);

    await dispatcher.input.press('F10');
    await dispatcher.snackbar('Situações dos pedidos selecionados alteradas com sucesso.').waitFor();
    await dispatcher.page.getByText('Nenhum pedido adicionado').waitFor();

    // The delivery board of another terminal follows the realtime messages.
    for (const order of orders) {
      await cashier.board.expectCardIn(order.id, 'ENVIADO');
      await cashier.board.column('ENVIADO').getByTestId(`order-card-${order.id}`).getByText(COURIER).waitFor();
    }

    // The settlement: the courier's day, a payment method, the post, and the receipt.
    const page = dispatcher.page;
    await page.goto('/deliveryman');
    await page.getByTestId('couriers-tab-settlement').click();
    await page.getByTestId(`settlement-courier-${courierId}`).waitFor();
    await expect(page.getByTestId(`settlement-days-${courierId}`).textContent()).resolves.toMatch(/^0 \/ 1$/);
    await page.getByTestId(`settlement-select-${courierId}`).check();
    await page.getByTestId('settlement-method').click();
    await page.getByRole('option', { name: 'Dinheiro' }).click();
    const posted = page.waitForResponse((r) => r.url().endsWith('/api-v2/pessoa/acertoEntregador'));
    await page.getByTestId('settlement-post').click();
    const answer = await posted;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await dispatcher.snackbar('Acerto lançado com sucesso!').waitFor();
    const question = page.getByTestId('settlement-print-question');
    await question.getByText('Deseja imprimir um comprovante deste lançamento?').waitFor();
    // 'Sim' opens the settlement's receipt page (doc 3 §7: gerarRecibo) in a new tab of the same session.
    const [receipt] = await Promise.all([
      page.context().waitForEvent('page'),
      question.getByTestId('settlement-print-yes').click(),
    ]);
    await receipt.waitForLoadState();
    expect(new URL(receipt.url()).pathname).toBe('/admin/movimentoFinanceiro/gerarRecibo');
    await expect.poll(() => receipt.getByTestId(`receipt-courier-${courierId}`).innerText()).toContain(COURIER);
    await expect.poll(() => receipt.getByTestId(`receipt-courier-${courierId}`).innerText()).toContain('Dinheiro');
    await receipt.close();

    // The day is done now, and nothing is left to settle.
    await page.getByTestId(`settlement-days-${courierId}`).getByText('1 / 1').waitFor();
    await expect(page.getByTestId('settlement-post').isDisabled()).resolves.toBe(true);
  });
});
