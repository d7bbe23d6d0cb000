/**
 * Stopping the server on SIGTERM/SIGINT. Installed first thing in main.ts, so a signal during startup is
 * not lost; what startup opens is registered here and closed in reverse order (HTTP before the database).
 *
 * The forced exit runs on a worker thread: a timer on the main thread never fires while that thread is
 * blocked (the embedded database runs PostgreSQL compiled to WASM on it, synchronously), and a close that
 * waits forever on a lock would otherwise keep the process alive with its port already closed.
 */
import { writeSync } from 'node:fs';
import type { Server } from 'node:http';
import { Worker } from 'node:worker_threads';

/** The server exits within this long after the first signal, cleanly or not. */
export const SHUTDOWN_TIMEOUT_MS = 8_000;

export interface Shutdown {
  /** Registers something to close; the last registered closes first. */
  add(name: string, close: () => Promise<void>): void;
  /** Startup is over: a signal that arrived meanwhile is acted on now. */
  started(): void;
}

type Log = (message: string, extra?: Record<string, unknown>) => void;

// Sleeps off the main thread, then kills the whole process (a worker's process.exit would end only itself).
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.timeoutMs);
const message = 'encerramento forçado após ' + workerData.timeoutMs + ' ms';
writeSync(2, JSON.stringify({ level: 50, time: Date.now(), msg: message }) + '\\n');
process.kill(workerData.pid, 'SIGKILL');
`;

function startWatchdog(timeoutMs: number) {
  new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { timeoutMs, pid: process.pid } }).unref();
}

/**
 * Stops accepting, lets the requests in flight finish, then resolves. app.close() waits for every connection
 * to end, and a keep-alive connection whose request finishes after the close began stays open (Fastify keeps
 * idle ones 72 s): such connections are closed as soon as they are idle, never in the middle of a request.
 */
export async function closeHttpServer(app: { close(): Promise<unknown>; server: Server }) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

export function installShutdown(opts: { timeoutMs?: number; log?: Log } = {}): Shutdown {
  const timeoutMs = opts.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const log: Log =
    opts.log ?? ((message, extra) => writeSync(1, `${JSON.stringify({ level: 30, msg: message, ...extra })}\n`));
  const steps: { name: string; close: () => Promise<void> }[] = [];
  let signalled: string | undefined;
  let isStarted = false;
  let running = false;

  async function closeAll() {
    if (running) return;
    running = true;
    let failed = false;
    for (const step of [...steps].reverse()) {
      try {
        log(`encerrando: ${step.name}`);
        await step.close();
      } catch (err) {
        failed = true;
        log(`falha ao encerrar: ${step.name}`, { err: String(err) });
      }
    }
    log('servidor encerrado');
    process.exit(failed ? 1 : 0);
  }

  function onSignal(signal: NodeJS.Signals) {
    if (signalled) {
      // A second signal means "now": whatever is still closing is abandoned.
      log('segundo sinal: saindo sem esperar', { signal });
      process.exit(1);
    }
    signalled = signal;
    startWatchdog(timeoutMs);
    log(isStarted ? 'encerrando o servidor' : 'encerrando durante a subida', { signal });
    if (isStarted) void closeAll();
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  return {
    add(name, close) {
      steps.push({ name, close });
    },
    started() {
      isStarted = true;
      if (signalled) void closeAll();
    },
  };
}
