import type { TIFoodOrder } from '@brasa/contracts';
import { asCents, sumCents, toCents, type Cents } from '@brasa/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aberturaTurno, conta, formaPagamento, movimentoFinanceiro, pedidoIntegracao, pessoa } from '../../db/schema';

type Executor = Db | Tx;

export interface PaymentMethodRow {
  id: number;
  descricao: string;
  codigo: string;
  ativo: boolean;
  utilizaTef: boolean;
  pessoaRequerida: boolean;
  intervalo: number;
  conta: { idConta: number; tipoConta: string; pendente: boolean };
}

/** The unit's payment methods with their accounts, by id. */
export async function findPaymentMethods(db: Executor, unidadeId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, PaymentMethodRow>();
  const rows = await db
    .select({
      id: formaPagamento.id,
      descricao: formaPagamento.descricao,
      codigo: formaPagamento.codigo,
      ativo: formaPagamento.ativo,
      utilizaTef: formaPagamento.utilizaTef,
      pessoaRequerida: formaPagamento.pessoaRequerida,
      intervalo: formaPagamento.intervalo,
      idConta: conta.id,
      tipoConta: conta.tipoConta,
      pendente: conta.pendente,
    })
    .from(formaPagamento)
    .innerJoin(conta, eq(conta.id, formaPagamento.contaId))
    .where(and(eq(formaPagamento.unidadeId, unidadeId), inArray(formaPagamento.id, ids)));
  return new Map(
    rows.map(({ idConta, tipoConta, pendente, ...method }) => [
      method.id,
      { ...method, conta: { idConta, tipoConta, pendente } },
    ]),
  );
}

/** Whether the user has an open cash shift (doc 1 §5 "Payment preconditions"). */
export async function hasOpenCashShift(db: Executor, unidadeId: number, usuarioId: number) {
  const [row] = await db
    .select({ id: aberturaTurno.id })
    .from(aberturaTurno)
    .where(
      and(
        eq(aberturaTurno.unidadeId, unidadeId),
        eq(aberturaTurno.usuarioId, usuarioId),
        isNull(aberturaTurno.dataFechamento),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findCustomerMoney(db: Executor, unidadeId: number, pessoaId: number) {
  const [row] = await selectCustomerMoney(db, unidadeId, pessoaId);
  return customerMoney(row);
}

/**
 * The customer's money, with the row locked until the transaction ends: payments of two orders that use the
 * same customer's credit limit or prepaid balance are checked one after the other, never both against the
 * balance neither has spent yet.
 */
export async function lockCustomerMoney(tx: Tx, unidadeId: number, pessoaId: number) {
  const [row] = await selectCustomerMoney(tx, unidadeId, pessoaId).for('update');
  return customerMoney(row);
}

const customerMoney = (row: { nome: string; limite: number; prepago: number } | undefined) =>
  row ? { nome: row.nome, limitCents: asCents(row.limite), prepaidCents: asCents(row.prepago) } : undefined;

function selectCustomerMoney(db: Executor, unidadeId: number, pessoaId: number) {
  return db
    .select({ nome: pessoa.nome, limite: pessoa.limiteCreditoCents, prepago: pessoa.saldoPrePagoCents })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, pessoaId)));
}

/** The generic final customer ('CONSUMIDOR FINAL') of the unit, when there is one. */
export async function findGenericCustomerId(db: Executor, unidadeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: pessoa.id })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.nome, 'CONSUMIDOR FINAL')))
    .limit(1);
  return row?.id ?? null;
}

/** The unit's payment methods whose account is pending-type (credit sale, doc 1 §5 "Credit limit"). */
export async function pendingMethodIds(db: Executor, unidadeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: formaPagamento.id })
    .from(formaPagamento)
    .innerJoin(conta, eq(conta.id, formaPagamento.contaId))
    .where(and(eq(formaPagamento.unidadeId, unidadeId), eq(conta.pendente, true)));
  return new Set(rows.map((row) => row.id));
}

type CreditPayment = TIFoodOrder['payments'][number] & { dataVencimento?: string | null };

/**
 * The customer's payments made with a pending-type method (credit sale) in their active, not cancelled
 * orders, newest order first: the pending accounts (doc 2 §2.7) and the saldoPendente of the credit limit.
 */
export async function customerCreditPayments(db: Executor, unidadeId: number, pessoaId: number) {
  const ids = await pendingMethodIds(db, unidadeId);
  if (ids.size === 0) return [];
  const orders = await db
    .select({ id: pedidoIntegracao.id, sequencial: pedidoIntegracao.sequencial, body: pedidoIntegracao.body })
    .from(pedidoIntegracao)
    .where(
      and(
        eq(pedidoIntegracao.unidadeId, unidadeId),
        eq(pedidoIntegracao.pessoaClienteId, pessoaId),
        eq(pedidoIntegracao.ativo, true),
        ne(pedidoIntegracao.situacao, 'CANCELADO'),
      ),
    )
    .orderBy(desc(pedidoIntegracao.dataPedido));
  return orders.flatMap((order) =>
    ((order.body as TIFoodOrder).payments ?? [])
      .filter((payment) => ids.has(Number((payment as { formaPagamento?: { id?: unknown } }).formaPagamento?.id)))
      .map((payment) => ({ orderId: order.id, sequencial: order.sequencial, payment: payment as CreditPayment })),
  );
}

/** What the customer owes on credit in orders other than `exceptOrderId` (doc 1 §7 limiteCredito). */
export async function pendingCreditCents(
  db: Executor,
  unidadeId: number,
  pessoaId: number,
  exceptOrderId: number | null,
): Promise<Cents> {
  const payments = await customerCreditPayments(db, unidadeId, pessoaId);
  return sumCents(payments.filter((p) => p.orderId !== exceptOrderId).map((p) => toCents(p.payment.value)));
}

/** Moves a customer's prepaid balance by `deltaCents` (negative when a prepaid payment uses it). */
export async function movePrepaidBalance(tx: Tx, unidadeId: number, pessoaId: number, deltaCents: number) {
  await tx
    .update(pessoa)
    .set({ saldoPrePagoCents: sql`${pessoa.saldoPrePagoCents} + ${deltaCents}` })
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, pessoaId)));
}

export type MovementInsert = typeof movimentoFinanceiro.$inferInsert;

export async function insertMovements(tx: Tx, rows: MovementInsert[]) {
  if (rows.length > 0) await tx.insert(movimentoFinanceiro).values(rows);
}

export async function listMovements(db: Executor, unidadeId: number, pedidoId: number) {
  return db
    .select()
    .from(movimentoFinanceiro)
    .where(and(eq(movimentoFinanceiro.unidadeId, unidadeId), eq(movimentoFinanceiro.pedidoId, pedidoId)));
}
