import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { movimentoFinanceiro, pedidoIntegracao, pessoa } from '../../../db/schema';
import type { OrderRow, OrderRowWithNames } from '../../order-data/mapper';

type Executor = Db | Tx;
const cliente = alias(pessoa, 'cliente');
const entregador = alias(pessoa, 'entregador');
const p = pedidoIntegracao;

/** Filters of the board's lists (doc 3 §7); absent ones do not filter. */
export interface OpenOrdersFilter {
  tipos: readonly string[];
  identificadorPrincipal?: string;
  identificadorSecundario?: string;
  pago?: boolean;
  cancelado?: boolean;
  importado?: boolean;
}

/**
 * The board's orders, without their log lines (a card does not show them; the detail loads the order). Open
 * tabs (active, unpaid, not imported, not cancelled) are read from the partial index `pedido_abertos_idx`.
 */
export async function listBoardOrders(
  db: Executor,
  unidadeId: number,
  filter: OpenOrdersFilter,
  max = 2000,
): Promise<OrderRowWithNames[]> {
  const where: SQL[] = [eq(p.unidadeId, unidadeId), eq(p.ativo, true), inArray(p.tipo, [...filter.tipos])];
  if (filter.identificadorPrincipal !== undefined)
    where.push(eq(p.identificadorPrincipal, filter.identificadorPrincipal));
  if (filter.identificadorSecundario !== undefined)
    where.push(eq(p.identificadorSecundario, filter.identificadorSecundario));
  if (filter.pago !== undefined) where.push(eq(p.pago, filter.pago));
  if (filter.cancelado !== undefined)
    where.push(filter.cancelado ? eq(p.situacao, 'CANCELADO') : ne(p.situacao, 'CANCELADO'));
  if (filter.importado !== undefined)
    where.push(filter.importado ? isNotNull(p.dataImportacao) : isNull(p.dataImportacao));
  return db
    .select({ row: p, clienteNome: cliente.nome, entregadorNome: entregador.nome, logs: sql<null>`null` })
    .from(p)
    .leftJoin(cliente, eq(cliente.id, p.pessoaClienteId))
    .leftJoin(entregador, eq(entregador.id, p.pessoaEntregadorId))
    .where(and(...where))
    .orderBy(asc(p.id))
    .limit(max);
}

/**
 * Locks the orders IN ID ORDER (`SELECT … ORDER BY id FOR UPDATE`): two joins or transfers over the same orders
 * in opposite directions take the locks in the same order, so they wait for each other instead of deadlocking.
 */
export async function lockOrdersInIdOrder(tx: Tx, unidadeId: number, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(p)
    .where(and(eq(p.unidadeId, unidadeId), inArray(p.id, [...ids])))
    .orderBy(asc(p.id))
    .for('update');
}

/** The open orders (active, not cancelled, not imported) of a tab or table number. */
export async function findOpenOrderIds(db: Executor, unidadeId: number, tipo: string, identificador: string) {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.unidadeId, unidadeId),
        eq(p.ativo, true),
        eq(p.tipo, tipo),
        eq(p.identificadorPrincipal, identificador),
        ne(p.situacao, 'CANCELADO'),
        isNull(p.dataImportacao),
      ),
    )
    .orderBy(asc(p.id));
  return rows.map((r) => r.id);
}

/**
 * Joined orders' payments move with their money: their movements now belong to the destination, so each
 * payment is counted once (no new ENTRADA, no ESTORNO) and a later cancel of the destination reverses it.
 */
export async function moveMovements(tx: Tx, unidadeId: number, fromIds: readonly number[], toId: number) {
  if (fromIds.length === 0) return;
  await tx
    .update(movimentoFinanceiro)
    .set({ pedidoId: toId })
    .where(and(eq(movimentoFinanceiro.unidadeId, unidadeId), inArray(movimentoFinanceiro.pedidoId, [...fromIds])));
}

/** Scheduled orders (pedidoAgendado AGENDADO) taken in a window; the caller filters by the schedule date. */
export async function listScheduledCandidates(db: Executor, unidadeId: number, from: Date, to: Date) {
  return db
    .select({ row: p, clienteNome: cliente.nome, entregadorNome: entregador.nome, logs: sql<null>`null` })
    .from(p)
    .leftJoin(cliente, eq(cliente.id, p.pessoaClienteId))
    .leftJoin(entregador, eq(entregador.id, p.pessoaEntregadorId))
    .where(
      and(
        eq(p.unidadeId, unidadeId),
        eq(p.ativo, true),
        eq(p.pedidoAgendado, 'AGENDADO'),
        gte(p.dataPedido, from),
        lte(p.dataPedido, to),
      ),
    )
    .orderBy(asc(p.dataPedido), asc(p.id))
    .limit(5000);
}
