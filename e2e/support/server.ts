import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the real server (built web app + API) on a fresh embedded database and a free port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-e2e-'));
  const child: ChildProcess = fork(join(root, 'apps/server/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      TZ: 'America/Sao_Paulo',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Tests start from a unit without the demo orders of a first start (they make their own).
      BRASA_DEMO_ORDERS: 'off',
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
