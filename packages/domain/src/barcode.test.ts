import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ean13CheckDigit,
  isScaleBarcode,
  isValidEan13,
  parseProductCode,
  parseScaleBarcode,
  resolveScaleBarcodeFormat,
  scaleItemQuantity,
} from './barcode';
import { MSG } from './messages';
import { type Cents, asCents } from './money';

const SEED = 20240601;
const withCheckDigit = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

describe('parseProductCode', () => {
  it('reads a plain code as quantity 1', () => {
    expect(parseProductCode(' 7890000000017 ')).toEqual({ ok: true, value: { code: '7890000000017', quantity: 1 } });
  });

  it('reads the "quantity x code" form, with a comma or dot, lower or upper x, and spaces', () => {
    expect(parseProductCode('3x7890000000017')).toEqual({ ok: true, value: { code: '7890000000017', quantity: 3 } });
    expect(parseProductCode('2,5 x 123')).toEqual({ ok: true, value: { code: '123', quantity: 2.5 } });
    expect(parseProductCode('1.5X123')).toEqual({ ok: true, value: { code: '123', quantity: 1.5 } });
    expect(parseProductCode('  4 X  abc ')).toEqual({ ok: true, value: { code: 'abc', quantity: 4 } });
  });

  it('keeps quantities to 3 decimals and leaves codes that only contain an x alone', () => {
    expect(parseProductCode('1,2345x9')).toEqual({ ok: true, value: { code: '9', quantity: 1.235 } });
    expect(parseProductCode('x123')).toEqual({ ok: true, value: { code: 'x123', quantity: 1 } });
    expect(parseProductCode('AB12')).toEqual({ ok: true, value: { code: 'AB12', quantity: 1 } });
  });

  it('reads the "=unit price" form, alone or after a code and a quantity', () => {
    expect(parseProductCode('=12,50')).toEqual({ ok: true, value: { code: '', quantity: 1, unitPrice: 1250 } });
    expect(parseProductCode('123=12,50')).toEqual({ ok: true, value: { code: '123', quantity: 1, unitPrice: 1250 } });
    expect(parseProductCode('2x123 = 1.234,56')).toEqual({
      ok: true,
      value: { code: '123', quantity: 2, unitPrice: 123456 },
    });
    expect(parseProductCode('123=0')).toEqual({ ok: true, value: { code: '123', quantity: 1, unitPrice: 0 } });
  });

  it('refuses an empty input or a multiplier without a code', () => {
    for (const input of ['', '   ', null, undefined, '3x', '3 X ']) {
      expect(parseProductCode(input)).toEqual({ ok: false, message: 'Nenhum código informado.' });
    }
  });

  it('refuses a zero or too large quantity and an unreadable or negative price', () => {
    expect(parseProductCode('0x123')).toEqual({ ok: false, message: MSG.INVALID_WEIGHT });
    expect(parseProductCode('0,0001x123')).toEqual({ ok: false, message: MSG.INVALID_WEIGHT });
    expect(parseProductCode('100000x123')).toEqual({ ok: false, message: 'A quantidade máxima por item é 99999.' });
    expect(parseProductCode('123=abc')).toEqual({ ok: false, message: 'Informe um valor válido' });
    expect(parseProductCode('123=-1,00')).toEqual({ ok: false, message: 'Informe um valor válido' });
    expect(parseProductCode('123=')).toEqual({ ok: false, message: 'Informe um valor válido' });
  });
});

describe('EAN-13', () => {
  it('computes the check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('789000000001')).toBe(7);
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('throws on anything but 12 digits (a programming error)', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13CheckDigit('40063813339a')).toThrow(RangeError);
  });

  it('validates a code', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('7890000000017')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('400638133393a')).toBe(false);
  });

  it('accepts exactly one check digit for any 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 0, max: 9 }), (first12, digit) => {
        expect(isValidEan13(`${first12}${digit}`)).toBe(digit === ean13CheckDigit(first12));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('scale barcodes', () => {
  it('recognises 13 characters starting with 2', () => {
    expect(isScaleBarcode('2000100012345')).toBe(true);
    expect(isScaleBarcode(' 2000100012345 ')).toBe(true);
    expect(isScaleBarcode('20001A0012345')).toBe(true);
    expect(isScaleBarcode('7890000000017')).toBe(false);
    expect(isScaleBarcode('200010001234')).toBe(false);
    expect(isScaleBarcode(null)).toBe(false);
  });

  it('reads format V: product code and value in cents', () => {
    expect(parseScaleBarcode('2000100012345', 'V')).toEqual({
      ok: true,
      value: { productCode: '00010', format: 'V', valueCents: 1234 },
    });
  });

  it('reads format P: product code and weight in kg', () => {
    expect(parseScaleBarcode('2000100015001', 'P')).toEqual({
      ok: true,
      value: { productCode: '00010', format: 'P', weightKg: 1.5 },
    });
  });

  it('takes the format parameter as stored: empty means V, lower case is accepted', () => {
    expect(resolveScaleBarcodeFormat(null)).toEqual({ ok: true, value: 'V' });
    expect(resolveScaleBarcodeFormat(' ')).toEqual({ ok: true, value: 'V' });
    expect(resolveScaleBarcodeFormat('p')).toEqual({ ok: true, value: 'P' });
    expect(parseScaleBarcode('2000100012345', undefined)).toMatchObject({ ok: true, value: { valueCents: 1234 } });
  });

  it('refuses an unknown format and non-digits with the scale format message', () => {
    const invalidFormat = { ok: false, message: 'Formato do tipo balanca invalido...' };
    expect(parseScaleBarcode('2000100012345', 'X')).toEqual(invalidFormat);
    expect(parseScaleBarcode('20001A0012345', 'V')).toEqual(invalidFormat);
  });

  it('refuses a bad check digit, a code that is not a scale code and an empty label', () => {
    expect(parseScaleBarcode('2000100012346', 'V')).toEqual({ ok: false, message: MSG.BARCODE_INVALID });
    expect(parseScaleBarcode('7890000000017', 'V')).toEqual({ ok: false, message: MSG.BARCODE_INVALID });
    expect(parseScaleBarcode(withCheckDigit('200010000000'), 'P')).toEqual({
      ok: false,
      message: 'Valor inválido, por favor informe um número positivo',
    });
  });

  it('reads back what a label carries, for any product code and amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 1, max: 999999 }), (product, amount) => {
        const code = withCheckDigit(`2${String(product).padStart(5, '0')}${String(amount).padStart(6, '0')}`);
        const value = parseScaleBarcode(code, 'V');
        const weight = parseScaleBarcode(code, 'P');
        expect(value).toEqual({
          ok: true,
          value: { productCode: String(product).padStart(5, '0'), format: 'V', valueCents: amount },
        });
        expect(weight.ok && 'weightKg' in weight.value && weight.value.weightKg).toBe(amount / 1000);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('scaleItemQuantity', () => {
  const price = (reaisCents: number) => asCents(reaisCents) as Cents;

  it('uses the weight as quantity and prices it', () => {
    expect(scaleItemQuantity({ weightKg: 1.5 }, price(2000))).toEqual({ quantity: 1.5, totalCents: 3000 });
    expect(scaleItemQuantity({ weightKg: 0.333 }, price(4990))).toEqual({ quantity: 0.333, totalCents: 1662 });
  });

  it('derives the quantity from a value to 3 decimals and keeps the scanned value as the total', () => {
    expect(scaleItemQuantity({ valueCents: asCents(1234) }, price(999))).toEqual({ quantity: 1.235, totalCents: 1234 });
    expect(scaleItemQuantity({ valueCents: asCents(3000) }, price(2000))).toEqual({ quantity: 1.5, totalCents: 3000 });
  });

  it('never gives a zero quantity, and sells a product without price as 1 unit', () => {
    expect(scaleItemQuantity({ valueCents: asCents(1) }, price(100000))).toEqual({ quantity: 0.001, totalCents: 1 });
    expect(scaleItemQuantity({ valueCents: asCents(850) }, price(0))).toEqual({ quantity: 1, totalCents: 850 });
  });
});

describe('product search messages', () => {
  it('has the spec wording', () => {
    expect(MSG.produtoNaoCadastrado('789')).toBe('Nenhum produto cadastrado com o código 789.');
    expect(MSG.produtoAdicionado('Coxinha')).toBe('Produto "Coxinha" adicionado com sucesso.');
  });
});
