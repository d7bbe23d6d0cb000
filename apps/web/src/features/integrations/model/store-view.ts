import type { TStoreStatus } from '@brasa/contracts';

export type ChipColor = 'success' | 'warning' | 'default' | 'error';

/** The chip of a store's marketplace status (iFood's colours: OK green, WARNING yellow, CLOSED grey, ERROR red). */
export function storeChip(store: TStoreStatus): { label: string; color: ChipColor } {
  switch (store.state) {
    case 'OK':
      return { label: 'Aberta', color: 'success' };
    case 'WARNING':
      return { label: 'Aberta com restrições', color: 'warning' };
    case 'CLOSED':
      return { label: 'Fechada', color: 'default' };
    case 'ERROR':
      return { label: 'Fechada com erro', color: 'error' };
    default:
      return { label: 'Sem status', color: 'error' };
  }
}

/** What the drawer writes under the chip: the marketplace's reason, or why it could not be asked. */
export function storeReason(store: TStoreStatus): string | null {
  return store.erro ?? store.motivo;
}

/** `yyyy-MM-ddTHH:mm` of a local date, for datetime-local inputs. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/**
 * doc 2 §7: start and end go "shifted by the time-zone offset": the local wall time written as an ISO string, so the
 * server reads the store's clock from the digits.
 */
export function shiftedIso(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();
}

/** dd/MM/yyyy HH:mm of a store wall time `yyyy-MM-ddTHH:mm[:ss]`. */
export function wallTimeBr(text: string): string {
  return `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)} ${text.slice(11, 16)}`;
}

export const WEEK_DAYS = [
  { day: 'SUNDAY', label: 'Domingo' },
  { day: 'MONDAY', label: 'Segunda' },
  { day: 'TUESDAY', label: 'Terça' },
  { day: 'WEDNESDAY', label: 'Quarta' },
  { day: 'THURSDAY', label: 'Quinta' },
  { day: 'FRIDAY', label: 'Sexta' },
  { day: 'SATURDAY', label: 'Sábado' },
] as const;

/** 'HH:mm às HH:mm' of a shift (start + duration in minutes). */
export function shiftRange(start: string, duration: number): string {
  const [h, m] = start.split(':').map(Number);
  const endMinutes = ((h ?? 0) * 60 + (m ?? 0) + duration) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start.slice(0, 5)} às ${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}`;
}
