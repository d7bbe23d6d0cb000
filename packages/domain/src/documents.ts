/**
 * CPF (individual tax id) and CNPJ (company tax id), including the alphanumeric CNPJ in force from July 2026:
 * the first 12 positions are [0-9A-Z], the last 2 are numeric check digits. Each character counts as its
 * ASCII code minus 48 (so digits keep their value and 'A' is 17), with the classic mod-11 weights.
 */

export type PersonType = 'F' | 'J';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

const MASK_CHARACTERS = /[.\-/\s]/g;
const CPF_BASE = /^\d{9}$/;
const CPF_FULL = /^\d{11}$/;
const CNPJ_BASE = /^[0-9A-Z]{12}$/;
const CNPJ_FULL = /^[0-9A-Z]{12}\d{2}$/;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Strips the mask ('.', '-', '/', spaces) of a CPF. */
export function normalizeCpf(value: string): string {
  return value.replace(MASK_CHARACTERS, '');
}

/** Strips the mask ('.', '-', '/', spaces) of a CNPJ and upper-cases its letters. */
export function normalizeCnpj(value: string): string {
  return value.replace(MASK_CHARACTERS, '').toUpperCase();
}

/**
 * The stored form of a tax id (doc 1 §5 Fiscal, doc 4 §5 "stripped to digits"): only letters and digits,
 * upper-cased. For a CPF or a numeric CNPJ that is the digits; an alphanumeric CNPJ keeps its letters.
 */
export function normalizeDocument(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

function characterValue(character: string): number {
  return character.charCodeAt(0) - 48;
}

function mod11CheckDigit(sum: number): number {
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** CPF weights run from (length + 1) down to 2. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  return mod11CheckDigit(sum);
}

/** CNPJ weights are 2..9 cycling from the rightmost character. */
function cnpjCheckDigit(characters: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = characters.length - 1; i >= 0; i--) {
    sum += characterValue(characters[i]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return mod11CheckDigit(sum);
}

function isRepeatedCharacter(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

/** The two check digits for a 9-digit CPF base, or null when the base is not 9 digits. */
export function computeCpfCheckDigits(base: string): string | null {
  if (!CPF_BASE.test(base)) return null;
  const first = cpfCheckDigit(base);
  return `${first}${cpfCheckDigit(base + first)}`;
}

/** The two check digits for a 12-character CNPJ base ([0-9A-Z], case-insensitive), or null. */
export function computeCnpjCheckDigits(base: string): string | null {
  const upper = base.toUpperCase();
  if (!CNPJ_BASE.test(upper)) return null;
  const first = cnpjCheckDigit(upper);
  return `${first}${cnpjCheckDigit(upper + first)}`;
}

/** Masked or unmasked; all-same sequences such as 000.000.000-00 are refused although their digits check. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!CPF_FULL.test(cpf) || isRepeatedCharacter(cpf)) return false;
  return computeCpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/** Masked or unmasked, numeric or alphanumeric (letters in any case); all-same sequences are refused. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_FULL.test(cnpj) || isRepeatedCharacter(cnpj)) return false;
  return computeCnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** A CPF when it has 11 characters once unmasked, a CNPJ when 14; anything else is invalid. */
export function isValidCpfOrCnpj(value: string): boolean {
  const length = normalizeCnpj(value).length;
  if (length === CPF_LENGTH) return isValidCpf(value);
  if (length === CNPJ_LENGTH) return isValidCnpj(value);
  return false;
}

/** 'xxx.xxx.xxx-xx' for an 11-digit CPF; any other value is returned unchanged. */
export function formatCpf(value: string): string {
  const cpf = normalizeCpf(value);
  if (!CPF_FULL.test(cpf)) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** 'xx.xxx.xxx/xxxx-xx' for a 14-character CNPJ (alphanumeric too); any other value is returned unchanged. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{14}$/.test(cnpj)) return value;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** Formats by length: 11 characters as a CPF, 14 as a CNPJ, anything else unchanged. */
export function formatCpfOrCnpj(value: string): string {
  const length = normalizeCnpj(value).length;
  if (length === CPF_LENGTH) return formatCpf(value);
  if (length === CNPJ_LENGTH) return formatCnpj(value);
  return value;
}

/**
 * doc 1 §5 Fiscal: a 14-character tax id means a company ('J'), anything else a person ('F'). The spec says
 * "14-digit"; an alphanumeric CNPJ has letters, so the count is of letters and digits.
 */
export function personTypeFromDocument(document: string | null | undefined): PersonType {
  return normalizeDocument(document ?? '').length === CNPJ_LENGTH ? 'J' : 'F';
}

// Generators for tests and the demo seed.

/**
 * A valid unmasked CPF from a seed: its digits, left-padded with zeros or cut to the 9-digit base, plus the
 * check digits. Throws when the result would be an all-same sequence (e.g. seed '111111111').
 */
export function makeValidCpf(seed: string): string {
  const base = onlyDigits(seed).padStart(9, '0').slice(0, 9);
  const cpf = base + computeCpfCheckDigits(base)!;
  if (isRepeatedCharacter(cpf)) throw new RangeError(`Semente gera um CPF inválido: ${seed}`);
  return cpf;
}

/**
 * A valid unmasked CNPJ from a seed: its letters and digits (upper-cased), left-padded with zeros or cut to
 * the 12-character base, plus the check digits. Throws when the result would be an all-same sequence.
 */
export function makeValidCnpj(seed: string): string {
  const base = normalizeDocument(seed).padStart(12, '0').slice(0, 12);
  const cnpj = base + computeCnpjCheckDigits(base)!;
  if (isRepeatedCharacter(cnpj)) throw new RangeError(`Semente gera um CNPJ inválido: ${seed}`);
  return cnpj;
}
