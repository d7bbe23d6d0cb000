import type { TIFoodOrder } from '@brasa/contracts';
import { formatMoney, formatMoneyReais, sumCents, toCents } from '@brasa/domain';
import type { Tx } from '../../db/client';
import { logEvento } from '../../db/schema';
import { recordPaymentMoney, type PaymentChanges } from './payment-service';
import { listMovements } from './repository';

/**
 * The money of the payments a save added or deleted (a deleted payment is also an audit event); answers the order's
 * log lines for them, which the caller inserts with its own.
 */
export async function recordPayments(
  tx: Tx,
  ctx: { unidadeId: number; username: string; customerId: number | null; when: string },
  orderId: number,
  money: PaymentChanges,
): Promise<string[]> {
  await recordPaymentMoney(tx, ctx, orderId, money);
  if (money.deleted.length > 0) {
    await tx.insert(logEvento).values(
      money.deleted.map((payment) => ({
        unidadeId: ctx.unidadeId,
        pedidoId: orderId,
        tipo: 'DELETE',
        entidade: 'Payment',
        motivo: 'Pagamento excluído ao salvar o pedido',
        dados: payment,
        username: ctx.username,
      })),
    );
  }
  return paymentLogLines(ctx, money);
}

/** The order's log lines for the payments a save added or deleted (what `recordPayments` answers). */
export function paymentLogLines(ctx: { username: string; when: string }, money: PaymentChanges): string[] {
  const added = money.added.map(
    (payment) =>
      `Pagamento de ${formatMoneyReais(payment.value)} em ${payment.name} registrado por ${ctx.username} em ${ctx.when}.`,
  );
  const deleted = money.deleted.map(
    (payment) =>
      `Pagamento de ${formatMoneyReais(payment.value)} em ${payment.name} excluído por ${ctx.username} em ${ctx.when}.`,
  );
  return [...added, ...deleted];
}

/**
 * A cancelled or deleted order gives its money back: each payment still counted (an ENTRADA without its
 * ESTORNO) is reversed in its account and a prepaid payment returns to the balance. The payments stay in the
 * order body as the record of what happened. Runs once per payment, so cancelling and then deleting reverses
 * nothing twice. Answers the order's log line for what it reversed, or null when nothing was left to reverse.
 */
export async function reverseOrderPayments(
  tx: Tx,
  ctx: { unidadeId: number; username: string; customerId: number | null; when: string },
  orderId: number,
  body: TIFoodOrder,
): Promise<string | null> {
  const movements = await listMovements(tx, ctx.unidadeId, orderId);
  const reversed = new Set(movements.filter((m) => m.tipo === 'ESTORNO').map((m) => m.pagamentoId));
  const counted = new Set(movements.filter((m) => m.tipo === 'ENTRADA').map((m) => m.pagamentoId));
  const open = (body.payments ?? []).filter((p) => counted.has(String(p.id)) && !reversed.has(String(p.id)));
  if (open.length === 0) return null;
  await recordPaymentMoney(tx, ctx, orderId, { added: [], deleted: open });
  const total = sumCents(open.map((p) => toCents(p.value)));
  return `Pagamentos estornados (${formatMoney(total)}) por ${ctx.username} em ${ctx.when}.`;
}
