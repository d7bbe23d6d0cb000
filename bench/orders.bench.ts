import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { api, login, seedOrders } from './lib/api';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

const LIST_500 = '/api-v2/pedidoIntegracao/list?ativo=true&tipo=DELIVERY,BALCAO&periodKey=5&max=500';
/** The delivery board's call: one lean card per order (the detail loads the whole order). */
const BOARD_500 = '/api-v2/pedidoIntegracao/quadro?ativo=true&tipo=DELIVERY,BALCAO&periodKey=5&max=500';
const LIST_50 = '/api-v2/pedidoIntegracao/list?ativo=true&tipo=DELIVERY,BALCAO&periodKey=5&max=50';

async function timeRequests(url: string, token: string, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

function socketFor(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A raw socket.io echo in this process: the floor any server-published event sits on. */
export async function rawEchoLatency(runs: number) {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (s) => s.on('ping-bench', (n: number) => s.emit('pong-bench', n)));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const port = (http.address() as { port: number }).port;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((r) => client.once('connect', () => r()));
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await new Promise<void>((resolve) => {
      client.once('pong-bench', () => resolve());
      client.emit('ping-bench', i);
    });
    samples.push(performance.now() - t0);
  }
  client.disconnect();
  io.close();
  return summarize(samples);
}

/** Terminal A changes a status over HTTP; terminal B's socket hears MOVE_CARD. */
async function statusToEventLatency(baseUrl: string, runs: number) {
  const a = await login(baseUrl, 'caixa');
  const b = await login(baseUrl, 'despacho');
  const [orderId] = await seedOrders(baseUrl, a.jwtToken, 1);
  const socket = await socketFor(baseUrl, b.jwtToken);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const target = i % 2 === 0 ? 'CONFIRMADO' : 'ENVIADO';
    const t0 = performance.now();
    const heard = new Promise<void>((resolve) => {
      const onMessage = (m: { type: string; order?: { id: number; situacao: string } }) => {
        if (m.type === 'MOVE_CARD' && m.order?.id === orderId && m.order?.situacao === target) {
          socket.off('reciveSocketMessage', onMessage);
          resolve();
        }
      };
      socket.on('reciveSocketMessage', onMessage);
    });
    await api(baseUrl, a.jwtToken, 'POST', `/api-v2/pedidoIntegracao/situacao/${orderId}/${target}`);
    await heard;
    samples.push(performance.now() - t0);
  }
  socket.disconnect();
  return summarize(samples);
}

async function measure(label: string, env: Record<string, string>, changes: number) {
  const server = await startBenchServer(env);
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const seedStart = performance.now();
    await seedOrders(server.url, jwtToken, 500);
    const seedMs = performance.now() - seedStart;
    // The seed's event copies fall due 2 s after their saves (the realtime backstop): the lists are measured once
    // those are delivered, and after a few warm-up calls (the first call of a route compiles its code paths).
    await new Promise((r) => setTimeout(r, 3000));
    await timeRequests(`${server.url}${BOARD_500}`, jwtToken, 5);
    await timeRequests(`${server.url}${LIST_500}`, jwtToken, 2);
    const board = await timeRequests(`${server.url}${BOARD_500}`, jwtToken, 100);
    const l500 = await timeRequests(`${server.url}${LIST_500}`, jwtToken, 50);
    const l50 = await timeRequests(`${server.url}${LIST_50}`, jwtToken, 50);
    console.log(`\n# orders (${label})`);
    console.log(`create 500 orders through the API: ${ms(seedMs)} (${ms(seedMs / 500)} each)`);
    console.log(`board list (quadro) max=500: p50 ${ms(board.p50)}, p99 ${ms(board.p99)} (goal p99 < 50 ms)`);
    console.log(
      `whole orders (list) max=500: p50 ${ms(l500.p50)}, p99 ${ms(l500.p99)}; board/list p50 ${(board.p50 / l500.p50).toFixed(2)}x`,
    );
    console.log(
      `list max=50:  p50 ${ms(l50.p50)}, p99 ${ms(l50.p99)}; ratio 500/50 p50 ${(l500.p50 / l50.p50).toFixed(1)}x`,
    );
    const change = await statusToEventLatency(server.url, changes);
    console.log(`status change on A -> event on B, ${changes} changes: p50 ${ms(change.p50)}, p99 ${ms(change.p99)}`);
    return change;
  } finally {
    await server.stop();
  }
}

export async function benchOrders(changes = 1000) {
  const echo = await rawEchoLatency(changes);
  console.log(`\n# raw socket.io echo (same run), ${changes} round trips: p50 ${ms(echo.p50)}, p99 ${ms(echo.p99)}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-orders-'));
  try {
    const embedded = await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, changes);
    console.log(`ratio status->event / raw echo p50: ${(embedded.p50 / echo.p50).toFixed(1)}x`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pg = await freshPostgres();
  if (!pg) return console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
  try {
    const onPg = await measure(
      'PostgreSQL',
      { DATABASE_URL: pg.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'brasa-bench-pg-')) },
      changes,
    );
    console.log(`ratio status->event / raw echo p50: ${(onPg.p50 / echo.p50).toFixed(1)}x`);
  } finally {
    await pg.drop();
  }
}
