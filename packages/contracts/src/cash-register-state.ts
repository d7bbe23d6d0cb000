import type { TCashShift } from './system';

export type CashRegisterState = 'OPEN' | 'CLOSE' | 'DISABLED';

/** doc 4 §4 "Cash register": OPEN with no closing date, CLOSE with one, DISABLED when status is 'N'. */
export function cashRegisterState(
  shift: Pick<TCashShift, 'status' | 'dataAbertura' | 'dataFechamento'>,
): CashRegisterState {
  if (shift.status === 'N') return 'DISABLED';
  if (shift.dataAbertura && !shift.dataFechamento) return 'OPEN';
  return 'CLOSE';
}
