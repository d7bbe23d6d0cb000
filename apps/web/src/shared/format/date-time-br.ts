import { formatDateTimeBr } from '@brasa/domain';

/**
 * 'dd/MM/yyyy HH:mm' typed by hand (doc 1 §9 dates). The browser's datetime-local input follows the
 * operating system's locale, so a US system would show '11/21/2026, 06:00 AM' on a pt-BR screen.
 */
const DATE_TIME_BR = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** Keeps the digits and places the separators: '211120260630' -> '21/11/2026 06:30'. */
export function maskDateTimeBr(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 12);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8), digits.slice(8, 10), digits.slice(10, 12)];
  let masked = parts[0]!;
  if (digits.length > 2) masked += `/${parts[1]}`;
  if (digits.length > 4) masked += `/${parts[2]}`;
  if (digits.length > 8) masked += ` ${parts[3]}`;
  if (digits.length > 10) masked += `:${parts[4]}`;
  return masked;
}

/** A complete, real local date-time, or null ('31/02/2026 10:00' is null). */
export function parseDateTimeBr(text: string): Date | null {
  const match = DATE_TIME_BR.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hours > 23 || minutes > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A date from a payload (ISO text, epoch milliseconds or a Date), or null when absent or malformed. */
export function parsePayloadDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'dd/MM/yyyy HH:mm' in local time, or '—' when the date is absent or malformed. Takes `unknown` because
 * most dates shown come from loose payload fields (the order's and its items' support data).
 */
export function dateTimeText(value: unknown): string {
  const date = parsePayloadDate(value);
  return date ? formatDateTimeBr(date) : '—';
}
