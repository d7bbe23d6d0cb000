import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(...)`: repositories take it so reads join the open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Plain SQL outside any transaction, in the shape pg-boss's `db` option takes (several statements when no values). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
