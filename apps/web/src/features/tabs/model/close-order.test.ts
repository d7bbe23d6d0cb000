import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { DIVIDE_AT_LEAST_ONE, buildCloseRequest, defaultDivideInto, initialCloseForm } from './close-order';

describe('close order (doc 3 §3, §5, §9)', () => {
  it('divides by the people count by default, or 1', () => {
    expect(defaultDivideInto({ quantidadePessoas: 3 })).toBe(3);
    expect(defaultDivideInto({ quantidadePessoas: null })).toBe(1);
    expect(defaultDivideInto({ quantidadePessoas: 0 })).toBe(1);
  });

  it('refuses a divisor below 1', () => {
    const order = makeOrder({ version: 4 });
    const form = { ...initialCloseForm(order, 10), divideInto: '0' };
    expect(buildCloseRequest(order, form, true)).toEqual({ ok: false, message: DIVIDE_AT_LEAST_ONE });
  });

  it('sends the percent only when the fee block is shown and recalculation is on', () => {
    const order = makeOrder({ version: 4, quantidadePessoas: 3 });
    const form = initialCloseForm(order, 10);
    expect(buildCloseRequest(order, form, true)).toEqual({
      ok: true,
      request: {
        version: 4,
        divideInto: 3,
        imprimirPedido: true,
        recalcularTaxaDeServico: false,
        percentualTaxaServico: null,
      },
    });
    const on = { ...form, recalculateFee: true, feePercent: '12,5' };
    expect(buildCloseRequest(order, on, true)).toMatchObject({
      ok: true,
      request: { recalcularTaxaDeServico: true, percentualTaxaServico: 12.5 },
    });
    expect(buildCloseRequest(order, on, false)).toMatchObject({
      ok: true,
      request: { recalcularTaxaDeServico: false, percentualTaxaServico: null },
    });
  });

  it('any whole divisor of at least 1 passes as typed; anything else is refused', () => {
    const order = makeOrder();
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 2000 }), (n) => {
        const result = buildCloseRequest(order, { ...initialCloseForm(order, 10), divideInto: String(n) }, true);
        expect(result.ok).toBe(n >= 1);
        if (result.ok) expect(result.request.divideInto).toBe(n);
      }),
    );
  });
});
