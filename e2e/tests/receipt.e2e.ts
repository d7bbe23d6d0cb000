import type { TOrder } from '@brasa/contracts';
import { parseMoney, sumCents, type Cents } from '@brasa/domain';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

// Issue 31 §4: the customer's ticket adds up, as 'Últimas impressões' → 'Visualizar' shows it.

const SHOTS = '/tmp/shots-receipt';
let server: RunningServer;
let browser: Browser;
let token: string;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function productId(name: string): Promise<number> {
  const found = await call<{ idProduto: number; descricao: string }[]>(
    'GET',
    `/api-v2/produto/list?q=${encodeURIComponent(name)}&max=5`,
  );
  const product = found.find((p) => p.descricao === name);
  if (!product) throw new Error(`produto ${name} não encontrado`);
  return product.idProduto;
}

const AMOUNT_AT_END = /(-?R\$ -?\d{1,3}(?:\.\d{3})*,\d{2})$/;
const amountOf = (line: string): Cents | null => {
  const match = AMOUNT_AT_END.exec(line);
  return match ? parseMoney(match[1]!) : null;
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = (await Api.login(server.url, 'caixa')).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the customer ticket', () => {
  it("'Visualizar' of a receipt: a half-and-half pizza, a weighed item and a discounted item add up to TOTAL", async () => {
    const [pizza, calabresa, portuguesa, picanha, burger] = await Promise.all(
      ['Pizza meio a meio', 'Pizza calabresa', 'Pizza portuguesa', 'Picanha fatiada (kg)', 'X-Burger'].map(productId),
    );
    const order = await call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo: 'MESA',
      identificadorPrincipal: '12',
      iFoodOrder: {
        deliveryMethod: { mode: 'INDOOR' },
        items: [
          {
            externalCode: pizza,
            name: 'Pizza meio a meio',
            quantity: 1,
            price: 0,
            subItems: [
              { externalCode: calabresa, name: 'Pizza calabresa', quantity: 0.5, price: 49.9, totalPrice: 24.95 },
              { externalCode: portuguesa, name: 'Pizza portuguesa', quantity: 0.5, price: 52.9, totalPrice: 26.45 },
            ],
          },
          { externalCode: picanha, name: 'Picanha fatiada (kg)', quantity: 0.2, price: 129.9 },
          { externalCode: burger, name: 'X-Burger', quantity: 2, price: 10, discount: 3 },
        ],
        payments: [],
      },
    });
    await call('POST', `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}`);

    const context = await browser.newContext({
      baseURL: server.url,
      ...DEVICE,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await new LoginPage(page).open();
    await new LoginPage(page).login('caixa');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/delivery');
    await page.getByTestId('board-logs-menu').click();
    await page.getByTestId('board-open-print-log').click();
    const dialog = page.getByTestId('print-log-dialog');
    await dialog.getByTestId('print-log-search').fill(String(order.id));
    const row = dialog.locator('tr').filter({ hasText: 'CAIXA' }).first();
    await row.waitFor({ timeout: 10_000 });
    await row.locator('[data-testid^="print-log-view-"]').click();
    const ticket = page.getByTestId('ticket-view-text');
    await expect.poll(async () => (await ticket.textContent())?.includes('TOTAL'), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('ticket-view-dialog').screenshot({ path: `${SHOTS}/receipt-view.png` });

    const lines = ((await ticket.textContent()) ?? '').split('\n').map((l) => l.trimEnd());
    const rules = lines.flatMap((line, index) => (/^-+$/.test(line) ? [index] : []));
    const itemAmounts = lines.slice(rules[1]! + 1, rules[2]).flatMap((l) => amountOf(l) ?? []);
    const subTotal = amountOf(lines.find((l) => l.startsWith('Subtotal '))!)!;
    const totalAt = lines.findIndex((l) => l.startsWith('TOTAL '));
    const adjustments = lines.slice(lines.indexOf(lines.find((l) => l.startsWith('Subtotal '))!) + 1, totalAt);
    const stored = await call<TOrder>('GET', `/api-v2/pedidoIntegracao/${order.id}`);
    expect(lines.some((l) => /^1x Pizza meio a meio +R\$ 51,40$/.test(l))).toBe(true);
    expect(lines).toContain('  + 0,5x Pizza calabresa (R$ 24,95)');
    expect(lines.some((l) => l.startsWith('0,200 kg Picanha'))).toBe(true);
    expect(lines.some((l) => /^ {2}Desconto +-R\$ 3,00$/.test(l))).toBe(true);
    expect(sumCents(itemAmounts)).toBe(subTotal);
    expect(subTotal + sumCents(adjustments.flatMap((l) => amountOf(l) ?? []))).toBe(amountOf(lines[totalAt]!));
    expect(amountOf(lines[totalAt]!)).toBe(Math.round(stored.totalPedido * 100));

    // Each ticket line is one line on screen: no price wrapped onto the next.
    const shape = await ticket.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const count = (el.textContent ?? '').replace(/\n$/, '').split('\n').length;
      return { visual: tops.size, lines: count, cut: el.scrollWidth > el.clientWidth };
    });
    expect(shape).toEqual({ visual: shape.lines, lines: shape.lines, cut: false });
    await context.close();
  });
});
