/**
 * The split bill the dialog is paying (doc 1 §2.6, §5 "Split"): by people, one share per payment, or one
 * payment for chosen item parts. The amount field takes the current share and the payment carries it as
 * valorDivisao, so cash above the share is change (doc 1 §5 "Payment amount").
 */
import { type Cents, MIN_SPLIT_PARTS, MSG, type Result, fail, ok, splitByPeople } from '@brasa/domain';
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

/** Ours: the most people a bill is split by (the spec sets only the minimum, 1). */
export const MAX_SPLIT_PEOPLE = 100;

/** The most people what is pending can be split by: MAX_SPLIT_PEOPLE, or fewer so no share is below a cent. */
export function maxSplitPeople(pendingCents: Cents): number {
  return Math.max(MIN_SPLIT_PARTS, Math.min(MAX_SPLIT_PEOPLE, pendingCents));
}

/** A people count kept within 1..maxSplitPeople(pending) (NaN counts as 1). */
export function clampSplitPeople(people: number, pendingCents: Cents): number {
  const count = Number.isNaN(people) ? MIN_SPLIT_PARTS : Math.trunc(people);
  return Math.min(maxSplitPeople(pendingCents), Math.max(MIN_SPLIT_PARTS, count));
}

/**
 * The people field after typing or a -/+ step: digits only, within 1..maxSplitPeople(pending). An empty
 * field stays empty while typing (so it can be typed again); a step from it starts at 1.
 */
export function nextPeopleText(text: string, pendingCents: Cents, step: -1 | 0 | 1 = 0): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return step === 0 ? '' : String(MIN_SPLIT_PARTS);
  return String(clampSplitPeople(Number(digits) + step, pendingCents));
}

/**
 * doc 1 §5: split what is pending by people (min 1), rounded to cents, the remainder on one person. At most
 * maxSplitPeople(pending) people ('Limite máximo atingido' above).
 */
export function splitPendingByPeople(pendingCents: Cents, people: number): Result<SplitState> {
  if (Number.isSafeInteger(people) && people > maxSplitPeople(pendingCents)) return fail(MSG.SPLIT_LIMIT_REACHED);
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

/**
 * The split once the given shares are taken (one per line that paid a share, in order): a split by people
 * keeps its shares, the taken ones first, so the free ones always add up to what the split has left; each
 * taken amount takes the free share of that amount (the remainder share is given back as it was). A split by
 * items is taken by its one line; null once every share is taken.
 */
export function takeShares(split: SplitState | null, taken: readonly Cents[]): SplitState | null {
  if (!split || taken.length === 0) return split;
  if (split.kind === 'ITEMS') return null;
  const free = split.shares.slice(split.taken);
  const takenNow: Cents[] = [];
  for (const cents of taken) {
    if (free.length === 0) return null;
    const at = free.indexOf(cents);
    takenNow.push(...free.splice(at === -1 ? 0 : at, 1));
  }
  if (free.length === 0) return null;
  return {
    ...split,
    shares: [...split.shares.slice(0, split.taken), ...takenNow, ...free],
    taken: split.taken + takenNow.length,
  };
}

/** 'Pessoa 2 de 3' for the banner above the amount field. */
export function splitLabel(split: SplitState): string {
  return split.kind === 'PEOPLE' ? `Pessoa ${split.taken + 1} de ${split.people}` : 'Itens selecionados';
}
