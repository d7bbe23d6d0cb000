/**
 * Business-day periods. Rules never read the clock: `now` is always a parameter. Dates are local time (the
 * unit's), built with the Date getters, so a day boundary is 04:00 on the restaurant's wall clock.
 * A range is half-open: start <= t < end.
 */

export interface DateRange {
  readonly start: Date;
  readonly end: Date;
}

/** doc 2 §9: the board's business day runs 04:00 to 04:00. */
export const BUSINESS_DAY_START_HOUR = 4;
/** doc 2 §9: the order list reads the business day as 06:00 to 06:00, going 6 hours back. */
export const ORDER_LIST_DAY_START_HOUR = 6;
const ORDER_LIST_SHIFT_MS = 6 * 60 * 60 * 1000;

/** `dayOffset` days after the calendar date of `base`, at `hour`:00:00.000 local time. */
function atHour(base: Date, dayOffset: number, hour: number): Date {
  return new Date(base.getFullYear(), base.getMonth(), base.getDate() + dayOffset, hour, 0, 0, 0);
}

/** 04:00 of the business day `now` belongs to: before 04:00 the day started yesterday. */
export function businessDayStart(now: Date): Date {
  return atHour(now, now.getHours() < BUSINESS_DAY_START_HOUR ? -1 : 0, BUSINESS_DAY_START_HOUR);
}

/** doc 2 §9: the board's "today", 04:00 to 04:00 of the next day. */
export function boardDayRange(now: Date): DateRange {
  const start = businessDayStart(now);
  return { start, end: atHour(start, 1, BUSINESS_DAY_START_HOUR) };
}

/**
 * doc 4 §9 dispatch lists: "today 04:00 to tomorrow 04:00". Read as the business day: between midnight
 * and 04:00 "today" is still the night's business day, so a dispatcher at 01:00 sees the orders of 23:00
 * instead of an empty list. From 04:00 on both readings are the same.
 */
export function dispatchDayRange(now: Date): DateRange {
  return boardDayRange(now);
}

/** doc 2 §9 order list default: 06:00 of the date of (now − 6 h) to 06:00 of the next day. */
export function orderListDefaultRange(now: Date): DateRange {
  const shifted = new Date(now.getTime() - ORDER_LIST_SHIFT_MS);
  return {
    start: atHour(shifted, 0, ORDER_LIST_DAY_START_HOUR),
    end: atHour(shifted, 1, ORDER_LIST_DAY_START_HOUR),
  };
}

/**
 * doc 4 §9 delivery-person app: the date is chosen as in the order list (now − 6 h), but the query carries
 * 04:00 as the time of day, so the window is 04:00 of that date to 04:00 of the next day.
 */
export function deliveryAppDayRange(now: Date): DateRange {
  const shifted = new Date(now.getTime() - ORDER_LIST_SHIFT_MS);
  const shiftedEnd = atHour(shifted, 1, BUSINESS_DAY_START_HOUR);
  // Read alone, that leaves 04:00–06:00 on yesterday's window and a courier would not see the routes dispatched
  // then (the spec says the two readings differ): the window also runs to the end of the current business day.
  const businessEnd = boardDayRange(now).end;
  return {
    start: atHour(shifted, 0, BUSINESS_DAY_START_HOUR),
    end: shiftedEnd.getTime() > businessEnd.getTime() ? shiftedEnd : businessEnd,
  };
}

export function isWithinRange(date: Date, range: DateRange): boolean {
  const time = date.getTime();
  return time >= range.start.getTime() && time < range.end.getTime();
}

// Period presets (doc 2 §9). Keys are stable numbers sent as `periodKey`; today is 5.

export const PERIOD_KEYS = {
  NEXT_30_DAYS: 0,
  NEXT_15_DAYS: 1,
  NEXT_7_DAYS: 2,
  NEXT_3_DAYS: 3,
  TOMORROW: 4,
  TODAY: 5,
  LAST_2_DAYS: 6,
  LAST_3_DAYS: 7,
  LAST_7_DAYS: 8,
  LAST_15_DAYS: 9,
  CUSTOM: 10,
  LAST_30_DAYS: 11,
} as const;

export type PeriodKey = (typeof PERIOD_KEYS)[keyof typeof PERIOD_KEYS];

export const DEFAULT_PERIOD_KEY: PeriodKey = PERIOD_KEYS.TODAY;

export interface PeriodPreset {
  readonly key: PeriodKey;
  readonly label: string;
  /** First business day, relative to today (0), and the business day after the last one. */
  readonly fromDay: number;
  readonly toDay: number;
}

/**
 * "Next N days" and "last N days" both count N business days including today: next 3 = today and the two
 * after; last 7 = today and the six before. Custom starts as today; the user then edits the range.
 */
export const PERIOD_PRESETS: readonly PeriodPreset[] = Object.freeze([
  { key: PERIOD_KEYS.NEXT_30_DAYS, label: 'Próximos 30 dias', fromDay: 0, toDay: 30 },
  { key: PERIOD_KEYS.NEXT_15_DAYS, label: 'Próximos 15 dias', fromDay: 0, toDay: 15 },
  { key: PERIOD_KEYS.NEXT_7_DAYS, label: 'Próximos 7 dias', fromDay: 0, toDay: 7 },
  { key: PERIOD_KEYS.NEXT_3_DAYS, label: 'Próximos 3 dias', fromDay: 0, toDay: 3 },
  { key: PERIOD_KEYS.TOMORROW, label: 'Amanhã', fromDay: 1, toDay: 2 },
  { key: PERIOD_KEYS.TODAY, label: 'Hoje', fromDay: 0, toDay: 1 },
  { key: PERIOD_KEYS.LAST_2_DAYS, label: 'Últimos 2 dias', fromDay: -1, toDay: 1 },
  { key: PERIOD_KEYS.LAST_3_DAYS, label: 'Últimos 3 dias', fromDay: -2, toDay: 1 },
  { key: PERIOD_KEYS.LAST_7_DAYS, label: 'Últimos 7 dias', fromDay: -6, toDay: 1 },
  { key: PERIOD_KEYS.LAST_15_DAYS, label: 'Últimos 15 dias', fromDay: -14, toDay: 1 },
  { key: PERIOD_KEYS.CUSTOM, label: 'Personalizado', fromDay: 0, toDay: 1 },
  { key: PERIOD_KEYS.LAST_30_DAYS, label: 'Últimos 30 dias', fromDay: -29, toDay: 1 },
]);

export function isPeriodKey(value: unknown): value is PeriodKey {
  return PERIOD_PRESETS.some((preset) => preset.key === value);
}

export function findPeriodPreset(key: PeriodKey): PeriodPreset {
  return PERIOD_PRESETS.find((preset) => preset.key === key)!;
}

export function periodLabel(key: PeriodKey): string {
  return findPeriodPreset(key).label;
}

/** The preset menu in order: custom, or "last 30 days" in its place when custom is hidden (doc 2 §9). */
export function periodPresetOptions(options: { customEnabled: boolean }): readonly PeriodPreset[] {
  const hidden = options.customEnabled ? PERIOD_KEYS.LAST_30_DAYS : PERIOD_KEYS.CUSTOM;
  return PERIOD_PRESETS.filter((preset) => preset.key !== hidden);
}

/** The range of a preset, on 04:00 business-day boundaries around `now`. */
export function rangeForPreset(key: PeriodKey, now: Date): DateRange {
  const preset = findPeriodPreset(key);
  const today = businessDayStart(now);
  return {
    start: atHour(today, preset.fromDay, BUSINESS_DAY_START_HOUR),
    end: atHour(today, preset.toDay, BUSINESS_DAY_START_HOUR),
  };
}

// Formats.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'yyyy-MM-dd HH:mm:ss' in local time, as the API's query parameters take dates. */
export function formatQueryDateTime(date: Date): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const QUERY_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Reads 'yyyy-MM-dd HH:mm:ss' as local time; null when malformed or not a real date (2026-02-30). */
export function parseQueryDateTime(text: string): Date | null {
  const match = QUERY_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds, 0);
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? date : null;
}

/** 'dd/MM/yyyy HH:mm' in local time. */
export function formatDateTimeBr(date: Date): string {
  return `${formatDateBr(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'dd/MM/yyyy' in local time. */
export function formatDateBr(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** 'start,end' as GET /api-v2/pedidoIntegracao/list takes `dataPedido` (doc 2 §7). */
export function formatRangeQuery(start: Date, end: Date): string {
  return `${formatQueryDateTime(start)},${formatQueryDateTime(end)}`;
}

/** Reads 'start,end'; null when either side is malformed or the end precedes the start. */
export function parseRangeQuery(text: string): DateRange | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const start = parseQueryDateTime(parts[0]!);
  const end = parseQueryDateTime(parts[1]!);
  if (!start || !end || end.getTime() < start.getTime()) return null;
  return { start, end };
}
