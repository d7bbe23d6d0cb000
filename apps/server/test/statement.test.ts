import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedNameOf } from '../src/db/prepared';
import { pedidoIntegracao } from '../src/db/schema';
import { Statement } from '../src/db/statement';
import { findOrder, insertOrderWithLog } from '../src/modules/orders/repository';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

const sample = pgTable('amostra', {
  id: integer('id'),
  nome: text('nome'),
  corpo: jsonb('corpo'),
  quando: timestamp('quando', { withTimezone: true }),
});

describe('Statement (a statement written as text)', () => {
  it('inserts only the columns with a value, each value as its column maps it, an sql value in place', () => {
    const when = new Date('2026-11-25T12:00:00.000Z');
    const statement = new Statement(new PgDialect())
      .raw('with x as (')
      .insertReturningAll(sample, { id: sql`nextval(${'seq'})`, nome: null, corpo: { a: [1] }, quando: when })
      .raw(') select * from x where y = ')
      .param(7);
    expect(statement.text).toBe(
      'with x as (insert into "amostra" ("id", "nome", "corpo", "quando") values (nextval($1), $2, $3, $4) returning *)' +
        ' select * from x where y = $5',
    );
    expect(statement.params).toEqual(['seq', null, '{"a":[1]}', when.toISOString(), 7]);
    const without = new Statement(new PgDialect()).insertReturningAll(sample, { nome: 'a', corpo: undefined });
    expect(without.text).toBe('insert into "amostra" ("nome") values ($1) returning *');
  });

  it('renumbers an embedded statement after its own parameters', () => {
    const statement = new Statement(new PgDialect()).param('a').raw(', ').embed('f($1, $2, $10)', [1, 2, 3]);
    expect(statement.text).toBe('$1, f($2, $3, $11)');
    expect(statement.params).toEqual(['a', 1, 2, 3]);
  });
});

describe('prepared statement names', () => {
  it('gives one text one name, and none past the bound (the text then runs unnamed)', () => {
    const first = preparedNameOf('select 1 -- nome fixo');
    expect(first).toBeDefined();
    expect(preparedNameOf('select 1 -- nome fixo')).toBe(first);
    for (let i = 0; i < 600; i++) preparedNameOf(`select ${i} -- texto ${i}`);
    expect(preparedNameOf('select 2 -- um texto novo')).toBeUndefined();
    expect(preparedNameOf('select 1 -- nome fixo')).toBe(first);
  });
});

describe('insertOrderWithLog against the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("writes the same row as Drizzle's own insert of the same values", async () => {
    const order = await createOrder(ctx, 'caixa', {
      tipo: 'DELIVERY',
      iFoodOrder: {
        customer: { name: 'ANA', phone: '11912345678' },
        deliveryMethod: { mode: 'DELIVERY' },
        items: [{ name: 'Pizza', quantity: 2, price: 40 }],
        payments: [],
      },
    });
    const { row } = (await findOrder(ctx.database.db, 1, order.id))!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...values } = row;
    const mine = await insertOrderWithLog(
      ctx.database.db,
      { ...values, sequencial: sql`${values.sequencial! + 1000}::int` },
      { unidadeId: 1, username: 'caixa', lines: ['Pedido criado.', 'Segunda linha'] },
    );
    const [drizzles] = await ctx.database.db
      .insert(pedidoIntegracao)
      .values({ ...values, sequencial: values.sequencial! + 1000 })
      .returning();
    const comparable = (r: typeof row) => ({ ...r, id: 0, createdAt: null, updatedAt: null });
    expect(comparable(mine.row)).toEqual(comparable(drizzles!));
    expect(mine.logs).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ caixa: Pedido criado\.\n.* caixa: Segunda linha$/);
    const stored = await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, mine.row.id));
    expect(comparable(stored[0]!)).toEqual(comparable(drizzles!));
  });
});
