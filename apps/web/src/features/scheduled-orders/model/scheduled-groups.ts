import type { TOrder } from '@brasa/contracts';
import { MSG, ZERO_CENTS, addCents, toCents, type Cents } from '@brasa/domain';

/** A local calendar day as 'yyyy-MM-dd'. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What is typed in a day field, masked as dd/MM/yyyy. */
export function maskDayBr(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** A complete, real dd/MM/yyyy day as 'yyyy-MM-dd', else null. */
export function parseDayBr(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.getDate() === Number(d) && date.getMonth() === Number(m) - 1 ? `${y}-${m}-${d}` : null;
}

/** 'yyyy-MM-dd' as dd/MM/yyyy. */
export function dayLabel(key: string): string {
  const [y, m, d] = key.split('-');
  return `${d}/${m}/${y}`;
}

/** When a scheduled order is due: the schedule's start, else its order date (local day). */
export function scheduledAt(order: TOrder): Date | null {
  const value = order.iFoodOrder.schedule?.deliveryDateTimeStart ?? order.dataPedido;
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface ScheduledFilters {
  /** Notification places chosen (items' localNotification); empty is all. */
  readonly places: readonly string[];
  /** Order statuses chosen; empty is all. */
  readonly statuses: readonly string[];
}

/** doc 3 §2.1 filters: an order passes with a chosen status and an item for a chosen place. */
export function filterScheduled(orders: readonly TOrder[], filters: ScheduledFilters): TOrder[] {
  return orders.filter((order) => {
    if (filters.statuses.length && !filters.statuses.includes(order.situacao)) return false;
    if (!filters.places.length) return true;
    return (order.iFoodOrder.items ?? []).some((item) =>
      filters.places.includes(String(item.localNotification ?? '').toUpperCase()),
    );
  });
}

/** The notification places offered: the generic code's list without 'NN' (doc 3 §2.1). */
export function notificationPlaces(code: string | null | undefined): string[] {
  return [
    ...new Set(
      (code ?? '')
        .split(',')
        .map((place) => place.trim().toUpperCase())
        .filter((place) => place && place !== 'NN'),
    ),
  ];
}

export interface ScheduledDay {
  readonly key: string;
  readonly label: string;
  readonly isToday: boolean;
  readonly orders: readonly TOrder[];
  readonly total: Cents;
}

export type PeriodCheck = { ok: true; from: string; to: string } | { ok: false; message: string };

/** doc 3 §5: a search without a period gives 'Nenhum período informado.'. */
export function checkPeriod(fromText: string, toText: string): PeriodCheck {
  const from = parseDayBr(fromText);
  const to = parseDayBr(toText);
  if (!from || !to) return { ok: false, message: MSG.NO_PERIOD };
  return from <= to ? { ok: true, from, to } : { ok: true, from: to, to: from };
}

const MAX_DAYS = 366;

/**
 * doc 3 §2.1: one group per day of the period (empty days too, they show a note), each with its orders by
 * time, count and total in cents; cancelled orders are listed but not summed.
 */
export function groupScheduledByDay(orders: readonly TOrder[], from: string, to: string, today: Date): ScheduledDay[] {
  const byDay = new Map<string, TOrder[]>();
  for (const order of orders) {
    const at = scheduledAt(order);
    if (!at) continue;
    const key = dayKey(at);
    const list = byDay.get(key);
    if (list) list.push(order);
    else byDay.set(key, [order]);
  }
  const todayKey = dayKey(today);
  const days: ScheduledDay[] = [];
  const [y, m, d] = from.split('-').map(Number);
  const cursor = new Date(y!, (m ?? 1) - 1, d ?? 1);
  for (let i = 0; i < MAX_DAYS; i++) {
    const key = dayKey(cursor);
    if (key > to) break;
    const list = (byDay.get(key) ?? []).sort(
      (a, b) => (scheduledAt(a)?.getTime() ?? 0) - (scheduledAt(b)?.getTime() ?? 0),
    );
    const total = list.reduce<Cents>(
      (sum, order) => (order.situacao === 'CANCELADO' ? sum : addCents(sum, toCents(order.totalPedido ?? 0))),
      ZERO_CENTS,
    );
    days.push({ key, label: dayLabel(key), isToday: key === todayKey, orders: list, total });
    cursor.setDate(cursor.getDate() + 1);
  }
  return days;
}
