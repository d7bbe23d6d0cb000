import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface FreshDatabase {
  /** The new database's URL. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `base` (dropped by `drop`, connections and all): empty, or a copy of
 * the `template` database (database-templates.ts).
 */
export async function freshPostgresDatabase(base: string, template?: string): Promise<FreshDatabase> {
  const name = `brasa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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

export interface ServerDatabase {
  /** The server's DATA_DIR (the embedded database's folder when DATABASE_URL is unset). */
  dataDir: string;
  /** The PostgreSQL database, when the suite runs on DATABASE_URL. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A database for a server process that already holds the demo unit (a copy of the run's demo template,
 * database-templates.ts), so the server starts as on any later day instead of migrating and seeding: a copy of the
 * template's PGlite folder, or on DATABASE_URL a database made from the template database.
 */
export async function demoServerDatabase(): Promise<ServerDatabase> {
  const templates = inject('databaseTemplates');
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-server-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const base = process.env.DATABASE_URL;
  if (base) {
    const fresh = await freshPostgresDatabase(base, templates?.postgres?.demo);
    return {
      dataDir,
      databaseUrl: fresh.url,
      async drop() {
        await fresh.drop();
        await removeDir();
      },
    };
  }
  if (templates?.pglite) cpSync(templates.pglite.demoDir, dataDir, { recursive: true });
  return { dataDir, drop: removeDir };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

let builtMain: Promise<string> | undefined;

/**
 * The server built as `npm start` runs it (JavaScript, scripts/build-server.mjs), from this checkout's sources:
 * built once per worker into node_modules/.cache (so its imports resolve), never a stale apps/server/dist.
 */
function builtServerMain(): Promise<string> {
  builtMain ??= (async () => {
    const outdir = join(root, 'node_modules/.cache/brasa-test-server', randomBytes(6).toString('hex'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    const { buildServer } = await import('../../../scripts/build-server.mjs');
    await buildServer({ outdir, quiet: true });
    return join(outdir, 'main.js');
  })();
  return builtMain;
}

/** The real server as `npm start` runs it, on a free port of the loopback; `env` adds to or overrides ours. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = fork(await builtServerMain(), [], {
    cwd: root,
    execArgv: ['--enable-source-maps'],
    // Without the demo orders of a first start (the tests read every stored order as theirs), nor the income
    // statement's months (no test here reads them).
    env: {
      ...process.env,
      TZ: 'America/Sao_Paulo',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BRASA_DEMO_ORDERS: 'off',
      BRASA_DEMO_FINANCE: 'off',
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
