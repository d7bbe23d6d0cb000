import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { api, login } from './lib/api';
import { launchBenchBrowser } from './lib/browser';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/** Open tab orders on tabs 1..`tabs`, `perTab` each (the board draws one card per tab). */
async function seedTabs(baseUrl: string, token: string, tabs: number, perTab: number, from = 1) {
  const jobs: (() => Promise<unknown>)[] = [];
  for (let tab = from; tab < from + tabs; tab++) {
    for (let k = 0; k < perTab; k++) {
      jobs.push(() =>
        api(baseUrl, token, 'POST', '/api-v2/pedidoIntegracao', {
          tipo: 'COMANDA',
          identificadorPrincipal: String(tab),
          quantidadePessoas: 1 + (tab % 4),
          iFoodOrder: {
            deliveryMethod: { mode: 'INDOOR' },
            items: [
              { name: 'Cerveja long neck', quantity: 1 + (tab % 3), price: 11.9 },
              { name: 'Batata frita', quantity: 1, price: 22.9 },
            ],
            payments: [],
          },
        }),
      );
    }
  }
  // four at a time, as several terminals would
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
}

async function loggedPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1600, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuário').fill('caixa');
  await page.getByLabel('Senha', { exact: true }).fill('caixa');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

const openCards = (page: Page, expected: number) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid^="tab-card-"][data-open="true"]').length >= n,
    expected,
    { timeout: 120_000 },
  );

/**
 * The tab and table board in Chromium: navigation until every tab with orders shows its card, with 300 tabs
 * and 600 open orders, and a save made elsewhere until its card appears (realtime). Baseline: the same page
 * with 5 tabs of one order, in the same run.
 */
export async function benchTabsPaint(runs = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-tabs-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchBenchBrowser();
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    let nextTab = 1000;
    const measure = async (expectedCards: number) => {
      const paint: number[] = [];
      const update: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await loggedPage(browser, server.url);
        const t0 = Date.now();
        await page.goto(`${server.url}/pedidosIdentificador`);
        await openCards(page, expectedCards);
        paint.push(Date.now() - t0);
        // wait for the socket, then one order saved by another terminal until its card shows
        await page.waitForTimeout(500);
        const tab = String(nextTab++);
        const t1 = Date.now();
        await seedTabs(server.url, jwtToken, 1, 1, Number(tab));
        await page.locator(`[data-testid="tab-card-COMANDA-${tab}"][data-open="true"]`).waitFor({ timeout: 60_000 });
        update.push(Date.now() - t1);
        await page.context().close();
      }
      return { paint: summarize(paint), update: summarize(update) };
    };
    await seedTabs(server.url, jwtToken, 5, 1);
    // cards of the baseline's realtime runs stay open too; count only what the run must see
    const small = await measure(5);
    await seedTabs(server.url, jwtToken, 295, 2, 6);
    await seedTabs(server.url, jwtToken, 5, 1);
    const large = await measure(300);
    console.log(`\n# tab and table board in Chromium (${runs} runs)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(`5 tabs, 5 orders: paint p50 ${ms(small.paint.p50)}, max ${ms(small.paint.max)}`);
    console.log(`300 tabs, 600 orders: paint p50 ${ms(large.paint.p50)}, max ${ms(large.paint.max)}`);
    console.log(`ratio 300/5 paint: ${(large.paint.p50 / small.paint.p50).toFixed(2)}x`);
    console.log(
      `save elsewhere until its card shows: 5 tabs p50 ${ms(small.update.p50)}, 300 tabs p50 ${ms(large.update.p50)}`,
    );
    console.log(`ratio 300/5 update: ${(large.update.p50 / small.update.p50).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
