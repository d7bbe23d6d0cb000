import { toReais, type Cents } from '@brasa/domain';
import type { TIFoodOrder } from '@brasa/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conta, formaPagamento, pedidoIntegracao } from '../../db/schema';
import { toOrder } from '../orders/mapper';

/**
 * A customer's pending accounts (doc 2 §2.7 "Pending amounts"): payments of their active orders made with
 * a method whose account is pending-type (credit sale), one line per payment, due date from the payment.
 */
export async function pendingAccounts(db: Db, unidadeId: number, pessoaId: number) {
  const pendingMethods = await db
    .select({ id: formaPagamento.id, codigo: formaPagamento.codigo })
    .from(formaPagamento)
    .innerJoin(conta, eq(conta.id, formaPagamento.contaId))
    .where(and(eq(formaPagamento.unidadeId, unidadeId), eq(conta.pendente, true)));
  const ids = new Set(pendingMethods.map((m) => m.id));
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
  return orders.flatMap((o) =>
    ((o.body as TIFoodOrder).payments ?? [])
      .filter((p) => ids.has(Number((p as { formaPagamento?: { id?: number } }).formaPagamento?.id)))
      .map((p) => ({
        descricao: `Pedido #${o.sequencial ?? o.id} - ${p.name ?? p.code ?? 'crediário'}`,
        dataVencimento: ((p as { dataVencimento?: string }).dataVencimento ?? null) as string | null,
        saldo: toReais(Math.round(p.value * 100) as Cents),
      })),
  );
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
