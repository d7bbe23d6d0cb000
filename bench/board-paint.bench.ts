import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { api, login, seedOrders } from './lib/api';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The delivery board with 500 orders spread over four statuses, in Chromium: time from navigation until every
 * non-empty column shows its cards (50 per column at first). Baseline: the same page with 5 orders.
 */
export async function benchBoardPaint(runs = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-board-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const measure = async (expectedColumns: number) => {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          viewport: { width: 1600, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        await page.getByLabel('Usuário').fill('caixa');
        await page.getByLabel('Senha', { exact: true }).fill('caixa');
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForURL('**/delivery');
        await page.locator('[data-testid^="order-card-"]').first().waitFor({ timeout: 60_000 });
        // a fresh navigation, now with the session stored
        const t0 = Date.now();
        await page.goto(`${server.url}/delivery`);
        await page.waitForFunction(
          (expected) => {
            const columns = [...document.querySelectorAll('[data-testid^="board-column-"]')];
            const filled = columns.filter((c) => c.querySelector('[data-testid^="order-card-"]')).length;
            return filled >= expected;
          },
          expectedColumns,
          { timeout: 60_000 },
        );
        samples.push(Date.now() - t0);
        await context.close();
      }
      return summarize(samples);
    };
    const ids = await seedOrders(server.url, jwtToken, 5);
    const small = await measure(1);
    const more = await seedOrders(server.url, jwtToken, 495);
    const all = [...ids, ...more];
    // spread over PENDENTE, CONFIRMADO, ENVIADO, ENTREGUE
    for (const [i, id] of all.entries()) {
      const status = ['PENDENTE', 'CONFIRMADO', 'ENVIADO', 'ENTREGUE'][i % 4]!;
      if (status !== 'PENDENTE')
        await api(server.url, jwtToken, 'POST', `/api-v2/pedidoIntegracao/situacao/${id}/${status}`);
    }
    const large = await measure(4);
    console.log(`\n# delivery board in Chromium, navigation until the columns show their cards (${runs} runs)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(`5 orders: p50 ${ms(small.p50)}, max ${ms(small.max)}`);
    console.log(`500 orders (4 columns): p50 ${ms(large.p50)}, max ${ms(large.max)}`);
    console.log(`ratio 500/5: ${(large.p50 / small.p50).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
