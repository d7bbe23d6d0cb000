/**
 * A loop's pause that another caller can cut short: `sleep(ms)` resolves after `ms` or at the next `wake()`,
 * whichever comes first. The timer never keeps the process alive. Used by the background loops (report jobs,
 * card-terminal reconciliation) that wait for work between fetches.
 */
export function wakeableSleep() {
  let wake: (() => void) | undefined;
  return {
    sleep(ms: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        timer.unref();
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    },
    wake() {
      wake?.();
    },
  };
}
