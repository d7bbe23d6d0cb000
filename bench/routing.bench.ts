import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nearestNeighbourOrder, optimizeStopOrder, routeDurationSeconds } from '@brasa/domain';
import { api, login } from './lib/api';
import { startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/**
 * Route planning (issue 14): the stop-order optimizer on 25 stops (time, and the driving time it saves over the
 * order given and over nearest neighbour alone), and POST /roteirizacao/planejar with 25 orders through the OSRM
 * sandbox (the optimized plan beside the plan in the given order, measured in the same run).
 */
const STOPS = 25;
const INSTANCES = Number(process.env.BENCH_ROUTING_INSTANCES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUTING_ROUNDS ?? 30);
const SHOP = { lat: -23.5614, lng: -46.6559 };

/** A small deterministic generator (mulberry32): the same instances every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points within ~8 km of the shop, and the sandbox's durations between them (straight line × 1.3 at 25 km/h). */
function instance(next: () => number) {
  const points = Array.from({ length: STOPS }, () => {
    const angle = next() * 2 * Math.PI;
    const radius = Math.sqrt(next()) * 0.07;
    return { lat: SHOP.lat + radius * Math.sin(angle), lng: SHOP.lng + radius * Math.cos(angle) };
  });
  const all = [SHOP, ...points];
  const metres = (a: typeof SHOP, b: typeof SHOP) =>
    Math.hypot((a.lat - b.lat) * 111_320, (a.lng - b.lng) * 111_320 * Math.cos((SHOP.lat * Math.PI) / 180));
  const matrix = all.map((a) => all.map((b) => (metres(a, b) * 1.3) / (25_000 / 3600)));
  return { points, matrix };
}

function benchOptimizer() {
  const next = random(14);
  const times: number[] = [];
  const overGiven: number[] = [];
  const overNeighbour: number[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const { matrix } = instance(next);
    const t0 = performance.now();
    const route = optimizeStopOrder(matrix);
    times.push(performance.now() - t0);
    const given = routeDurationSeconds(
      matrix,
      matrix.slice(1).map((_, k) => k),
    );
    const neighbour = routeDurationSeconds(matrix, nearestNeighbourOrder(matrix));
    overGiven.push(1 - route.durationSeconds / given);
    overNeighbour.push(1 - route.durationSeconds / neighbour);
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const t = summarize(times);
  console.log(`  optimizer, ${STOPS} stops × ${INSTANCES} instances: p50 ${ms(t.p50)}, p99 ${ms(t.p99)}`);
  console.log(
    `    driving time saved: over the given order ${pct(mean(overGiven))} (mean), over nearest neighbour alone ${pct(mean(overNeighbour))} (mean, max ${pct(Math.max(...overNeighbour))})`,
  );
}

async function benchPlan() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-routing-'));
  // No virtual printers: their fixed ports may be taken by a running demo.
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '', BRASA_VIRTUAL_PRINTERS: 'off' });
  try {
    const { jwtToken: token } = await login(server.url, 'despacho');
    const { jwtToken: cashier } = await login(server.url, 'caixa');
    const [customer] = await api<{ id: number }[]>(server.url, cashier, 'GET', '/api-v2/pessoa/list?q=maria');
    const { points } = instance(random(25));
    const ids: number[] = [];
    for (const [i, p] of points.entries()) {
      const order = await api<{ id: number }>(server.url, cashier, 'POST', '/api-v2/pedidoIntegracao', {
        tipo: 'DELIVERY',
        pessoaCliente: { id: customer!.id },
        iFoodOrder: {
          customer: { name: `CLIENTE ROTA ${i}` },
          deliveryMethod: { mode: 'DELIVERY' },
          deliveryAddress: {
            streetName: 'Rua Bench',
            streetNumber: String(i + 1),
            neighborhood: 'Centro',
            city: 'São Paulo',
            coordinates: { latitude: p.lat, longitude: p.lng },
          },
          items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
          payments: [],
        },
      });
      ids.push(order.id);
    }
    const plan = (otimizar: boolean) =>
      api<{ duracaoSegundos: number; duracaoOrdemInformadaSegundos: number }>(
        server.url,
        token,
        'POST',
        '/api-v2/roteirizacao/planejar',
        { pedidoIds: ids, otimizar },
      );
    await plan(true);
    await plan(false);
    const optimized: number[] = [];
    const given: number[] = [];
    let last = { duracaoSegundos: 0, duracaoOrdemInformadaSegundos: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      let t0 = performance.now();
      last = await plan(true);
      optimized.push(performance.now() - t0);
      t0 = performance.now();
      await plan(false);
      given.push(performance.now() - t0);
    }
    const o = summarize(optimized);
    const g = summarize(given);
    console.log(
      `  planejar, ${STOPS} orders (PGlite, OSRM sandbox over HTTP): optimized p50 ${ms(o.p50)} (p99 ${ms(o.p99)}); as given p50 ${ms(g.p50)}; ratio ${(o.p50 / g.p50).toFixed(2)}×`,
    );
    console.log(
      `    route: ${Math.round(last.duracaoSegundos / 60)} min optimized vs ${Math.round(last.duracaoOrdemInformadaSegundos / 60)} min in the given order`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchRouting() {
  console.log('\n# Route planning (issue 14)');
  benchOptimizer();
  await benchPlan();
}
