/** The number typed in the order discount dialog (doc 1 §2.11, §5 "Discount"). */
import { parseMoney } from '@brasa/domain';

export type DiscountMode = 'VALOR' | 'PERCENTUAL';

/** '12,5', '12.5', 'R$ 1.234,56' or '10%' to a number; empty is 0 (doc 1 §5); unreadable text is NaN. */
export function parseDiscountValue(text: string): number {
  const trimmed = text.replace('%', '').trim();
  if (trimmed === '') return 0;
  const cents = parseMoney(trimmed);
  return cents === null || cents < 0 ? Number.NaN : cents / 100;
}
