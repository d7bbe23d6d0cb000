import { MAX_AMOUNT_CENTS, MSG, MAX_ITEM_QUANTITY } from '@brasa/domain';
import { z } from 'zod';

/**
 * Shared edge primitives: what any client may send, bounded so that nothing it sends can overflow a column
 * or the totals (ids and counters are int4; money is int4 cents).
 */
export const INT4_MAX = 2_147_483_647;

const INVALID_ID = 'Identificador inválido.';

/** A database id in a body: a positive int4. */
export const ZDbId = z.number({ error: INVALID_ID }).int(INVALID_ID).positive(INVALID_ID).max(INT4_MAX, INVALID_ID);

/** A database id in a path or query string ('12'), coerced; anything else (NaN, 2^31, -1, 1.5) is a 400. */
export const ZDbIdParam = z.coerce
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(INT4_MAX, INVALID_ID);

/** Any int4 (both signs): the domain rules then answer for the values they refuse (e.g. negative people). */
export const ZInt4 = z
  .number({ error: 'Informe um número válido.' })
  .int('Informe um número inteiro.')
  .min(-INT4_MAX - 1, 'Informe um número válido.')
  .max(INT4_MAX, 'Informe um número válido.');

/** A non-negative int4 counter (version, number of people). */
export const ZInt4Count = z
  .number({ error: 'Informe um número válido.' })
  .int('Informe um número inteiro.')
  .min(0, 'Informe um número válido.')
  .max(INT4_MAX, 'Informe um número válido.');

/** Largest money amount of one field, in reais: 10 million (1e9 cents fits int4 with room for sums). */
export const MAX_MONEY_REAIS = 10_000_000;

/** A money field of a payload in decimal reais, bounded both ways. */
export const ZMoney = z
  .number({ error: MSG.INVALID_VALUE })
  .finite(MSG.INVALID_VALUE)
  .min(-MAX_MONEY_REAIS, MSG.INVALID_VALUE)
  .max(MAX_MONEY_REAIS, MSG.INVALID_VALUE);

/**
 * A quantity of an item or combo choice, at most 99999 (the stepper's maximum, doc 2 §5.2) in size; the
 * sign and the minimum (1 per unit, positive per weight) are the save's item rules, answered with their messages.
 */
export const ZQuantity = z
  .number({ error: MSG.INVALID_VALUE })
  .finite(MSG.INVALID_VALUE)
  .min(-MAX_ITEM_QUANTITY, MSG.INVALID_VALUE)
  .max(MAX_ITEM_QUANTITY, MSG.quantidadeMaximaItem(MAX_ITEM_QUANTITY));

/** Whether quantity × price (reais) stays within the cents column. */
export const fitsCents = (quantity: number, priceReais: number) =>
  Math.abs(Math.round(priceReais * 100) * quantity) <= MAX_AMOUNT_CENTS;

/** A bounded free text (string limits: the edge also refuses NUL and lone surrogates in every string). */
export const ZText = (max: number) => z.string().max(max, `O texto pode ter no máximo ${max} caracteres.`);

/** Whether a value read from a loose field (a product code, an id) is a usable database id. */
export const isDbId = (value: number): boolean => Number.isInteger(value) && value > 0 && value <= INT4_MAX;
