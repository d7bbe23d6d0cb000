import {
  type Cents,
  type ComboSelection,
  type ComboSubItem,
  type PricedCombo,
  priceCombo,
  priceComboStep,
  sumCents,
  type ComboStep,
  type ComboStepItem,
  defaultSelection,
  stepTotal,
  validateComboSelection,
  validateStepQuantity,
} from '@brasa/domain';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The step's items whose name has the typed text (accents and case ignored). */
export function filterStepItems(step: ComboStep, text: string): readonly ComboStepItem[] {
  const wanted = fold(text);
  return wanted ? step.itens.filter((item) => fold(item.descricao).includes(wanted)) : step.itens;
}

/**
 * The first step whose quantity is out of bounds. Level 2 also checks the level-3 choices under each item
 * (validateComboSelection); a level-3 dialog checks its own steps.
 */
export function selectionProblem(level: 2 | 3, steps: readonly ComboStep[], selection: ComboSelection): string | null {
  if (level === 2) {
    const check = validateComboSelection(steps, selection);
    return check.ok ? null : check.message;
  }
  for (const step of steps) {
    const check = validateStepQuantity(step, stepTotal(selection[String(step.id)]));
    if (!check.ok) return check.message;
  }
  return null;
}

/** doc 2 §2.7 arrow-key navigation over the combo tiles; true when the key moved the focus. */
export function moveTileFocus(container: HTMLElement, key: string): boolean {
  const delta = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (delta === 0) return false;
  const tiles = [...container.querySelectorAll<HTMLElement>('[data-combo-tile]')];
  const index = tiles.findIndex((tile) => tile === document.activeElement);
  if (index < 0) return false;
  tiles[Math.min(tiles.length - 1, Math.max(0, index + delta))]?.focus();
  return true;
}

/**
 * The level-3 choices a newly picked item opens with. defaultSelection works from level-2 steps, so the
 * item is asked for through a one-item level-2 step flagged to be added.
 */
export function levelThreeDefaults(item: ComboStepItem, autoAdd: boolean): ComboSelection {
  if (!autoAdd) return {};
  const wrapper: ComboStep = {
    id: '__item__',
    descricao: item.descricao,
    minimo: 0,
    maximo: 1,
    ordem: 0,
    nivel: 2,
    itens: [{ ...item, adicionarAutomaticamente: true }],
  };
  return defaultSelection([wrapper], true)[wrapper.id]?.[0]?.subSelections ?? {};
}

/**
 * What the summary lists: the priced combo (level 2, with its base price) or the priced choices of a
 * level-3 dialog (no base price). Null when a choice cannot be priced.
 */
export function priceSelection(
  level: 2 | 3,
  basePriceCents: Cents,
  steps: readonly ComboStep[],
  selection: ComboSelection,
): PricedCombo | null {
  if (level === 2) {
    const priced = priceCombo(basePriceCents, steps, selection);
    return priced.ok ? priced.value : null;
  }
  const subItems: ComboSubItem[] = [];
  for (const step of steps) {
    const priced = priceComboStep(step, selection[String(step.id)] ?? []);
    if (!priced.ok) return null;
    subItems.push(...priced.value.map((line) => ({ ...line, level: 3 as const })));
  }
  return { subItems, totalCents: sumCents(subItems.map((sub) => sub.totalPrice)) };
}
