import { and, asc, count, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DateRange } from '@brasa/domain';
import type { Db, Tx } from '../../db/client';
import { municipio, pedidoIntegracao, pessoa } from '../../db/schema';

/** The orders the heat map reads: the unit's active, not cancelled sales of the period that have a customer. */
function salesOf(unidadeId: number, period: DateRange) {
  return and(
    eq(pedidoIntegracao.unidadeId, unidadeId),
    gte(pedidoIntegracao.dataPedido, period.start),
    lt(pedidoIntegracao.dataPedido, period.end),
    eq(pedidoIntegracao.ativo, true),
    ne(pedidoIntegracao.situacao, 'CANCELADO'),
    isNotNull(pedidoIntegracao.pessoaClienteId),
  );
}

export async function countSales(db: Db, unidadeId: number, period: DateRange): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pedidoIntegracao).where(salesOf(unidadeId, period));
  return Number(row?.n ?? 0);
}

export interface SaleRow {
  id: number;
  sequencial: number | null;
  tipo: string;
  dataPedido: Date;
  totalPedidoCents: number;
  items: unknown;
  coordinates: { latitude?: unknown; longitude?: unknown } | null;
  pessoaId: number;
  nome: string;
  endereco: string | null;
  numero: string | null;
  bairro: string | null;
  fone: string | null;
  municipio: string | null;
  uf: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * One page of the period's sales in (dataPedido, id) order, each with its customer (joined within the unit).
 * The page's ids are found first on the index alone, then only those rows are read: PostgreSQL evaluates the
 * select list (the body's items, detoasted) for every row an OFFSET skips, so reading whole rows under the
 * offset made the n-th page cost n pages and the 200 pages of 20,000 sales quadratic.
 */
export async function listSales(
  db: Db,
  unidadeId: number,
  period: DateRange,
  first: number,
  max: number,
): Promise<SaleRow[]> {
  const page = db
    .select({ id: pedidoIntegracao.id })
    .from(pedidoIntegracao)
    .innerJoin(pessoa, and(eq(pessoa.id, pedidoIntegracao.pessoaClienteId), eq(pessoa.unidadeId, unidadeId)))
    .where(salesOf(unidadeId, period))
    .orderBy(asc(pedidoIntegracao.dataPedido), asc(pedidoIntegracao.id))
    .limit(max)
    .offset(first)
    .as('pagina');
  return db
    .select({
      id: pedidoIntegracao.id,
      sequencial: pedidoIntegracao.sequencial,
      tipo: pedidoIntegracao.tipo,
      dataPedido: pedidoIntegracao.dataPedido,
      totalPedidoCents: pedidoIntegracao.totalPedidoCents,
      items: sql<unknown>`${pedidoIntegracao.body}->'items'`,
      coordinates: sql<SaleRow['coordinates']>`${pedidoIntegracao.body}->'deliveryAddress'->'coordinates'`,
      pessoaId: pessoa.id,
      nome: pessoa.nome,
      endereco: pessoa.endereco,
      numero: pessoa.numero,
      bairro: pessoa.bairro,
      fone: pessoa.celular,
      municipio: municipio.nome,
      uf: municipio.uf,
      latitude: pessoa.latitude,
      longitude: pessoa.longitude,
    })
    .from(page)
    .innerJoin(pedidoIntegracao, eq(pedidoIntegracao.id, page.id))
    .innerJoin(pessoa, eq(pessoa.id, pedidoIntegracao.pessoaClienteId))
    .leftJoin(municipio, eq(municipio.id, pessoa.municipioId))
    .orderBy(asc(pedidoIntegracao.dataPedido), asc(pedidoIntegracao.id));
}

export interface PersonAddress {
  id: number;
  endereco: string | null;
  numero: string | null;
  bairro: string | null;
  cep: string | null;
  municipio: string | null;
  uf: string | null;
}

/** The unit's people among `ids` with their registered address. */
export async function findPeopleAddresses(db: Db, unidadeId: number, ids: readonly number[]): Promise<PersonAddress[]> {
  return db
    .select({
      id: pessoa.id,
      endereco: pessoa.endereco,
      numero: pessoa.numero,
      bairro: pessoa.bairro,
      cep: pessoa.cep,
      municipio: municipio.nome,
      uf: municipio.uf,
    })
    .from(pessoa)
    .leftJoin(municipio, eq(municipio.id, pessoa.municipioId))
    .where(and(eq(pessoa.unidadeId, unidadeId), inArray(pessoa.id, [...ids])));
}

/**
 * Saves the people's coordinates in one statement, only the unit's (doc 3 §7 pessoa/saveList); answers how many
 * rows it changed.
 */
export async function saveCoordinates(
  tx: Tx,
  unidadeId: number,
  list: readonly { id: number; latitude: number; longitude: number }[],
): Promise<number> {
  const values = JSON.stringify(list.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude })));
  const { rows } = (await tx.execute(sql`
    update ${pessoa} p set latitude = v.latitude, longitude = v.longitude
    from jsonb_to_recordset(${values}::jsonb) as v(id integer, latitude double precision, longitude double precision)
    where p.id = v.id and p.unidade_id = ${unidadeId}
    returning p.id as id`)) as unknown as { rows: { id: number }[] };
  return new Set(rows.map((r) => Number(r.id))).size;
}
