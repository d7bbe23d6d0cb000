import type { TOrder } from '@brasa/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { OrderEntryPage } from '../support/order-entry-page';
import { PaymentPage } from '../support/payment-page';
import { startServer, type RunningServer } from '../support/server';

// Issue 31 §4: a scheduled order goes to production at its preparation start (scheduled time minus preparation
// time), not at save. A delivery scheduled for tomorrow in the order entry prints no kitchen ticket and is not on
// the KDS; an order saved beside it for now is, so both screens are shown live.

const SHOTS = '/tmp/shots-sched';
const VIEWPORT = { width: 1366, height: 800 };
const KITCHEN = 'X-Burger';

let server: RunningServer;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function kitchenLine() {
  const [product] = await api.get<{ idProduto: number; valorUnitarioVenda?: number }[]>(
    `/api-v2/produto/list?q=${encodeURIComponent(KITCHEN)}&max=1`,
  );
  return { externalCode: String(product!.idProduto), name: KITCHEN, quantity: 1, price: product!.valorUnitarioVenda };
}

async function kdsPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...DEVICE, viewport: VIEWPORT });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login('cozinha');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/kds');
  await page.getByTestId('kds-page').waitFor();
  return page;
}

/** Tomorrow at 19:30 in the browser's datetime-local format (the server runs in America/Sao_Paulo too). */
function tomorrowInput(): string {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 19, 30);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T19:30`;
}

describe('scheduled delivery (issue 31 §4)', () => {
  it('a delivery scheduled for tomorrow prints no kitchen ticket and is not live on the KDS; one for now is', async () => {
    const { page } = await openBoard(browser, server.url, 'caixa');
    await page.setViewportSize(VIEWPORT);
    const entry = new OrderEntryPage(page);
    await entry.openDelivery('menu');
    await entry.registerNewCustomer(
      { phone: '11987650031', name: 'Cliente Agendado E2E', cep: '01304-001', number: '31' },
      { street: 'Rua Augusta', neighbourhood: 'Consolação', city: 'São Paulo' },
    );
    await entry.goToItems();
    const line = await kitchenLine();
    await entry.enterCode(line.externalCode, KITCHEN);
    await entry.goToExtraInfo();
    await entry.dialog.getByTestId('order-scheduled').check();
    await entry.dialog.getByTestId('order-schedule-at').fill(tomorrowInput());
    const scheduled = await entry.confirm();
    expect(scheduled.pedidoAgendado).toBe('AGENDADO');
    expect(scheduled.iFoodOrder.items.map((i) => i.status)).toEqual(['PENDENTE']);
    expect(scheduled.logs).toMatch(/itens enviados para produção em .* \(início do preparo\)/);

    // An order for now, beside it: its ticket and its KDS card show the screens are live.
    const answer = await fetch(`${server.url}/api-v2/pedidoIntegracao`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tipo: 'MESA',
        identificadorPrincipal: '9',
        iFoodOrder: { deliveryMethod: { mode: 'INDOOR' }, items: [line], payments: [] },
      }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const now = (await answer.json()) as TOrder;

    // 'Últimas impressões': the order for now has its kitchen ticket; the scheduled one has none.
    // The save opens the payment dialog; leave it unpaid.
    const payment = new PaymentPage(page);
    await payment.dialog.waitFor();
    await payment.dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await payment.dialog.waitFor({ state: 'detached' });
    // Then its detail: the item is still waiting (not sent to the kitchen).
    const detail = page.getByTestId('order-detail-dialog');
    await detail.getByText(KITCHEN).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-scheduled.png` });
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await page.getByTestId('board-logs-menu').click();
    await page.getByTestId('board-open-print-log').click();
    const log = page.getByTestId('print-log-dialog');
    await log
      .locator('tr')
      .filter({ hasText: `Pedido #${now.sequencial ?? now.id}` })
      .first()
      .waitFor({
        timeout: 10_000,
      });
    const search = log.getByTestId('print-log-search');
    await search.fill(String(scheduled.id));
    await log.getByTestId('print-log-empty').waitFor({ timeout: 10_000 });
    expect(await log.locator('[data-testid^="print-log-row-"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/print-log-scheduled.png` });
    await search.fill('');
    await log
      .locator('tr')
      .filter({ hasText: `Pedido #${now.sequencial ?? now.id}` })
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/print-log-all.png` });

    // The KDS: the order for now is a live card, the scheduled one is not there.
    const kds = await kdsPage();
    await kds.getByTestId(`kds-card-pedido-${now.id}`).waitFor({ timeout: 10_000 });
    expect(await kds.getByTestId(`kds-card-pedido-${scheduled.id}`).count()).toBe(0);
    await kds.screenshot({ path: `${SHOTS}/kds.png` });
  });
});
