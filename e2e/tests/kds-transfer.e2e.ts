import type { TOrder } from '@brasa/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

// The kitchen display follows the order (doc 3 §4.4 "Transfer items"): a dish the waiter moves from one tab to
// another shows on the destination's card on the cook's wall screen, live, still in the step the cook left it.

const SHOTS = '/tmp/shots-kdsmove';
let server: RunningServer;
let browser: Browser;
let cashier: Api;
let waiter: Api;

async function call<T>(api: Api, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${api.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A kitchen line (the demo sends X-Burger to the KDS), with its observation to tell the two apart. */
async function burger(observations: string) {
  const [product] = await call<{ idProduto: number; valorUnitarioVenda?: number }[]>(
    cashier,
    'GET',
    '/api-v2/produto/list?q=X-Burger&max=1',
  );
  return { externalCode: product!.idProduto, name: 'X-Burger', quantity: 1, price: 24.9, observations };
}

const openTab = async (number: string, observations: string[]) =>
  call<TOrder>(cashier, 'POST', '/api-v2/pedidoIntegracao', {
    tipo: 'COMANDA',
    identificadorPrincipal: number,
    iFoodOrder: {
      deliveryMethod: { mode: 'INDOOR' },
      items: await Promise.all(observations.map(burger)),
      payments: [],
    },
  });

async function wallScreen(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...DEVICE, viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login('cozinha');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/kds');
  await page.getByTestId('kds-page').waitFor();
  return page;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [cashier, waiter] = await Promise.all([Api.login(server.url, 'caixa'), Api.login(server.url, 'garcom')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the KDS follows an item transferred to another tab', () => {
  it('the started burger of tab 41 moves to tab 42’s card on the wall screen, still started', async () => {
    const kds = await wallScreen();
    const tabA = await openTab('41', ['Sem cebola', 'Bem passado']);
    const tabB = await openTab('42', ['Com bacon']);
    const cardA = kds.getByTestId(`kds-card-pedido-${tabA.id}`);
    const cardB = kds.getByTestId(`kds-card-pedido-${tabB.id}`);
    await cardA.waitFor({ timeout: 10_000 });
    await cardB.waitFor({ timeout: 10_000 });
    await expect.poll(() => cardA.textContent()).toContain('Comanda 41');

    // The cook starts the burger without onion.
    const row = cardA.locator('[data-testid^="kds-item-"][data-status]').filter({ hasText: 'Sem cebola' });
    const rowId = await row.getAttribute('data-testid');
    await row.locator('[data-testid^="kds-item-forward-"]').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('INICIADO');
    await kds.screenshot({ path: `${SHOTS}/kds-before-transfer.png` });

    // The waiter moves it to tab 42.
    const moving = tabA.iFoodOrder.items.find((item) => item.observations === 'Sem cebola')!;
    await call(waiter, 'POST', '/api-v2/pedidoIntegracao/transferirItens', {
      idPedidoOrigem: tabA.id,
      versionOrigem: tabA.version,
      idPedidoDestino: tabB.id,
      versionDestino: tabB.version,
      referenceCodes: [moving.referenceCode],
    });

    // Live, without a reload: the same entry now sits on tab 42's card, still started; tab 41 keeps the other.
    const moved = cardB.getByTestId(rowId!);
    await moved.waitFor({ timeout: 10_000 });
    expect(await moved.getAttribute('data-status')).toBe('INICIADO');
    expect(await moved.textContent()).toContain('Sem cebola');
    expect(await cardB.textContent()).toContain('Comanda 42');
    await expect.poll(() => cardA.textContent()).not.toContain('Sem cebola');
    expect(await cardA.textContent()).toContain('Bem passado');
    await kds.screenshot({ path: `${SHOTS}/kds-after-transfer.png` });

    // A reload lists it there too (the stored entry, not only the socket message).
    await kds.reload();
    await cardB.getByTestId(rowId!).waitFor({ timeout: 10_000 });
    expect(await cardB.getByTestId(rowId!).getAttribute('data-status')).toBe('INICIADO');
  });
});
