import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface FreshDatabase {
  /** The new database's URL. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `base` (dropped by `drop`, connections and all). */
export async function freshPostgresDatabase(base: string): Promise<FreshDatabase> {
  const name = `brasa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The real server as `npm start` runs it, on a free port of the loopback; `env` adds to or overrides ours. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = fork(join(root, 'apps/server/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    // Without the demo orders of a first start: the tests read every stored order as theirs.
    env: {
      ...process.env,
      TZ: 'America/Sao_Paulo',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BRASA_DEMO_ORDERS: 'off',
      // The demo's virtual printers on free ports: tests run beside each other and beside a demo.
      BRASA_VIRTUAL_PRINTER_PORT_CAIXA: '0',
      BRASA_VIRTUAL_PRINTER_PORT_COZINHA: '0',
      BRASA_VIRTUAL_PRINTER_PORT_BAR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean; port?: number }) => m.ready && m.port && resolve(m.port));
    void exited.then(({ code }) => reject(new Error(`o servidor saiu (${code}):\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}
