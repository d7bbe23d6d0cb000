import { MSG, comboSteps, type ComboStep } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeComboEntry } from '../test-utils/menu-factories';
import { addChoice, goToStep, isSummary, nextStep, removeChoice, type ComboFlowState } from './combo-flow';
import { toComboSteps } from './combo-steps';

function stepsOfCombo(): ComboStep[] {
  const entry = makeComboEntry();
  const steps = comboSteps({ descricao: entry.produto.descricao, complementos: toComboSteps(entry.complementos) });
  if (!steps.ok) throw new Error(steps.message);
  return steps.value;
}

const start: ComboFlowState = { active: 0, selection: {} };
const unwrap = <T>(result: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('combo step flow (doc 2 §4.3, §5.2)', () => {
  const steps = stepsOfCombo();
  const [burgerStep, drinkStep, sidesStep] = steps as [ComboStep, ComboStep, ComboStep];
  const item = (step: ComboStep, index: number) => step.itens[index]!;

  it('orders the level-2 steps and nests level 3 under the item that opens it', () => {
    expect(steps.map((step) => step.descricao)).toEqual(['Escolha o lanche', 'Escolha a bebida', 'Acompanhamento']);
    expect(item(burgerStep, 0).complementos?.map((step) => step.descricao)).toEqual(['Ponto da carne']);
    expect(item(burgerStep, 1).complementos).toEqual([]);
  });

  it('refuses to advance below the minimum', () => {
    expect(nextStep(steps, start)).toEqual({
      ok: false,
      message: MSG.quantidadeMinimaNaoAtingida('Escolha o lanche', '1'),
    });
  });

  it('moves on by itself when a step reaches its maximum', () => {
    const afterBurger = unwrap(addChoice(steps, start, item(burgerStep, 1)));
    expect(afterBurger.active).toBe(1);
    const afterDrink = unwrap(addChoice(steps, afterBurger, item(drinkStep, 0)));
    expect(afterDrink.active).toBe(2);
    // Sides go up to 2: the first one stays in the step, the second moves to the summary.
    const oneSide = unwrap(addChoice(steps, afterDrink, item(sidesStep, 0)));
    expect(oneSide.active).toBe(2);
    const twoSides = unwrap(addChoice(steps, oneSide, item(sidesStep, 0)));
    expect(isSummary(steps, twoSides)).toBe(true);
    expect(twoSides.selection[String(sidesStep.id)]).toEqual([{ produtoId: 30, quantity: 2 }]);
  });

  it('warns above the maximum and with maximum 0', () => {
    const full: ComboFlowState = { active: 2, selection: { [String(sidesStep.id)]: [{ produtoId: 30, quantity: 2 }] } };
    expect(addChoice(steps, full, item(sidesStep, 1))).toEqual({
      ok: false,
      message: MSG.quantidadeMaximaExcedida('3', '2'),
    });
    const closed = [{ ...sidesStep, maximo: 0, minimo: 0 }];
    expect(addChoice(closed, start, item(sidesStep, 0))).toEqual({ ok: false, message: MSG.STEP_MAX_ZERO });
  });

  it('only changes items of the active step', () => {
    const state = unwrap(addChoice(steps, start, item(burgerStep, 1)));
    expect(removeChoice(steps, state, burgerStep, 11, 'X-Salada')).toEqual({
      ok: false,
      message: MSG.volteAoPasso(1, 'Escolha o lanche', 'X-Salada'),
    });
    const back = unwrap(goToStep(steps, state, 0));
    expect(unwrap(removeChoice(steps, back, burgerStep, 11, 'X-Salada')).selection[String(burgerStep.id)]).toEqual([]);
  });

  it('keeps one choice per unit for items with level-3 steps', () => {
    const withDoneness = unwrap(
      addChoice(steps, start, item(burgerStep, 0), { '2': [{ produtoId: 41, quantity: 1 }] }),
    );
    expect(withDoneness.selection[String(burgerStep.id)]).toEqual([
      { produtoId: 10, quantity: 1, subSelections: { '2': [{ produtoId: 41, quantity: 1 }] } },
    ]);
  });

  it('checks every step in between when jumping ahead', () => {
    expect(goToStep(steps, start, 3)).toMatchObject({ ok: false });
    const done = unwrap(addChoice(steps, unwrap(addChoice(steps, start, item(burgerStep, 1))), item(drinkStep, 1)));
    expect(unwrap(goToStep(steps, done, 3)).active).toBe(3);
  });
});
