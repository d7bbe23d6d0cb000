/** Percentile of a sample (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { n: samples.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, max: sorted.at(-1)! };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Runs `task` `total` times with `concurrency` in flight; returns each call's latency in ms. */
export async function runConcurrent(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - started };
}
