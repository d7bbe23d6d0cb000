/**
 * Input masks (doc 1 §1: phone, CPF xxx.xxx.xxx-xx, CNPJ xx.xxx.xxx/xxxx-xx, CEP xxxxx-xxx). Every mask is
 * progressive (partial input gives a partial mask, separators appear only before a typed character) and
 * idempotent: masking a masked value changes nothing.
 */
import { onlyDigits } from './documents';

/** Fills '#' slots of a pattern with the characters in order; a literal is written only if a character follows. */
function applyPattern(characters: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= characters.length) break;
    if (slot === '#') out += characters[next++];
    else out += slot;
  }
  return out;
}

/**
 * A Brazilian phone as people write it: mobile '(11) 98765-4321', landline '(11) 3333-4444', the non-geographic
 * 0800/0300/0500/0900 numbers '0800 705 0500', and the 8-digit capital numbers (3003, 4003, 4004…) '4004-0001'.
 */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (/^0[3589]00/.test(digits)) return applyPattern(digits, '#### ### ####');
  if (digits.length === 8 && /^[34]00\d/.test(digits)) return applyPattern(digits, '####-####');
  return applyPattern(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
}

export function maskCpf(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 11), '###.###.###-##');
}

/** Alphanumeric CNPJ: letters allowed (upper-cased) in the first 12 positions, digits only in the last 2. */
export function maskCnpj(value: string): string {
  let characters = '';
  for (const character of value.toUpperCase()) {
    if (characters.length === 14) break;
    const allowed = characters.length < 12 ? /[0-9A-Z]/ : /[0-9]/;
    if (allowed.test(character)) characters += character;
  }
  return applyPattern(characters, '##.###.###/####-##');
}

/** CPF mask while the value is up to 11 digits; CNPJ mask once it is longer or has a letter. */
export function maskCpfOrCnpj(value: string): string {
  const upper = value.toUpperCase();
  const hasLetter = /[A-Z]/.test(upper);
  return !hasLetter && onlyDigits(upper).length <= 11 ? maskCpf(value) : maskCnpj(value);
}

export function maskCep(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 8), '#####-###');
}

/**
 * doc 4 §5 customer search: exactly 10 or 11 digits are a phone. Phone punctuation typed with them
 * ('(11) 98765-4321') is allowed; any other character (a letter of a name) makes it a name search.
 */
export function isPhoneSearch(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[\d\s()-]+$/.test(trimmed)) return false;
  const length = onlyDigits(trimmed).length;
  return length === 10 || length === 11;
}
