/** The customer's pending amounts and earlier orders as the dialogs of doc 2 §2.7 show them. */
import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  ORDER_TYPE_LABELS,
  formatDateBr,
  formatDateTimeBr,
  formatMoneyReais,
  isOrderStatus,
  orderStatusLabel,
  sumCents,
  toCents,
  type Cents,
} from '@brasa/domain';
import { ApiError } from '../../../shared/api/api-error';

/** A line of GET /api-v2/pedidoIntegracao/contasPendentes/{customerId}. */
export interface PendingAccount {
  readonly descricao: string;
  readonly dataVencimento: string | null;
  readonly saldo: number;
}

/** dataVencimento as dd/MM/yyyy: a plain date is read as is (no time-zone shift), a date-time in local time. */
export function formatDueDate(value: string | null | undefined): string {
  if (!value) return MSG.VALUE_UNAVAILABLE;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateBr(date);
}

export function pendingTotalCents(accounts: readonly PendingAccount[]): Cents {
  return sumCents(accounts.map((account) => toCents(account.saldo)));
}

/** 403 is the missing ROLE_VISUALIZAR_VALORES_PENDENTES; anything else the spec's fetch error. */
export function pendingAccountsError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return MSG.NO_PENDING_VALUES_PERMISSION;
  return MSG.PENDING_ACCOUNTS_FETCH_FAILED;
}

export interface HistoryRow {
  readonly id: number;
  readonly number: string;
  readonly date: string;
  readonly type: string;
  readonly status: string;
  readonly total: string;
}

/** id/sequence, date, type, status and total of an earlier order. */
export function toHistoryRow(order: TOrder): HistoryRow {
  const date = new Date(order.dataPedido);
  return {
    id: order.id,
    number: order.sequencial ? `#${order.sequencial} (${order.id})` : `#${order.id}`,
    date: Number.isNaN(date.getTime()) ? order.dataPedido : formatDateTimeBr(date),
    type: ORDER_TYPE_LABELS[order.tipo] ?? order.tipo,
    status: isOrderStatus(order.situacao) ? orderStatusLabel(order.situacao) : String(order.situacao),
    total: formatMoneyReais(order.totalPedido),
  };
}
