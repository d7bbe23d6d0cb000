import type { THeatMapPage, TMapConfig } from '@brasa/contracts';
import {
  HEAT_MAP,
  aggregateHeatMap,
  circleStats,
  formatMoney,
  formatQueryDateTime,
  toCents,
  type Cents,
  type HeatMapOrder,
} from '@brasa/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  // The first start's demo: the heat map's history of sales (seed/sales-history.ts).
  [server, browser] = await Promise.all([startServer({ BRASA_DEMO_ORDERS: 'on' }), launchBrowser()]);
  api = await Api.login(server.url, 'admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's default period (the last 90 days, today included), read through the API as the page reads it. */
async function demoSales(): Promise<HeatMapOrder[]> {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 90);
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const period = `dataInicial=${encodeURIComponent(formatQueryDateTime(from))}&dataFinal=${encodeURIComponent(formatQueryDateTime(to))}`;
  const orders: HeatMapOrder[] = [];
  for (let first = 0; ; first += HEAT_MAP.PAGE_SIZE) {
    const page = await api.get<THeatMapPage>(`/api-v2/pedido/listPedidos?${period}&first=${first}&max=100`);
    for (const o of page.docs) {
      orders.push({
        id: o.id,
        valorCents: o.itens.reduce((sum, i) => sum + toCents(i.valorTotal), 0),
        pessoa: { ...o.pessoa, municipio: o.pessoa.municipio?.nome, estado: o.pessoa.estado?.sigla },
      });
    }
    if (first + HEAT_MAP.PAGE_SIZE >= page.total) break;
  }
  return orders;
}

const text = (value: string | null) => (value ?? '').replace(/\s/g, ' ');

describe('sales heat map (doc 3 §2.2)', () => {
  it('shows the demo sales on the map and counts the orders inside the 3 km circle', async () => {
    const sales = await demoSales();
    expect(sales.length).toBeGreaterThan(150);
    const { customers } = aggregateHeatMap(sales);
    const config = await api.get<TMapConfig>('/api-v2/roteirizacao/mapa');
    const expected = circleStats(customers, config.empresa!, HEAT_MAP.CIRCLE_START_METERS);
    expect(expected.pedidos).toBeGreaterThan(0);
    expect(expected.pedidos).toBeLessThan(sales.length);

    const page = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1366, height: 850 });
    const login = new LoginPage(page);
    await login.open();
    await login.login('admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/salesHeatMap');

    await page.getByTestId('heat-map-summary').waitFor();
    expect(await page.getByTestId('heat-map-summary').textContent()).toBe(
      `${sales.length} venda(s) de ${customers.length} cliente(s) no mapa`,
    );
    // 'Pontos de Calor': the heat layer's canvas and the customers' markers or their clusters.
    await page.locator('canvas.leaflet-heatmap-layer').waitFor();
    await page.locator('.marker-cluster, [data-customer]').first().waitFor();

    await page.getByRole('button', { name: 'Raio de Distância' }).click();
    const panel = page.getByTestId('circle-panel');
    expect(await panel.getByTestId('circle-radius').textContent()).toBe('Raio: 3,00 km');
    expect(await panel.getByTestId('circle-orders').textContent()).toBe(`Total de pedidos: ${expected.pedidos}`);
    expect(text(await panel.getByTestId('circle-total').textContent())).toBe(
      `Valor total: ${text(formatMoney(expected.totalCents as Cents))}`,
    );
    expect(text(await panel.getByTestId('circle-ticket').textContent())).toBe(
      `Ticket médio: ${text(formatMoney(expected.ticketMedioCents as Cents))}`,
    );
    expect(await page.locator('path.leaflet-interactive[stroke="#d32f2f"]').count()).toBe(1);

    // A wider circle (the slider, 100 m per step) counts more.
    await panel.getByRole('slider').focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    const wider = circleStats(customers, config.empresa!, HEAT_MAP.CIRCLE_START_METERS + 2000);
    expect(await panel.getByTestId('circle-radius').textContent()).toBe('Raio: 5,00 km');
    expect(await panel.getByTestId('circle-orders').textContent()).toBe(`Total de pedidos: ${wider.pedidos}`);
    expect(wider.pedidos).toBeGreaterThan(expected.pedidos);
    await page.close();
  });
});
