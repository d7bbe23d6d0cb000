import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  url: string;
  /** ms from process spawn to "ready". */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` does (the built one: `npm run build` first) and times it until ready. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const t0 = performance.now();
  // BENCH_SERVER_MAIN=<another checkout's apps/server/dist/main.js, or its src/main.ts> measures that server (an
  // A/B in one run); a TypeScript entry runs through tsx.
  const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
  const child = fork(main, [], {
    cwd: root,
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there on exit (open it in Chrome DevTools).
    execArgv: [
      ...(main.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps']),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      // BENCH_NODE_ARGS='--flag …' runs the server with those Node/V8 flags (an A/B of a flag).
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      TZ: 'America/Sao_Paulo',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // Benches measure their own data, not the demo orders of a first start.
      BRASA_DEMO_ORDERS: 'off',
      // The demo's virtual printers on free ports: fixed ones clash with another server on the machine.
      BRASA_VIRTUAL_PRINTER_PORT_CAIXA: '0',
      BRASA_VIRTUAL_PRINTER_PORT_COZINHA: '0',
      BRASA_VIRTUAL_PRINTER_PORT_BAR: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean; port?: number }) => m.ready && m.port && resolve(m.port));
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const startMs = performance.now() - t0;
  return {
    url: `http://127.0.0.1:${port}`,
    startMs,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh database on the local PostgreSQL server, or undefined when none answers. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `brasa_bench_${randomBytes(4).toString('hex')}`;
  try {
    const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
  } catch {
    return undefined;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
