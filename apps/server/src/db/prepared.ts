import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types';

/**
 * Statements run on every save (the new order's insert, the outbox's job insert) as named prepared statements:
 * PostgreSQL parses and plans them once per connection instead of at each call (parse and bind were about half of
 * their time under 16 clients). The name comes from the text, so one text is always one name, and a different
 * text (another column set, another sequence model) another statement. Only for statements whose plan does not
 * depend on their values: after five runs PostgreSQL may keep a generic plan, and a LIKE pattern or a range given as
 * a parameter then reads without its index (tried for every PGlite query: the barcode and no-match searches in
 * 100,000 products went from 24 to 257 ms). PGlite runs them as plain extended-protocol
 * queries (its driver takes no name).
 */
const names = new Map<string, string>();
/** A bound on remembered texts: a caller building texts without end would otherwise grow the map (and each connection's statements). */
const MAX_NAMES = 500;

/** The statement name of `text` (undefined once MAX_NAMES texts are known: it then runs unnamed). */
export function preparedNameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `brasa_p${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type Internals = { _: { session: PgSession }; dialect: PgDialect };

/** Runs `text` with `values` on the connection of `on` (a transaction's or the pool's) as a prepared statement. */
export async function executePreparedText(
  on: Tx | Db,
  text: string,
  values: readonly unknown[],
): Promise<{ rows: Record<string, unknown>[] }> {
  const { session } = (on as unknown as Internals)._;
  const prepared = session.prepareQuery({ sql: text, params: [...values] }, undefined, preparedNameOf(text), false);
  // node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
  return (await prepared.execute()) as { rows: Record<string, unknown>[] };
}

/** A Drizzle `sql` query, prepared by its text (see above). */
export function executePrepared(on: Tx | Db, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const { sql: text, params } = (on as unknown as Internals).dialect.sqlToQuery(query);
  return executePreparedText(on, text, params);
}
