import type { TOrder } from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { DEVICE, launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let api: Api;
const orders: TOrder[] = [];

/** Four evening deliveries around the demo shop, with complete addresses and coordinates. */
const STOPS = [
  { streetName: 'Rua Frei Caneca', streetNumber: '800', latitude: -23.5535, longitude: -46.6525 },
  { streetName: 'Rua Treze de Maio', streetNumber: '1200', latitude: -23.5635, longitude: -46.6465 },
  { streetName: 'Rua dos Pinheiros', streetNumber: '600', latitude: -23.5655, longitude: -46.6825 },
  { streetName: 'Rua Harmonia', streetNumber: '350', latitude: -23.5535, longitude: -46.6905 },
];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
  for (const stop of STOPS) {
    const order = await api.createDeliveryOrder('MARIA DA SILVA', {
      streetName: stop.streetName,
      streetNumber: stop.streetNumber,
      neighborhood: 'Centro',
      city: 'São Paulo',
      coordinates: { latitude: stop.latitude, longitude: stop.longitude },
    });
    orders.push(await api.changeStatus(order.id, 'CONFIRMADO'));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('route planning (doc 4 §2 Roteirização, §4)', () => {
  it('the dispatcher picks four orders on the map, creates a route for a courier and dispatches it; the board follows', async () => {
    const cashier = await openBoard(browser, server.url, 'caixa');
    const page = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1366, height: 800 });
    const login = new LoginPage(page);
    await login.open();
    await login.login('despacho');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/dispatchDeliveryman/roteirizacao');
    await page.getByTestId('routing-page').waitFor();

    // Each order is a marker on the map; a tap selects it.
    const ids = orders.map((order) => order.id);
    for (const id of ids) {
      const marker = page.locator(`[data-marker="${id}"]`);
      await marker.waitFor();
      await marker.dispatchEvent('click');
    }
    await page.getByTestId('routing-create').getByText('(4)').waitFor();
    await page.getByTestId('routing-create').click();

    // The draft proposes a stop order with an ETA per stop (the server's optimizer).
    const stops = page.locator('[data-testid^="routing-stop-"]');
    await expect.poll(() => stops.count()).toBe(4);
    for (const id of ids) await page.getByTestId(`routing-eta-${id}`).waitFor();
    const draft = page.locator('[data-testid^="routing-draft-"][data-testid$="-courier"]');
    await draft.click();
    await page.getByRole('option', { name: 'MOTOBOY CARLOS' }).click();
    await page.locator('[data-testid^="routing-draft-confirm-"]').click();

    // One call: the orders wait for pickup with the courier; the board sees it at once.
    for (const id of ids) await cashier.board.expectCardIn(id, 'AGUARDANDO_RETIRADA');
    const route = page.locator('[data-testid^="routing-route-chip-"]').first();
    await route.waitFor();
    await page.locator('[data-testid^="routing-route-advance-"]').first().click();
    for (const id of ids) await cashier.board.expectCardIn(id, 'ENVIADO');
    const saved = await Promise.all(ids.map((id) => api.getOrder(id)));
    expect(new Set(saved.map((o) => o.agrupadorDespacho)).size).toBe(1);
    expect(saved.every((o) => o.pessoaEntregador?.nome === 'MOTOBOY CARLOS')).toBe(true);
  });

  it('on a phone (390 px): the map has height, the page does not overflow with the drawer remembered open', async () => {
    const context = await browser.newContext({
      ...DEVICE,
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // The drawer's state remembered open (from a wider screen).
    await context.addInitScript(() => localStorage.setItem('brasa.drawerOpen', 'true'));
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.login('despacho');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const path of ['/dispatchDeliveryman', '/dispatchDeliveryman/roteirizacao']) {
      await page.goto(path);
      await page.getByTestId('side-drawer').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // The page keeps the phone's width beside the collapsed drawer's place; the open drawer floats over it.
      const main = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
      expect(main, path).toBeGreaterThanOrEqual(390 - 64 - 1);
    }
    const map = page.getByTestId('routing-map');
    await map.waitFor();
    const box = await map.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 0).toBeGreaterThan(250);
    await context.close();
  });
});
