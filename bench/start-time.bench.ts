import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, summarize } from './lib/stats';
import { startBenchServer } from './lib/server';

/** Start time of the server on an existing embedded database, against the first start (which seeds). */
export async function benchStartTime(runs = 3) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-start-'));
  try {
    const first = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await first.stop();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      samples.push(s.startMs);
      await s.stop();
    }
    const st = summarize(samples);
    console.log('\n# start time (embedded PGlite)');
    console.log(`first start (migrate + demo seed): ${ms(first.startMs)}`);
    console.log(`existing database, ${runs} runs: p50 ${ms(st.p50)}, max ${ms(st.max)}`);
    console.log(`ratio existing/first: ${(st.p50 / first.startMs).toFixed(2)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
