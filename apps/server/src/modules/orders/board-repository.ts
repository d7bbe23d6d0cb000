import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidoIntegracao as p } from '../../db/schema';

/**
 * The delivery board's list (GET /api-v2/pedidoIntegracao/quadro): what a card shows, built as JSON text by the
 * database and sent as it comes. The full list answers 500 whole orders (the body, the log lines of each, read by
 * a subquery per row) that Node parses, maps and serializes again; a card needs the columns and a few keys of the
 * body, and the detail loads the whole order when it opens.
 *
 * Each card has the shape of an order (TOrder, built like `toOrder`) with `resumo: true`, `logs: ''` and the body
 * (`iFoodOrder`) with `items` empty: the items are most of a body, and the board reads the rest (the customer, the
 * delivery method and address, the schedule, the reference, the change, the payments: a card-terminal payment
 * changes how a cancel is confirmed).
 */

/** A timestamp as `Date.toISOString()` writes it. */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One card: a row whose columns are named as the order's fields, turned into JSON by `json_agg` (a row converts
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
    ${p.agrupadorDespacho} as "agrupadorDespacho", ${p.idMovimentoFinanceiroAcerto} as "idMovimentoFinanceiroAcerto",
    ${p.idConfiguracaoIntegracaoLogistica} as "idConfiguracaoIntegracaoLogistica",
    ${p.jsonRetornoLogistica} as "jsonRetornoLogistica", ${p.notaFiscal} as "pedido",
    ${p.totalPedidoCents}::float8 / 100 as "totalPedido",
    ${p.body}->'levarTrocoPara' as "levarTrocoPara",
    ${p.body}->'deliveryAddress'->'coordinates'->'latitude' as "latitude",
    ${p.body}->'deliveryAddress'->'coordinates'->'longitude' as "longitude",
    ${p.descricao} as "descricao", '' as "logs", true as "resumo",
    jsonb_set(${p.body}, '{items}', '[]'::jsonb) as "iFoodOrder"`;

/** The board's cards as one JSON array text, in the list's order (newest first unless `newestFirst` is false). */
export async function boardOrdersJson(
  db: Db,
  unidadeId: number,
  where: SQL[],
  page: { max: number; first: number; newestFirst: boolean },
): Promise<string> {
  const direction = sql.raw(page.newestFirst ? 'desc' : 'asc');
  const { rows } = (await db.execute(
    sql`
    select coalesce(json_agg(b order by b."dataPedido" ${direction}, b.id ${direction}), '[]')::text as json
    from (
      select ${card}
      from ${p}
      left join pessoa cliente on cliente.id = ${p.pessoaClienteId}
      left join pessoa entregador on entregador.id = ${p.pessoaEntregadorId}
      where ${and(eq(p.unidadeId, unidadeId), ...where)}
      order by ${p.dataPedido} ${direction}, ${p.id} ${direction}
      limit ${page.max} offset ${page.first}
    ) b`,
  )) as unknown as { rows: { json: string }[] };
  return rows[0]?.json ?? '[]';
}
