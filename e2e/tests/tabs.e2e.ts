import { orderBodyTotals, type TOrder } from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { launchBrowser } from '../support/browser';
import { PaymentPage } from '../support/payment-page';
import { startServer, type RunningServer } from '../support/server';
import { openTabs, type TabsPage } from '../support/tabs-page';

let server: RunningServer;
let browser: Browser;
let api: Api;
let tab12: TOrder;
let table5: TOrder;
let scheduled: TOrder;

const BEER = { code: '7891149103102', name: 'Cerveja long neck' };
const SODA = { code: '7894900011517', name: 'Refrigerante lata 350ml' };

/** Tomorrow at 15:00 in São Paulo, and its dd/MM/yyyy and yyyy-MM-dd. */
function tomorrowAt15() {
  const day = new Date(Date.now() + 24 * 3600_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day).split('-');
  return { iso: `${y}-${m}-${d}T15:00:00-03:00`, key: `${y}-${m}-${d}`, label: `${d}/${m}/${y}` };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
  tab12 = await api.createIdentifierOrder('COMANDA', '12', [{ name: 'X-Burger', quantity: 1, price: 24.9 }]);
  await api.createIdentifierOrder('COMANDA', '13', [{ name: 'Batata frita', quantity: 1, price: 22.9 }]);
  table5 = await api.createIdentifierOrder('MESA', '5', [{ name: 'Água mineral 500ml', quantity: 1, price: 4.5 }]);
  scheduled = await api.createScheduledDelivery('MARIA DA SILVA', tomorrowAt15().iso);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens tab 12's editor from its card ('Editar pedido' of its one order). */
async function editTab12(tabs: TabsPage) {
  await tabs.openCard('COMANDA', '12');
  await tabs.ordersDialog.getByTestId(`identifier-order-edit-${tab12.id}`).click();
  await tabs.page.getByTestId('order-entry-search').waitFor();
}

describe('tabs and tables', () => {
  it('a waiter on a phone and a cashier on a desktop work tab 12 at once; join, transfer, close with fee and pay; scheduled list', async () => {
    const waiter = await openTabs(browser, server.url, 'garcom', 'phone');
    const cashier = await openTabs(browser, server.url, 'caixa', 'desktop');
    await waiter.card('COMANDA', '12').locator('[data-testid="tab-card-total-12"]').waitFor();
    await cashier.card('COMANDA', '12').locator('[data-testid="tab-card-total-12"]').waitFor();

    // Both open tab 12 in the editor and add a line at the same time. The cashier confirms first; the waiter's
    // open editor is told (EDICAO_PEDIDO_ATUALIZAR, on in the demo unit) and shows what changed; the waiter
    // keeps their line on the new version, names the waiter of the items and confirms.
    await editTab12(waiter);
    await editTab12(cashier);
    await Promise.all([waiter.addCode(BEER.code, BEER.name), cashier.addCode(SODA.code, SODA.name)]);
    await cashier.confirmEditor();
    const conflict = waiter.page.getByTestId('order-conflict-dialog');
    await conflict.getByText(SODA.name, { exact: false }).waitFor();
    await conflict.getByRole('button', { name: 'Manter minhas alterações' }).click();
    await conflict.waitFor({ state: 'detached' });
    const saved = await waiter.answerOf<TOrder>('/api-v2/pedidoIntegracao', async () => {
      await waiter.page.getByTestId('order-entry-search').press('F9');
      const choose = waiter.page.getByTestId('waiter-dialog');
      await choose.locator('[data-testid^="waiter-"]').filter({ hasText: 'Gabriel' }).first().click();
      await choose.getByTestId('waiter-confirm').click();
    });
    const names = saved.iFoodOrder.items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['X-Burger', BEER.name, SODA.name]));

    // Both lines show on both screens (the orders dialog under the editor follows the realtime messages).
    for (const screen of [waiter, cashier]) {
      await screen.ordersDialog
        .getByText(new RegExp(`${BEER.name}.*${SODA.name}|${SODA.name}.*${BEER.name}`))
        .waitFor();
    }
    await waiter.closeOrdersDialog();
    await cashier.closeOrdersDialog();

    // The cashier joins 13 into 12.
    await cashier.card('COMANDA', '12').getByTestId('tab-card-check-12').locator('input').check();
    await cashier.page.getByTestId('tabs-join-button').click();
    const join = cashier.page.getByTestId('join-panel');
    await join.getByTestId('join-number').fill('13');
    await join.getByTestId('join-add').click();
    await join.getByText(/Comanda 13/).waitFor();
    await join.getByTestId(`join-order-${tab12.id}`).locator('input').check();
    const joined = await cashier.answerOf<TOrder>(
      '/api-v2/pedidoIntegracao/juntarPedidoIntegracao',
      () => join.getByTestId('join-confirm').click(),
      'GET',
    );
    expect(joined.id).toBe(tab12.id);
    await cashier.snackbar('Comanda 13 foi agrupada na Comanda 12').waitFor();
    await cashier.page.locator('[data-testid="tab-card-COMANDA-13"][data-open="false"]').waitFor();
    await waiter.page.locator('[data-testid="tab-card-COMANDA-13"][data-open="false"]').waitFor();

    // Two items of tab 12 go to table 5.
    await cashier.openCard('COMANDA', '12');
    await cashier.ordersDialog.getByTestId('identifier-transfer-items').click();
    const transfer = cashier.page.getByTestId('transfer-panel');
    await transfer.getByTestId('transfer-destination-type').locator('..').click();
    await cashier.page.getByRole('option', { name: 'Mesa' }).click();
    await transfer.getByTestId('transfer-destination').fill('5');
    const lines = transfer.getByTestId('transfer-line');
    await lines.nth(3).waitFor();
    await lines.nth(0).locator('input').check();
    await lines.nth(1).locator('input').check();
    const moved = await cashier.answerOf<{ origem: TOrder; destino: TOrder }>(
      '/api-v2/pedidoIntegracao/transferirItens',
      () => transfer.getByTestId('transfer-arrow').click(),
    );
    await cashier.snackbar('Itens transferidos').waitFor();
    expect(moved.destino.id).toBe(table5.id);
    expect(moved.destino.iFoodOrder.items).toHaveLength(3);
    expect(moved.origem.iFoodOrder.items).toHaveLength(2);
    await cashier.page.getByTestId('join-transfer-dialog').getByRole('button', { name: 'Fechar' }).click();

    // Close with a 10% service fee split by 3, then pay.
    await cashier.openCard('COMANDA', '12');
    await cashier.ordersDialog.getByTestId(`identifier-order-close-${tab12.id}`).click();
    const close = cashier.page.getByTestId('close-order-dialog');
    await close.getByTestId('close-divide-into').fill('3');
    await close.getByTestId('close-recalculate').check();
    await close.getByTestId('close-fee-percent').fill('10');
    const closed = await cashier.answerOf<TOrder>(`/api-v2/pedidoIntegracao/fecharPedido/${tab12.id}`, () =>
      close.getByTestId('close-divide-into').press('F10'),
    );
    const totals = orderBodyTotals(closed.iFoodOrder);
    expect(totals.serviceFee).toBe(Math.round(totals.subTotal * 0.1));
    expect(closed.iFoodOrder.divideInvoiceObservation).toContain('Dividido em 3');

    const payment = new PaymentPage(cashier.page);
    await payment.dialog.waitFor();
    await payment.chooseMethod('Dinheiro');
    const paid = await payment.pay((totals.total / 100).toFixed(2).replace('.', ','));
    expect(paid.pago).toBe(true);
    await cashier.page.locator('[data-testid="tab-card-COMANDA-12"][data-open="false"]').waitFor();
    await waiter.page.locator('[data-testid="tab-card-COMANDA-12"][data-open="false"]').waitFor();

    // The scheduled delivery is listed under its date.
    await cashier.page.keyboard.press('Escape');
    await cashier.page.goto('/agendados');
    await cashier.page.getByTestId('scheduled-search').click();
    const day = cashier.page.getByTestId(`scheduled-day-${tomorrowAt15().key}`);
    await day.getByText(tomorrowAt15().label, { exact: true }).waitFor();
    await day
      .getByTestId('scheduled-order')
      .filter({ hasText: `#${scheduled.sequencial}` })
      .waitFor();
    await expect(day.getByTestId(`scheduled-count-${tomorrowAt15().key}`).textContent()).resolves.toBe('1 pedido');

    await waiter.page.context().close();
    await cashier.page.context().close();
  });
});
