/**
 * The combo dialog's stepper as pure transitions (doc 2 §4.3, §5.2): one step active at a time, choices
 * only in the active step, min/max checked on advancing, the maximum reached moves on by itself. The
 * index `steps.length` is the summary.
 */
import {
  type ComboChoice,
  type ComboSelection,
  type ComboStep,
  type ComboStepItem,
  type Result,
  fail,
  ok,
  shouldAutoAdvance,
  stepTotal,
  validateStepItemEdit,
  validateStepQuantity,
} from '@brasa/domain';

export interface ComboFlowState {
  readonly active: number;
  readonly selection: ComboSelection;
}

type Id = string | number;

export const isSummary = (steps: readonly ComboStep[], state: ComboFlowState) => state.active >= steps.length;

export function choicesOf(state: ComboFlowState, step: ComboStep): readonly ComboChoice[] {
  return state.selection[String(step.id)] ?? [];
}

/** How many of `produtoId` the step holds. */
export function countOf(state: ComboFlowState, step: ComboStep, produtoId: Id): number {
  return choicesOf(state, step)
    .filter((choice) => String(choice.produtoId) === String(produtoId))
    .reduce((sum, choice) => sum + choice.quantity, 0);
}

/** Items with level-3 steps open them before being chosen. */
export function hasLevelThree(item: ComboStepItem): boolean {
  return (item.complementos ?? []).some((step) => step.nivel === 3);
}

/**
 * Chooses one more `item` in the active step. Refused above the maximum (or with maximum 0). Items with
 * level-3 choices are kept one per unit (each with its own choices); others add to their count.
 */
export function addChoice(
  steps: readonly ComboStep[],
  state: ComboFlowState,
  item: ComboStepItem,
  subSelections?: ComboSelection,
): Result<ComboFlowState> {
  const step = steps[state.active];
  if (!step) return fail('Nenhum passo ativo.');
  const choices = choicesOf(state, step);
  const total = stepTotal(choices) + 1;
  if (step.maximo === 0 || total > step.maximo) {
    const check = validateStepQuantity(step, total);
    return fail(check.ok ? '' : check.message);
  }
  const existing = choices.findIndex((choice) => String(choice.produtoId) === String(item.produtoId));
  const next: ComboChoice[] =
    subSelections || existing < 0
      ? [
          ...choices,
          subSelections
            ? { produtoId: item.produtoId, quantity: 1, subSelections }
            : { produtoId: item.produtoId, quantity: 1 },
        ]
      : choices.map((choice, index) => (index === existing ? { ...choice, quantity: choice.quantity + 1 } : choice));
  const selection = { ...state.selection, [String(step.id)]: next };
  const active = shouldAutoAdvance(step, total) ? state.active + 1 : state.active;
  return ok({ active, selection });
}

/** One less of `produtoId` in `step`; only the active step can change ("Volte ao passo {n} - ..."). */
export function removeChoice(
  steps: readonly ComboStep[],
  state: ComboFlowState,
  step: ComboStep,
  produtoId: Id,
  name: string,
): Result<ComboFlowState> {
  const active = steps[state.active];
  const allowed = validateStepItemEdit(steps, active?.id ?? '', step.id, name);
  if (!allowed.ok) return allowed;
  const choices = [...choicesOf(state, step)];
  const index = choices.map((choice) => String(choice.produtoId)).lastIndexOf(String(produtoId));
  if (index < 0) return ok(state);
  const choice = choices[index]!;
  if (choice.quantity > 1 && !choice.subSelections) choices[index] = { ...choice, quantity: choice.quantity - 1 };
  else choices.splice(index, 1);
  return ok({ ...state, selection: { ...state.selection, [String(step.id)]: choices } });
}

/** Advancing needs minimo <= total <= maximo in the active step. */
export function nextStep(steps: readonly ComboStep[], state: ComboFlowState): Result<ComboFlowState> {
  const step = steps[state.active];
  if (!step) return ok(state);
  const check = validateStepQuantity(step, stepTotal(choicesOf(state, step)));
  return check.ok ? ok({ ...state, active: state.active + 1 }) : check;
}

export function previousStep(state: ComboFlowState): ComboFlowState {
  return { ...state, active: Math.max(0, state.active - 1) };
}

/** Jumping ahead passes every step in between through nextStep; going back is free. */
export function goToStep(steps: readonly ComboStep[], state: ComboFlowState, target: number): Result<ComboFlowState> {
  let current = state;
  if (target <= current.active) return ok({ ...current, active: target });
  while (current.active < target) {
    const moved = nextStep(steps, current);
    if (!moved.ok) return moved;
    current = moved.value;
  }
  return ok(current);
}
