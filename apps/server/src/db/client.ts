import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { preparedNameOf } from './prepared';

export type { Db, ExecuteSql, Schema, Tx } from './types';
import type { Db, ExecuteSql } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** For pg-boss (events/): its own queries, outside the app's transactions. */
  executeSql: ExecuteSql;
  /** PGlite only: the data directory as a tar file, for `openDatabase({ loadDataDir })` (the tests' templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, else the embedded PGlite
 * in `dataDir` (or in memory when `dataDir` is 'memory://'). Runs pending migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`Database.dump`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a forced DROP DATABASE) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool discards the client and opens a new one.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL: conexão ociosa encerrada (${err.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    // pg-boss's statements (fetch, complete, insert) are few texts run all the time: prepared too (prepared.ts).
    const executeSql: ExecuteSql = (text, values) =>
      values && values.length > 0 ? pool.query({ name: preparedNameOf(text), text, values }) : pool.query(text);
    return { db, kind: 'postgres', executeSql, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  // pg_trgm backs the trigram indexes of the text searches (migration 0003).
  const extensions = { pg_trgm };
  const loadDataDir = opts.loadDataDir;
  const client =
    dataDir === 'memory://'
      ? new PGlite({ extensions, loadDataDir })
      : new PGlite(dataDir, { extensions, loadDataDir });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // PGlite has no autovacuum: without statistics the planner reads a 100,000-product catalogue with sequential
  // scans (product search p50 60 ms against 6 ms analyzed). Refreshed at each start; cheap for a shop's data. A
  // copy of a dump (the tests' templates) keeps the statistics its source had.
  if (!opts.loadDataDir) await client.exec('ANALYZE');
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    executeSql: pgliteExecuteSql(client),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * PGlite runs one statement per `query` (extended protocol) and several per `exec` (pg-boss's schema and its
 * maintenance, wrapped in BEGIN ... COMMIT). A failed `exec` could leave that transaction open on the one
 * connection every request shares, so it is rolled back before the error goes on.
 */
function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    try {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (err) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
}
