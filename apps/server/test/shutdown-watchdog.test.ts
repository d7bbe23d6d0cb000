// @module-tag no-sql
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./fixtures/shutdown-child.ts', import.meta.url));

/** Runs the fixture, signals it once ready, and answers how it ended and how long after the signal. */
async function signalScenario(scenario: string, signals: NodeJS.Signals[] = ['SIGTERM']) {
  const proc = fork(child, [scenario], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve) => proc.once('message', () => resolve()));
  const t0 = performance.now();
  for (const signal of signals) proc.kill(signal);
  const exit = await exited;
  return { ...exit, ms: performance.now() - t0 };
}

describe('installShutdown', () => {
  it('kills the process when closing blocks the main thread (the watchdog runs on a worker)', async () => {
    const exit = await signalScenario('blocked');
    expect(exit.signal).toBe('SIGKILL');
    expect(exit.ms).toBeLessThan(5_000);
  }, 30_000);

  it('kills the process when closing waits forever', async () => {
    const exit = await signalScenario('hung');
    expect(exit.signal).toBe('SIGKILL');
    expect(exit.ms).toBeGreaterThanOrEqual(1_400);
    expect(exit.ms).toBeLessThan(5_000);
  }, 30_000);

  it('exits at once on a second signal', async () => {
    const exit = await signalScenario('hung', ['SIGTERM', 'SIGINT']);
    expect(exit).toMatchObject({ code: 1, signal: null });
    expect(exit.ms).toBeLessThan(1_400);
  }, 30_000);

  it('keeps a signal that arrives during startup and closes once startup is over', async () => {
    const exit = await signalScenario('startup');
    expect(exit).toMatchObject({ code: 0, signal: null });
  }, 30_000);
});
