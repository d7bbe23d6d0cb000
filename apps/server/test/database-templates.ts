import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed';

/**
 * Migrating and seeding a database costs about 3 s (PGlite's initdb alone is 2 s); the suite opens over a hundred.
 * So each run builds two templates once — migrated and empty, migrated with the demo data — and every test
 * context starts from a copy: a PGlite data directory loaded from a tar dump, or on PostgreSQL a database
 * created with `CREATE DATABASE … TEMPLATE …`.
 */
export interface DatabaseTemplates {
  /** PGlite dumps (tar files) of the two templates, and the demo one as a data folder (for a server's DATA_DIR). */
  pglite?: { empty: string; demo: string; demoDir: string };
  /** Names of the PostgreSQL template databases on DATABASE_URL's server. */
  postgres?: { empty: string; demo: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Vitest global setup of the server project: builds the templates, provides their places, removes them after. */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  const templates: DatabaseTemplates = {};
  let teardown: () => Promise<void>;
  if (base) {
    const tag = randomBytes(4).toString('hex');
    templates.postgres = { empty: `brasa_tmpl_${tag}_vazio`, demo: `brasa_tmpl_${tag}_demo` };
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      for (const [seed, name] of [
        [false, templates.postgres.empty],
        [true, templates.postgres.demo],
      ] as const) {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(base);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
        if (seed) await seedDemoIfEmpty(database.db);
        // A template copies only while nobody is connected to it.
        await database.close();
      }
    } finally {
      await admin.end();
    }
    teardown = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      for (const name of Object.values(templates.postgres!))
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'brasa-test-templates-'));
    templates.pglite = { empty: join(dir, 'vazio.tar'), demo: join(dir, 'demo.tar'), demoDir: join(dir, 'demo') };
    const database = await openDatabase({ dataDir: 'memory://' });
    writeFileSync(templates.pglite.empty, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await seedDemoIfEmpty(database.db);
    // Statistics of the seeded tables, as a server start would have them (copies skip the ANALYZE).
    await database.executeSql('ANALYZE');
    const demo = await database.dump!();
    writeFileSync(templates.pglite.demo, Buffer.from(await demo.arrayBuffer()));
    await database.close();
    // Loading a dump into a folder costs 4-5 s: made once here, copied by each server process (server-process.ts).
    await (await openDatabase({ dataDir: templates.pglite.demoDir, loadDataDir: demo })).close();
    teardown = async () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide('databaseTemplates', templates);
  return teardown;
}
