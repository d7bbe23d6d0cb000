import type { TOrder } from '@brasa/contracts';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { DEVICE, launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-settle';
mkdirSync(SHOTS, { recursive: true });

let server: RunningServer;
let browser: Browser;
let api: Api;
let carlos: number;

/** Deliveries around the demo shop, with coordinates (the route planner draws them). */
const STOPS = [
  { streetName: 'Rua Frei Caneca', streetNumber: '800', latitude: -23.5535, longitude: -46.6525 },
  { streetName: 'Rua Treze de Maio', streetNumber: '1200', latitude: -23.5635, longitude: -46.6465 },
  { streetName: 'Rua dos Pinheiros', streetNumber: '600', latitude: -23.5655, longitude: -46.6825 },
  { streetName: 'Rua Harmonia', streetNumber: '350', latitude: -23.5535, longitude: -46.6905 },
  { streetName: 'Rua Augusta', streetNumber: '1500', latitude: -23.5585, longitude: -46.6605 },
];

async function confirmedDelivery(stop: (typeof STOPS)[number]): Promise<TOrder> {
  const order = await api.createDeliveryOrder('MARIA DA SILVA', {
    streetName: stop.streetName,
    streetNumber: stop.streetNumber,
    neighborhood: 'Centro',
    city: 'São Paulo',
    coordinates: { latitude: stop.latitude, longitude: stop.longitude },
  });
  return api.changeStatus(order.id, 'CONFIRMADO');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'despacho');
  carlos = await api.findCourierId('MOTOBOY CARLOS');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function login(page: Page) {
  const form = new LoginPage(page);
  await form.open();
  await form.login('despacho');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('courier settlement receipt (doc 4 §7 gerarRecibo)', () => {
  it('posts a settlement on the tab, opens its receipt in a new tab with the settled totals, printable', async () => {
    // Two of Carlos's deliveries of today, sent and delivered.
    const ids: number[] = [];
    for (const stop of STOPS.slice(0, 2)) ids.push((await confirmedDelivery(stop)).id);
    await api.associateDispatch(ids, 'ENVIADO', carlos);
    for (const id of ids) await api.changeStatus(id, 'ENTREGUE');

    const page = await newPage(browser, server.url);
    await login(page);
    await page.goto('/deliveryman');
    await page.getByTestId('couriers-tab-settlement').click();
    const row = page.getByTestId(`settlement-courier-${carlos}`);
    await row.waitFor();
    const balance = (await page.getByTestId(`settlement-balance-${carlos}`).innerText()).replace(/\s/g, ' ');
    await page.getByTestId(`settlement-select-${carlos}`).check();
    await page.getByTestId('settlement-method').click();
    await page.getByRole('option', { name: 'Dinheiro' }).click();
    await page.getByTestId('settlement-post').click();
    await page.getByTestId('settlement-print-question').waitFor();
    await page.screenshot({ path: `${SHOTS}/settlement-tab-1366.png` });

    // 'Sim' opens the receipt in a new tab of the same session.
    const [receipt] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('settlement-print-yes').click(),
    ]);
    await receipt.waitForLoadState();
    expect(new URL(receipt.url()).pathname).toBe('/admin/movimentoFinanceiro/gerarRecibo');
    const courier = receipt.getByTestId(`receipt-courier-${carlos}`);
    await courier.waitFor();
    await expect.poll(() => courier.innerText()).toContain('MOTOBOY CARLOS');
    const text = await courier.innerText();
    for (const id of ids) {
      const order = await api.getOrder(id);
      expect(text).toContain(`#${order.sequencial ?? id}`);
    }
    // The settled balance of the tab is the receipt's; 30 + 2 × 5 + 10% of no fees = 40 -> the minimum 50.
    const saldo = (await receipt.getByTestId(`receipt-totals-${carlos}-saldo`).innerText()).replace(/\s/g, ' ');
    expect(saldo).toBe(balance);
    expect(saldo).toBe('-R$ 50,00');
    expect((await receipt.getByTestId(`receipt-totals-${carlos}`).innerText()).replace(/\s/g, ' ')).toMatch(
      /A pagar ao entregador\s*R\$ 50,00/,
    );
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('Assinatura do entregador');
    await receipt.setViewportSize({ width: 1366, height: 800 });
    await receipt.screenshot({ path: `${SHOTS}/receipt-1366.png`, fullPage: true });
    // Printed, the button is gone.
    await receipt.emulateMedia({ media: 'print' });
    expect(await receipt.getByTestId('receipt-print').isVisible()).toBe(false);
    await receipt.screenshot({ path: `${SHOTS}/receipt-print.png`, fullPage: true });
    await receipt.emulateMedia({ media: 'screen' });
    // On a phone it reads without sideways scrolling.
    await receipt.setViewportSize({ width: 390, height: 844 });
    expect(await overflowOf(receipt)).toBeLessThanOrEqual(0);
    await receipt.screenshot({ path: `${SHOTS}/receipt-390.png`, fullPage: true });

    // The day is settled now: its 'Gerar recibo' opens the same receipt; 'Vendas por entregador' starts its job.
    await page.getByTestId('settlement-print-question').waitFor({ state: 'detached' });
    await page.getByTestId(`settlement-expand-${carlos}`).click();
    const dayReceipt = page.locator('[data-testid^="settlement-day-receipt-"]').first();
    await dayReceipt.waitFor();
    const [again] = await Promise.all([page.context().waitForEvent('page'), dayReceipt.click()]);
    await again.waitForLoadState();
    expect(again.url()).toBe(receipt.url());
    await page.getByTestId('courier-sales-generate').click();
    const frame = page.frameLocator('[data-testid="jobs-frame"]');
    await frame.getByText('Vendas por entregador').first().waitFor();
    await frame.getByText('Finalizado').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/settlement-report-1366.png`, fullPage: true });
    await page.context().close();
  });
});

describe('route planning and dispatch on a phone (doc 4 §2)', () => {
  it('at 390 px the draft stacks above full-width route cards, the map keeps its height, nothing overflows', async () => {
    // One route already made (a card under 'Despachos') and three orders left to plan.
    const routed = await confirmedDelivery(STOPS[4]!);
    await api.associateDispatch([routed.id], 'CONFIRMADO', carlos);
    const free = [];
    for (const stop of STOPS.slice(0, 3)) free.push(await confirmedDelivery(stop));

    for (const drawerOpen of [true, false]) {
      const context = await browser.newContext({
        ...DEVICE,
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((open) => localStorage.setItem('brasa.drawerOpen', String(open)), drawerOpen);
      const page = await context.newPage();
      await login(page);

      await page.goto('/dispatchDeliveryman');
      await page.getByTestId('dispatch-confirm').waitFor();
      expect(await overflowOf(page), `dispatch, drawer ${drawerOpen}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/dispatch-390-drawer-${drawerOpen}.png`, fullPage: true });

      await page.goto('/dispatchDeliveryman/roteirizacao');
      await page.getByTestId('routing-page').waitFor();
      for (const order of free) await page.locator(`[data-marker="${order.id}"]`).dispatchEvent('click');
      await page.getByTestId('routing-create').getByText('(3)').waitFor();
      await page.getByTestId('routing-create').click();
      const draft = page.locator('[data-testid^="routing-draft-"][data-testid$="-courier"]');
      await draft.waitFor();
      const card = page.locator('[data-testid^="routing-route-chip-"]').first();
      await card.waitFor();

      expect(await overflowOf(page), `routing, drawer ${drawerOpen}`).toBeLessThanOrEqual(0);
      const content = (await page.getByTestId('routing-page').boundingBox())!;
      const routes = (await page.getByTestId('routing-routes').boundingBox())!;
      const draftBox = (await page.locator('[data-testid^="routing-draft-"]').first().boundingBox())!;
      const routeCard = (await card.locator('xpath=ancestor::div[contains(@class,"MuiCard-root")][1]').boundingBox())!;
      const map = (await page.getByTestId('routing-map').boundingBox())!;
      // The route column stacks under the map; the draft sits above the route cards, both as wide as the page's
      // content (no inset of the column's own), and neither cuts the courier's name or a stop's customer.
      expect(routes.y).toBeGreaterThan(map.y + map.height - 1);
      expect(draftBox.width).toBeGreaterThanOrEqual(content.width - 1);
      expect(routeCard.width).toBeGreaterThanOrEqual(content.width - 1);
      expect(routeCard.y).toBeGreaterThan(draftBox.y + draftBox.height - 1);
      expect(map.height).toBeGreaterThan(300);
      expect(map.width).toBeGreaterThanOrEqual(content.width - 1);
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid^="routing-stop-"] p, [data-testid^="routing-route-"] h6'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      expect(cut).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/routing-390-drawer-${drawerOpen}.png`, fullPage: true });
      await context.close();
    }
  });
});
