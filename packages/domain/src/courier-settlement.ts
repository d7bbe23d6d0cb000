/**
 * Courier settlement, preparation-time rating and ticket average (doc 4 §9, §3 "Settlement line per courier
 * and day"). Money is integer cents; the percentage is the courier's entregadorPercentualTaxaEntrega
 * (0–100, two decimals). Rules never read the clock.
 */
import { type Cents, asCents, roundHalfAwayFromZero, sumCents } from './money';
import { businessDayStart } from './periods';

/** A courier's pay settings (doc 4 §3 person: entregadorValorDiaria, ...ValorFixoPedido, ...PercentualTaxaEntrega, ...ValorMinimo). */
export interface CourierPaySettings {
  readonly valorDiariaCents: Cents;
  readonly valorFixoPedidoCents: Cents;
  /** Percent of the summed delivery fees, 0–100 with at most two decimals. */
  readonly percentualTaxaEntrega: number;
  readonly valorMinimoCents: Cents;
}

/** One delivered order of the day, as the settlement reads it. */
export interface SettlementOrder {
  readonly id: number;
  /** The order's delivery fee. */
  readonly deliveryFeeCents: Cents;
  /** Cash the courier collected from the customer for this order. */
  readonly cashReceivedCents: Cents;
  /** The courier already handed that cash over (it is in the register): it does not count in the balance. */
  readonly cashHandedOver: boolean;
  /** The order already carries a settlement movement (idMovimentoFinanceiroAcerto). */
  readonly settled: boolean;
}

export interface CourierDayInput {
  readonly pay: CourierPaySettings;
  readonly orders: readonly SettlementOrder[];
}

/** The parts of the amount to pay (doc 4 §3 "valores"). */
export interface CourierPayParts {
  readonly diariaCents: Cents;
  /** Fixed value per order × number of orders. */
  readonly totalPorEntregaCents: Cents;
  /** Percentage of the summed delivery fees. */
  readonly totalPorcentagemEntregaCents: Cents;
  readonly entregadorValorMinimoCents: Cents;
}

/** doc 4 §3 settlement line (less pessoa and dataPedido, which the caller knows). */
export interface CourierDaySettlement {
  /** Number of orders of the day. */
  readonly pedidos: number;
  readonly isAcertoDone: boolean;
  /** valor: cash received and not handed over. */
  readonly valorCents: Cents;
  /** valorPagar: what the courier earns, never below the minimum. */
  readonly valorPagarCents: Cents;
  /** Summed delivery fees. */
  readonly totalValorEntregaCents: Cents;
  readonly valores: CourierPayParts;
  /** saldo = valor − valorPagar: negative, the restaurant pays the courier; positive, the courier pays the restaurant. */
  readonly saldoCents: Cents;
}

/** Percent with two decimals as hundredths of a percent (basis points), so the rounding is integer arithmetic. */
function percentBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Percentual inválido: ${percent}`);
  return roundHalfAwayFromZero(percent * 100);
}

/** doc 4 §9: percentage of the summed delivery fees, rounded half away from zero to the cent. */
export function deliveryFeePercentCents(totalFeesCents: Cents, percent: number): Cents {
  return asCents(roundHalfAwayFromZero((totalFeesCents * percentBasisPoints(percent)) / 10_000));
}

/**
 * doc 4 §9: amount to pay = daily value + fixed value × orders + percentage of the summed delivery fees,
 * shown as the minimum when below it; balance = cash received (0 when handed over) − amount to pay.
 * A day is done when every order carries a settlement movement (doc 4 §4 "Settlement"); a day without
 * orders is not.
 */
export function settleCourierDay(input: CourierDayInput): CourierDaySettlement {
  const { pay, orders } = input;
  const totalValorEntregaCents = sumCents(orders.map((order) => order.deliveryFeeCents));
  const valores: CourierPayParts = {
    diariaCents: pay.valorDiariaCents,
    totalPorEntregaCents: asCents(pay.valorFixoPedidoCents * orders.length),
    totalPorcentagemEntregaCents: deliveryFeePercentCents(totalValorEntregaCents, pay.percentualTaxaEntrega),
    entregadorValorMinimoCents: pay.valorMinimoCents,
  };
  const earned = valores.diariaCents + valores.totalPorEntregaCents + valores.totalPorcentagemEntregaCents;
  const valorPagarCents = asCents(Math.max(earned, pay.valorMinimoCents));
  const valorCents = sumCents(orders.map((order) => (order.cashHandedOver ? 0 : order.cashReceivedCents) as Cents));
  return {
    pedidos: orders.length,
    isAcertoDone: orders.length > 0 && orders.every((order) => order.settled),
    valorCents,
    valorPagarCents,
    totalValorEntregaCents,
    valores,
    saldoCents: asCents(valorCents - valorPagarCents),
  };
}

/** Who pays whom after a settlement line (doc 4 §9). */
export type SettlementDirection = 'RESTAURANTE_PAGA' | 'ENTREGADOR_PAGA' | 'QUITADO';

export function settlementDirection(saldoCents: Cents): SettlementDirection {
  if (saldoCents < 0) return 'RESTAURANTE_PAGA';
  return saldoCents > 0 ? 'ENTREGADOR_PAGA' : 'QUITADO';
}

// Grouping by courier and business day.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The business day (04:00 to 04:00, doc 4 §9) an instant belongs to, as 'yyyy-MM-dd' local date. */
export function businessDayKey(date: Date): string {
  const start = businessDayStart(date);
  return `${pad(start.getFullYear(), 4)}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
}

export interface CourierDayGroup<T> {
  readonly courierId: number;
  /** 'yyyy-MM-dd' of the business day. */
  readonly day: string;
  readonly orders: readonly T[];
}

/**
 * Groups orders by courier and business day, sorted by courier id then day; orders without a courier are
 * left out (the settlement's ignorarSemEntregador). Order of orders within a group is kept.
 */
export function groupOrdersByCourierAndDay<T>(
  orders: readonly T[],
  courierOf: (order: T) => number | null | undefined,
  dateOf: (order: T) => Date,
): CourierDayGroup<T>[] {
  const groups = new Map<string, { courierId: number; day: string; orders: T[] }>();
  for (const order of orders) {
    const courierId = courierOf(order);
    if (courierId === null || courierId === undefined) continue;
    const day = businessDayKey(dateOf(order));
    const key = `${courierId}|${day}`;
    const group = groups.get(key);
    if (group) group.orders.push(order);
    else groups.set(key, { courierId, day, orders: [order] });
  }
  return [...groups.values()].sort((a, b) => a.courierId - b.courierId || a.day.localeCompare(b.day));
}

// Preparation time and ticket average (doc 4 §9).

/** Orders the preparation-time average counts: delivered, sent or awaiting pickup, not scheduled. */
export interface PreparationOrder {
  readonly situacao: string;
  readonly pedidoAgendado?: string | boolean | null;
  readonly dataPedido: Date;
  readonly dataEnvio?: Date | null;
  readonly dataEntrega?: Date | null;
}

const TIMED_STATUSES = new Set(['ENTREGUE', 'ENVIADO', 'AGUARDANDO_RETIRADA']);

function isScheduled(value: PreparationOrder['pedidoAgendado']): boolean {
  if (typeof value === 'boolean') return value;
  return value !== null && value !== undefined && value !== '' && value.toUpperCase() !== 'N';
}

/** Average minutes from the order date to the send (or else delivery) date; null when no order counts. */
export function averagePreparationMinutes(orders: readonly PreparationOrder[]): number | null {
  let total = 0;
  let count = 0;
  for (const order of orders) {
    if (!TIMED_STATUSES.has(order.situacao) || isScheduled(order.pedidoAgendado)) continue;
    const end = order.dataEnvio ?? order.dataEntrega;
    if (!end) continue;
    total += (end.getTime() - order.dataPedido.getTime()) / 60_000;
    count += 1;
  }
  return count === 0 ? null : total / count;
}

/** doc 4 §9: 30 min and under is the recommendation's start; 60 min its end. */
export const PREPARATION_RECOMMENDED_MINUTES = { from: 30, to: 60 } as const;

/** doc 4 §9: stars = 5 − (average minutes − 30) / 12, between 0 and 5 (5 up to 30 min, 0 from 90 min). */
export function preparationStars(averageMinutes: number | null): number {
  if (averageMinutes === null || !Number.isFinite(averageMinutes)) return 0;
  const stars = 5 - (averageMinutes - 30) / 12;
  return Math.min(5, Math.max(0, stars));
}

/** doc 4 §9: ticket average = total / number of non-cancelled orders (cancelled totals do not count). */
export function ticketAverage(orders: readonly { situacao: string; totalCents: Cents }[]): Cents {
  const counted = orders.filter((order) => order.situacao !== 'CANCELADO');
  if (counted.length === 0) return asCents(0);
  return asCents(roundHalfAwayFromZero(sumCents(counted.map((order) => order.totalCents)) / counted.length));
}
