import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBenchBrowser } from './lib/browser';
import { makeKdsEntries } from './lib/kds-fixture';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

async function kitchenPage(
  browser: Browser,
  url: string,
  entries: unknown[],
  size: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: size });
  const page = await context.newPage();
  // The list is served from a fixture through Playwright (the same JSON the print server answers), so the
  // figure is the page's own cost, whatever the server's KDS store holds.
  await page.route('**/api/kds/listAllByDate**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(entries) }),
  );
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuário').fill('cozinha');
  await page.getByLabel('Senha', { exact: true }).fill('cozinha');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/**
 * The KDS page in Chromium: navigation to /kds until the entries are counted and the first card is drawn,
 * with 1,000 entries (doc 3 §9: the list limit) against 10, in the same run; at 1920×1080.
 */
export async function benchKdsPaint(runs = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-kds-'));
  // The browser first: if it cannot start, no server is left running.
  const browser = await launchBenchBrowser();
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '', BRASA_DEMO_ORDERS: 'off' });
  try {
    const measure = async (count: number) => {
      const entries = makeKdsEntries(count);
      const paint: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await kitchenPage(browser, server.url, entries, { width: 1920, height: 1080 });
        const t0 = Date.now();
        await page.goto(`${server.url}/kds`);
        await page
          .locator(`[data-testid="kds-page"][data-items="${count}"] [data-testid^="kds-card-"]`)
          .first()
          .waitFor({ timeout: 120_000 });
        paint.push(Date.now() - t0);
        await page.context().close();
      }
      return summarize(paint);
    };
    const small = await measure(10);
    const large = await measure(1000);
    console.log(`\n# KDS page in Chromium at 1920×1080 (${runs} runs; list served from a fixture)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(`10 entries: paint p50 ${ms(small.p50)}, max ${ms(small.max)}`);
    console.log(`1,000 entries: paint p50 ${ms(large.p50)}, max ${ms(large.max)}`);
    console.log(`ratio 1000/10: ${(large.p50 / small.p50).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
