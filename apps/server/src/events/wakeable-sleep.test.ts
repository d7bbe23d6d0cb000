// @module-tag no-sql
import { describe, expect, it } from 'vitest';
import { wakeableSleep } from './wakeable-sleep';

describe('wakeableSleep', () => {
  it('resolves at wake() long before its time, and wake() without a sleeper does nothing', async () => {
    const pause = wakeableSleep();
    pause.wake();
    const started = Date.now();
    const sleeping = pause.sleep(60_000);
    pause.wake();
    await sleeping;
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('resolves by itself after its time', async () => {
    const pause = wakeableSleep();
    let done = false;
    void pause.sleep(10).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(true);
  });
});
