import { PRINT_LOCATION_HEADER } from '@brasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { hasPrintLocation } from '../actions/actions-repository';
import type * as repo from '../repository';

/** doc 1 §9 local settings: the print location defaults to CAIXA. */
export const DEFAULT_PRINT_LOCATION = 'CAIXA';

/**
 * The print location of the terminal that sent a request (its local setting, issue 31 §4), sent by the web's api
 * client with every order change when the terminal has one.
 */
const HEADER = PRINT_LOCATION_HEADER.toLowerCase();

/**
 * A print location key as a header may carry it: at most 60 characters (as the print calls' localImpressao), no
 * control characters, and no comma (a header sent twice arrives joined by ', ').
 */
const PRINT_LOCATION_KEY = /^[^,\p{Cc}]{1,60}$/u;

/**
 * The print location the request's terminal asked for, trimmed; undefined without one (a call from no terminal: the
 * marketplace's automatic confirmation, a job) or when the header is not a key (too long, repeated, control
 * characters). Whether the unit has it is `terminalPrintLocation`'s question.
 */
export function printLocationOf(request: FastifyRequest): string | undefined {
  const raw = (request.headers as FastifyRequest['headers'] | undefined)?.[HEADER];
  if (typeof raw !== 'string') return undefined;
  const key = raw.trim();
  return PRINT_LOCATION_KEY.test(key) ? key : undefined;
}

/**
 * Where a print the server starts for this request goes (on confirm, on a payment that releases held items, on
 * close): the terminal's print location when the unit has it; otherwise CAIXA. An unknown or another unit's
 * location (a setting left from a location since removed, another unit's terminal) falls back instead of refusing:
 * the print is a consequence of the change the person asked for (confirm, pay, close), which must not fail for a
 * stale local setting; the print log's 'Local' column shows where it went.
 */
export async function terminalPrintLocation(db: Db | repo.Tx, request: FastifyRequest): Promise<string> {
  const asked = printLocationOf(request);
  if (!asked || asked === DEFAULT_PRINT_LOCATION) return DEFAULT_PRINT_LOCATION;
  if (await hasPrintLocation(db, request.session.unidadeId, asked)) return asked;
  request.log?.info({ localImpressao: asked }, 'impressão: local do terminal não encontrado na unidade; usado CAIXA');
  return DEFAULT_PRINT_LOCATION;
}
