import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@brasa/server/src/db/client';
import { seedDemoIfEmpty } from '@brasa/server/src/db/seed/index';
import { grupoProduto, produto, unidade } from '@brasa/server/src/db/schema';
import { eq, sql } from 'drizzle-orm';
import { login } from './lib/api';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

const WORDS = [
  'Pizza',
  'Lanche',
  'Suco',
  'Porção',
  'Prato',
  'Bolo',
  'Torta',
  'Salada',
  'Sopa',
  'Combo',
  'Cerveja',
  'Vinho',
];
const FLAVOURS = ['calabresa', 'frango', 'queijo', 'bacon', 'laranja', 'uva', 'chocolate', 'morango', 'carne', 'atum'];

/** Adds `count` products spread over 100 groups to the Matriz unit of a seeded database. */
export async function fillCatalogue(target: { databaseUrl?: string; dataDir?: string }, count: number) {
  const database = await openDatabase(target);
  await seedDemoIfEmpty(database.db);
  const [matriz] = await database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
  const groups = await database.db
    .insert(grupoProduto)
    .values(
      Array.from({ length: 100 }, (_, i) => ({ unidadeId: matriz!.id, descricao: `Grupo ${i + 1}`, cor: '#607D8B' })),
    )
    .returning();
  // A catalogue import: the word suffixes are written once after the load, not by the triggers batch by batch
  // (on PGlite those grow worse than linearly with the table; see docs/scaling.md).
  await database.db.execute(sql`alter table produto disable trigger produto_sufixo_inserir_trg`);
  for (let start = 0; start < count; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, count - start) }, (_, k) => {
      const i = start + k;
      return {
        unidadeId: matriz!.id,
        grupoId: groups[i % 100]!.id,
        descricao: `${WORDS[i % WORDS.length]} ${FLAVOURS[(i * 7) % FLAVOURS.length]} ${i}`,
        valorUnitarioVendaCents: 500 + (i % 9000),
        codigoBarras: String(7_800_000_000_000 + i),
      };
    });
    await database.db.insert(produto).values(batch);
  }
  await database.db.execute(sql`alter table produto enable trigger produto_sufixo_inserir_trg`);
  await database.db.execute(
    sql`insert into produto_sufixo (unidade_id, sufixo, produto_id)
        select p.unidade_id, s, p.id from produto p, produto_sufixos(p.descricao) as s
        where p.unidade_id = ${matriz!.id} on conflict do nothing`,
  );
  // What PostgreSQL's autovacuum does a minute after a bulk load (and the embedded server at its start): without
  // statistics every step of the search plans sequential scans.
  await database.db.execute(sql`analyze`);
  await database.close();
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startBenchServer(env);
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const queries = ['pizza', 'calabresa 12', 'frango', '7800000000123', 'sorvete', 'sa'];
    const samples: number[] = [];
    // Warm-up: each text twice (the first calls compile the route's code paths and plan the steps), not counted.
    for (let i = -2 * queries.length; i < 200; i++) {
      const q = encodeURIComponent(queries[(i + queries.length * 2) % queries.length]!);
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api-v2/produto/list?q=${q}&max=20`, {
        headers: { authorization: `Bearer ${jwtToken}` },
      });
      await res.arrayBuffer();
      if (i >= 0) samples.push(performance.now() - t0);
    }
    const s = summarize(samples);
    console.log(`product search (${label}): p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`);
    return s;
  } finally {
    await server.stop();
  }
}

export async function benchProductSearch(sizes = [5_000, 100_000]) {
  console.log('\n# product search, /api-v2/produto/list?q=&max=20, 200 queries');
  const results: Record<string, number> = {};
  for (const size of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-products-'));
    try {
      await fillCatalogue({ dataDir }, size);
      results[`pglite-${size}`] = (
        await measure(`embedded, ${size} products`, { DATA_DIR: dataDir, DATABASE_URL: '' })
      ).p50;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const pg = await freshPostgres();
    if (!pg) continue;
    try {
      await fillCatalogue({ databaseUrl: pg.url }, size);
      results[`pg-${size}`] = (
        await measure(`PostgreSQL, ${size} products`, {
          DATABASE_URL: pg.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'brasa-bench-pg-')),
        })
      ).p50;
    } finally {
      await pg.drop();
    }
  }
  const [small, large] = sizes;
  for (const kind of ['pglite', 'pg']) {
    const a = results[`${kind}-${small}`];
    const b = results[`${kind}-${large}`];
    if (a && b) console.log(`ratio ${large}/${small} products p50 (${kind}): ${(b / a).toFixed(1)}x`);
  }
}
