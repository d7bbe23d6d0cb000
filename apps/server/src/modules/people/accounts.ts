import { toCents, toReais } from '@brasa/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidoIntegracao } from '../../db/schema';
import { customerCreditPayments } from '../payments/repository';
import { toOrder } from '../order-data/mapper';

/**
 * A customer's pending accounts (doc 2 §2.7 "Pending amounts"): payments of their active orders made with
 * a method whose account is pending-type (credit sale), one line per payment, due date from the payment.
 */
export async function pendingAccounts(db: Db, unidadeId: number, pessoaId: number) {
  return (await customerCreditPayments(db, unidadeId, pessoaId)).map(({ orderId, sequencial, payment }) => ({
    descricao: `Pedido #${sequencial ?? orderId} - ${payment.name ?? payment.code ?? 'crediário'}`,
    dataVencimento: payment.dataVencimento ?? null,
    saldo: toReais(toCents(payment.value)),
  }));
}

/** The customer's earlier orders, newest first (doc 2 §2.7 order history). */
export async function customerOrders(db: Db, unidadeId: number, pessoaId: number) {
  const rows = await db
    .select()
    .from(pedidoIntegracao)
    .where(and(eq(pedidoIntegracao.unidadeId, unidadeId), eq(pedidoIntegracao.pessoaClienteId, pessoaId)))
    .orderBy(desc(pedidoIntegracao.dataPedido))
    .limit(100);
  return rows.map((row) => toOrder({ row, clienteNome: null, entregadorNome: null, logs: null }));
}
