/**
 * The split bill the dialog is paying (doc 1 §2.6, §5 "Split"): by people, one share per payment, or one
 * payment for chosen item parts. The amount field takes the current share and the payment carries it as
 * valorDivisao, so cash above the share is change (doc 1 §5 "Payment amount").
 */
import { type Cents, type Result, ok, splitByPeople } from '@brasa/domain';
import type { ItemPartsPaid } from './split-items';

export type SplitState =
  | {
      readonly kind: 'PEOPLE';
      readonly people: number;
      /** One per person; the first carries the rounding remainder (splitByPeople). */
      readonly shares: readonly Cents[];
      /** Shares already taken by a payment line. */
      readonly taken: number;
    }
  | { readonly kind: 'ITEMS'; readonly amountCents: Cents; readonly itemParts: readonly ItemPartsPaid[] };

/** doc 1 §5: split what is pending by people (min 1), rounded to cents, the remainder on one person. */
export function splitPendingByPeople(pendingCents: Cents, people: number): Result<SplitState> {
  const shares = splitByPeople(pendingCents, people);
  return shares.ok ? ok({ kind: 'PEOPLE', people, shares: shares.value, taken: 0 }) : shares;
}

/** The share the next payment line pays, with the item parts it settles; null when no split is running. */
export function currentShare(
  split: SplitState | null,
): { readonly cents: Cents; readonly itemParts: readonly ItemPartsPaid[] } | null {
  if (!split) return null;
  if (split.kind === 'ITEMS') return { cents: split.amountCents, itemParts: split.itemParts };
  const cents = split.shares[split.taken];
  return cents === undefined ? null : { cents, itemParts: [] };
}

/** After a line took the current share: the next person, or no split once everyone has a line. */
export function takeShare(split: SplitState | null): SplitState | null {
  if (!split || split.kind === 'ITEMS') return null;
  const taken = split.taken + 1;
  return taken >= split.shares.length ? null : { ...split, taken };
}

/** 'Pessoa 2 de 3' for the banner above the amount field. */
export function splitLabel(split: SplitState): string {
  return split.kind === 'PEOPLE' ? `Pessoa ${split.taken + 1} de ${split.people}` : 'Itens selecionados';
}
