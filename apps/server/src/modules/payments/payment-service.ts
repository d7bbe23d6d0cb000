import type { TIFoodOrder, TProfile } from '@brasa/contracts';
import {
  MSG,
  ROLES,
  acceptPaymentAmount,
  apiAccessDeniedMessage,
  asCents,
  checkAuthorizationText,
  checkCreditLimit,
  checkMethodPerson,
  checkPaymentPreconditions,
  checkPrepaidBalance,
  hasRole,
  isApiAccessAllowed,
  methodKindOf,
  methodNeedsCustomer,
  toCents,
  toReais,
  type Cents,
  type PaymentMethodKind,
} from '@brasa/domain';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { AppError, forbidden, orFail, unprocessable } from '../../errors';
import { FORBIDDEN_ROUTE, accessOf } from '../../plugins/permissions';
import { isFlagOn } from '../parameters/repository';
import { totalsOf } from '../order-data/totals';
import * as repo from './repository';

type Payment = TIFoodOrder['payments'][number];

/** What a terminal may send with a new payment besides the spec's value and changeFor. */
interface IncomingPayment extends Payment {
  formaPagamento?: { id?: unknown } | null;
  autorizacao?: string | null;
  /** The split-bill share this payment is for (doc 1 §5 "Payment amount"). */
  valorDivisao?: number | null;
}

export interface PaymentContext {
  readonly unidadeId: number;
  readonly usuarioId: number;
  readonly username: string;
  readonly profile: TProfile;
  readonly params: ReadonlyMap<string, string>;
  readonly now: Date;
  readonly orderId: number | null;
  readonly customerId: number | null;
  /** A marketplace order not converted: it takes no payment at the PDV (doc 1 §4 "Edit, pay, import"). */
  readonly integrationOrder?: boolean;
}

export interface PaymentChanges {
  readonly body: TIFoodOrder;
  readonly added: readonly Payment[];
  readonly deleted: readonly Payment[];
}

/** Parameters the payment rules read. */
export const PAYMENT_PARAMETERS = ['VALIDAR_LIMITE_CREDITO_PESSOA_BRASA', 'ID_PESSOA_PADRAO_PEDIDO_SAIDA'] as const;

const idOf = (payment: Payment) => (payment.id === null || payment.id === undefined ? '' : String(payment.id));

const dueDate = (now: Date, days: number) => {
  const due = new Date(now.getTime() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
};

/**
 * The payments of an order save (doc 1 §5, §6): stored payments are kept as stored (a client cannot change
 * what was paid), missing ones are deletions, and each new one passes every payment rule before the server
 * gives it an id, its method's name, the recorded value and change. Runs inside the save's transaction.
 */
export async function applyPayments(
  tx: Tx,
  ctx: PaymentContext,
  body: TIFoodOrder,
  storedBody: TIFoodOrder | undefined,
): Promise<PaymentChanges> {
  const stored = storedBody?.payments ?? [];
  const storedIds = new Map(stored.map((payment) => [idOf(payment), payment]));
  const incoming = (body.payments ?? []) as IncomingPayment[];
  const keptIds = new Set(incoming.map(idOf).filter((id) => storedIds.has(id)));
  const kept = stored.filter((payment) => keptIds.has(idOf(payment)));
  const deleted = stored.filter((payment) => !keptIds.has(idOf(payment)));
  const fresh = incoming.filter((payment) => !storedIds.has(idOf(payment)));
  if (fresh.length === 0 && deleted.length === 0) return { body: { ...body, payments: stored }, added: [], deleted };
  // Who may save an order but take no money (a waiter, the kitchen) cannot add or remove payments (doc 1 §7).
  const paymentAccess = accessOf('ACTION pedidoIntegracao:pagamentos');
  if (!isApiAccessAllowed(ctx.profile, paymentAccess)) {
    throw forbidden(apiAccessDeniedMessage(paymentAccess), FORBIDDEN_ROUTE);
  }
  if (ctx.integrationOrder) throw unprocessable(MSG.INTEGRATION_ORDER_PAYMENT);
  // A card-terminal payment leaves only through its deletion (window, technical password, cancel at the provider).
  if (deleted.some((payment) => (payment as { tefInfo?: unknown }).tefInfo)) {
    throw unprocessable(MSG.TEF_PAYMENT_DELETE_BY_SAVE);
  }
  const added: Payment[] = [];
  if (fresh.length > 0) {
    const cashOpen = await repo.hasOpenCashShift(tx, ctx.unidadeId, ctx.usuarioId);
    orFail(checkPaymentPreconditions({ cashOpen, itemCount: body.items.length, profile: ctx.profile }));
    const methods = await repo.findPaymentMethods(
      tx,
      ctx.unidadeId,
      fresh.map((payment) => Number(payment.formaPagamento?.id)).filter(Number.isInteger),
    );
    let pending = totalsOf({ ...body, payments: kept }).pending;
    for (const payment of fresh) {
      const accepted = await acceptOne(tx, ctx, payment, methods, pending, { kept, added });
      added.push(accepted.payment);
      pending = asCents(pending - accepted.valueCents);
    }
  }
  return { body: { ...body, payments: [...kept, ...added] }, added, deleted };
}

async function acceptOne(
  tx: Tx,
  ctx: PaymentContext,
  payment: IncomingPayment,
  methods: Map<number, repo.PaymentMethodRow>,
  pendingCents: Cents,
  earlier: { readonly kept: readonly Payment[]; readonly added: readonly Payment[] },
): Promise<{ payment: Payment; valueCents: Cents }> {
  const method = methods.get(Number(payment.formaPagamento?.id));
  if (!method || !method.ativo) throw unprocessable(MSG.UNKNOWN_PAYMENT_TYPE);
  // Card-terminal payments come from the TEF flow, not from a typed amount.
  if (method.utilizaTef) throw unprocessable(MSG.TEF_METHOD_CHARGE_ON_TERMINAL, 'TEF_CHARGE_ON_TERMINAL');
  const kind = methodKindOf(method);
  // What was handed over: a terminal may send the amount typed as value, or value and changeFor already split.
  const handed = toCents(Math.max(payment.value, payment.changeFor ?? 0));
  const amount = orFail(
    acceptPaymentAmount({
      amountCents: handed,
      pendingCents,
      methodKind: kind,
      splitAmountCents: payment.valorDivisao ? toCents(payment.valorDivisao) : null,
    }),
  );
  const autorizacao = orFail(checkAuthorizationText(payment.autorizacao));
  const needsPerson = methodNeedsCustomer(method);
  if (needsPerson) {
    orFail(
      checkMethodPerson({
        requiresPerson: true,
        customerId: ctx.customerId,
        defaultPersonId: ctx.params.get('ID_PESSOA_PADRAO_PEDIDO_SAIDA') || null,
        genericFinalCustomerId: await repo.findGenericCustomerId(tx, ctx.unidadeId),
      }),
    );
  }
  const sameKind = (k: PaymentMethodKind, among: readonly Payment[]) =>
    asCents(
      among.filter((p) => (p as { tipoConta?: string }).tipoConta === k).reduce((sum, p) => sum + toCents(p.value), 0),
    );
  if (kind === 'CREDIT' && isFlagOn(ctx.params.get('VALIDAR_LIMITE_CREDITO_PESSOA_BRASA'))) {
    // Locked before reading what the customer owes, so a concurrent sale to them is counted (doc 1 §5).
    const customer = await repo.lockCustomerMoney(tx, ctx.unidadeId, ctx.customerId!);
    orFail(
      checkCreditLimit({
        limitCents: customer?.limitCents ?? asCents(0),
        pendingBalanceCents: await repo.pendingCreditCents(tx, ctx.unidadeId, ctx.customerId!, ctx.orderId),
        paymentCents: amount.valueCents,
        otherPendingOnOrderCents: sameKind('CREDIT', [...earlier.kept, ...earlier.added]),
      }),
    );
  }
  if (kind === 'PREPAID') {
    if (!hasRole(ctx.profile, ROLES.ROLE_CREDITO_PRE_PAGO)) throw new AppError(403, MSG.PREPAID_ROLE_REQUIRED);
    const customer = await repo.lockCustomerMoney(tx, ctx.unidadeId, ctx.customerId!);
    orFail(
      checkPrepaidBalance({
        balanceCents: customer?.prepaidCents ?? asCents(0),
        paymentCents: amount.valueCents,
        // Kept prepaid payments already left the balance; the new ones of this request have not yet.
        otherPrepaidOnOrderCents: sameKind('PREPAID', earlier.added),
      }),
    );
  }
  return {
    valueCents: amount.valueCents,
    payment: {
      id: randomUUID(),
      code: method.codigo,
      name: method.descricao,
      value: toReais(amount.valueCents),
      changeFor: amount.changeForCents === null ? null : toReais(amount.changeForCents),
      formaPagamento: { id: method.id, descricao: method.descricao },
      tipoConta: kind,
      contaId: method.conta.idConta,
      dataVencimento: needsPerson ? dueDate(ctx.now, method.intervalo) : null,
      autorizacao,
      dataPagamento: ctx.now.toISOString(),
      username: ctx.username,
    },
  };
}

/** After commit-ready: the money of added and deleted payments, and the prepaid balance they use or give back. */
export async function recordPaymentMoney(
  tx: Tx,
  ctx: Pick<PaymentContext, 'unidadeId' | 'username' | 'customerId'>,
  orderId: number,
  changes: Pick<PaymentChanges, 'added' | 'deleted'>,
) {
  const rows: repo.MovementInsert[] = [];
  const movement = (payment: Payment, tipo: 'ENTRADA' | 'ESTORNO') => {
    const extra = payment as { formaPagamento?: { id?: number }; contaId?: number; tipoConta?: string };
    if (!extra.contaId || !extra.formaPagamento?.id) return;
    const sign = tipo === 'ENTRADA' ? 1 : -1;
    rows.push({
      unidadeId: ctx.unidadeId,
      contaId: extra.contaId,
      formaPagamentoId: extra.formaPagamento.id,
      pedidoId: orderId,
      pagamentoId: String(payment.id),
      tipo,
      valorCents: sign * toCents(payment.value),
      trocoParaCents: payment.changeFor ? toCents(payment.changeFor) : null,
      pessoaId: ctx.customerId,
      username: ctx.username,
    });
  };
  changes.added.forEach((payment) => movement(payment, 'ENTRADA'));
  changes.deleted.forEach((payment) => movement(payment, 'ESTORNO'));
  await repo.insertMovements(tx, rows);
  for (const [list, sign] of [
    [changes.added, -1],
    [changes.deleted, 1],
  ] as const) {
    for (const payment of list) {
      if ((payment as { tipoConta?: string }).tipoConta === 'PREPAID' && ctx.customerId) {
        await repo.movePrepaidBalance(tx, ctx.unidadeId, ctx.customerId, sign * toCents(payment.value));
      }
    }
  }
}
