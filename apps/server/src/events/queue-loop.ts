/**
 * The worker loop of a pg-boss queue: `runDue` handles the jobs that are due and answers how many it fetched; a full
 * batch runs again at once, otherwise the loop waits `fetchMs` (a stop wakes it). An error is logged and the loop
 * goes on; `stop` lets the running turn finish.
 */
export interface QueueLoop {
  /** True once `stop` was called: a handler in flight may skip what would outlive the process. */
  readonly stopping: boolean;
  start(): void;
  stop(): Promise<void>;
}

export function queueLoop(options: {
  runDue: () => Promise<number>;
  batch: number;
  fetchMs: number;
  onError: (err: unknown) => void;
}): QueueLoop {
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  async function run() {
    while (!stopping) {
      try {
        if ((await options.runDue()) >= options.batch) continue;
      } catch (err) {
        if (!stopping) options.onError(err);
      }
      await sleep(options.fetchMs);
    }
  }
  return {
    get stopping() {
      return stopping;
    },
    start() {
      loop ??= run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
