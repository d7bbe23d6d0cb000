import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { api, login } from './lib/api';
import { launchBenchBrowser } from './lib/browser';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/** `count` confirmed delivery orders with coordinates around the demo unit (São Paulo). */
async function seedDeliveries(baseUrl: string, token: string, count: number, from: number) {
  const people = (await api(baseUrl, token, 'GET', '/api-v2/pessoa/list?q=MARIA')) as { id: number; nome: string }[];
  const customer = people.find((p) => p.nome === 'MARIA DA SILVA')!;
  const jobs: (() => Promise<unknown>)[] = [];
  for (let i = from; i < from + count; i++) {
    jobs.push(async () => {
      const order = (await api(baseUrl, token, 'POST', '/api-v2/pedidoIntegracao', {
        tipo: 'DELIVERY',
        pessoaCliente: { id: customer.id },
        iFoodOrder: {
          customer: { name: `CLIENTE ${i}` },
          deliveryMethod: { mode: 'DELIVERY' },
          deliveryAddress: {
            streetName: 'Rua Augusta',
            streetNumber: String(i),
            neighborhood: 'Consolação',
            city: 'São Paulo',
            coordinates: { latitude: -23.56 + Math.sin(i) * 0.05, longitude: -46.65 + Math.cos(i * 1.3) * 0.05 },
          },
          items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
          payments: [],
        },
      })) as { id: number };
      await api(baseUrl, token, 'POST', `/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`);
    });
  }
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
}

// A blank tile: the bench never reaches the internet.
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

async function dispatcherPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
  });
  await context.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuário').fill('despacho');
  await page.getByLabel('Senha', { exact: true }).fill('despacho');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/** Until the panel lists `n` orders and the map has drawn its markers (or clusters). */
const painted = (page: Page, n: number) =>
  page.waitForFunction(
    (expected) => {
      const all = document.querySelector('[data-testid="routing-tab-all"]')?.textContent ?? '';
      const count = Number(/\((\d+)\)/.exec(all)?.[1] ?? -1);
      return count >= expected && document.querySelectorAll('.brasa-marker, .marker-cluster').length > 0;
    },
    n,
    { timeout: 120_000 },
  );

/**
 * The route planning page in Chromium: navigation until the day's orders are listed and drawn on the map, with
 * 300 orders (clustered), against 5 orders in the same run.
 */
export async function benchRoutesPaint(runs = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-routes-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchBenchBrowser();
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const measure = async (expected: number) => {
      const paint: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await dispatcherPage(browser, server.url);
        const t0 = Date.now();
        await page.goto(`${server.url}/dispatchDeliveryman/roteirizacao`);
        await painted(page, expected);
        paint.push(Date.now() - t0);
        await page.context().close();
      }
      return summarize(paint);
    };
    await seedDeliveries(server.url, jwtToken, 5, 1);
    const small = await measure(5);
    await seedDeliveries(server.url, jwtToken, 295, 6);
    const large = await measure(300);
    console.log(`\n# route planning page in Chromium (${runs} runs; plus the demo deliveries)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(`5 orders: paint p50 ${ms(small.p50)}, max ${ms(small.max)}`);
    console.log(`300 orders: paint p50 ${ms(large.p50)}, max ${ms(large.max)}`);
    console.log(`ratio 300/5 paint: ${(large.p50 / small.p50).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
