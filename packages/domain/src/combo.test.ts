import { describe, expect, it } from 'vitest';
import {
  comboSteps,
  defaultSelection,
  levelThreeSteps,
  shouldAutoAdvance,
  stepTotal,
  validateComboSelection,
  validateStepItemEdit,
  validateStepQuantity,
} from './combo';
import { extras, makeItem, makeStep } from './combo-fixtures';

describe('step lists', () => {
  it('gives the level-2 steps by ordem, or says the product has none', () => {
    const second = makeStep({ id: 2, ordem: 2, descricao: 'Bebida' });
    const first = makeStep({ id: 1, ordem: 1 });
    const result = comboSteps({ descricao: 'Pizza', complementos: [second, extras, first] });
    expect(result.ok && result.value.map((step) => step.id)).toEqual([1, 2]);
    expect(comboSteps({ descricao: 'Pizza', complementos: [] })).toEqual({
      ok: false,
      message: "Item 'Pizza' não possui passos configurados",
    });
    expect(comboSteps({ descricao: 'Pizza' })).toMatchObject({ ok: false });
  });

  it('gives the level-3 steps of a chosen item, or says there are none', () => {
    expect(levelThreeSteps(makeItem(10, 40, { complementos: [extras] }))).toEqual({ ok: true, value: [extras] });
    expect(levelThreeSteps(makeItem(10, 40, { descricao: 'Calabresa' }))).toEqual({
      ok: false,
      message: 'Não existe passos do nível 3 para o produto Calabresa',
    });
  });
});

describe('step quantity', () => {
  const step = makeStep({ minimo: 1, maximo: 3 });

  it('needs minimo <= total <= maximo', () => {
    expect(validateStepQuantity(step, 1)).toEqual({ ok: true, value: null });
    expect(validateStepQuantity(step, 3)).toEqual({ ok: true, value: null });
    expect(validateStepQuantity(step, 0)).toEqual({
      ok: false,
      message: 'Quantidade mínima não atingida no passo Sabores. Mínimo: 1',
    });
    expect(validateStepQuantity(step, 4)).toEqual({
      ok: false,
      message: 'Foi adicionado 4. Máximo: 3, remova alguns itens.',
    });
    expect(validateStepQuantity(step, 3.5)).toMatchObject({
      message: 'Foi adicionado 3,5. Máximo: 3, remova alguns itens.',
    });
  });

  it('refuses any item in a step of maximum 0', () => {
    const closed = makeStep({ minimo: 0, maximo: 0 });
    expect(validateStepQuantity(closed, 1)).toEqual({
      ok: false,
      message: 'Não é permitido adicionar itens, máximo 0',
    });
    expect(validateStepQuantity(closed, 0)).toEqual({ ok: true, value: null });
  });

  it('adds up the chosen quantities, ignoring zero and negative ones', () => {
    expect(
      stepTotal([
        { produtoId: 1, quantity: 2 },
        { produtoId: 2, quantity: 1 },
        { produtoId: 3, quantity: -1 },
      ]),
    ).toBe(3);
    expect(stepTotal(undefined)).toBe(0);
  });

  it('auto-advances when the maximum is reached', () => {
    expect(shouldAutoAdvance(step, 3)).toBe(true);
    expect(shouldAutoAdvance(step, 2)).toBe(false);
    expect(shouldAutoAdvance(step, 4)).toBe(false);
    expect(shouldAutoAdvance(makeStep({ minimo: 0, maximo: 0 }), 0)).toBe(false);
  });
});

describe('validateStepItemEdit', () => {
  const steps = [makeStep({ id: 2, ordem: 2, descricao: 'Bebida' }), makeStep({ id: 1, ordem: 1 })];

  it('lets items of the active step be edited', () => {
    expect(validateStepItemEdit(steps, 2, '2', 'Coca-Cola')).toEqual({ ok: true, value: null });
  });

  it('sends the user back to the item step otherwise', () => {
    expect(validateStepItemEdit(steps, 2, 1, 'Calabresa')).toEqual({
      ok: false,
      message: 'Volte ao passo 1 - Sabores para remover o item Calabresa.',
    });
    expect(validateStepItemEdit(steps, 2, 99, 'Calabresa')).toEqual({
      ok: false,
      message: "Item 'Calabresa' não foi encontrado na listagem de produtos",
    });
  });
});

describe('validateComboSelection', () => {
  const pizza = makeItem(10, 40, { descricao: 'Calabresa', complementos: [{ ...extras, minimo: 1 }] });
  const steps = [makeStep({ id: 1, itens: [pizza, makeItem(11, 50)] })];

  it('checks each step and the level-3 steps of each chosen item', () => {
    expect(validateComboSelection(steps, {})).toEqual({
      ok: false,
      message: 'Quantidade mínima não atingida no passo Sabores. Mínimo: 1',
    });
    expect(validateComboSelection(steps, { 1: [{ produtoId: 10, quantity: 1 }] })).toEqual({
      ok: false,
      message: 'Quantidade mínima não atingida no passo Adicionais. Mínimo: 1',
    });
    expect(
      validateComboSelection(steps, {
        1: [{ produtoId: 10, quantity: 1, subSelections: { 30: [{ produtoId: 31, quantity: 1 }] } }],
      }),
    ).toEqual({ ok: true, value: null });
    expect(validateComboSelection(steps, { 1: [{ produtoId: 11, quantity: 3 }] })).toMatchObject({
      message: 'Foi adicionado 3. Máximo: 2, remova alguns itens.',
    });
  });

  it('refuses unknown products and level-3 choices where there are no level-3 steps', () => {
    expect(validateComboSelection(steps, { 1: [{ produtoId: 99, quantity: 1 }] })).toMatchObject({ ok: false });
    expect(
      validateComboSelection(steps, {
        1: [{ produtoId: 11, quantity: 1, subSelections: { 30: [{ produtoId: 31, quantity: 1 }] } }],
      }),
    ).toEqual({ ok: false, message: 'Não existe passos do nível 3 para o produto Produto 11' });
  });
});

describe('defaultSelection', () => {
  const auto = { adicionarAutomaticamente: true };
  const steps = [
    makeStep({
      id: 1,
      maximo: 1,
      itens: [
        makeItem(10, 40, { ...auto, complementos: [{ ...extras, itens: [makeItem(31, 2.5, auto)] }] }),
        makeItem(11, 50, auto),
      ],
    }),
    makeStep({ id: 2, itens: [makeItem(20, 6)] }),
  ];

  it('chooses nothing without BETA_COMBO_ADD_AUTOMATICAMENTE', () => {
    expect(defaultSelection(steps, false)).toEqual({});
  });

  it('pre-chooses the flagged items, up to each step maximum, level 3 included', () => {
    expect(defaultSelection(steps, true)).toEqual({
      1: [{ produtoId: 10, quantity: 1, subSelections: { 30: [{ produtoId: 31, quantity: 1 }] } }],
    });
  });
});
