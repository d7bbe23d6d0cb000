/**
 * Tax documents (doc 1 §5 Fiscal, doc 2 §9; NF-e/NFC-e layout 4.00): the 44-character access key with its
 * mod-11 check digit (alphanumeric CNPJ ready), the XML totals spread over the lines so they match the order
 * to the cent, the payment type (tPag) of each payment method, and the customer rules of the issue call.
 */
import { type Cents, asCents } from './money';
import { normalizeDocument } from './documents';

/** Models (doc 1 §5): 55 NF-e, 65 NFC-e, 2D PAF-ECF (printed by the PAF application, never here). */
export const FISCAL_MODELS = ['55', '65', '2D'] as const;
export type FiscalModel = (typeof FISCAL_MODELS)[number];

export const FISCAL_MODEL_LABELS: Readonly<Record<FiscalModel, string>> = {
  '55': '55 NF-e',
  '65': '65 NFC-e',
  '2D': '2D PAF-ECF',
};

/** The short name used in messages ('Erro ao emitir a NFC-e - Detalhes: ...'). */
export const FISCAL_MODEL_NAMES: Readonly<Record<FiscalModel, string>> = {
  '55': 'NF-e',
  '65': 'NFC-e',
  '2D': 'PAF-ECF',
};

/** Emission types (doc 2 §9): 1 normal, 9 NFC-e offline contingency. */
export const EMISSION_NORMAL = 1;
export const EMISSION_OFFLINE = 9;

/** Authorization answers doc 1 §9 treats as success: 100 authorized, 103 batch received, 105 processing, 0. */
export const FISCAL_SUCCESS_CODES: readonly number[] = [100, 103, 105, 0];

/** The invoice dialog closes with a success look for these answers (doc 1 §4 'Tax document'). */
export const FISCAL_DIALOG_SUCCESS_CODES: readonly number[] = [100, 101, 102, 103, 105, 135, 150, 0];

/** Whether the order's tax document may be viewed and printed (doc 1 §4: status 100, 103, 105 or 0). */
export function isFiscalDocumentViewable(status: number | null | undefined): boolean {
  return status !== null && status !== undefined && FISCAL_SUCCESS_CODES.includes(status);
}

/** The access key as printed on a DANFE: groups of 4 characters. */
export function formatAccessKey(key: string): string {
  return (key.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The payment type names a DANFE prints (tPag, NT 2020.006). */
export const TPAG_LABELS: Readonly<Record<string, string>> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '05': 'Crédito Loja',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '12': 'Vale Presente',
  '13': 'Vale Combustível',
  '15': 'Boleto Bancário',
  '16': 'Depósito Bancário',
  '17': 'Pagamento Instantâneo (PIX)',
  '18': 'Transferência bancária',
  '19': 'Programa de fidelidade',
  '90': 'Sem pagamento',
  '99': 'Outros',
};

/**
 * The models a unit issues, from MODELOS_DE_DOCUMENTOS_EMITIDOS (a comma list such as '65,55'). Unknown entries
 * are dropped; an empty or missing parameter issues nothing ('not configured').
 */
export function issuedModels(parameter: string | null | undefined): FiscalModel[] {
  if (!parameter) return [];
  const wanted = parameter
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter((part): part is FiscalModel => (FISCAL_MODELS as readonly string[]).includes(part));
  return [...new Set(wanted)];
}

/** IBGE state codes (cUF). */
export const UF_CODES: Readonly<Record<string, string>> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

export interface AccessKeyParts {
  /** Two-digit IBGE state code. */
  readonly cUF: string;
  /** Year and month of issue, AAMM. */
  readonly aamm: string;
  /** The issuer's CNPJ: 14 characters, 12 alphanumeric then 2 digits (the 2026 alphanumeric CNPJ). */
  readonly cnpj: string;
  readonly modelo: '55' | '65';
  readonly serie: number;
  readonly numero: number;
  readonly tpEmis: number;
  /** The 8-digit random code. */
  readonly cNF: string;
}

/** A character's value in mod-11 sums: its code minus 48 ('0'..'9' → 0..9, 'A' → 17 ...), as the RFB's rule. */
function charValue(character: string): number {
  return character.charCodeAt(0) - 48;
}

/**
 * The check digit (cDV) of the first 43 characters: weights 2..9 from the right, remainder below 2 → 0,
 * else 11 − remainder. Returns null for anything not 43 upper-case alphanumerics.
 */
export function accessKeyCheckDigit(key43: string): number | null {
  if (!/^[0-9A-Z]{43}$/.test(key43)) return null;
  let sum = 0;
  let weight = 2;
  for (let index = key43.length - 1; index >= 0; index -= 1) {
    sum += charValue(key43[index]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const pad = (value: number | string, length: number) => String(value).padStart(length, '0');

/** Builds the 44-character access key, or throws on a part that does not fit its width. */
export function buildAccessKey(parts: AccessKeyParts): string {
  const cnpj = normalizeDocument(parts.cnpj);
  if (!/^\d{2}$/.test(parts.cUF)) throw new Error('cUF inválido');
  if (!/^\d{4}$/.test(parts.aamm)) throw new Error('AAMM inválido');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) throw new Error('CNPJ inválido');
  if (!Number.isInteger(parts.serie) || parts.serie < 0 || parts.serie > 999) throw new Error('Série inválida');
  if (!Number.isInteger(parts.numero) || parts.numero < 1 || parts.numero > 999_999_999)
    throw new Error('Número inválido');
  if (!Number.isInteger(parts.tpEmis) || parts.tpEmis < 1 || parts.tpEmis > 9) throw new Error('tpEmis inválido');
  if (!/^\d{8}$/.test(parts.cNF)) throw new Error('cNF inválido');
  const key43 =
    parts.cUF +
    parts.aamm +
    cnpj +
    parts.modelo +
    pad(parts.serie, 3) +
    pad(parts.numero, 9) +
    parts.tpEmis +
    parts.cNF;
  return key43 + String(accessKeyCheckDigit(key43));
}

/** Whether a key has 44 characters in the right places and its check digit matches. */
export function isValidAccessKey(key: string): boolean {
  if (!/^\d{6}[0-9A-Z]{12}\d{26}$/.test(key)) return false;
  return accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** The parts of a valid key, or null. */
export function parseAccessKey(key: string): (AccessKeyParts & { cDV: number }) | null {
  if (!isValidAccessKey(key)) return null;
  const modelo = key.slice(20, 22);
  if (modelo !== '55' && modelo !== '65') return null;
  return {
    cUF: key.slice(0, 2),
    aamm: key.slice(2, 6),
    cnpj: key.slice(6, 20),
    modelo,
    serie: Number(key.slice(22, 25)),
    numero: Number(key.slice(25, 34)),
    tpEmis: Number(key[34]),
    cNF: key.slice(35, 43),
    cDV: Number(key[43]),
  };
}

/**
 * The 8-digit cNF from a seed number: never equal to the note number (SEFAZ rejects cNF = nNF) and never one of
 * the trivial sequences the authority refuses (all equal digits, 12345678, 23456789...).
 */
export function randomCodeFrom(seed: number, numero: number): string {
  let value = Math.abs(Math.trunc(seed)) % 100_000_000;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = pad(value, 8);
    const trivial = /^(\d)\1{7}$/.test(code) || '0123456789'.includes(code) || '9876543210'.includes(code);
    if (!trivial && value !== numero) return code;
    value = (value * 7 + 12_345_679) % 100_000_000;
  }
  return '13572468';
}

/**
 * tPag (NF-e 4.00) of a payment method code: 01 cash, 03 credit, 04 debit, 05 store credit (credit account,
 * prepaid balance), 10 meal voucher, 11 food voucher, 17 PIX, 99 others.
 */
export function paymentTypeOf(code: string | null | undefined): string {
  switch ((code ?? '').toUpperCase()) {
    case 'DIN':
    case 'CX':
      return '01';
    case 'CC':
      return '03';
    case 'CD':
      return '04';
    case 'CL':
    case 'PD':
      return '05';
    case 'VA':
      return '10';
    case 'VR':
      return '11';
    case 'PX':
      return '17';
    default:
      return '99';
  }
}

/** Card payments (03, 04) and PIX (17) carry the card group (tpIntegra ...) in NF-e 4.00. */
export const isCardPaymentType = (tPag: string): boolean => tPag === '03' || tPag === '04' || tPag === '17';

/** The recipient from the issue call (doc 1 §5): name upper-cased, tax id to digits (letters kept), 14 chars = J. */
export interface FiscalRecipient {
  readonly nome: string;
  readonly cpfCnpj: string;
  readonly tipo: 'F' | 'J';
}

export function fiscalRecipient(
  nome: string | null | undefined,
  cpfCnpj: string | null | undefined,
): FiscalRecipient | null {
  const document = normalizeDocument(cpfCnpj ?? '');
  const name = (nome ?? '').trim().toUpperCase();
  if (!document && !name) return null;
  return { nome: name, cpfCnpj: document, tipo: document.length === 14 ? 'J' : 'F' };
}

// ---------------------------------------------------------------------------------------------------------------
// Totals
// ---------------------------------------------------------------------------------------------------------------

export interface FiscalLineInput {
  /** The line's gross value: quantity × price plus its sub-items, in cents (before its own discount). */
  readonly grossCents: number;
  /** The line's own discount, in cents. */
  readonly discountCents: number;
}

export interface FiscalTotalsInput {
  readonly lines: readonly FiscalLineInput[];
  /** Order discount plus channel benefits, in cents: spread as vDesc. */
  readonly orderDiscountCents: number;
  /** Service fee, delivery fee and tip, in cents: spread as vOutro. */
  readonly otherChargesCents: number;
}

export interface FiscalLineTotals {
  readonly vProd: Cents;
  readonly vDesc: Cents;
  readonly vOutro: Cents;
}

export interface FiscalTotals {
  readonly lines: FiscalLineTotals[];
  readonly vProd: Cents;
  readonly vDesc: Cents;
  readonly vOutro: Cents;
  /** vProd − vDesc + vOutro: the order total. */
  readonly vNF: Cents;
}

/**
 * Spreads `amount` over lines in proportion to `weights` without any line exceeding its `capacity` (when the
 * amount fits in the sum of the capacities): floors first, then the remaining cents one by one to the lines with
 * the most room, heaviest first. The parts always sum to `amount` exactly.
 */
export function spreadCents(amount: number, weights: readonly number[], capacities?: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (totalWeight <= 0) {
    const parts = weights.map(() => 0);
    parts[parts.length - 1] = amount;
    return parts;
  }
  const parts = weights.map((weight) => Math.floor((amount * weight) / totalWeight));
  let remainder = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = weights.map((_, index) => index).sort((a, b) => weights[b]! - weights[a]! || a - b);
  while (remainder > 0) {
    let given = false;
    for (const index of order) {
      if (remainder === 0) break;
      const room = capacities ? capacities[index]! - parts[index]! : Number.POSITIVE_INFINITY;
      if (room > 0) {
        parts[index]! += 1;
        remainder -= 1;
        given = true;
      }
    }
    if (!given) {
      parts[order[0]!]! += remainder;
      remainder = 0;
    }
  }
  return parts;
}

/**
 * The XML totals of an order: each line's vProd is its gross value, vDesc its own discount plus its share of the
 * order discount, vOutro its share of the fees. The sums give vNF = the order total, to the cent.
 */
export function fiscalTotals(input: FiscalTotalsInput): FiscalTotals {
  const gross = input.lines.map((line) => Math.max(0, Math.round(line.grossCents)));
  const own = input.lines.map((line, index) => Math.min(gross[index]!, Math.max(0, Math.round(line.discountCents))));
  const capacities = gross.map((value, index) => value - own[index]!);
  const orderDiscount = spreadCents(Math.max(0, Math.round(input.orderDiscountCents)), capacities, capacities);
  const other = spreadCents(Math.max(0, Math.round(input.otherChargesCents)), gross);
  const lines = gross.map((vProd, index) => ({
    vProd: asCents(vProd),
    vDesc: asCents(own[index]! + orderDiscount[index]!),
    vOutro: asCents(other[index]!),
  }));
  const vProd = lines.reduce((sum, line) => sum + line.vProd, 0);
  const vDesc = lines.reduce((sum, line) => sum + line.vDesc, 0);
  const vOutro = lines.reduce((sum, line) => sum + line.vOutro, 0);
  return {
    lines,
    vProd: asCents(vProd),
    vDesc: asCents(vDesc),
    vOutro: asCents(vOutro),
    vNF: asCents(vProd - vDesc + vOutro),
  };
}

/** Cents as the XML's decimal with two places ('12.34'). */
export function xmlMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
