/**
 * The courier screen's period (doc 4 §5 'Search with no period', §9 the 04:00 day window): two days typed as
 * dd/MM/yyyy, read as business days, so 'from 01/03 to 02/03' runs from 01/03 04:00 to 03/03 04:00.
 */
import { MSG, businessDayStart, formatDateBr, formatQueryDateTime } from '@brasa/domain';
import type { Period } from '../api/courier-api';

const DAY_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Keeps the digits and places the slashes: '01032026' -> '01/03/2026'. */
export function maskDayBr(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

function parseDayBr(text: string): Date | null {
  const match = DAY_BR.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 4, 0, 0, 0);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; message: string };

/** Both days needed ('Nenhum período informado.'); the end must not precede the start. */
export function readPeriod(from: string, to: string): PeriodResult {
  const start = parseDayBr(from);
  const endDay = parseDayBr(to);
  if (!start || !endDay) return { ok: false, message: MSG.NO_PERIOD };
  if (endDay < start) return { ok: false, message: MSG.DRE_END_BEFORE_START };
  const end = new Date(endDay);
  end.setDate(end.getDate() + 1);
  return { ok: true, period: { dtInicio: formatQueryDateTime(start), dtFinal: formatQueryDateTime(end) } };
}

/** The business day `now` is in, `daysBack` days earlier, as dd/MM/yyyy. */
export function dayText(now: Date, daysBack = 0): string {
  const start = businessDayStart(now);
  start.setDate(start.getDate() - daysBack);
  return formatDateBr(start);
}

/** The period's business days as 'yyyy-MM-dd' (the end is exclusive at 04:00: its day before is the last). */
export function periodDays(period: Period): { inicio: string; fim: string } {
  const end = new Date(`${period.dtFinal.slice(0, 10)}T12:00:00`);
  end.setDate(end.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    inicio: period.dtInicio.slice(0, 10),
    fim: `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`,
  };
}
