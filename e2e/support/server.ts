import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The built server (`npm run build`), as `npm start` runs it. */
const builtServer = join(root, 'apps/server/dist/main.js');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Whether `env` asks for a database other than the run's template folder (which holds the demo unit only): demo
 * orders or finance, its own folder, or none of the demo (BRASA_DEMO=off: an empty database, the first run).
 */
const wantsOwnSeed = (env: Record<string, string>) =>
  env.BRASA_DEMO_ORDERS === 'on' ||
  env.BRASA_DEMO_FINANCE === 'on' ||
  env.BRASA_DEMO === 'off' ||
  env.DATA_DIR !== undefined;

/**
 * Starts the real server (built web app + API) on a fresh embedded database and a free port. The database is a
 * copy of the run's template folder (global-setup.ts): migrated, with the demo unit, without demo orders or the
 * income statement's months. A test that reads those asks for them (BRASA_DEMO_ORDERS / BRASA_DEMO_FINANCE
 * 'on') and gets a folder seeded from scratch.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { keepDataDir?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(builtServer)) throw new Error(`servidor não gerado (${builtServer}): rode npm run build`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'brasa-e2e-'));
  const template = wantsOwnSeed(env) ? undefined : inject('templateDataDir');
  if (template) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = fork(builtServer, [], {
    cwd: root,
    execArgv: ['--enable-source-maps'],
    env: {
      TZ: 'America/Sao_Paulo',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Tests start from a unit without the demo orders of a first start (they make their own), and without the
      // income statement's months unless they read them.
      BRASA_DEMO_ORDERS: 'off',
      BRASA_DEMO_FINANCE: 'off',
      // The demo's virtual printers on free ports: several test servers (and a running demo) at once.
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
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`servidor não subiu:\n${output}`)), 60_000);
    child.on('message', (m: { ready?: boolean; port?: number }) => {
      if (m.ready && m.port) {
        clearTimeout(timer);
        resolve(m.port);
      }
    });
    child.on('exit', (code) => reject(new Error(`servidor saiu (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!opts.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
