import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  conta,
  formaPagamento,
  movimentoFinanceiro,
  pedidoIntegracao,
  perfilUsuario,
  pessoa,
  usuario,
} from '../../db/schema';
import { withCardNulls, type TOrder } from '@brasa/contracts';
import type { OrderRowWithNames } from '../order-data/mapper';
import { boardOrdersJson } from '../orders/board/board-repository';

type Executor = Db | Tx;

/** The perfil_usuario tipo of courier logins (seed: 'entregador'). */
export const COURIER_PROFILE_TYPE = 'entregador';

const courierColumns = {
  id: pessoa.id,
  nome: pessoa.nome,
  fone: pessoa.fone,
  celular: pessoa.celular,
  email: pessoa.email,
  tipo: pessoa.tipo,
  ativo: pessoa.ativo,
  diariaCents: pessoa.entregadorValorDiariaCents,
  fixoCents: pessoa.entregadorValorFixoPedidoCents,
  percentual: pessoa.entregadorPercentualTaxaEntrega,
  minimoCents: pessoa.entregadorValorMinimoCents,
  username: usuario.username,
  perfilId: perfilUsuario.id,
  perfilDescricao: perfilUsuario.descricao,
};

function selectCouriers(db: Executor) {
  return db
    .select(courierColumns)
    .from(pessoa)
    .leftJoin(usuario, and(eq(usuario.pessoaId, pessoa.id), eq(usuario.unidadeId, pessoa.unidadeId)))
    .leftJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId));
}

/** The unit's couriers (cargo ENTR) with their login, by name. */
export async function listCourierRows(db: Executor, unidadeId: number, ids?: number[]) {
  const where: SQL[] = [eq(pessoa.unidadeId, unidadeId), eq(pessoa.cargoFuncionario, 'ENTR')];
  if (ids) where.push(inArray(pessoa.id, ids.length ? ids : [-1]));
  return selectCouriers(db)
    .where(and(...where))
    .orderBy(asc(pessoa.nome), asc(pessoa.id));
}

export type CourierRow = Awaited<ReturnType<typeof listCourierRows>>[number];

export async function findCourierRow(db: Executor, unidadeId: number, id: number): Promise<CourierRow | undefined> {
  const [row] = await listCourierRows(db, unidadeId, [id]);
  return row;
}

// — logins —

export async function findLoginOfPerson(db: Executor, unidadeId: number, pessoaId: number) {
  const [row] = await db
    .select({
      id: usuario.id,
      pessoaId: usuario.pessoaId,
      username: usuario.username,
      ativo: usuario.ativo,
      passwordHash: usuario.passwordHash,
      perfilId: perfilUsuario.id,
      perfilDescricao: perfilUsuario.descricao,
    })
    .from(usuario)
    .innerJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId))
    .where(and(eq(usuario.unidadeId, unidadeId), eq(usuario.pessoaId, pessoaId)))
    .limit(1);
  return row;
}

/** Usernames are unique across the whole installation (usuario_username_idx). */
export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: number) {
  const where: SQL[] = [sql`lower(${usuario.username}) = lower(${username})`];
  if (exceptUserId) where.push(ne(usuario.id, exceptUserId));
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

export async function listCourierProfiles(db: Executor, empresaId: number) {
  return db
    .select({ id: perfilUsuario.id, descricao: perfilUsuario.descricao })
    .from(perfilUsuario)
    .where(and(eq(perfilUsuario.empresaId, empresaId), eq(perfilUsuario.tipo, COURIER_PROFILE_TYPE)))
    .orderBy(asc(perfilUsuario.descricao));
}

// — orders by courier —

const entregador = alias(pessoa, 'entregador');
const cliente = alias(pessoa, 'cliente');

export interface CourierOrderFilter {
  start: Date;
  end: Date;
  /** Counter (takeout) orders too; otherwise deliveries only. */
  showTakeout: boolean;
  /** Leave out orders without a courier. */
  onlyWithCourier: boolean;
  courierId?: number;
  situacoes?: readonly string[];
  excludeCancelled?: boolean;
  /** The delivery-person app: this courier's orders and the dispatched ones without a courier (doc 4 §6). */
  visibleToCourier?: number;
}

function courierOrderConditions(f: CourierOrderFilter): SQL[] {
  const p = pedidoIntegracao;
  const where: SQL[] = [
    eq(p.ativo, true),
    gte(p.dataPedido, f.start),
    lt(p.dataPedido, f.end),
    inArray(p.tipo, f.showTakeout ? ['DELIVERY', 'BALCAO'] : ['DELIVERY']),
  ];
  if (f.onlyWithCourier) where.push(isNotNull(p.pessoaEntregadorId));
  if (f.courierId !== undefined) where.push(eq(p.pessoaEntregadorId, f.courierId));
  if (f.situacoes?.length) where.push(inArray(p.situacao, [...f.situacoes]));
  if (f.excludeCancelled) where.push(ne(p.situacao, 'CANCELADO'));
  if (f.visibleToCourier !== undefined) {
    where.push(
      or(
        eq(p.pessoaEntregadorId, f.visibleToCourier),
        and(isNull(p.pessoaEntregadorId), isNotNull(p.agrupadorDespacho)),
      )!,
    );
  }
  return where;
}

/** Most orders a list by courier answers (a month of a busy unit is a few thousand). */
export const COURIER_LIST_MAX = 20_000;

/**
 * The lists' orders as the board's lean cards (resumo: true, no items, no logs; built as JSON by the database),
 * oldest first: 6,000 whole orders cost far more to read, map and serialize than the lists need.
 */
export async function listCourierCards(db: Db, unidadeId: number, f: CourierOrderFilter): Promise<TOrder[]> {
  const json = await boardOrdersJson(db, unidadeId, courierOrderConditions(f), {
    max: COURIER_LIST_MAX,
    first: 0,
    newestFirst: false,
  });
  return (JSON.parse(json) as TOrder[]).map(withCardNulls);
}

/** Active orders of a period by courier (no logs: the lists never show them), in (courier, date, id) order. */
export async function listOrdersForCouriers(
  db: Executor,
  unidadeId: number,
  f: CourierOrderFilter,
): Promise<OrderRowWithNames[]> {
  const p = pedidoIntegracao;
  const where = [eq(p.unidadeId, unidadeId), ...courierOrderConditions(f)];
  return db
    .select({ row: p, clienteNome: cliente.nome, entregadorNome: entregador.nome, logs: sql<null>`null` })
    .from(p)
    .leftJoin(cliente, eq(cliente.id, p.pessoaClienteId))
    .leftJoin(entregador, eq(entregador.id, p.pessoaEntregadorId))
    .where(and(...where))
    .orderBy(asc(p.pessoaEntregadorId), asc(p.dataPedido), asc(p.id));
}

export interface OrderMovementRow {
  id: number;
  pedidoId: number;
  tipo: string;
  valorCents: number;
  tipoConta: string;
}

/** The payment movements of orders (doc 4 §3 "Movement list per order"). */
export async function listMovementsOfOrders(db: Executor, unidadeId: number, orderIds: number[]) {
  if (orderIds.length === 0) return [] as OrderMovementRow[];
  const rows = await db
    .select({
      id: movimentoFinanceiro.id,
      pedidoId: movimentoFinanceiro.pedidoId,
      tipo: movimentoFinanceiro.tipo,
      valorCents: movimentoFinanceiro.valorCents,
      tipoConta: conta.tipoConta,
    })
    .from(movimentoFinanceiro)
    .innerJoin(conta, eq(conta.id, movimentoFinanceiro.contaId))
    .where(and(eq(movimentoFinanceiro.unidadeId, unidadeId), inArray(movimentoFinanceiro.pedidoId, orderIds)))
    .orderBy(asc(movimentoFinanceiro.id));
  return rows.filter((row): row is OrderMovementRow => row.pedidoId !== null);
}

/** How many delivered orders of the period are not imported yet (the settlement's warning, doc 4 §8). */
export async function countNotImported(db: Executor, unidadeId: number, f: CourierOrderFilter) {
  const p = pedidoIntegracao;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        eq(p.unidadeId, unidadeId),
        eq(p.ativo, true),
        gte(p.dataPedido, f.start),
        lt(p.dataPedido, f.end),
        inArray(p.tipo, f.showTakeout ? ['DELIVERY', 'BALCAO'] : ['DELIVERY']),
        eq(p.situacao, 'ENTREGUE'),
        sql`${p.dataImportacao} is null`,
        ...(f.onlyWithCourier ? [isNotNull(p.pessoaEntregadorId)] : []),
      ),
    );
  return row?.n ?? 0;
}

// — settlement writes —

export async function lockOrdersForSettlement(tx: Tx, unidadeId: number, ids: number[]) {
  const p = pedidoIntegracao;
  return tx
    .select()
    .from(p)
    .where(and(eq(p.unidadeId, unidadeId), inArray(p.id, ids)))
    .orderBy(asc(p.id))
    .for('update');
}

/** Whether any order of the courier in [start, end) already carries a settlement movement. */
export async function hasSettledOrderInDay(tx: Tx, unidadeId: number, courierId: number, start: Date, end: Date) {
  const p = pedidoIntegracao;
  const [row] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.unidadeId, unidadeId),
        // Active only, so pedido_entregador_data_idx serves it; a deleted settled order's day is still refused by
        // the movement's unique key (courier, day).
        eq(p.ativo, true),
        eq(p.pessoaEntregadorId, courierId),
        gte(p.dataPedido, start),
        lt(p.dataPedido, end),
        isNotNull(p.idMovimentoFinanceiroAcerto),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stamps the settlement on orders not settled yet; answers how many it stamped. */
export async function stampSettlement(tx: Tx, unidadeId: number, ids: number[], movementId: number) {
  const p = pedidoIntegracao;
  const rows = await tx
    .update(p)
    .set({ idMovimentoFinanceiroAcerto: movementId, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(and(eq(p.unidadeId, unidadeId), inArray(p.id, ids), sql`${p.idMovimentoFinanceiroAcerto} is null`))
    .returning({ id: p.id });
  return rows.length;
}

// — settlement receipt —

/** The unit's settlement movements among `ids` (another unit's, or a payment's movement, is not among them). */
export async function listSettlementMovements(db: Executor, unidadeId: number, ids: readonly number[]) {
  const m = movimentoFinanceiro;
  return db
    .select({
      id: m.id,
      pessoaId: m.pessoaId,
      pagamentoId: m.pagamentoId,
      valorCents: m.valorCents,
      username: m.username,
      createdAt: m.createdAt,
      formaPagamento: formaPagamento.descricao,
    })
    .from(m)
    .innerJoin(formaPagamento, eq(formaPagamento.id, m.formaPagamentoId))
    .where(and(eq(m.unidadeId, unidadeId), eq(m.tipo, 'ACERTO_ENTREGADOR'), inArray(m.id, [...ids])))
    .orderBy(asc(m.id));
}

/** The orders each settlement stamped (idMovimentoFinanceiroAcerto), by date. */
export async function listOrdersOfSettlements(db: Executor, unidadeId: number, movementIds: readonly number[]) {
  const p = pedidoIntegracao;
  if (movementIds.length === 0) return [];
  return db
    .select()
    .from(p)
    .where(and(eq(p.unidadeId, unidadeId), inArray(p.idMovimentoFinanceiroAcerto, [...movementIds])))
    .orderBy(asc(p.dataPedido), asc(p.id));
}
