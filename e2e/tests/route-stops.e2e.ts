import { ROUTING_PATHS, type TOrder, type TRouteDetail } from '@brasa/contracts';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { openCourierApp } from '../support/courier-app-page';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

/**
 * A created route keeps the stop order and the ETAs it was created with (issue 31 §4): the dispatcher creates a
 * route whose best order is not the id order; the route card and the courier's phone show that order with ETAs.
 */
let server: RunningServer;
let browser: Browser;
let api: Api;
const orders: TOrder[] = [];
const SHOTS = '/tmp/shots-routes';

/** Created west, east, then near west of the shop (Av. Paulista): the id order drives badly. */
const STOPS = [
  { streetName: 'Rua Harmonia', streetNumber: '350', latitude: -23.5539, longitude: -46.6904 },
  { streetName: 'Rua da Glória', streetNumber: '400', latitude: -23.5588, longitude: -46.6349 },
  { streetName: 'Rua Haddock Lobo', streetNumber: '595', latitude: -23.5614, longitude: -46.6664 },
];

const testIds = (page: Page, prefix: string) =>
  page
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid ?? ''));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
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

describe('a route keeps its stop order and ETAs (issue 31 §4)', () => {
  it('1366 px: the dispatcher creates it in the optimized order; 390 px: the courier app shows that order with ETAs', async () => {
    const page = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1366, height: 800 });
    const login = new LoginPage(page);
    await login.open();
    await login.login('despacho');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/dispatchDeliveryman/roteirizacao');
    await page.getByTestId('routing-page').waitFor();

    const ids = orders.map((order) => order.id);
    for (const id of ids) {
      const marker = page.locator(`[data-marker="${id}"]`);
      await marker.waitFor();
      await marker.dispatchEvent('click');
    }
    await page.getByTestId('routing-create').getByText('(3)').waitFor();
    await page.getByTestId('routing-create').click();
    for (const id of ids) await page.getByTestId(`routing-eta-${id}`).waitFor();
    const drafted = (await testIds(page, 'routing-stop-')).map((t) => Number(t.replace('routing-stop-', '')));
    // The premise: the optimizer's order is not the id order.
    expect(drafted).toHaveLength(3);
    expect(drafted).not.toEqual(ids);
    await page.screenshot({ path: `${SHOTS}/1-draft-1366.png` });

    await page.locator('[data-testid^="routing-draft-"][data-testid$="-courier"]').click();
    await page.getByRole('option', { name: 'MOTOBOY CARLOS' }).click();
    await page.locator('[data-testid^="routing-draft-confirm-"]').click();
    await page.locator('[data-testid^="routing-draft-confirm-"]').waitFor({ state: 'detached' });

    const saved = await api.getOrder(ids[0]!);
    const group = saved.agrupadorDespacho!;
    expect(group).toBeTruthy();
    const card = page.getByTestId(`routing-route-${group}`);
    await card.waitFor();
    await page.getByTestId(`routing-route-more-${group}`).click();
    await page.getByTestId(`routing-route-eta-${drafted[0]}`).waitFor();
    const listed = (await testIds(page, 'routing-route-stop-')).map((t) =>
      Number(t.replace('routing-route-stop-', '')),
    );
    expect(listed).toEqual(drafted);
    const detail = await (await Api.login(server.url, 'despacho')).get<TRouteDetail>(ROUTING_PATHS.rota(group));
    expect(detail.paradas.map((s) => s.pedidoId)).toEqual(drafted);
    for (const stop of detail.paradas) {
      expect(stop.chegadaHora).toMatch(/^\d{2}:\d{2}$/);
      await expect(page.getByTestId(`routing-route-eta-${stop.pedidoId}`).textContent()).resolves.toBe(
        `Previsão ${stop.chegadaHora}`,
      );
    }
    expect(detail.texto).toContain(`Previsão ${detail.paradas[0]!.chegadaHora}`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/2-route-card-1366.png` });

    // The courier's phone: the route's stops in the same order, each with its ETA.
    const courier = await openCourierApp(browser, server.url, 'entregador_1');
    await courier.routeCard(group).click();
    await courier.page.waitForURL('**/appentregador/rota');
    await courier.order(drafted[0]!).waitFor();
    const onPhone = (await testIds(courier.page, 'route-order-'))
      .filter((t) => /^route-order-\d+$/.test(t))
      .map((t) => Number(t.replace('route-order-', '')));
    expect(onPhone).toEqual(drafted);
    for (const stop of detail.paradas) {
      await expect(courier.page.getByTestId(`route-order-${stop.pedidoId}-eta`).textContent()).resolves.toBe(
        `Previsão ${stop.chegadaHora}`,
      );
    }
    const overflow = await courier.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await courier.page.screenshot({ path: `${SHOTS}/3-courier-route-390.png`, fullPage: true });

    // An edit keeps the order: the middle stop leaves, the others stay first and last, with new ETAs.
    await page.getByTestId(`routing-route-remove-${drafted[1]}`).click();
    await page.getByText('Rota atualizada.').waitFor();
    await expect
      .poll(async () =>
        (await testIds(page, 'routing-route-stop-')).map((t) => Number(t.replace('routing-route-stop-', ''))),
      )
      .toEqual([drafted[0], drafted[2]]);
    await courier.order(drafted[1]!).waitFor({ state: 'detached' });
    const phoneAfter = (await testIds(courier.page, 'route-order-'))
      .filter((t) => /^route-order-\d+$/.test(t))
      .map((t) => Number(t.replace('route-order-', '')));
    expect(phoneAfter).toEqual([drafted[0], drafted[2]]);
    await expect(api.getOrder(drafted[1]!)).resolves.toMatchObject({ situacao: 'CONFIRMADO', agrupadorDespacho: null });
    await page.screenshot({ path: `${SHOTS}/4-route-edited-1366.png` });
    await courier.page.context().close();
    await page.context().close();
  });
});
