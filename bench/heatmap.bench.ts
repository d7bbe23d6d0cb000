import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchBenchBrowser } from './lib/browser';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

const PAGE_SIZE = 100;
const PAGE_DELAY_MS = 150;
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** `orders` delivered sales of `customers` new customers around the Matriz, on the days of `month` (1-12) of 2025. */
async function seedSales(url: string, customers: number, orders: number, month: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; mun: number }>(
      `select u.id, p.municipio_id as mun from unidade u join pessoa p on p.id = u.pessoa_id where u.nome = 'Matriz'`,
    );
    const unit = rows[0]!;
    const { rows: people } = await client.query<{ id: number }>(
      `insert into pessoa (unidade_id, nome, tipo_cliente, endereco, numero, bairro, municipio_id, latitude, longitude)
       select $1, 'CLIENTE BENCH ' || g, true, 'Rua Augusta', g::text, 'Consolação', $2,
              -23.5614 + sin(g) * 0.06, -46.6559 + cos(g * 1.3) * 0.06
       from generate_series(1, $3::int) g returning id`,
      [unit.id, unit.mun, customers],
    );
    const ids = people.map((p) => p.id);
    await client.query(
      `insert into pedido_integracao (unidade_id, tipo, situacao, pago, data_pedido, pessoa_cliente_id, total_pedido_cents, body)
       select $1, 'DELIVERY', 'ENTREGUE', true,
              make_timestamptz(2025, $4::int, 1 + (g % 28), 12 + (g % 10), g % 60, 0, 'America/Sao_Paulo'),
              ($2::int[])[1 + (g % array_length($2::int[], 1))], 4990,
              jsonb_build_object('items', jsonb_build_array(
                jsonb_build_object('name', 'X-Burger', 'quantity', 1, 'price', 24.9),
                jsonb_build_object('name', 'Pizza mussarela', 'quantity', 1, 'price', 25.0)))
       from generate_series(1, $3::int) g`,
      [unit.id, ids, orders, month],
    );
    // What autovacuum does soon after a bulk load: without statistics the planner takes the just-filled tables
    // for empty and joins 20,000 sales to every customer of the unit (3.7 s a page instead of 23 ms).
    await client.query('analyze pessoa; analyze pedido_integracao');
  } finally {
    await client.end();
  }
}

async function managerPage(browser: Awaited<ReturnType<typeof launchBenchBrowser>>, url: string): Promise<Page> {
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
  await page.getByTestId('login-password').fill('admin');
  await page.getByLabel('Usuário').fill('admin');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${url}/salesHeatMap`);
  await page.getByTestId('heat-map-summary').waitFor({ timeout: 120_000 });
  return page;
}

/** Searches a month and waits until every page is fetched and the map has drawn the heat layer and markers. */
async function searchAndPaint(page: Page, month: number, expected: number): Promise<number> {
  const last = new Date(2025, month, 0).getDate();
  await page.getByLabel('De', { exact: true }).fill(`2025-${String(month).padStart(2, '0')}-01`);
  await page.getByLabel('Até', { exact: true }).fill(`2025-${String(month).padStart(2, '0')}-${last}`);
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForFunction(
    (n) => {
      const summary = document.querySelector('[data-testid="heat-map-summary"]')?.textContent ?? '';
      return (
        summary.startsWith(`${n} venda(s)`) &&
        document.querySelector('canvas.leaflet-heatmap-layer') !== null &&
        document.querySelectorAll('.marker-cluster, [data-customer]').length > 0
      );
    },
    expected,
    { timeout: 900_000, polling: 50 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  return Date.now() - t0;
}

/**
 * The sales heat map in Chromium (issue 18): 20,000 orders of 2,000 customers fetched 100 per page, 150 ms apart
 * (doc 3 §9), aggregated and painted, against 200 orders in the same run. Needs the local PostgreSQL server.
 */
export async function benchHeatMap(runs = 2) {
  const database = await freshPostgres();
  if (!database) {
    console.log('\n# sales heat map: skipped (no PostgreSQL at BENCH_DATABASE_URL / 127.0.0.1:5432)');
    return;
  }
  const server = await startBenchServer({ DATABASE_URL: database.url });
  const browser = await launchBenchBrowser();
  try {
    await seedSales(database.url, 50, 200, 1);
    await seedSales(database.url, 2000, 20_000, 3);
    const page = await managerPage(browser, server.url);
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < runs; i++) {
      small.push(await searchAndPaint(page, 1, 200));
      large.push(await searchAndPaint(page, 3, 20_000));
    }
    const s = summarize(small);
    const l = summarize(large);
    const floor = (orders: number) => (Math.ceil(orders / PAGE_SIZE) - 1) * PAGE_DELAY_MS;
    console.log(`\n# sales heat map in Chromium on PostgreSQL (${runs} runs each)`);
    console.log(`(machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores: compare ratios)`);
    console.log(
      `200 orders: all pages + paint p50 ${ms(s.p50)} (of which ${ms(floor(200))} is the spec's page spacing)`,
    );
    console.log(
      `20,000 orders: all pages + paint p50 ${ms(l.p50)}, max ${ms(l.max)} (of which ${ms(floor(20_000))} is the spec's page spacing; ${ms(l.p50 - floor(20_000))} fetching, aggregating and painting)`,
    );
    console.log(
      `ratio 20,000/200 total: ${(l.p50 / s.p50).toFixed(2)}x; per order beyond the spacing: ${((l.p50 - floor(20_000)) / 20_000).toFixed(3)} ms vs ${((s.p50 - floor(200)) / 200).toFixed(3)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}
