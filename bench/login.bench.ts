import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, runConcurrent, summarize } from './lib/stats';
import { freshPostgres, startBenchServer } from './lib/server';

const USERS = ['caixa', 'garcom', 'admin', 'despacho', 'cozinha'];
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

async function measure(label: string, env: Record<string, string>, total: number, concurrency: number) {
  const server = await startBenchServer(env);
  try {
    const ping = await runConcurrent(total, concurrency, async () => {
      const res = await fetch(`${server.url}/api-v2/ping`);
      await res.arrayBuffer();
    });
    const login = await runConcurrent(total, concurrency, async (i) => {
      const username = USERS[i % USERS.length]!;
      const res = await fetch(`${server.url}/api-v2/usuario/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: sha(username) }),
      });
      if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    });
    const p = summarize(ping.latencies);
    const l = summarize(login.latencies);
    console.log(`\n# login under ${concurrency} concurrent requests (${label}, ${total} requests)`);
    console.log(`login: p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, ${(total / (login.elapsedMs / 1000)).toFixed(1)} logins/s`);
    console.log(`ping baseline: p50 ${ms(p.p50)}, p99 ${ms(p.p99)}`);
    console.log(`ratio login/ping p50: ${(l.p50 / p.p50).toFixed(1)}x (argon2id verify + profile queries)`);
  } finally {
    await server.stop();
  }
}

// 20 in flight = 4 per demo user: the login throttle counts an attempt before checking the password and lets
// at most 6 attempts of one username run at once, so 10 simultaneous logins of one user would meet 429s.
export async function benchLogin(total = 500, concurrency = 20) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-login-'));
  try {
    await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, total, concurrency);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pg = await freshPostgres();
  if (!pg) {
    console.log('\n(PostgreSQL not reachable on 127.0.0.1:5432: PostgreSQL figures skipped)');
    return;
  }
  try {
    await measure(
      'PostgreSQL',
      { DATABASE_URL: pg.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'brasa-bench-pg-')) },
      total,
      concurrency,
    );
  } finally {
    await pg.drop();
  }
}
