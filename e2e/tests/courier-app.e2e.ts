import type { TOrder } from '@brasa/contracts';
import { MSG, orderBarcode } from '@brasa/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { openCourierApp } from '../support/courier-app-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let api: Api;
let orders: TOrder[];
let group: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
  orders = [];
  for (let i = 0; i < 4; i += 1) {
    const order = await api.createDeliveryOrder('MARIA DA SILVA');
    orders.push(await api.changeStatus(order.id, 'CONFIRMADO'));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the delivery-person app (doc 4 §2, §4)', () => {
  it('the courier starts his route by scanning the order codes, delivers two, finalizes; the board shows them ENTREGUE', async () => {
    const cashier = await openBoard(browser, server.url, 'caixa');
    const courier = await openCourierApp(browser, server.url, 'entregador_1');
    await courier.page.getByText(MSG.NO_ORDER_TO_DELIVER).waitFor();

    // The dispatcher creates the route for MOTOBOY CARLOS (entregador_1's person) while the app is open.
    const dispatcher = await Api.login(server.url, 'despacho');
    const carlos = await dispatcher.findCourierId('MOTOBOY CARLOS');
    const ids = orders.map((order) => order.id);
    const saved = await dispatcher.associateDispatch(ids, 'AGUARDANDO_RETIRADA', carlos);
    group = saved[0]!.agrupadorDespacho!;
    const card = courier.routeCard(group);
    await card.waitFor();
    await courier.page.locator('#notistack-snackbar').filter({ hasText: MSG.NEW_DISPATCH_FOR_YOU }).waitFor();
    await expect(card.textContent()).resolves.toContain(ids.map((id) => `#${id}`).join(', '));

    // Tap the route, start it: the confirmation asks for every order's code.
    await card.click();
    await courier.page.waitForURL('**/appentregador/rota');
    await courier.page.getByTestId('courier-route-start').click();
    await courier.page.getByText(MSG.SCAN_CONFIRMATION_TITLE).waitFor();
    await courier.page.getByTestId('start-route-begin').click();
    await courier.typeCode('12345');
    await courier.page.getByTestId('start-route-invalid').getByText(MSG.INVALID_CODE).waitFor();
    for (const id of ids) {
      await courier.typeCode(orderBarcode(id));
      await courier.page.getByTestId(`start-route-order-${id}-state`).getByText(MSG.SCAN_CONFIRMED).waitFor();
    }
    await courier.page.getByTestId('start-route-conclude').click();
    await courier.page.getByTestId('start-route-dialog').waitFor({ state: 'detached' });
    for (const id of ids) await cashier.board.expectCardIn(id, 'ENVIADO');

    // Two deliveries, one at a time: the button follows the order on its way.
    for (const id of ids.slice(0, 2)) {
      await courier.page.getByTestId(`route-order-${id}-deliver`).click();
      await courier.order(id).getByTestId(`route-order-${id}-status`).getByText('Entregue').waitFor();
      await cashier.board.expectCardIn(id, 'ENTREGUE');
    }
    await courier.page.getByTestId(`route-order-${ids[2]}-deliver`).waitFor();

    // 'Finalizar' asks, delivers the rest and closes the route.
    await courier.page.getByTestId('courier-route-finish').click();
    await courier.page.getByText(MSG.DELIVER_ALL_CONFIRM).waitFor();
    await courier.page.getByTestId('courier-route-deliver-all-confirm-confirm').click();
    await courier.page.waitForURL('**/appentregador/rotas');
    await courier.page.getByText(MSG.NO_ORDER_TO_DELIVER).waitFor();
    for (const id of ids) await cashier.board.expectCardIn(id, 'ENTREGUE');
    for (const id of ids) await expect(api.getOrder(id)).resolves.toMatchObject({ situacao: 'ENTREGUE' });

    // 'Relatórios': the day's four deliveries.
    await courier.page.getByRole('button', { name: 'Relatórios' }).click();
    await courier.page.getByTestId('courier-report-count').getByText('4').waitFor();
  });
});
