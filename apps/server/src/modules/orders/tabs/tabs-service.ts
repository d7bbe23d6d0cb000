import { MSG, asCents, formatMoney, identifierWord } from '@brasa/domain';
import type {
  TCloseOrderRequest,
  TIFoodOrder,
  TOrder,
  TTransferItemsAnswer,
  TTransferItemsRequest,
  TTransferTablesAnswer,
  TTransferTablesRequest,
} from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unprocessable } from '../../../errors';
import type { OrderRow } from '../../order-data/mapper';
import { totalsOf, withTotals } from '../../order-data/totals';
import { getParameterValues } from '../../parameters/repository';
import { hasUsableTable } from '../actions/actions-repository';
import { movedLine, stampLineVersions, type MergeLine } from '../save/merge-lines';
import { mutateOrders, type OrderPart } from '../mutate-orders';
import { SERVICE_FEE_PARAMETERS, applyServiceFeeRule } from '../save/service-fee-rule';
import { moveMovements } from './tabs-repository';
import { openingSettings, transferOrders } from './transfer-destination';

type Body = TIFoodOrder & { deletedItems?: unknown[]; percentualTaxaServico?: number | null };

/** The label of an order's identifier in the spec's messages: 'comanda' or 'mesa'. */
export const identifierLabel = identifierWord;

const bodyOf = (row: OrderRow) => row.body as Body;
const numberOf = (row: OrderRow) => row.identificadorPrincipal ?? String(row.sequencial ?? row.id);

/** Only open tabs and tables are joined, transferred and closed here. */
function checkTabOrders(rows: OrderRow[]) {
  for (const row of rows) {
    if (row.tipo !== 'COMANDA' && row.tipo !== 'MESA') throw unprocessable(MSG.ONLY_TABS_AND_TABLES);
    if (row.situacao === 'CANCELADO') throw unprocessable(MSG.CANCELLED_ORDER_EDIT);
    if (row.dataImportacao) throw unprocessable(MSG.IMPORTED_ORDER_EDIT);
  }
}

/** The row values of a body after a change: server totals, the paid flag. */
function moneyFields(body: Body) {
  const { body: next, totals } = withTotals(body);
  return { body: next, totalPedidoCents: totals.total, pago: totals.pago };
}

/**
 * GET juntarPedidoIntegracao (doc 3 §4.3, §5 "Join tab"): the destination keeps its place; the other orders'
 * items, people and payments move into it (their money movements with them, so nothing is counted twice or
 * lost); the others become inactive and leave the board. Orders with a motivoCancelamento are ignored.
 */
export async function joinOrders(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly number[],
  destinationId: number,
  versions?: ReadonlyMap<number, number>,
): Promise<TOrder> {
  const all = [...new Set([...ids, destinationId])];
  const [destination] = await mutateOrders(
    app,
    request,
    all,
    async (rows, { tx, unidadeId, username, when }) => {
      // doc 3 §5: orders with a motivoCancelamento are ignored (e.g. one a transfer emptied).
      const list = [...rows.values()].filter((row) => !row.motivoCancelamento);
      const target = rows.get(destinationId)!;
      const type = identifierLabel(target.tipo);
      const others = list.filter((row) => row.id !== destinationId);
      if (target.motivoCancelamento || others.length === 0) throw unprocessable(MSG.adicioneOutraParaJuntar(type));
      checkTabOrders(list);
      const targetBody = bodyOf(target);
      const version = target.version + 1;
      // The joined lines keep their launch time (doc 3 §4.5: the tab's age reads the latest one).
      const movedItems = others.flatMap((row) => (bodyOf(row).items ?? []).map((item) => movedLine(item, row)));
      const items = [...(targetBody.items ?? []), ...movedItems];
      stampLineVersions(items as MergeLine[], (targetBody.items ?? []) as MergeLine[], version);
      const payments = [...(targetBody.payments ?? []), ...others.flatMap((row) => bodyOf(row).payments ?? [])];
      const people = others.reduce((sum, row) => sum + (row.quantidadePessoas ?? 0), target.quantidadePessoas ?? 0);
      const names = others.map(
        (row) => `${identifierLabel(row.tipo)} ${numberOf(row)} (pedido #${row.sequencial ?? row.id})`,
      );
      const parts: OrderPart[] = [
        {
          id: target.id,
          values: {
            ...moneyFields({ ...targetBody, items, payments }),
            quantidadePessoas: people || target.quantidadePessoas,
          },
          logs: [`Agrupado(s) neste pedido: ${names.join(', ')}, por ${username} em ${when}.`],
          itemsMovedFrom: others.map((row) => row.id),
        },
        ...others.map((row) => ({
          id: row.id,
          values: {
            ativo: false,
            justificativaExclusao: MSG.identificadorAgrupado(type, numberOf(row), numberOf(target)),
            ...moneyFields({ ...bodyOf(row), items: [], payments: [] }),
            body: { ...bodyOf(row), items: [], payments: [], itensAgrupados: bodyOf(row).items ?? [] },
          },
          logs: [
            `Pedido agrupado na ${type} ${numberOf(target)} (pedido #${target.sequencial ?? target.id}) por ${username} em ${when}: ` +
              `${(bodyOf(row).items ?? []).length} item(ns) e ${(bodyOf(row).payments ?? []).length} pagamento(s) movidos.`,
          ],
        })),
      ];
      await moveMovements(
        tx,
        unidadeId,
        others.map((row) => row.id),
        target.id,
      );
      return parts;
    },
    {
      versions: versions && new Map([...versions].filter(([id]) => all.includes(id))),
      ignore: (row) => row.motivoCancelamento !== null,
    },
  );
  return destination!;
}

/**
 * POST transferirItens (doc 3 §4.4, §5 "Transfer items"): the named lines leave the origin (kept there in
 * deletedItems with deletedByTransference) and join the destination with their kitchen status, so a dish already
 * sent is not sent again. An origin left without lines becomes inactive and CANCELADO and gives its people to the
 * destination. A partly paid origin is refused. A destination named by number that is a tab or table of the unit
 * without an open order gets one, opened in the same transaction (transfer-destination.ts).
 */
export async function transferItems(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TTransferItemsRequest,
): Promise<TTransferItemsAnswer> {
  if (input.idPedidoDestino === input.idPedidoOrigem) throw unprocessable(MSG.TRANSFER_TO_SAME_TAB);
  const versions = new Map([[input.idPedidoOrigem, input.versionOrigem]]);
  // The destination's version is checked when the terminal named it by id (found by number, it may be new).
  if (input.idPedidoDestino && input.versionDestino !== null && input.versionDestino !== undefined)
    versions.set(input.idPedidoDestino, input.versionDestino);
  const settings = input.idPedidoDestino ? null : await openingSettings(app, request);
  const orders = await mutateOrders(
    app,
    request,
    settings ? transferOrders(input, settings) : [input.idPedidoOrigem, input.idPedidoDestino!],
    (rows, { now, username, when }) => {
      const origin = rows.get(input.idPedidoOrigem)!;
      const destination = [...rows.values()].find((row) => row.id !== origin.id) ?? origin;
      checkTabOrders([origin, destination]);
      if (
        destination.id === origin.id ||
        (origin.identificadorPrincipal &&
          origin.identificadorPrincipal === destination.identificadorPrincipal &&
          origin.tipo === destination.tipo)
      )
        throw unprocessable(MSG.TRANSFER_TO_SAME_TAB);
      const originBody = bodyOf(origin);
      const totals = totalsOf(originBody);
      if (totals.paid > 0)
        throw unprocessable(MSG.origemParcialmentePaga(formatMoney(totals.paid), formatMoney(totals.total)));
      const codes = new Set(input.referenceCodes);
      const moved = (originBody.items ?? []).filter((item) => item.referenceCode && codes.has(item.referenceCode));
      if (moved.length === 0) throw unprocessable(MSG.NO_ITEM_TRANSFERRED);
      const kept = (originBody.items ?? []).filter((item) => !moved.includes(item));
      const destinationBody = bodyOf(destination);
      const type = identifierLabel(destination.tipo);
      const destinationName = `${type} ${numberOf(destination)}`;
      const items = [
        ...(destinationBody.items ?? []),
        ...moved.map((item) => ({ ...movedLine(item, origin), deletedByTransference: undefined })),
      ];
      stampLineVersions(items as MergeLine[], (destinationBody.items ?? []) as MergeLine[], destination.version + 1);
      const empties = kept.length === 0;
      const movedNames = moved.map((item) => `${item.quantity}x ${item.name}`).join(', ');
      const deletedItems = [
        ...(originBody.deletedItems ?? []),
        ...moved.map((item) => ({
          ...item,
          deletedByTransference: true,
          dadosExclusao: {
            justificativaExclusao: `Transferido para a ${destinationName}`,
            dataExclusao: now.toISOString(),
            pedidoDestinoId: destination.id,
          },
        })),
      ];
      const people = (destination.quantidadePessoas ?? 0) + (origin.quantidadePessoas ?? 0);
      return [
        {
          id: origin.id,
          values: {
            ...moneyFields({ ...originBody, items: kept, deletedItems }),
            ...(empties
              ? {
                  ativo: false,
                  situacao: 'CANCELADO',
                  dataCancelamento: now,
                  motivoCancelamento: MSG.TRANSFER_CANCEL_REASON,
                  justificativaExclusao: MSG.todosItensTransferidos(
                    type,
                    numberOf(destination),
                    destination.sequencial ?? destination.id,
                  ),
                }
              : {}),
          },
          logs: [`Itens transferidos para a ${destinationName} por ${username} em ${when}: ${movedNames}.`],
        },
        {
          id: destination.id,
          values: {
            ...moneyFields({ ...destinationBody, items }),
            ...(empties && origin.quantidadePessoas ? { quantidadePessoas: people } : {}),
          },
          logs: [
            `Itens recebidos da ${identifierLabel(origin.tipo)} ${numberOf(origin)} por ${username} em ${when}: ${movedNames}.`,
          ],
          itemsMovedFrom: [origin.id],
        },
      ];
    },
    {
      versions,
      notFoundMessage: (id) =>
        id !== input.idPedidoOrigem
          ? MSG.identificadorDestinoNaoEncontrado(identifierLabel(input.tipoDestino))
          : MSG.ORDER_NOT_FOUND,
    },
  );
  return { origem: orders[0]!, destino: orders[1]! };
}

/**
 * POST transferirMesa (doc 3 §5 "Transfer tables dialog"): the selected tabs go to a table (their
 * identificadorSecundario), which must be an active, unblocked table of the unit.
 */
export async function transferTables(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TTransferTablesRequest,
): Promise<TTransferTablesAnswer> {
  const table = input.mesaDestino?.trim() ?? '';
  if (!table) throw unprocessable(MSG.DESTINATION_TABLE_REQUIRED);
  if (input.pedidos.length === 0) throw unprocessable(MSG.nenhumaSelecionadaTransferencia('comanda'));
  if (!(await hasUsableTable(app.database.db, request.session.unidadeId, table))) {
    throw notFound(MSG.mesaNaoEncontrada(table));
  }
  const versions = new Map(input.pedidos.map((p) => [p.id, p.version]));
  const pedidos = await mutateOrders(
    app,
    request,
    [...versions.keys()],
    (rows, { username, when }) => {
      const list = [...rows.values()];
      checkTabOrders(list);
      if (list.some((row) => row.tipo !== 'COMANDA')) throw unprocessable(MSG.ONLY_TABS_TO_TABLE);
      const moving = list.filter((row) => row.identificadorSecundario !== table);
      if (moving.length === 0) throw unprocessable(MSG.TABS_ALREADY_ON_TABLE);
      return moving.map((row) => ({
        id: row.id,
        values: { identificadorSecundario: table },
        logs: [
          `Comanda ${numberOf(row)} transferida da mesa ${row.identificadorSecundario ?? '-'} para a mesa ${table} por ${username} em ${when}.`,
        ],
      }));
    },
    { versions },
  );
  return { pedidos, mensagem: MSG.comandasTransferidas(table) };
}

/**
 * POST fecharPedido/{id} (doc 3 §3 close-order options, §5, §9): the split (divideInto ≥ 1, default the people
 * count or 1) is written in divideInvoiceObservation; with recalcularTaxaDeServico (and UTILIZA_TAXA_SERVICO 'S')
 * the server computes the service fee from the percent (PERCENTUAL_TAXA_SERVICO by default, gross with
 * COBRAR_TAXA_VALOR_BRUTO_PEDIDO) on every line whose product charges it; imprimirPedido records a print job.
 */
export async function closeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: TCloseOrderRequest,
): Promise<TOrder> {
  const params = await getParameterValues(app.database.db, request.session.unidadeId, [...SERVICE_FEE_PARAMETERS]);
  const [order] = await mutateOrders(
    app,
    request,
    [id],
    async (rows, { username, when }) => {
      const row = rows.get(id)!;
      checkTabOrders([row]);
      const divideInto =
        input.divideInto ?? (row.quantidadePessoas && row.quantidadePessoas > 0 ? row.quantidadePessoas : 1);
      if (divideInto < 1) throw unprocessable(MSG.DIVIDE_INTO_MIN);
      let body: Body = { ...bodyOf(row), items: (bodyOf(row).items ?? []).map((item) => ({ ...item })) };
      const logs: string[] = [];
      if (input.recalcularTaxaDeServico && params.get('UTILIZA_TAXA_SERVICO') === 'S') {
        const percent = input.percentualTaxaServico ?? Number(params.get('PERCENTUAL_TAXA_SERVICO') ?? 0);
        body.items = body.items.map((item) => ({ ...item, chargeServiceFee: item.productChargeServiceFee !== false }));
        body.percentualTaxaServico = percent;
        applyServiceFeeRule(body, bodyOf(row), params, row.tipo);
        logs.push(`Taxa de serviço recalculada (${percent}%) por ${username} em ${when}.`);
      }
      const money = moneyFields(body);
      body = money.body as Body;
      const share = formatMoney(asCents(Math.round(money.totalPedidoCents / divideInto)));
      body.divideInvoiceObservation = `Dividido em ${divideInto} pessoa(s): ${share} por pessoa.`;
      logs.push(`Pedido fechado por ${username} em ${when}. ${body.divideInvoiceObservation}`);
      // imprimirPedido: the close's ticket, at the closing terminal's print location.
      const print = input.imprimirPedido
        ? { origem: 'FECHAMENTO' as const, descricao: `Fechamento da ${identifierLabel(row.tipo)} ${numberOf(row)}` }
        : undefined;
      return [{ id, values: { ...money, body }, logs, print }];
    },
    { versions: new Map([[id, input.version]]) },
  );
  return order!;
}
