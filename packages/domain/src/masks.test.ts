import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './documents';
import { isPhoneSearch, maskCep, maskCnpj, maskCpf, maskCpfOrCnpj, maskPhone } from './masks';

const SEED = 20260701;
const MASKS = { maskPhone, maskCpf, maskCnpj, maskCpfOrCnpj, maskCep };
const typed = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ.-/() '.split('')), maxLength: 24 });

describe('maskPhone', () => {
  it('masks mobile and landline numbers', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    // Non-geographic and capital numbers are written as people know them, not as (08) 00705-0500.
    expect(maskPhone('0800 705 0500')).toBe('0800 705 0500');
    expect(maskPhone('03004445555')).toBe('0300 444 5555');
    expect(maskPhone('40040001')).toBe('4004-0001');
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('masks progressively', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('113456')).toBe('(11) 3456');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('113456789')).toBe('(11) 3456-789');
  });
});

describe('maskCpf, maskCnpj, maskCep', () => {
  it('masks complete values', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCep('01310100')).toBe('01310-100');
  });

  it('masks progressively', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCnpj('12A')).toBe('12.A');
    expect(maskCnpj('12ABC345')).toBe('12.ABC.345');
    expect(maskCnpj('12ABC3450')).toBe('12.ABC.345/0');
    expect(maskCnpj('12ABC34501DE3')).toBe('12.ABC.345/01DE-3');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
  });

  it('drops what does not belong and extra characters', () => {
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12#ABC')).toBe('12.ABC');
    expect(maskCep('01310-100-9')).toBe('01310-100');
  });

  it('a fully masked alphanumeric CNPJ is still valid', () => {
    expect(isValidCnpj(maskCnpj('12abc34501de35'))).toBe(true);
  });

  it('chooses CPF or CNPJ by what was typed', () => {
    expect(maskCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfOrCnpj('12ABC')).toBe('12.ABC');
  });
});

describe('idempotence', () => {
  for (const [name, mask] of Object.entries(MASKS)) {
    it(`${name}(${name}(x)) === ${name}(x)`, () => {
      fc.assert(
        fc.property(typed, (text) => {
          const once = mask(text);
          expect(mask(once)).toBe(once);
        }),
        { seed: SEED, numRuns: 2000 },
      );
    });
  }
});

describe('isPhoneSearch', () => {
  it('is a phone for exactly 10 or 11 digits (doc 4 §5)', () => {
    expect(isPhoneSearch('1134567890')).toBe(true);
    expect(isPhoneSearch('11987654321')).toBe(true);
    expect(isPhoneSearch(' (11) 98765-4321 ')).toBe(true);
    expect(isPhoneSearch('113456789')).toBe(false);
    expect(isPhoneSearch('119876543210')).toBe(false);
    expect(isPhoneSearch('Maria 11987654321')).toBe(false);
    expect(isPhoneSearch('')).toBe(false);
  });
});
