import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeCnpjCheckDigits,
  computeCpfCheckDigits,
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  makeValidCnpj,
  makeValidCpf,
  normalizeCnpj,
  normalizeDocument,
  onlyDigits,
  personTypeFromDocument,
} from './documents';

const SEED = 20260701;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');

const cpfBase = fc
  .array(fc.constantFrom(...DIGITS), { minLength: 9, maxLength: 9 })
  .map((chars) => chars.join(''))
  .filter((base) => !/^(.)\1*$/.test(base));
const cnpjBase = fc
  .array(fc.constantFrom(...ALPHANUMERIC), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((base) => !/^(.)\1*$/.test(base));

function replaceAt(text: string, index: number, character: string): string {
  return text.slice(0, index) + character + text.slice(index + 1);
}

describe('CPF', () => {
  it('validates the known example, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, letters and all-same sequences', () => {
    for (const value of ['529.982.247-24', '5299822472', '529982247255', '52998224a25', '', '000.000.000-00']) {
      expect(isValidCpf(value), value).toBe(false);
    }
    for (const digit of DIGITS) expect(isValidCpf(digit.repeat(11))).toBe(false);
  });

  it('formats an 11-digit value and leaves anything else alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });

  it('computes check digits and builds valid numbers from a seed', () => {
    expect(computeCpfCheckDigits('529982247')).toBe('25');
    expect(computeCpfCheckDigits('12345678')).toBeNull();
    expect(makeValidCpf('529982247')).toBe('52998224725');
    expect(makeValidCpf('1')).toBe('00000000191');
    expect(() => makeValidCpf('111111111')).toThrow(RangeError);
  });

  it('every generated CPF validates, masked and unmasked', () => {
    fc.assert(
      fc.property(cpfBase, (base) => {
        const cpf = makeValidCpf(base);
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
        expect(isValidCpfOrCnpj(formatCpf(cpf))).toBe(true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('any change to a check digit invalidates', () => {
    fc.assert(
      fc.property(cpfBase, fc.integer({ min: 9, max: 10 }), fc.constantFrom(...DIGITS), (base, index, digit) => {
        const cpf = makeValidCpf(base);
        fc.pre(cpf[index] !== digit);
        expect(isValidCpf(replaceAt(cpf, index, digit))).toBe(false);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('a change in the base invalidates unless the new base yields the same check digits', () => {
    fc.assert(
      fc.property(cpfBase, fc.integer({ min: 0, max: 8 }), fc.constantFrom(...DIGITS), (base, index, digit) => {
        const cpf = makeValidCpf(base);
        fc.pre(cpf[index] !== digit);
        const changed = replaceAt(cpf, index, digit);
        const collides = computeCpfCheckDigits(changed.slice(0, 9)) === cpf.slice(9) && !/^(.)\1*$/.test(changed);
        expect(isValidCpf(changed)).toBe(collides);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('mod 11 maps remainders 0 and 1 to the same digit, so rare single changes go unnoticed', () => {
    // A property of the official algorithm, not of this code: both numbers are valid CPFs.
    expect(isValidCpf('00844752002')).toBe(true);
    expect(isValidCpf('10844752002')).toBe(true);
  });
});

describe('CNPJ', () => {
  it('validates the known numeric and alphanumeric examples', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('refuses wrong check digits, letters in the check digits, bad lengths and all-same sequences', () => {
    for (const value of [
      '11.222.333/0001-82',
      '12.ABC.345/01DE-36',
      '12ABC34501DE3A',
      '1122233300018',
      '112223330001810',
      '11222333000181#',
      '',
      '00000000000000',
      '11111111111111',
      '00.000.000/0000-00',
    ]) {
      expect(isValidCnpj(value), value).toBe(false);
    }
  });

  it('normalizes and formats, alphanumeric too', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('123')).toBe('123');
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfOrCnpj('12345')).toBe('12345');
  });

  it('computes check digits and builds valid numbers from a seed', () => {
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
    expect(computeCnpjCheckDigits('12abc34501de')).toBe('35');
    expect(computeCnpjCheckDigits('12ABC34501D')).toBeNull();
    expect(makeValidCnpj('12.ABC.345/01DE')).toBe('12ABC34501DE35');
    expect(() => makeValidCnpj('000000000000')).toThrow(RangeError);
  });

  it('every generated CNPJ validates, masked and unmasked', () => {
    fc.assert(
      fc.property(cnpjBase, (base) => {
        const cnpj = makeValidCnpj(base);
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj).toLowerCase())).toBe(true);
        expect(isValidCpfOrCnpj(cnpj)).toBe(true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('any change to a check digit invalidates', () => {
    fc.assert(
      fc.property(cnpjBase, fc.integer({ min: 12, max: 13 }), fc.constantFrom(...DIGITS), (base, index, digit) => {
        const cnpj = makeValidCnpj(base);
        fc.pre(cnpj[index] !== digit);
        expect(isValidCnpj(replaceAt(cnpj, index, digit))).toBe(false);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('a change in the base invalidates unless the new base yields the same check digits', () => {
    fc.assert(
      fc.property(
        cnpjBase,
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom(...ALPHANUMERIC),
        (base, index, character) => {
          const cnpj = makeValidCnpj(base);
          fc.pre(cnpj[index] !== character);
          const changed = replaceAt(cnpj, index, character);
          const collides = computeCnpjCheckDigits(changed.slice(0, 12)) === cnpj.slice(12);
          expect(isValidCnpj(changed)).toBe(collides && !/^(.)\1*$/.test(changed));
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('letters 11 apart in value weigh the same mod 11, so swapping them goes unnoticed', () => {
    // 'A' is 17 and 'L' is 28: a property of the official alphanumeric algorithm.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.LBC.345/01DE-35')).toBe(true);
  });
});

describe('helpers', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('normalizes a document to letters and digits', () => {
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('derives the person type from the tax id length (doc 1 §5)', () => {
    expect(personTypeFromDocument('11.222.333/0001-81')).toBe('J');
    expect(personTypeFromDocument('12.ABC.345/01DE-35')).toBe('J');
    expect(personTypeFromDocument('529.982.247-25')).toBe('F');
    expect(personTypeFromDocument('')).toBe('F');
    expect(personTypeFromDocument(null)).toBe('F');
    expect(personTypeFromDocument(undefined)).toBe('F');
  });

  it('rejects lengths that are neither CPF nor CNPJ', () => {
    expect(isValidCpfOrCnpj('123456789')).toBe(false);
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
  });
});
