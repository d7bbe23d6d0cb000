import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ComboSelection, type ComboStep, priceCombo, priceComboStep } from './combo';
import { extras, makeItem, makeStep } from './combo-fixtures';
import { FRACTION_TOLERANCE, asCents, roundHalfAwayFromZero, toCents } from './money';

const SEED = 20240601;

describe('priceComboStep', () => {
  it('prices each item at valor × quantity without a calculation type', () => {
    const result = priceComboStep(makeStep(), [
      { produtoId: 10, quantity: 2 },
      { produtoId: 11, quantity: 0 },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [{ produtoId: 10, name: 'Produto 10', quantity: 2, price: 4000, totalPrice: 8000 }],
    });
  });

  it('FRACAO: each chosen item is a share of the step, priced at its own valor', () => {
    const result = priceComboStep(makeStep({ tipoCalculo: 'FRACAO' }), [
      { produtoId: 10, quantity: 1 },
      { produtoId: 11, quantity: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { produtoId: 10, name: 'Produto 10', quantity: 0.5, price: 4000, totalPrice: 2000 },
        { produtoId: 11, name: 'Produto 11', quantity: 0.5, price: 5000, totalPrice: 2500 },
      ],
    });
  });

  it('FRACAO in thirds: shares sum to 1 and the prices to the rounded step total', () => {
    const step = makeStep({
      tipoCalculo: 'FRACAO',
      maximo: 3,
      itens: [makeItem(1, 10), makeItem(2, 10), makeItem(3, 10)],
    });
    const result = priceComboStep(
      step,
      [1, 2, 3].map((produtoId) => ({ produtoId, quantity: 1 })),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.value.map((line) => line.quantity)).toEqual([0.333, 0.333, 0.334]);
    expect(result.value.map((line) => line.totalPrice)).toEqual([333, 333, 334]);
  });

  it('MAIOR_VALOR: every share is priced at the highest valor chosen', () => {
    const result = priceComboStep(makeStep({ tipoCalculo: 'MAIOR_VALOR' }), [
      { produtoId: 12, quantity: 1 },
      { produtoId: 11, quantity: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { produtoId: 12, name: 'Produto 12', quantity: 0.5, price: 5000, totalPrice: 2500 },
        { produtoId: 11, name: 'Produto 11', quantity: 0.5, price: 5000, totalPrice: 2500 },
      ],
    });
  });

  it('refuses a product that is not in the step', () => {
    expect(priceComboStep(makeStep(), [{ produtoId: 99, quantity: 1 }])).toEqual({
      ok: false,
      message: "Item '99' não foi encontrado na listagem de produtos",
    });
  });
});

describe('priceCombo', () => {
  const pizza = makeItem(10, 40, { descricao: 'Calabresa', complementos: [extras] });
  const flavours = makeStep({ id: 1, tipoCalculo: 'FRACAO', itens: [pizza, makeItem(11, 50)] });
  const drinks = makeStep({ id: 2, ordem: 2, descricao: 'Bebida', minimo: 0, maximo: 1, itens: [makeItem(20, 6)] });

  it('adds the sub-items, level 3 under their level-2 product, to the base price', () => {
    const selection: ComboSelection = {
      1: [
        { produtoId: 10, quantity: 1, subSelections: { 30: [{ produtoId: 31, quantity: 2 }] } },
        { produtoId: 11, quantity: 1 },
      ],
      2: [{ produtoId: 20, quantity: 1 }],
    };
    const result = priceCombo(toCents(5), [drinks, flavours], selection);
    expect(result).toEqual({
      ok: true,
      value: {
        subItems: [
          { produtoId: 10, name: 'Calabresa', quantity: 0.5, price: 4000, totalPrice: 2000, level: 2 },
          {
            produtoId: 31,
            name: 'Produto 31',
            quantity: 2,
            price: 250,
            totalPrice: 500,
            level: 3,
            parentProdutoId: 10,
          },
          { produtoId: 11, name: 'Produto 11', quantity: 0.5, price: 5000, totalPrice: 2500, level: 2 },
          { produtoId: 20, name: 'Produto 20', quantity: 1, price: 600, totalPrice: 600, level: 2 },
        ],
        totalCents: 500 + 2000 + 500 + 2500 + 600,
      },
    });
  });

  it('refuses level-3 choices for a product without level-3 steps', () => {
    const selection: ComboSelection = {
      1: [{ produtoId: 11, quantity: 1, subSelections: { 30: [{ produtoId: 31, quantity: 1 }] } }],
    };
    expect(priceCombo(toCents(5), [flavours], selection)).toEqual({
      ok: false,
      message: 'Não existe passos do nível 3 para o produto Produto 11',
    });
  });

  it('ignores choices for steps it was not given, and is the base price with nothing chosen', () => {
    expect(priceCombo(toCents(5), [flavours], { 77: [{ produtoId: 1, quantity: 1 }] })).toEqual({
      ok: true,
      value: { subItems: [], totalCents: 500 },
    });
  });

  const arbitraryCombo = fc
    .array(
      fc.record({
        tipoCalculo: fc.constantFrom('FRACAO' as const, 'MAIOR_VALOR' as const, null),
        valores: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 6 }),
        quantities: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }),
        extra: fc.integer({ min: 0, max: 5 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((specs) => {
      const steps: ComboStep[] = [];
      const selection: Record<string, { produtoId: number; quantity: number; subSelections?: ComboSelection }[]> = {};
      specs.forEach((spec, s) => {
        const itens = spec.valores.map((cents, i) =>
          makeItem(s * 10 + i, cents / 100, i === 0 ? { complementos: [extras] } : {}),
        );
        steps.push(makeStep({ id: s, ordem: s, tipoCalculo: spec.tipoCalculo, maximo: 99, itens }));
        selection[s] = itens.map((item, i) => ({
          produtoId: item.produtoId as number,
          quantity: spec.quantities[i]!,
          ...(i === 0 && spec.extra > 0 ? { subSelections: { 30: [{ produtoId: 31, quantity: spec.extra }] } } : {}),
        }));
      });
      return { steps, selection };
    });

  it('always totals base + sub-items, and shares of a split step sum to 1', () => {
    fc.assert(
      fc.property(arbitraryCombo, fc.integer({ min: 0, max: 100_000 }), ({ steps, selection }, base) => {
        const result = priceCombo(asCents(base), steps, selection);
        if (!result.ok) throw new Error(result.message);
        const { subItems, totalCents } = result.value;
        expect(base + subItems.reduce((sum, sub) => sum + sub.totalPrice, 0)).toBe(totalCents);
        for (const step of steps) {
          const lines = subItems.filter(
            (sub) => sub.level === 2 && step.itens.some((i) => i.produtoId === sub.produtoId),
          );
          if (!step.tipoCalculo || lines.length === 0) continue;
          const shares = lines.reduce((sum, line) => sum + line.quantity, 0);
          expect(Math.abs(shares - 1)).toBeLessThanOrEqual(FRACTION_TOLERANCE);
          const chosen = selection[String(step.id)]!.filter((choice) => choice.quantity > 0);
          const units = chosen.reduce((sum, choice) => sum + choice.quantity, 0);
          const valor = (id: number) => toCents(step.itens.find((i) => i.produtoId === id)!.valor);
          const highest = Math.max(...chosen.map((choice) => valor(choice.produtoId)));
          const exact = chosen.reduce(
            (sum, choice) =>
              sum + ((step.tipoCalculo === 'FRACAO' ? valor(choice.produtoId) : highest) * choice.quantity) / units,
            0,
          );
          expect(lines.reduce((sum, line) => sum + line.totalPrice, 0)).toBe(roundHalfAwayFromZero(exact));
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
