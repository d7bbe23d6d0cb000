import type { TOrder } from '@brasa/contracts';
import {
  DEFAULT_PERIOD_KEY,
  PERIOD_KEYS,
  formatQueryDateTime,
  isImported,
  isWithinRange,
  parseQueryDateTime,
  rangeForPreset,
  type PeriodKey,
} from '@brasa/domain';

/** doc 2 §7: the board lists delivery and counter orders, at most 500 (doc 2 §9). */
export const BOARD_ORDER_TYPES = ['DELIVERY', 'BALCAO'] as const;
export const BOARD_FETCH_LIMIT = 500;

export type ImportedFilter = 'true' | 'false' | 'both';
export type SortOrder = 'asc' | 'desc';

/** What the board asks the server for; also the key of its cached list. */
export interface BoardQueryParams {
  /** 'yyyy-MM-dd HH:mm:ss', local time, as the list call takes `dataPedido`. */
  readonly start: string;
  readonly end: string;
  readonly periodKey: PeriodKey;
  readonly imported: ImportedFilter;
  /** 'asc' (default) = newest first; 'desc' = oldest first (doc 4 §9). */
  readonly orderBy: SortOrder;
}

/** The period the user picked: a preset, or the custom range ('yyyy-MM-dd HH:mm:ss' texts). */
export interface PeriodChoice {
  readonly key: PeriodKey;
  readonly customStart: string;
  readonly customEnd: string;
}

export const DEFAULT_PERIOD: PeriodChoice = { key: DEFAULT_PERIOD_KEY, customStart: '', customEnd: '' };

/** The range a period choice stands for; a custom range that does not parse falls back to today. */
export function periodRange(period: PeriodChoice, now: Date): { start: Date; end: Date } {
  if (period.key === PERIOD_KEYS.CUSTOM) {
    const start = parseQueryDateTime(period.customStart);
    const end = parseQueryDateTime(period.customEnd);
    if (start && end && end.getTime() > start.getTime()) return { start, end };
    return rangeForPreset(DEFAULT_PERIOD_KEY, now);
  }
  return rangeForPreset(period.key, now);
}

export function buildBoardQuery(
  period: PeriodChoice,
  imported: ImportedFilter,
  orderBy: SortOrder,
  now: Date,
): BoardQueryParams {
  const { start, end } = periodRange(period, now);
  return {
    start: formatQueryDateTime(start),
    end: formatQueryDateTime(end),
    periodKey: period.key,
    imported,
    orderBy,
  };
}

/**
 * Whether an order belongs in a board list fetched with `params`: the same conditions the server applies
 * (active, delivery or counter, date in range, imported filter), so a realtime message lands only where a
 * reload would have put it.
 */
export function matchesBoardQuery(order: TOrder, params: BoardQueryParams): boolean {
  if (order.ativo === false) return false;
  if (!(BOARD_ORDER_TYPES as readonly string[]).includes(order.tipo)) return false;
  const start = parseQueryDateTime(params.start);
  const end = parseQueryDateTime(params.end);
  const date = new Date(order.dataPedido);
  if (start && end && !Number.isNaN(date.getTime()) && !isWithinRange(date, { start, end })) return false;
  if (params.imported !== 'both' && isImported(order) !== (params.imported === 'true')) return false;
  return true;
}
