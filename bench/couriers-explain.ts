// One-off: the query plans of the lists by courier on 6,000 orders (PostgreSQL). `npx tsx couriers-explain.ts`
import pg from 'pg';
import { freshPostgres } from './lib/server';
import { fill } from './couriers.bench';

const database = await freshPostgres();
if (!database) throw new Error('PostgreSQL not reachable');
try {
  const data = await fill({ databaseUrl: database.url });
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  const { rows: [unit] } = await c.query(`select id from unidade where nome = 'Matriz'`);
  const plans = {
    'settlement list (period, couriers, sent/delivered)': `explain analyze select id from pedido_integracao p
      where p.unidade_id = ${unit.id} and p.ativo and p.data_pedido >= $1 and p.data_pedido < $2
      and p.tipo in ('DELIVERY') and p.pessoa_entregador_id is not null and p.situacao in ('ENVIADO','ENTREGUE')
      order by p.data_pedido, p.id`,
    'one courier (listPorEntregadorById)': `explain analyze select id from pedido_integracao p
      where p.unidade_id = ${unit.id} and p.ativo and p.data_pedido >= $1 and p.data_pedido < $2
      and p.tipo in ('DELIVERY','BALCAO') and p.pessoa_entregador_id = ${data.couriers[3]} and p.situacao = 'ENTREGUE'
      order by p.data_pedido, p.id`,
    'settled order in a courier day': `explain analyze select id from pedido_integracao p
      where p.unidade_id = ${unit.id} and p.pessoa_entregador_id = ${data.couriers[3]} and p.data_pedido >= $1
      and p.data_pedido < $2 and p.id_movimento_financeiro_acerto is not null limit 1`,
  };
  for (const [label, q] of Object.entries(plans)) {
    const { rows } = await c.query(q, [data.first, new Date(data.now.getTime() + 86_400_000)]);
    console.log(`\n# ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await c.end();
} finally {
  await database.drop();
}
