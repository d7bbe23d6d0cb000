import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * A statement's text and parameters written directly, for the few statements run at every save. Drizzle builds a
 * query by walking a tree of chunks and checking each chunk's class; for the new order's 45-column insert that
 * walk was a sixth of the server's CPU per save (profile of 16 clients on PostgreSQL). Here the text is string
 * concatenation and each value is one parameter, so one column set is always one text (prepared once: prepared.ts).
 */
export class Statement {
  text = '';
  readonly params: unknown[] = [];

  constructor(private readonly dialect: PgDialect) {}

  static on(on: Tx | Db): Statement {
    return new Statement((on as unknown as { dialect: PgDialect }).dialect);
  }

  raw(text: string): this {
    this.text += text;
    return this;
  }

  param(value: unknown): this {
    this.params.push(value);
    this.text += `$${this.params.length}`;
    return this;
  }

  /** Another statement's text and parameters (numbered from 1) at this point, its parameters renumbered. */
  embed(text: string, params: readonly unknown[]): this {
    const offset = this.params.length;
    this.text += text.replace(/\$(\d+)/g, (_, n: string) => `$${offset + Number(n)}`);
    this.params.push(...params);
    return this;
  }

  /** A Drizzle `sql` fragment (a small one: this is the walk the class avoids). */
  sql(fragment: SQL): this {
    const { sql: text, params } = this.dialect.sqlToQuery(fragment);
    return this.embed(text, params);
  }

  /**
   * `insert into <table> (<the columns with a value>) values (…) returning *`: each value mapped as its column maps
   * it (JSON, dates), an `sql` value written in place, a column without a value left to its default. The table's
   * columns have no JavaScript defaults (`$defaultFn`, `$onUpdateFn`): those would be skipped here.
   */
  insertReturningAll(table: PgTable, values: Record<string, unknown>): this {
    const names: string[] = [];
    const written: (() => void)[] = [];
    for (const [field, column] of Object.entries(getTableColumns(table))) {
      const value = values[field];
      if (value === undefined) continue;
      names.push(this.dialect.escapeName(column.name));
      written.push(() => {
        if (is(value, SQL)) this.sql(value);
        else this.param(value === null ? null : column.mapToDriverValue(value));
      });
    }
    const tableName = this.dialect.escapeName(getTableName(table));
    this.raw(`insert into ${tableName} (${names.join(', ')}) values (`);
    written.forEach((write, i) => {
      if (i > 0) this.raw(', ');
      write();
    });
    return this.raw(') returning *');
  }
}
