import type { TOrder } from '@brasa/contracts';
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

// Needs the server side of issue 12 (kds-server: /api/kds/*, the socket events and the routing of items to
// production; print-server: the print log and the virtual printers). The demo routes food to the KDS and
// the kitchen printer (COZINHA, AMBOS) and drinks to the bar printer (BAR).

let server: RunningServer;
let browser: Browser;
let token: string;
let adminToken: string;
let order: TOrder;

const KITCHEN = 'X-Burger';
const BAR = 'Refrigerante lata 350ml';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function productLine(name: string) {
  const [product] = await call<{ idProduto: number; descricao: string; valorUnitarioVenda?: number }[]>(
    'GET',
    `/api-v2/produto/list?q=${encodeURIComponent(name)}&max=1`,
  );
  if (!product) throw new Error(`produto ${name} não encontrado`);
  return { externalCode: product.idProduto, name, quantity: 1, price: product.valorUnitarioVenda ?? 10 };
}

async function loggedPage(username: string, path: string, viewport = { width: 1920, height: 1080 }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    ...DEVICE,
    viewport,
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login(username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await Api.login(server.url, 'caixa'); // the cashier exists and logs in
  const answer = await fetch(`${server.url}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'caixa', password: createHash('sha256').update('caixa').digest('hex') }),
  });
  token = ((await answer.json()) as { jwtToken: string }).jwtToken;
  const admin = await fetch(`${server.url}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: createHash('sha256').update('admin').digest('hex') }),
  });
  adminToken = ((await admin.json()) as { jwtToken: string }).jwtToken;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('kitchen display and print log', () => {
  it("the kitchen's KDS shows only its item, starts and finishes it, sees a removal cancelled; the bar ticket is in the print log", async () => {
    const kds = await loggedPage('cozinha', '/kds');
    await kds.getByTestId('kds-page').waitFor();
    // The kitchen screen shows the kitchen's place only (settings kept on this terminal).
    await kds.getByTestId('kds-settings-button').click();
    await kds.getByTestId('kds-settings-places-COZINHA').click();
    await kds.keyboard.press('Escape');

    // The cashier saves a table order with a kitchen item and a bar item.
    order = await call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo: 'MESA',
      identificadorPrincipal: '9',
      iFoodOrder: {
        deliveryMethod: { mode: 'INDOOR' },
        items: [await productLine(KITCHEN), await productLine(BAR)],
        payments: [],
      },
    });

    // Realtime: the card arrives without a reload, with the kitchen item only.
    const card = kds.getByTestId(`kds-card-pedido-${order.id}`);
    await card.waitFor({ timeout: 5_000 });
    await expect.poll(() => card.textContent()).toContain(KITCHEN);
    expect(await card.textContent()).not.toContain(BAR);

    // Start it, then finish it.
    const item = card.locator('[data-testid^="kds-item-"][data-status]').first();
    await card.getByRole('button', { name: 'Iniciar', exact: true }).click();
    await expect.poll(() => item.getAttribute('data-status')).toBe('INICIADO');
    await card.getByRole('button', { name: 'Pronto', exact: true }).click();
    await expect.poll(() => item.getAttribute('data-status')).toBe('CONCLUIDO');

    // The cashier removes the kitchen item: the KDS shows it cancelled, struck through with the reason.
    const current = await call<TOrder>('GET', `/api-v2/pedidoIntegracao/${order.id}`);
    const [kitchenLine, barLine] = [
      current.iFoodOrder.items.find((line) => line.name === KITCHEN)!,
      current.iFoodOrder.items.find((line) => line.name === BAR)!,
    ];
    await call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      ...current,
      iFoodOrder: { ...current.iFoodOrder, items: [barLine] },
      deletedItems: [{ ...kitchenLine, justificativaExclusao: 'Cliente desistiu do lanche' }],
    });
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 5_000 }).toBe('CANCELADO');
    expect(await card.textContent()).toContain('Cliente desistiu do lanche');

    // The cashier's board: 'Últimas impressões' lists the bar ticket of the order.
    const board = await loggedPage('caixa', '/delivery', { width: 1366, height: 800 });
    await board.getByTestId('board-logs-menu').click();
    await board.getByTestId('board-open-print-log').click();
    const dialog = board.getByTestId('print-log-dialog');
    await dialog.getByTestId('print-log-search').fill(String(order.id));
    await dialog.locator('tr').filter({ hasText: 'BAR' }).first().waitFor({ timeout: 10_000 });
    // 'Visualizar' shows the ticket as printed: each of its lines is one line on screen (no rule or price wrapped
    // onto the next), nothing cut off.
    await dialog.locator('tr').filter({ hasText: 'BAR' }).first().locator('[data-testid^="print-log-view-"]').click();
    const ticket = board.getByTestId('ticket-view-text');
    await expect.poll(async () => (await ticket.textContent())?.includes('----'), { timeout: 10_000 }).toBe(true);
    const shape = await ticket.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const lines = (el.textContent ?? '').replace(/\n$/, '').split('\n').length;
      return { visual: tops.size, lines, cut: el.scrollWidth > el.clientWidth };
    });
    expect(shape).toEqual({ visual: shape.lines, lines: shape.lines, cut: false });
    await board.getByTestId('ticket-view-dialog').getByRole('button', { name: 'Fechar' }).click();
    await ticket.waitFor({ state: 'detached' });

    // The bytes reached the printers: the bar's virtual printer printed the drink, the kitchen's the burger and
    // then its cancellation (decoded as the paper shows them, read through the sandbox).
    const printed = async (location: string) => {
      const answer = await fetch(`${server.url}/sandbox/impressoras?limit=50`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const body = (await answer.json()) as { impressoras: { local: string; tickets: { texto: string }[] }[] };
      // Big item names wrap at the paper's width: compare with the line breaks as spaces.
      return (body.impressoras.find((printer) => printer.local === location)?.tickets ?? []).map((t) =>
        t.texto.replace(/\s+/g, ' '),
      );
    };
    await expect
      .poll(async () => (await printed('BAR')).some((text) => text.includes(BAR)), { timeout: 10_000 })
      .toBe(true);
    expect((await printed('BAR')).some((text) => text.includes(KITCHEN))).toBe(false);
    await expect
      .poll(
        async () => (await printed('COZINHA')).some((text) => text.includes('CANCELADO') && text.includes(KITCHEN)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });
});
