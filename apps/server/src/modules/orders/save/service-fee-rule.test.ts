// @module-tag no-sql
import type { TIFoodOrder } from '@brasa/contracts';
import { asCents, itemTotal, percentOf, toCents } from '@brasa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyServiceFeeRule } from './service-fee-rule';

const params = (entries: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      UTILIZA_TAXA_SERVICO: 'S',
      PERCENTUAL_TAXA_SERVICO: '10',
      TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'COMANDA,MESA',
      ...entries,
    }),
  );

type Item = TIFoodOrder['items'][number];
const body = (items: Item[], percentualTaxaServico?: number) =>
  ({ items, payments: [], percentualTaxaServico }) as TIFoodOrder & { percentualTaxaServico?: number };

const item = fc.record({
  name: fc.constant('x'),
  quantity: fc.integer({ min: 1, max: 20 }),
  price: fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
  discount: fc.integer({ min: 0, max: 500 }).map((c) => c / 100),
  productChargeServiceFee: fc.option(fc.boolean(), { nil: undefined }),
  chargeServiceFee: fc.boolean(),
  // Whatever the terminal claims.
  totalServico: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
});

describe('applyServiceFeeRule (the server computes the service fee)', () => {
  it('property: each line’s fee is the percent of its own total, only where charged and allowed; never the terminal’s amount', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (items, basisPoints) => {
        const percent = basisPoints / 100;
        const order = body(structuredClone(items) as Item[], percent);
        applyServiceFeeRule(order, undefined, params(), 'COMANDA');
        order.items.forEach((line, i) => {
          const sent = items[i]!;
          const charged =
            sent.productChargeServiceFee !== false && (sent.chargeServiceFee || toCents(sent.totalServico) > 0);
          const expected = charged ? percentOf(asCents(Math.max(0, itemTotal(sent))), percent) : 0;
          expect(toCents(line.totalServico ?? 0)).toBe(expected);
          expect(line.totalServico ?? 0).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('property: UTILIZA_TAXA_SERVICO N keeps no fee at all', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const order = body(structuredClone(items) as Item[], 10);
        applyServiceFeeRule(order, undefined, params({ UTILIZA_TAXA_SERVICO: 'N' }), 'COMANDA');
        expect(order.items.every((line) => line.totalServico === 0)).toBe(true);
      }),
    );
  });

  it('infers the percent an older terminal applied from its amounts, and refuses above 100%', () => {
    const order = body([
      { name: 'a', quantity: 2, price: 10, chargeServiceFee: true, totalServico: 2 },
      { name: 'b', quantity: 1, price: 30, chargeServiceFee: true, totalServico: 99 },
    ]);
    // (2 + 99) / 50 = 202%: refused.
    expect(() => applyServiceFeeRule(order, undefined, params(), 'COMANDA')).toThrow('100%');
    const fair = body([
      { name: 'a', quantity: 2, price: 10, chargeServiceFee: true, totalServico: 2 },
      { name: 'b', quantity: 1, price: 30, chargeServiceFee: true, totalServico: 3 },
    ]);
    applyServiceFeeRule(fair, undefined, params(), 'COMANDA');
    expect(fair.items.map((l) => l.totalServico)).toEqual([2, 3]);
  });

  it('charges the gross value with COBRAR_TAXA_VALOR_BRUTO_PEDIDO', () => {
    const order = body([{ name: 'a', quantity: 1, price: 100, discount: 20, chargeServiceFee: true }], 10);
    applyServiceFeeRule(order, undefined, params({ COBRAR_TAXA_VALOR_BRUTO_PEDIDO: 'S' }), 'COMANDA');
    expect(order.items[0]!.totalServico).toBe(10);
    const net = body([{ name: 'a', quantity: 1, price: 100, discount: 20, chargeServiceFee: true }], 10);
    applyServiceFeeRule(net, undefined, params(), 'COMANDA');
    expect(net.items[0]!.totalServico).toBe(8);
  });

  it('TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: only the listed order types charge it; a counter order with TAXA_SERVICO_PEDIDO_BALCAO', () => {
    const line = (): Item[] => [{ name: 'a', quantity: 1, price: 100, chargeServiceFee: true }];
    const feeOf = (tipo: string, extra: Record<string, string> = {}) => {
      const order = body(line(), 10);
      applyServiceFeeRule(order, undefined, params(extra), tipo);
      return order.items[0]!.totalServico;
    };
    expect(feeOf('COMANDA')).toBe(10);
    expect(feeOf('MESA')).toBe(10);
    expect(feeOf('DELIVERY')).toBe(0);
    expect(feeOf('BALCAO')).toBe(0);
    expect(feeOf('BALCAO', { TAXA_SERVICO_PEDIDO_BALCAO: 'S' })).toBe(10);
    expect(feeOf('DELIVERY', { TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'delivery, comanda' })).toBe(10);
    expect(feeOf('COMANDA', { TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: '' })).toBe(0);
  });
});
