import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_DELIVERY_NOTICE,
  defaultIncludeDeliveryFee,
  marketplaceImportNotices,
  planMarketplaceImport,
  type ImportablePayment,
} from './marketplace-import';
import { calculateOrderTotals } from './order-totals';

const reais = fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100);

const bodyArb = fc.record({
  items: fc.array(fc.record({ name: fc.constant('Item'), quantity: fc.integer({ min: 1, max: 5 }), price: reais }), {
    minLength: 1,
    maxLength: 4,
  }),
  payments: fc.array(fc.record({ value: reais }), { maxLength: 3 }),
  benefits: fc.array(fc.record({ value: reais, sponsorshipValues: fc.record({ IFOOD: reais, MERCHANT: reais }) }), {
    maxLength: 2,
  }),
  deliveryMethod: fc.record({
    mode: fc.constantFrom('DELIVERY', 'TAKEOUT'),
    deliveredBy: fc.constantFrom('IFOOD', 'MERCHANT', null),
  }),
  deliveryFee: reais,
  adicionalTip: reais,
});

const totalsOf = (b: {
  items: readonly { quantity: number; price: number }[];
  payments?: readonly { value: number; descontoMarketplace?: boolean | null }[] | null;
  benefits?: readonly { value?: number; sponsorshipValues?: Record<string, number | null> | null }[] | null;
  deliveryMethod?: { mode?: string | null } | null;
  deliveryFee?: number | null;
  adicionalTip?: number | null;
}) =>
  calculateOrderTotals({
    items: b.items,
    payments: b.payments ?? [],
    benefits: b.benefits ?? [],
    deliveryMode: b.deliveryMethod?.mode,
    deliveryFee: b.deliveryFee,
    tip: b.adicionalTip,
  });

describe('planMarketplaceImport (doc 2 §4.4, §5.7)', () => {
  it('adds the extra-fee item, the delivery-fee item and the marketplace-discount payment', () => {
    const plan = planMarketplaceImport(
      {
        items: [{ name: 'X-Burger', quantity: 2, price: 24.9 }],
        payments: [{ value: 54.79, name: 'CREDIT' }],
        benefits: [{ value: 10, sponsorshipValues: { IFOOD: 10 } }],
        deliveryMethod: { mode: 'DELIVERY', deliveredBy: 'MERCHANT' },
        deliveryFee: 7.99,
        adicionalTip: 1,
      },
      { channel: 'IF' },
    );
    expect(plan.items.map((i) => [i.name, i.price])).toEqual([
      ['X-Burger', 24.9],
      ['Taxa adicional do marketplace', 1],
      ['Taxa de entrega', 7.99],
    ]);
    expect(plan.payments.map((p: ImportablePayment) => [p.name, p.value, p.descontoMarketplace ?? false])).toEqual([
      ['CREDIT', 54.79, false],
      ['Desconto iFood', 10, true],
    ]);
    expect(plan.incluirTaxaEntregaImportacaoSelecionado).toBe('S');
    expect(plan.deliveryFee).toBe(0);
    expect(plan.adicionalTip).toBe(0);
  });

  it('leaves the fee out by default when iFood delivers, with the reminder', () => {
    const body = {
      items: [{ name: 'X', quantity: 1, price: 10 }],
      deliveryMethod: { mode: 'DELIVERY', deliveredBy: 'IFOOD' },
      deliveryFee: 5,
    };
    expect(defaultIncludeDeliveryFee(body)).toBe(false);
    expect(marketplaceImportNotices(body)).toEqual([MARKETPLACE_DELIVERY_NOTICE]);
    const plan = planMarketplaceImport(body, { channel: 'IF' });
    expect(plan.incluirTaxaEntregaImportacaoSelecionado).toBe('N');
    expect(plan.items).toHaveLength(1);
    expect(plan.deliveryFee).toBe(5);
  });

  it('never changes the total, what is paid or pending; is idempotent; a new choice moves the fee back', () => {
    fc.assert(
      fc.property(bodyArb, fc.boolean(), fc.boolean(), (body, first, second) => {
        const before = totalsOf(body);
        const once = planMarketplaceImport(body, { channel: 'IF', includeDeliveryFee: first });
        const after = totalsOf(once);
        expect(after.total).toBe(before.total);
        expect(after.paid).toBe(before.paid);
        expect(after.pending).toBe(before.pending);
        const twice = planMarketplaceImport(once, { channel: 'IF', includeDeliveryFee: first });
        expect(twice).toEqual(once);
        const changed = planMarketplaceImport(once, { channel: 'IF', includeDeliveryFee: second });
        expect(changed).toEqual(planMarketplaceImport(body, { channel: 'IF', includeDeliveryFee: second }));
        expect(totalsOf(changed).total).toBe(before.total);
        // The discount payment is the sponsored part, exactly once.
        const sponsored = body.benefits.reduce((s, b) => s + Math.round(b.sponsorshipValues.IFOOD * 100), 0);
        const added = once.payments.filter((p: ImportablePayment) => p.descontoMarketplace);
        expect(added.reduce((s, p) => s + Math.round(p.value * 100), 0)).toBe(sponsored);
      }),
      { numRuns: 1000 },
    );
  });
});
