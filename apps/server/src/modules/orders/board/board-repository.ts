import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pedidoIntegracao as p } from '../../../db/schema';

/**
 * The delivery board's list (GET /api-v2/pedidoIntegracao/quadro): what a card shows, each card built as JSON text
 * by the database, kept by row version (see `cardsByDatabase`) and joined into the answer as it is. The full list
 * answers 500 whole orders (the body, the log lines of each, read by a subquery per row) that Node parses, maps and
 * serializes again; a card needs the columns and a few keys of the body, and the detail loads the whole order when
 * it opens.
 *
 * Each card has the shape of an order (TOrder, built like `toOrder`, its null top-level fields left out: `withCardNulls`
 * in @brasa/contracts puts them back) with `resumo: true`, `logs: ''` and the body
 * (`iFoodOrder`) with `items` empty: the items are most of a body, and the board reads the rest (the customer, the
 * delivery method and address, the schedule, the reference, the change, the payments: a card-terminal payment
 * changes how a cancel is confirmed).
 */

/** A timestamp as `Date.toISOString()` writes it. */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One card: a row whose columns are named as the order's fields, turned into JSON by `row_to_json` (a row converts
 * far faster than `json_build_object` of 40 keys: measured 3 against 21 ms for 500 orders on PostgreSQL).
 */
const card = sql`${p.id} as "id", ${p.version} as "version", ${p.sequencial} as "sequencial", ${p.tipo} as "tipo",
    ${p.situacao} as "situacao", ${p.tipoImportacao} as "tipoImportacao",
    ${p.tipoImportacaoOriginal} as "tipoImportacaoOriginal", ${p.ativo} as "ativo", ${p.pago} as "pago",
    ${p.pagoOnline} as "pagoOnline", ${p.comNf} as "comNF", ${p.pedidoAgendado} as "pedidoAgendado",
    ${iso(p.dataPedido)} as "dataPedido", ${iso(p.createdAt)} as "createdAt", ${iso(p.updatedAt)} as "updatedAt",
    ${iso(p.dataImportacao)} as "dataImportacao", ${iso(p.dataIntegracao)} as "dataIntegracao",
    ${iso(p.dataConfirmacao)} as "dataConfirmacao", ${iso(p.dataAguardandoRetirada)} as "dataAguardandoRetirada",
    ${iso(p.dataEnvio)} as "dataEnvio", ${iso(p.dataEntrega)} as "dataEntrega",
    ${iso(p.dataCancelamento)} as "dataCancelamento", ${p.motivoCancelamento} as "motivoCancelamento",
    ${p.justificativaExclusao} as "justificativaExclusao", ${p.identificadorPrincipal} as "identificadorPrincipal",
    ${p.identificadorSecundario} as "identificadorSecundario",
    ${p.complementoIdentificador} as "complementoIdentificador", ${p.quantidadePessoas} as "quantidadePessoas",
    case when ${p.pessoaClienteId} is null then null
      else json_build_object('id', ${p.pessoaClienteId}, 'nome', cliente.nome) end as "pessoaCliente",
    case when ${p.pessoaEntregadorId} is null then null
      else json_build_object('id', ${p.pessoaEntregadorId}, 'nome', entregador.nome) end as "pessoaEntregador",
    ${p.statusLogistica} as "statusLogistica", ${p.statusNotificacao} as "statusNotificacao",
    ${p.agrupadorDespacho} as "agrupadorDespacho", ${p.paradaRota} as "paradaRota", ${p.idMovimentoFinanceiroAcerto} as "idMovimentoFinanceiroAcerto",
    ${p.idConfiguracaoIntegracaoLogistica} as "idConfiguracaoIntegracaoLogistica",
    ${p.jsonRetornoLogistica} as "jsonRetornoLogistica", ${p.notaFiscal} as "pedido",
    ${p.totalPedidoCents}::float8 / 100 as "totalPedido",
    ${p.body}->'levarTrocoPara' as "levarTrocoPara",
    ${p.body}->'deliveryAddress'->'coordinates'->'latitude' as "latitude",
    ${p.body}->'deliveryAddress'->'coordinates'->'longitude' as "longitude",
    ${p.descricao} as "descricao", '' as "logs", true as "resumo",
    jsonb_set(${p.body}, '{items}', '[]'::jsonb) as "iFoodOrder"`;

/**
 * Cards already built, by database and row version. A card is a function of its row (`xmin` changes with every
 * update of it, committed or not: a key is never reused for other content) and of the two people's names it
 * carries, so those are in the key too. Every terminal of a unit reads the same board: at the second read, the
 * database orders and pages the ids (about 2 ms for 500 orders on PGlite) and builds only the cards that changed
 * (the whole list was 13 ms there). Bounded: the least recently used are dropped past `CARD_CACHE_MAX`.
 */
const cardsByDatabase = new WeakMap<object, Map<string, string>>();
const CARD_CACHE_MAX = 10_000;

function cardCacheOf(db: Db): Map<string, string> {
  let cache = cardsByDatabase.get(db);
  if (!cache) cardsByDatabase.set(db, (cache = new Map()));
  return cache;
}

const rowVersion = sql`${p}.xmin::text`;

interface CardKeyRow {
  id: number;
  x: string;
  c: string | null;
  e: string | null;
}

const cardKey = (row: CardKeyRow) => JSON.stringify([row.id, row.x, row.c, row.e]);

/** The board's cards as one JSON array text, in the list's order (newest first unless `newestFirst` is false). */
export async function boardOrdersJson(
  db: Db,
  unidadeId: number,
  where: SQL[],
  page: { max: number; first: number; newestFirst: boolean },
): Promise<string> {
  return `[${(await boardCards(db, unidadeId, where, page)).join(',')}]`;
}

/** The same cards, each its own JSON text. */
export async function boardCards(
  db: Db,
  unidadeId: number,
  where: SQL[],
  page: { max: number; first: number; newestFirst: boolean },
): Promise<string[]> {
  const direction = sql.raw(page.newestFirst ? 'desc' : 'asc');
  // One JSON text rather than 500 rows: PGlite decodes rows one by one in JavaScript (2 against 1 ms).
  const { rows: answer } = (await db.execute(
    sql`
    select coalesce(json_agg(json_build_array(k.id, k.x, k.c, k.e) order by k.dp ${direction}, k.id ${direction}), '[]')::text
      as keys
    from (
      select ${p.id} as id, ${p.dataPedido} as dp, ${rowVersion} as x, cliente.nome as c, entregador.nome as e
      from ${p}
      left join pessoa cliente on cliente.id = ${p.pessoaClienteId}
      left join pessoa entregador on entregador.id = ${p.pessoaEntregadorId}
      where ${and(eq(p.unidadeId, unidadeId), ...where)}
      order by ${p.dataPedido} ${direction}, ${p.id} ${direction}
      limit ${page.max} offset ${page.first}
    ) k`,
  )) as unknown as { rows: { keys: string }[] };
  const keys = (JSON.parse(answer[0]!.keys) as [number, string, string | null, string | null][]).map(
    ([id, x, c, e]): CardKeyRow => ({ id, x, c, e }),
  );
  if (keys.length === 0) return [];
  const cache = cardCacheOf(db);
  const cards: (string | undefined)[] = keys.map((row) => {
    const key = cardKey(row);
    const card = cache.get(key);
    if (card !== undefined) {
      // most recently used last: the Map's order is the eviction order
      cache.delete(key);
      cache.set(key, card);
    }
    return card;
  });
  const missing = keys.filter((_, i) => cards[i] === undefined).map((row) => row.id);
  if (missing.length > 0) {
    const built = new Map<number, string>();
    for (const row of await buildCards(db, unidadeId, missing)) {
      // A row changed since the first read answers as it is now, under its own key.
      built.set(row.id, row.card);
      cache.set(cardKey(row), row.card);
    }
    keys.forEach((row, i) => {
      if (cards[i] === undefined) cards[i] = built.get(row.id);
    });
    for (const key of cache.keys()) {
      if (cache.size <= CARD_CACHE_MAX) break;
      cache.delete(key);
    }
  }
  // A row deleted between the two reads has no card.
  return cards.filter((card) => card !== undefined);
}

/** The cards of these orders, each as JSON text with its key's parts. */
async function buildCards(db: Db, unidadeId: number, ids: number[]) {
  const { rows } = (await db.execute(
    sql`
    select ${p.id} as id, ${rowVersion} as x, cliente.nome as c, entregador.nome as e, row_to_json(b)::text as card
    from ${p}
    left join pessoa cliente on cliente.id = ${p.pessoaClienteId}
    left join pessoa entregador on entregador.id = ${p.pessoaEntregadorId}
    cross join lateral (select ${card}) b
    where ${p.unidadeId} = ${unidadeId} and ${p.id} = any(${sql.param(ids)}::int[])`,
  )) as unknown as { rows: (CardKeyRow & { card: string })[] };
  return rows.map((row) => ({ ...row, card: withoutTopLevelNulls(row.card) }));
}

/**
 * The card without its null top-level fields (half its bytes; `withCardNulls` in @brasa/contracts puts them back).
 * Nulls inside its JSON values (the body, the invoice part, the logistics answer) stay. Done once per row version.
 */
function withoutTopLevelNulls(json: string): string {
  const fields = JSON.parse(json) as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (fields[key] === null) delete fields[key];
  return JSON.stringify(fields);
}
