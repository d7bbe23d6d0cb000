import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api, login, seedOrders } from './lib/api';
import { launchBenchBrowser } from './lib/browser';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/** Where one navigation's time went, in ms from navigation start (read in the page, see `readBreakdown`). */
interface Breakdown {
  /** index.html received. */
  html: number;
  /** The entry JavaScript downloaded, parsed and run (main.tsx's `brasa:boot` mark). */
  js: number;
  /** The board's chunk ready, React starts rendering (`brasa:render`). */
  render: number;
  /** The board list call: asked for, answered. */
  listStart: number;
  listEnd: number;
  /** First contentful paint (the frame). */
  firstPaint: number;
  /** Every non-empty column shows its cards (seen at an animation frame). */
  cards: number;
  /** Main-thread long tasks (> 50 ms) until then, summed. */
  longTasks: number;
}

/** Collects long tasks from the page's start (installed in every page of the context). */
const OBSERVE_LONG_TASKS = () => {
  const w = window as unknown as { __longTasks: PerformanceEntry[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
};

async function readBreakdown(page: Page): Promise<Breakdown> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const marks = ['brasa:boot', 'brasa:render', 'first-contentful-paint'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN,
    );
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/api-v2/pedidoIntegracao/quadro')) as PerformanceResourceTiming | undefined;
    const cards = (window as unknown as { __cardsAt: number }).__cardsAt;
    const longTasks = (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
      .filter((task) => task.startTime < cards)
      .reduce((sum, task) => sum + task.duration, 0);
    return {
      html: navigation.responseEnd,
      js: marks[0]!,
      render: marks[1]!,
      listStart: list?.startTime ?? NaN,
      listEnd: list?.responseEnd ?? NaN,
      firstPaint: marks[2]!,
      cards,
      longTasks,
    };
  });
}

/** Waits until `expected` columns show cards, noting in the page the frame where that was first seen. */
async function waitForCards(page: Page, expected: number) {
  await page.waitForFunction(
    (expected) => {
      const columns = [...document.querySelectorAll('[data-testid^="board-column-"]')];
      const filled = columns.filter((c) => c.querySelector('[data-testid^="order-card-"]')).length;
      if (filled < expected) return false;
      (window as unknown as { __cardsAt: number }).__cardsAt = performance.now();
      return true;
    },
    expected,
    { polling: 'raf', timeout: 60_000 },
  );
}

const median = (values: number[]) => summarize(values.filter((v) => Number.isFinite(v))).p50;

function describeBreakdown(runs: Breakdown[]): string {
  const m = (key: keyof Breakdown) => median(runs.map((run) => run[key])).toFixed(0);
  return (
    `HTML ${m('html')} ms, entry JS run ${m('js')} ms, board chunk ready ${m('render')} ms, ` +
    `list call ${m('listStart')}–${m('listEnd')} ms, first paint ${m('firstPaint')} ms, cards ${m('cards')} ms ` +
    `(long tasks ${m('longTasks')} ms)`
  );
}

/**
 * The delivery board with 500 orders spread over four statuses, in Chromium. What a cashier waits for when
 * the terminal opens the PDV: a navigation to /delivery with the session already stored (a terminal keeps
 * it) and the browser's cache holding the app (the context logged in once), until every non-empty column
 * shows its cards (50 per column at first). The login itself is not in that figure; it is timed apart
 * ('Entrar' until the cards, the first load of a new terminal's day). Baseline: the same page with 5 orders.
 * Each navigation also gives its boot breakdown (medians printed), from the page's own timings.
 */
export async function benchBoardPaint(runs = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-board-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchBenchBrowser();
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const measure = async (expectedColumns: number) => {
      const samples: number[] = [];
      const logins: number[] = [];
      const breakdowns: Breakdown[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          viewport: { width: 1600, height: 900 },
        });
        await context.addInitScript(OBSERVE_LONG_TASKS);
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        await page.getByLabel('Usuário').fill('caixa');
        await page.getByLabel('Senha', { exact: true }).fill('caixa');
        const loginStart = Date.now();
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.waitForURL('**/delivery');
        await waitForCards(page, expectedColumns);
        logins.push(Date.now() - loginStart);
        // The terminal opens the PDV again: a new page of the same browser (session stored, app cached), so
        // nothing the login page still does delays the navigation.
        await page.close();
        const reopened = await context.newPage();
        const t0 = Date.now();
        await reopened.goto(`${server.url}/delivery`);
        await waitForCards(reopened, expectedColumns);
        samples.push(Date.now() - t0);
        breakdowns.push(await readBreakdown(reopened));
        await context.close();
      }
      return { paint: summarize(samples), login: summarize(logins), breakdowns };
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
    console.log(
      `\n# delivery board in Chromium, navigation of a logged-in cashier until the columns show their cards (${runs} runs)`,
    );
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(`5 orders: p50 ${ms(small.paint.p50)}, max ${ms(small.paint.max)}`);
    console.log(`500 orders (4 columns): p50 ${ms(large.paint.p50)}, max ${ms(large.paint.max)}`);
    console.log(`ratio 500/5: ${(large.paint.p50 / small.paint.p50).toFixed(2)}x`);
    console.log(`boot breakdown, 5 orders (medians from navigation start): ${describeBreakdown(small.breakdowns)}`);
    console.log(`boot breakdown, 500 orders: ${describeBreakdown(large.breakdowns)}`);
    console.log(
      `cold login ('Entrar' until the cards): 5 orders p50 ${ms(small.login.p50)}, ` +
        `500 orders p50 ${ms(large.login.p50)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
