// @module-tag no-sql
import type { TOrder } from '@brasa/contracts';
import { orderBodyTotals } from '@brasa/contracts';
import {
  type Cents,
  type ComboStep,
  asCents,
  formatWeightKg,
  multiplyCents,
  parseMoney,
  percentOf,
  priceComboStep,
  sumCents,
  toReais,
} from '@brasa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketText } from './ticket';
import { orderReceipt, type TicketContext } from './tickets';

/**
 * Issue 31 §4: the customer's ticket adds up. The ticket's text is read back as a customer would: the amounts at
 * the end of the item lines sum to 'Subtotal', and Subtotal with the lines under it (discounts, fees) makes 'TOTAL',
 * which is the order's total (doc 1 §9).
 */

const ctx: TicketContext = { unitName: 'Brasa Matriz', printedAt: new Date(2026, 10, 24, 20, 5), barcode: false };
const AMOUNT_AT_END = /(-?R\$ -?\d{1,3}(?:\.\d{3})*,\d{2})$/;
const RULE = /^-+$/;

interface ReadTicket {
  itemAmounts: Cents[];
  subTotal: Cents;
  /** The amounts between 'Subtotal' and 'TOTAL' (discounts negative). */
  adjustments: Cents[];
  total: Cents;
  lines: string[];
}

const amountOf = (line: string): Cents | null => {
  const match = AMOUNT_AT_END.exec(line);
  return match ? parseMoney(match[1]!) : null;
};

/** Reads the ticket text back to cents: the items are between the second and the third rule. */
function readTicket(text: string): ReadTicket {
  const lines = text.split('\n');
  const rules = lines.flatMap((line, index) => (RULE.test(line) ? [index] : []));
  const items = lines.slice(rules[1]! + 1, rules[2]);
  const totalsBlock = lines.slice(rules[2]! + 1);
  const subIndex = totalsBlock.findIndex((l) => l.startsWith('Subtotal '));
  const totalIndex = totalsBlock.findIndex((l) => l.startsWith('TOTAL '));
  expect(subIndex, text).toBeGreaterThanOrEqual(0);
  expect(totalIndex, text).toBeGreaterThan(subIndex);
  return {
    itemAmounts: items.map(amountOf).filter((a): a is Cents => a !== null),
    subTotal: amountOf(totalsBlock[subIndex]!)!,
    adjustments: totalsBlock
      .slice(subIndex + 1, totalIndex)
      .map(amountOf)
      .filter((a): a is Cents => a !== null),
    total: amountOf(totalsBlock[totalIndex]!)!,
    lines,
  };
}

type Body = TOrder['iFoodOrder'];
type Item = Body['items'][number] & { unit?: string };

function makeOrder(body: Partial<Body>, tipo = 'MESA'): TOrder {
  return {
    id: 41,
    sequencial: 7,
    tipo,
    identificadorPrincipal: '5',
    identificadorSecundario: null,
    complementoIdentificador: null,
    pessoaCliente: null,
    totalPedido: 0,
    levarTrocoPara: null,
    iFoodOrder: { items: [], payments: [], ...body },
  } as unknown as TOrder;
}

const NAMES = [
  'Guaraná',
  'Picanha na chapa',
  'Batata frita',
  'Cerveja long neck',
  'Porção de mandioca frita com bacon e queijo coalho gratinado da casa',
];
const FLAVOURS = ['Calabresa', 'Margherita', 'Portuguesa', 'Quatro queijos com borda recheada de catupiry', 'Atum'];

const arbPrice = (max = 20_000) => fc.integer({ min: 1, max }).map((c) => asCents(c));

/** A sub-item as the order entry sends it: its total already scaled by the item's quantity. */
const subItem = (name: string, quantity: number, price: Cents, total: Cents, itemQuantity: number) => ({
  name,
  quantity: Math.round(quantity * itemQuantity * 1000) / 1000,
  price: toReais(price),
  totalPrice: toReais(multiplyCents(total, itemQuantity)),
});

/** An item discount of at most its gross, sometimes none. */
const withDiscount = (item: Item, gross: Cents) =>
  fc
    .integer({ min: 0, max: Math.max(0, gross) })
    .map((d) => ({ ...item, discount: d % 3 === 0 ? 0 : toReais(asCents(d)) }));

const arbPlain: fc.Arbitrary<Item> = fc
  .record({
    name: fc.constantFrom(...NAMES),
    quantity: fc.integer({ min: 1, max: 6 }),
    price: arbPrice(),
    addOns: fc.array(fc.record({ name: fc.constantFrom('Bacon', 'Cheddar', 'Sem cebola'), price: arbPrice(900) }), {
      maxLength: 2,
    }),
  })
  .chain(({ name, quantity, price, addOns }) => {
    const subItems = addOns.map((a) =>
      subItem(
        a.name,
        1,
        a.name === 'Sem cebola' ? asCents(0) : a.price,
        a.name === 'Sem cebola' ? asCents(0) : a.price,
        quantity,
      ),
    );
    return withDiscount({ name, quantity, price: toReais(price), subItems } as Item, multiplyCents(price, quantity));
  });

const arbWeighed: fc.Arbitrary<Item> = fc
  .record({ grams: fc.integer({ min: 1, max: 3_000 }), pricePerKg: arbPrice(15_000) })
  .chain(({ grams, pricePerKg }) =>
    withDiscount(
      { name: 'Picanha fatiada (kg)', quantity: grams / 1000, price: toReais(pricePerKg), unit: 'KG' } as Item,
      multiplyCents(pricePerKg, grams / 1000),
    ),
  );

const arbStep = (id: number): fc.Arbitrary<ComboStep> =>
  fc
    .record({
      tipoCalculo: fc.constantFrom('FRACAO' as const, 'MAIOR_VALOR' as const),
      valores: fc.array(arbPrice(8_000), { minLength: 5, maxLength: 5 }),
    })
    .map(({ tipoCalculo, valores }) => ({
      id,
      descricao: `Passo ${id}`,
      minimo: 1,
      maximo: 3,
      ordem: id,
      tipoCalculo,
      nivel: 2,
      itens: FLAVOURS.map((descricao, i) => ({ produtoId: id * 10 + i, descricao, valor: toReais(valores[i]!) })),
    }));

/** A combo: a base price (often 0) and one or two steps priced by the domain's FRACAO / MAIOR_VALOR rule. */
const arbCombo: fc.Arbitrary<Item> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 3 }),
    base: fc.oneof(fc.constant(asCents(0)), arbPrice(3_000)),
    steps: fc.array(
      fc.record({
        step: arbStep(1),
        picks: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  })
  .chain(({ quantity, base, steps }) => {
    const subItems = steps.flatMap(({ step, picks }) => {
      const priced = priceComboStep(
        step,
        picks.map((i) => ({ produtoId: step.itens[i]!.produtoId, quantity: 1 })),
      );
      if (!priced.ok) throw new Error(priced.message);
      return priced.value.map((line) => subItem(line.name, line.quantity, line.price, line.totalPrice, quantity));
    });
    const gross = asCents(
      multiplyCents(base, quantity) + sumCents(subItems.map((s) => asCents(Math.round(s.totalPrice * 100)))),
    );
    return withDiscount({ name: 'Pizza grande', quantity, price: toReais(base), subItems } as Item, gross);
  });

const arbOrder = fc
  .record({
    items: fc.array(fc.oneof(arbPlain, arbWeighed, arbCombo), { minLength: 1, maxLength: 6 }),
    delivery: fc.boolean(),
    deliveryFee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_500 })),
    serviceFeePercent: fc.constantFrom(0, 10, 12),
    discountShare: fc.integer({ min: 0, max: 100 }),
    tip: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  })
  .map(({ items, delivery, deliveryFee, serviceFeePercent, discountShare, tip }) => {
    const charged = items.map((item) => ({
      ...item,
      totalServico: toReais(percentOf(asCents(Math.round(item.quantity * item.price * 100)), serviceFeePercent)),
    }));
    const draft = { items: charged, payments: [] } as unknown as Body;
    const subTotal = orderBodyTotals(draft).subTotal;
    const discount = discountShare % 4 === 0 ? 0 : toReais(asCents(Math.floor((subTotal * discountShare) / 400)));
    const body: Partial<Body> = {
      items: charged,
      deliveryMethod: { mode: delivery ? 'DELIVERY' : 'INDOOR' },
      deliveryFee: delivery ? toReais(asCents(deliveryFee)) : null,
      adicionalTip: toReais(asCents(tip)),
      discount,
    };
    const totals = orderBodyTotals({ ...draft, ...body } as Body);
    return makeOrder(
      { ...body, subTotal: toReais(totals.subTotal), totalPrice: toReais(totals.total) },
      delivery ? 'DELIVERY' : 'MESA',
    );
  });

function checkSums(order: TOrder, columns: number) {
  const text = ticketText(orderReceipt(order, ctx), columns);
  const read = readTicket(text);
  const totals = orderBodyTotals(order.iFoodOrder);
  expect(sumCents(read.itemAmounts), text).toBe(read.subTotal);
  expect(read.subTotal, text).toBe(totals.subTotal);
  expect(read.subTotal + sumCents(read.adjustments), text).toBe(read.total);
  expect(read.total, text).toBe(totals.total);
  for (const line of read.lines) expect(line.length, line).toBeLessThanOrEqual(columns);
  for (const item of order.iFoodOrder.items as Item[]) {
    if (item.unit === 'KG') expect(text).toContain(`${formatWeightKg(item.quantity)} `);
  }
  return text;
}

describe('the customer ticket adds up (issue 31 §4)', () => {
  it('for any order: item lines sum to Subtotal, Subtotal − discounts + fees = TOTAL = the order total', () => {
    fc.assert(
      fc.property(arbOrder, fc.constantFrom(32, 48), (order, columns) => {
        checkSums(order, columns);
      }),
      { numRuns: 300, seed: 31 },
    );
  });
});

describe('the reported kind of order (combo, weighed item, add-on, item and order discounts, fees)', () => {
  const pizza = priceComboStep(
    {
      id: 1,
      descricao: 'Sabores',
      minimo: 1,
      maximo: 2,
      ordem: 1,
      tipoCalculo: 'FRACAO',
      nivel: 2,
      itens: [
        { produtoId: 11, descricao: 'Calabresa', valor: 69.9 },
        { produtoId: 12, descricao: 'Quatro queijos', valor: 79.9 },
      ],
    },
    [
      { produtoId: 11, quantity: 1 },
      { produtoId: 12, quantity: 1 },
    ],
  );
  if (!pizza.ok) throw new Error(pizza.message);
  const items: Item[] = [
    {
      referenceCode: 'p',
      name: 'Pizza grande meio a meio',
      quantity: 1,
      price: 0,
      subItems: pizza.value.map((l) => subItem(l.name, l.quantity, l.price, l.totalPrice, 1)),
      totalServico: 7.49,
    },
    { referenceCode: 'k', name: 'Picanha fatiada (kg)', quantity: 0.2, price: 129.9, unit: 'KG', totalServico: 2.6 },
    {
      referenceCode: 'x',
      name: 'X-Burguer',
      quantity: 2,
      price: 28.5,
      discount: 5,
      subItems: [
        subItem('Bacon', 1, asCents(600), asCents(600), 2),
        subItem('Sem cebola', 1, asCents(0), asCents(0), 2),
      ],
      totalServico: 6.3,
    },
  ] as Item[];
  const order = makeOrder(
    {
      items,
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryFee: 8,
      discount: 10,
    },
    'DELIVERY',
  );

  it('prints every amount and they add up (48 and 32 columns)', () => {
    const text = checkSums(order, 48);
    checkSums(order, 32);
    expect(text).toMatch(/^1x Pizza grande meio a meio +R\$ 74,90$/m);
    expect(text).toContain('  + 0,5x Calabresa (R$ 34,95)');
    expect(text).toContain('  + 0,5x Quatro queijos (R$ 39,95)');
    expect(text).toMatch(/^0,200 kg Picanha fatiada \(kg\) +R\$ 25,98$/m);
    expect(text).toMatch(/^2x X-Burguer +R\$ 69,00$/m);
    expect(text).toContain('  + 2x Bacon (R$ 12,00)');
    expect(text).toMatch(/^ {2}\+ 2x Sem cebola$/m);
    expect(text).toMatch(/^ {2}Desconto +-R\$ 5,00$/m);
    expect(text).toMatch(/^Subtotal +R\$ 164,88$/m);
    expect(text).toMatch(/^Taxa de serviço +R\$ 16,39$/m);
    expect(text).toMatch(/^Taxa de entrega +R\$ 8,00$/m);
    expect(text).toMatch(/^Desconto +-R\$ 10,00$/m);
    expect(text).toMatch(/^TOTAL +R\$ 179,27$/m);
  });

  it('keeps an amount whole and on the right when a name wraps', () => {
    const long = makeOrder({
      items: [
        {
          name: 'Porção de mandioca frita com bacon e queijo coalho gratinado da casa',
          quantity: 1,
          price: 1234.5,
          subItems: [subItem('Molho especial da casa com ervas finas', 1, asCents(350), asCents(350), 1)],
        },
      ] as Item[],
    });
    const lines = checkSums(long, 32).split('\n');
    expect(lines).toContain('1x Porção de mandioca frita com');
    expect(lines).toContain('da casa              R$ 1.238,00');
    expect(lines).toContain('  com ervas finas (R$ 3,50)');
  });
});
