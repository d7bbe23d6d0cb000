import { MSG } from './messages';
import { type Result, fail, ok } from './result';

/**
 * Self-service weighing kiosk and scale capture (doc 3 §2.6, §3 'Scale product', §4.6, §8, §9; doc 2 §4.7, §8).
 * Pure rules: the scale's read errors, the weight frame of a serial scale, the kiosk's identifier generation and
 * the line a weighed plate becomes.
 */

/** doc 3 §9: the scale is polled every 500 ms. */
export const SCALE_POLL_MS = 500;
/** doc 2 §4.7, §9: order entry tries 5 times, then asks for the weight by hand. */
export const SCALE_CAPTURE_ATTEMPTS = 5;
/** doc 3 §9: the scale order's complement. */
export const SCALE_ORDER_COMPLEMENT = 'BALANÇA';

/** doc 3 §4.6: the kiosk's steps. */
export const SCALE_FLOW_STEPS = ['AGUARDANDO_PESAGEM', 'PESO_CAPTURADO', 'INFORMAR_COMANDA', 'RETIRAR_PRATO'] as const;
export type ScaleFlowStep = (typeof SCALE_FLOW_STEPS)[number];

/** doc 2 §8: 10 reader not open, 20 request file not created, 25 file delete failure. */
export const SCALE_ERROR_CODES = [10, 20, 25] as const;
export type ScaleErrorCode = (typeof SCALE_ERROR_CODES)[number];

export function scaleErrorMessage(code: ScaleErrorCode): string {
  if (code === 10) return MSG.SCALE_READER_NOT_OPEN;
  if (code === 20) return MSG.SCALE_REQUEST_FILE_NOT_CREATED;
  return MSG.SCALE_FILE_DELETE_FAILED;
}

export function isScaleErrorCode(value: unknown): value is ScaleErrorCode {
  return value === 10 || value === 20 || value === 25;
}

/** One reading of the scale. A read error is a reading too: weight 0 with its code and message (doc 3 §8). */
export interface WeightReading {
  /** Kilograms, 3 decimals. */
  peso: number;
  /** True when the scale says the weight stopped moving. */
  estavel: boolean;
  codigo: ScaleErrorCode | null;
  mensagem: string | null;
}

export function scaleErrorReading(code: ScaleErrorCode): WeightReading {
  return { peso: 0, estavel: false, codigo: code, mensagem: scaleErrorMessage(code) };
}

/** A weight worth taking: no error, stable, more than zero. */
export function isCapturableReading(r: WeightReading): boolean {
  return r.codigo === null && r.estavel && r.peso > 0;
}

// — serial weight frame (Toledo Prix / Filizola style) —

const STX = 0x02;
const ETX = 0x03;

export type ScaleFrame =
  { kind: 'peso'; peso: number } | { kind: 'instavel' } | { kind: 'negativo' } | { kind: 'sobrecarga' };

/**
 * The answer of a serial scale to ENQ (0x05): STX, five or six weight characters, ETX. Digits are grams (the kilos
 * with 3 implied decimals: '01250' is 1.250 kg; a decimal point may be sent: '1.250'); 'IIIII' unstable,
 * 'NNNNN' negative, 'SSSSS' overload. Returns the last complete frame in `bytes` (a line may hold several) and
 * what is left after it; null frame when none is complete or the text between STX and ETX is none of those.
 */
export function parseScaleFrame(bytes: Uint8Array): { frame: ScaleFrame | null; rest: Uint8Array } {
  let frame: ScaleFrame | null = null;
  let consumed = 0;
  let i = 0;
  while (i < bytes.length) {
    const start = bytes.indexOf(STX, i);
    if (start < 0) {
      consumed = bytes.length;
      break;
    }
    const end = bytes.indexOf(ETX, start + 1);
    if (end < 0) {
      consumed = start;
      break;
    }
    const text = String.fromCharCode(...bytes.subarray(start + 1, end)).trim();
    const parsed = parseFrameText(text);
    if (parsed) frame = parsed;
    consumed = end + 1;
    i = end + 1;
  }
  return { frame, rest: bytes.slice(consumed) };
}

function parseFrameText(text: string): ScaleFrame | null {
  if (/^I{5,6}$/.test(text)) return { kind: 'instavel' };
  if (/^N{5,6}$/.test(text)) return { kind: 'negativo' };
  if (/^S{5,6}$/.test(text)) return { kind: 'sobrecarga' };
  if (/^\d{5,6}$/.test(text)) return { kind: 'peso', peso: Number(text) / 1000 };
  if (/^\d{1,3}\.\d{3}$/.test(text)) return { kind: 'peso', peso: Math.round(Number(text) * 1000) / 1000 };
  return null;
}

/** A frame as a reading: a weight is stable; unstable, negative and overload read as 0, not stable. */
export function readingOfFrame(frame: ScaleFrame): WeightReading {
  if (frame.kind === 'peso') return { peso: frame.peso, estavel: true, codigo: null, mensagem: null };
  return { peso: 0, estavel: false, codigo: null, mensagem: null };
}

// — identifier generation (doc 3 §9) —

export interface IdentifierGeneration {
  mode: 'S' | 'A';
  min: number;
  max: number;
}

/** 'S|1|500' or 'A|100|199'; empty means the customer types the tab number. */
export function parseIdentifierGeneration(text: string | null | undefined): Result<IdentifierGeneration | null> {
  const value = (text ?? '').trim();
  if (value === '') return ok(null);
  const match = /^([SA])\|(\d{1,9})\|(\d{1,9})$/.exec(value.toUpperCase());
  if (!match) return fail(MSG.SCALE_IDENTIFIER_GENERATION_INVALID);
  const min = Number(match[2]);
  const max = Number(match[3]);
  if (min < 1 || max < min) return fail(MSG.SCALE_IDENTIFIER_GENERATION_INVALID);
  return ok({ mode: match[1] as 'S' | 'A', min, max });
}

/**
 * The next identifier: S is the last stored value plus one, wrapping to the minimum past the maximum (or when the
 * last is missing or below the minimum); A is random between min and max inclusive (`random` in [0, 1)).
 */
export function nextIdentifier(
  generation: IdentifierGeneration,
  last: number | null,
  random: () => number = Math.random,
): number {
  const { min, max } = generation;
  if (generation.mode === 'A') return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
  if (last === null || last < min || last >= max) return min;
  return last + 1;
}

// — the weighed line (doc 3 §3, §9) —

/** doc 3 §9: a scale item's notification place defaults to 'NN', making its status NAO_NOTIFICAR. */
export const SCALE_ITEM_NOTIFICATION = 'NN';

export interface ScaleProduct {
  idProduto: number;
  descricao: string;
  /** Cents per kilo (or per unit for the free associated product). */
  valorUnitarioCents: number;
  tipoNotificacao: string | null;
  cobrarTaxaServico: boolean;
}

export interface ScaleLine {
  idProduto: number;
  descricao: string;
  /** Kilos for the weighed item, 1 for the free associated product. */
  quantidade: number;
  valorUnitarioCents: number;
  totalCents: number;
  /** doc 3 §9: 'NN' (NAO_NOTIFICAR): the plate is served already; nothing goes to the kitchen. */
  tipoNotificacao: string;
  cobrarTaxaServico: boolean;
  livreAssociado: boolean;
}

/** Kilos to 3 decimals. */
export function roundWeight(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

/** Cents of a weight at a price per kilo, rounded half up. */
export function weighedTotalCents(pricePerKgCents: number, kg: number): number {
  return Math.round((pricePerKgCents * Math.round(kg * 1000)) / 1000);
}

/**
 * The line of a weighed plate: the weighed item at its price per kilo, or the free associated product (quantity 1)
 * when its unit price is lower than the weighed total. Either way the item is not notified ('NN'), whatever place
 * the product names for order entry.
 */
export function scaleLine(product: ScaleProduct, kg: number, free: ScaleProduct | null): ScaleLine {
  const weight = roundWeight(kg);
  const total = weighedTotalCents(product.valorUnitarioCents, weight);
  if (free && free.valorUnitarioCents < total) {
    return {
      idProduto: free.idProduto,
      descricao: free.descricao,
      quantidade: 1,
      valorUnitarioCents: free.valorUnitarioCents,
      totalCents: free.valorUnitarioCents,
      tipoNotificacao: SCALE_ITEM_NOTIFICATION,
      cobrarTaxaServico: free.cobrarTaxaServico,
      livreAssociado: true,
    };
  }
  return {
    idProduto: product.idProduto,
    descricao: product.descricao,
    quantidade: weight,
    valorUnitarioCents: product.valorUnitarioCents,
    totalCents: total,
    tipoNotificacao: SCALE_ITEM_NOTIFICATION,
    cobrarTaxaServico: product.cobrarTaxaServico,
    livreAssociado: false,
  };
}

/** Quick-access slots of the kiosk: F1 to F11. */
export const SCALE_QUICK_KEYS = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'F10', 'F11'] as const;
export type ScaleQuickKey = (typeof SCALE_QUICK_KEYS)[number];

/** '1,250 kg' */
export function formatWeightKg(kg: number): string {
  return `${roundWeight(kg).toFixed(3).replace('.', ',')} kg`;
}
