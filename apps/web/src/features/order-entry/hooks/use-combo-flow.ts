import type { ComboSelection, ComboStep, ComboStepItem, Result } from '@brasa/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { addChoice, goToStep, nextStep, previousStep, removeChoice, type ComboFlowState } from '../model/combo-flow';

/** The combo stepper (model/combo-flow.ts) with refusals shown as warnings. */
export function useComboFlow(steps: readonly ComboStep[], initial: ComboSelection) {
  const notify = useNotify();
  const [state, setState] = useState<ComboFlowState>({ active: 0, selection: initial });
  const latest = useRef(state);

  const apply = useCallback(
    (outcome: Result<ComboFlowState>): boolean => {
      if (!outcome.ok) {
        if (outcome.message) notify.warning(outcome.message);
        return false;
      }
      latest.current = outcome.value;
      setState(outcome.value);
      return true;
    },
    [notify],
  );

  return {
    state,
    /** Checks the maximum without choosing (before opening an item's level-3 steps). */
    canAdd: useCallback(
      (item: ComboStepItem) => {
        const outcome = addChoice(steps, latest.current, item, {});
        if (!outcome.ok && outcome.message) notify.warning(outcome.message);
        return outcome.ok;
      },
      [notify, steps],
    ),
    add: useCallback(
      (item: ComboStepItem, subSelections?: ComboSelection) =>
        apply(addChoice(steps, latest.current, item, subSelections)),
      [apply, steps],
    ),
    remove: useCallback(
      (step: ComboStep, item: ComboStepItem) =>
        apply(removeChoice(steps, latest.current, step, item.produtoId, item.descricao)),
      [apply, steps],
    ),
    next: useCallback(() => apply(nextStep(steps, latest.current)), [apply, steps]),
    back: useCallback(() => apply({ ok: true, value: previousStep(latest.current) }), [apply]),
    goTo: useCallback((index: number) => apply(goToStep(steps, latest.current, index)), [apply, steps]),
  };
}
