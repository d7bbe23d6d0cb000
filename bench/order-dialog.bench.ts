import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { login } from './lib/api';
import { launchBenchBrowser } from './lib/browser';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';
import { fillCatalogue } from './product-search.bench';

const LARGE_CATALOGUE = 5_000;

/**
 * The order dialog is "usable" at the first animation frame where all of these hold:
 * - the dialog shows the items step ('Escolha os itens', `order-entry-panel-1`);
 * - at least one product tile (`product-tile-*`) is drawn in it, i.e. menu and groups are loaded and grouped
 *   (the first group with products is shown, as a cashier sees it);
 * - the code/search field (`order-entry-search`) is the focused element, enabled and not read-only;
 * and then a digit typed with the keyboard shows up in that field (a digit does not filter the tiles), so
 * the page is not busy and really takes input.
 *
 * The keyboard-only cashier flow is timed: the clock starts just before pressing Home (new counter order)
 * on an idle delivery board (looked at for LOOK_AT_BOARD_MS; a separate figure presses Home at once); F10 ('Avançar') is pressed as soon as the first step is drawn and has the
 * focus (a counter order needs no customer). Keys are used rather than clicks so that Playwright's
 * actionability waits (the dialog's fade-in) are not timed. Times are taken in Node, so each includes a
 * few ms of Playwright round trips, the same in both catalogues.
 */
async function timeUntilUsable(page: Page): Promise<number> {
  const t0 = performance.now();
  await page.keyboard.press('Home');
  await page.waitForFunction(
    () => {
      const dialog = document.querySelector('[data-testid="order-entry-dialog"]');
      return (
        dialog !== null &&
        dialog.querySelector('[data-testid="order-entry-panel-0"]') !== null &&
        dialog.contains(document.activeElement)
      );
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.keyboard.press('F10');
  await page.waitForFunction(
    () => {
      const panel = document.querySelector('[data-testid="order-entry-panel-1"]');
      const field = document.querySelector<HTMLInputElement>('input[data-testid="order-entry-search"]');
      return (
        panel !== null &&
        panel.querySelector('[data-testid^="product-tile-"]') !== null &&
        field !== null &&
        field === document.activeElement &&
        !field.disabled &&
        !field.readOnly
      );
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.keyboard.type('1');
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[data-testid="order-entry-search"]')?.value === '1',
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return performance.now() - t0;
}

/** Closes the dialog (Escape; nothing was added, so no discard question) and waits until it is gone. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('order-entry-dialog').waitFor({ state: 'detached' });
}

interface Figures {
  products: number;
  groups: number;
  /** The spec's produtoCardapio list, with every product's group and combo steps. */
  fullKb: number;
  /** What the order dialog fetches: GET /api-v2/produtoCardapio/enxuto. */
  leanKb: number;
  cold: ReturnType<typeof summarize>;
  warm: ReturnType<typeof summarize>;
  /** Home pressed as soon as the board's columns are drawn: the dialog's chunk not loaded yet either. */
  atBoot?: ReturnType<typeof summarize>;
}

/**
 * How long the cashier looks at the idle board before pressing Home. The app loads the dialog's chunk and the
 * data of its first steps (parameters, groups, lean menu) once the page is idle, a second after the board; a
 * cashier's first order comes later than that.
 */
const LOOK_AT_BOARD_MS = 2_000;

/**
 * One catalogue: a server on `dataDir`, then `runs` fresh browser contexts logged in as caixa. In each, the
 * first opening is cold (the dialog's first render in the page; its chunk and menu were loaded while the board
 * was idle); a second opening in the same page is warm (the menu cached for 5 minutes by the web app).
 * `atBootRuns` more contexts press Home as soon as the board's columns are drawn.
 */
async function measureCatalogue(browser: Browser, dataDir: string, runs: number, atBootRuns = 0): Promise<Figures> {
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const get = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${jwtToken}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const text = await response.text();
      return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
    };
    // The spec's full list (other clients) and the lean menu the order dialog fetches.
    const full = await get('/service?action=list&entity=produtoCardapio&filtroProduto=PDV_ONLINE');
    const lean = await get('/api-v2/produtoCardapio/enxuto?filtroProduto=PDV_ONLINE');
    const groups = await get('/service?action=list&entity=grupoProduto&filtroProduto=PDV_ONLINE');

    // Log in once through the page; each run starts from that stored session.
    const setup = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const loginPage = await setup.newPage();
    await loginPage.goto(`${server.url}/login`);
    await loginPage.getByLabel('Usuário').fill('caixa');
    await loginPage.getByLabel('Senha', { exact: true }).fill('caixa');
    await loginPage.getByRole('button', { name: 'Entrar' }).click();
    await loginPage.waitForURL('**/delivery');
    const storageState = await setup.storageState();
    await setup.close();

    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        storageState,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1366, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/delivery`);
      await page.getByTestId('board-column-PENDENTE').waitFor({ timeout: 60_000 });
      // Start from an idle board: its list, the parameters and the realtime socket's polling are done, and
      // the cashier has looked at it for a moment.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(LOOK_AT_BOARD_MS);
      cold.push(await timeUntilUsable(page));
      await closeDialog(page);
      warm.push(await timeUntilUsable(page));
      await context.close();
    }
    const atBoot: number[] = [];
    for (let i = 0; i < atBootRuns; i++) {
      const context = await browser.newContext({
        storageState,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1366, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/delivery`);
      await page.getByTestId('board-column-PENDENTE').waitFor({ timeout: 60_000 });
      atBoot.push(await timeUntilUsable(page));
      await context.close();
    }
    return {
      atBoot: atBoot.length ? summarize(atBoot) : undefined,
      products: (full.body as unknown[]).length,
      groups: (groups.body as unknown[]).length,
      fullKb: full.bytes / 1024,
      leanKb: lean.bytes / 1024,
      cold: summarize(cold),
      warm: summarize(warm),
    };
  } finally {
    await server.stop();
  }
}

/**
 * The order dialog of a new counter order (Home) in Chromium: time until its items step is usable (see
 * `timeUntilUsable`) with the demo catalogue plus 5,000 products in 100 more groups. Baseline: the demo
 * catalogue alone.
 */
export async function benchOrderDialog(runs = 5) {
  const demoDir = mkdtempSync(join(tmpdir(), 'brasa-bench-dialog-demo-'));
  const largeDir = mkdtempSync(join(tmpdir(), 'brasa-bench-dialog-large-'));
  const browser = await launchBenchBrowser();
  try {
    await fillCatalogue({ dataDir: largeDir }, LARGE_CATALOGUE);
    const demo = await measureCatalogue(browser, demoDir, runs);
    const large = await measureCatalogue(browser, largeDir, runs, 3);
    const describe = (label: string, f: Figures) =>
      `${label} (${f.products} menu products, ${f.groups} groups; menu fetched ${f.leanKb.toFixed(0)} kB, ` +
      `full produtoCardapio list ${f.fullKb.toFixed(0)} kB): ` +
      `p50 ${ms(f.cold.p50)}, max ${ms(f.cold.max)}; warm p50 ${ms(f.warm.p50)}, max ${ms(f.warm.max)}`;
    console.log(`\n# order dialog in Chromium, Home until the items step is usable (${runs} runs, cold and warm)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(describe('demo catalogue', demo));
    console.log(describe(`+${LARGE_CATALOGUE} products`, large));
    if (large.atBoot) {
      console.log(
        `+${LARGE_CATALOGUE} products, Home as soon as the board is drawn (chunk and menu both cold, ` +
          `${large.atBoot.n} runs): p50 ${ms(large.atBoot.p50)}, max ${ms(large.atBoot.max)}`,
      );
    }
    console.log(`ratio large/demo p50: ${(large.cold.p50 / demo.cold.p50).toFixed(2)}x cold`);
    console.log(`ratio large/demo p50: ${(large.warm.p50 / demo.warm.p50).toFixed(2)}x warm`);
    console.log(
      `menu payload, large: ${large.leanKb.toFixed(0)} kB lean vs ${large.fullKb.toFixed(0)} kB full ` +
        `(${(large.leanKb / large.fullKb).toFixed(2)}x)`,
    );
  } finally {
    await browser.close();
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(largeDir, { recursive: true, force: true });
  }
}
