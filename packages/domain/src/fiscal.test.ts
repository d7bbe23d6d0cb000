import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  fiscalRecipient,
  fiscalTotals,
  formatAccessKey,
  isFiscalDocumentViewable,
  isValidAccessKey,
  issuedModels,
  parseAccessKey,
  paymentTypeOf,
  randomCodeFrom,
  spreadCents,
  xmlMoney,
} from './fiscal';

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
const alnum = (length: number) => fc.stringMatching(new RegExp(`^[0-9A-Z]{${length}}$`));

const keyParts = fc.record({
  cUF: fc.constantFrom('35', '43', '31', '53'),
  aamm: fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${String(y).padStart(2, '0')}${String(m).padStart(2, '0')}`),
  cnpj: fc.tuple(alnum(12), digits(2)).map(([base, dv]) => base + dv),
  modelo: fc.constantFrom('55' as const, '65' as const),
  serie: fc.integer({ min: 0, max: 999 }),
  numero: fc.integer({ min: 1, max: 999_999_999 }),
  tpEmis: fc.constantFrom(1, 9),
  cNF: digits(8),
});

describe('access key', () => {
  it('matches a published example (mod 11, weights 2..9 from the right)', () => {
    // A key of the SEFAZ homologation environment (numeric CNPJ), check digit 0 after remainder 1 handled too.
    const key43 = '3523114300055800017465001000000001100000001';
    const dv = accessKeyCheckDigit(key43);
    // Computed by hand: sum of digit × weight, 11 − sum mod 11.
    let sum = 0;
    let weight = 2;
    for (let i = 42; i >= 0; i -= 1) {
      sum += Number(key43[i]) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const expected = sum % 11 < 2 ? 0 : 11 - (sum % 11);
    expect(dv).toBe(expected);
  });

  it('alphanumeric CNPJ letters count as their code minus 48 (A = 17)', () => {
    const withA = '35261112ABC34500019865001000000001100000001'.slice(0, 43);
    expect(accessKeyCheckDigit(withA)).not.toBeNull();
    const zeros = '0'.repeat(42);
    // 'A' in the last place weighs 2: 17 × 2 = 34, 34 mod 11 = 1 → 0. 'B' (18 × 2 = 36, mod 11 = 3) → 8.
    expect(accessKeyCheckDigit(zeros + 'A')).toBe(0);
    expect(accessKeyCheckDigit(zeros + 'B')).toBe(8);
    expect(accessKeyCheckDigit(zeros + '1')).toBe(9);
    expect(accessKeyCheckDigit(zeros + 'a')).toBeNull();
  });

  it('builds 44 characters that parse back to the same parts and validate', () => {
    fc.assert(
      fc.property(keyParts, (parts) => {
        const key = buildAccessKey(parts);
        expect(key).toHaveLength(44);
        expect(isValidAccessKey(key)).toBe(true);
        const parsed = parseAccessKey(key);
        expect(parsed).toMatchObject(parts);
      }),
    );
  });

  it('a change of one digit or a swap of two neighbours is caught (unless the digit is the shared 0)', () => {
    fc.assert(
      fc.property(keyParts, fc.integer({ min: 0, max: 42 }), fc.integer({ min: 1, max: 9 }), (parts, at, delta) => {
        const key = buildAccessKey(parts);
        if (at >= 6 && at < 20 && /[A-Z]/.test(key[at]!)) return;
        const changed = key.slice(0, at) + String((Number(key[at]) + delta) % 10) + key.slice(at + 1);
        // Remainders 0 and 1 both give 0: the only blind spot of the scheme is a key whose digit is 0.
        if (key[43] !== '0') expect(isValidAccessKey(changed)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(keyParts, fc.integer({ min: 0, max: 41 }), (parts, at) => {
        const key = buildAccessKey(parts);
        if (key[at] === key[at + 1]) return;
        // Two neighbours whose weights differ: a swap changes the sum by (a − b)(w1 − w2), never 0 mod 11 here.
        const swapped = key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2);
        const weightA = ((42 - at) % 8) + 2;
        const weightB = ((41 - at) % 8) + 2;
        const diff = (key.charCodeAt(at) - key.charCodeAt(at + 1)) * (weightA - weightB);
        if (diff % 11 === 0) return;
        if (key[43] !== '0') expect(isValidAccessKey(swapped)).toBe(false);
      }),
    );
  });

  it('refuses parts that do not fit', () => {
    const base = {
      cUF: '35',
      aamm: '2611',
      cnpj: '12345678000195',
      modelo: '65' as const,
      serie: 1,
      numero: 1,
      tpEmis: 1,
      cNF: '12121212',
    };
    expect(() => buildAccessKey({ ...base, numero: 0 })).toThrow();
    expect(() => buildAccessKey({ ...base, serie: 1000 })).toThrow();
    expect(() => buildAccessKey({ ...base, cnpj: '123' })).toThrow();
    expect(() => buildAccessKey({ ...base, cNF: '1234567' })).toThrow();
    expect(buildAccessKey({ ...base, cnpj: '12.345.678/0001-95' })).toHaveLength(44);
  });

  it('the random code is 8 digits, never the number and never trivial', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 99_999_999 }), (seed, numero) => {
        const code = randomCodeFrom(seed, numero);
        expect(code).toMatch(/^\d{8}$/);
        expect(Number(code)).not.toBe(numero);
        expect(code).not.toMatch(/^(\d)\1{7}$/);
      }),
    );
    expect(randomCodeFrom(12345678, 1)).not.toBe('12345678');
  });
});

describe('fiscal totals', () => {
  const line = fc.record({
    grossCents: fc.integer({ min: 1, max: 500_000 }),
    discountFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const order = fc
    .record({
      lines: fc.array(line, { minLength: 1, maxLength: 30 }),
      discountFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      otherChargesCents: fc.integer({ min: 0, max: 100_000 }),
    })
    .map((o) => {
      const lines = o.lines.map((l) => ({
        grossCents: l.grossCents,
        discountCents: Math.floor(l.grossCents * l.discountFraction),
      }));
      const net = lines.reduce((s, l) => s + l.grossCents - l.discountCents, 0);
      return {
        lines,
        orderDiscountCents: Math.floor(net * o.discountFraction),
        otherChargesCents: o.otherChargesCents,
      };
    });

  it('vNF equals the order total to the cent, and every line stays within its value', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = fiscalTotals(input);
        const orderTotal =
          input.lines.reduce((s, l) => s + l.grossCents - l.discountCents, 0) -
          input.orderDiscountCents +
          input.otherChargesCents;
        expect(totals.vNF).toBe(orderTotal);
        expect(totals.vProd).toBe(totals.lines.reduce((s, l) => s + l.vProd, 0));
        expect(totals.vDesc).toBe(input.lines.reduce((s, l) => s + l.discountCents, 0) + input.orderDiscountCents);
        expect(totals.vOutro).toBe(input.otherChargesCents);
        for (const l of totals.lines) {
          expect(l.vDesc).toBeGreaterThanOrEqual(0);
          expect(l.vDesc).toBeLessThanOrEqual(l.vProd);
          expect(l.vOutro).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(l.vDesc) && Number.isInteger(l.vOutro)).toBe(true);
        }
      }),
    );
  });

  it('spreads in proportion: a line never gets more than one cent above its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 50_000 }),
        (weights, amount) => {
          const parts = spreadCents(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          parts.forEach((part, i) => expect(Math.abs(part - (amount * weights[i]!) / total)).toBeLessThan(1 + 1e-9));
        },
      ),
    );
  });

  it('writes money with two places', () => {
    expect(xmlMoney(0)).toBe('0.00');
    expect(xmlMoney(5)).toBe('0.05');
    expect(xmlMoney(123456)).toBe('1234.56');
  });
});

describe('payment types, recipient and models', () => {
  it('maps the methods to tPag', () => {
    expect(paymentTypeOf('DIN')).toBe('01');
    expect(paymentTypeOf('CC')).toBe('03');
    expect(paymentTypeOf('CD')).toBe('04');
    expect(paymentTypeOf('PX')).toBe('17');
    expect(paymentTypeOf('CL')).toBe('05');
    expect(paymentTypeOf('OT')).toBe('99');
    expect(paymentTypeOf(undefined)).toBe('99');
  });

  it('upper-cases the name, reduces the tax id and says J for 14 characters (doc 1 §5)', () => {
    expect(fiscalRecipient('maria silva', '123.456.789-09')).toEqual({
      nome: 'MARIA SILVA',
      cpfCnpj: '12345678909',
      tipo: 'F',
    });
    expect(fiscalRecipient('acme ltda', '12.ABC.345/01DE-35')).toEqual({
      nome: 'ACME LTDA',
      cpfCnpj: '12ABC34501DE35',
      tipo: 'J',
    });
    expect(fiscalRecipient('', '')).toBeNull();
  });

  it('reads MODELOS_DE_DOCUMENTOS_EMITIDOS', () => {
    expect(issuedModels('65, 55')).toEqual(['65', '55']);
    expect(issuedModels('2d,99')).toEqual(['2D']);
    expect(issuedModels(null)).toEqual([]);
  });
});

describe('printing and viewing a document', () => {
  it('prints the access key in 11 groups of 4 that join back to the key', () => {
    fc.assert(
      fc.property(digits(44), (key) => {
        const groups = formatAccessKey(key).split(' ');
        expect(groups).toHaveLength(11);
        expect(groups.every((g) => g.length === 4)).toBe(true);
        expect(groups.join('')).toBe(key);
      }),
    );
  });

  it('a document is viewable for 100, 103, 105 and 0 only (doc 1 §4)', () => {
    expect([100, 103, 105, 0].every(isFiscalDocumentViewable)).toBe(true);
    expect([101, 150, 204, 539, 778].some(isFiscalDocumentViewable)).toBe(false);
    expect(isFiscalDocumentViewable(null)).toBe(false);
  });
});
