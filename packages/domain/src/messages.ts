/**
 * The pt-BR message catalogue: every quoted user-facing text of the four spec documents, in one frozen
 * object. Constants are UPPER_SNAKE; texts with a value in them are functions named after their wording
 * (`MSG.mesaNaoEncontrada(12)`). Wording is the spec's, word for word (its unaccented texts included); only
 * the obvious typos 'pesssoa' and 'usário' are fixed. Where the spec elides part of a text with '...' in
 * the middle, the text is completed; a trailing '...' is kept as written.
 *
 * The catalogue is split by document so each file stays small; a test keeps the keys from colliding.
 */
import { BACK_OFFICE_MESSAGES } from './messages-back-office';
import { ORDER_BOARD_MESSAGES } from './messages-order-board';
import { ORDER_DETAIL_MESSAGES } from './messages-order-detail';
import { OUR_MESSAGES } from './messages-ours';
import { STAFF_AREA_MESSAGES } from './messages-staff-area';
import { TABLES_KDS_MESSAGES } from './messages-tables-kds';

/** The parts of `MSG`, by document, for tests and tooling. */
export const MESSAGE_SECTIONS = Object.freeze({
  'doc 1 — order detail': ORDER_DETAIL_MESSAGES,
  'doc 2 — order board and entry': ORDER_BOARD_MESSAGES,
  'doc 3 — tables, KDS, heat map, scale': TABLES_KDS_MESSAGES,
  'doc 4 — access, couriers, dispatch, routes': STAFF_AREA_MESSAGES,
  'doc 4 — menus, DRE, customers, jobs': BACK_OFFICE_MESSAGES,
  'ours — described but not quoted': OUR_MESSAGES,
});

export const MSG = Object.freeze({
  ...ORDER_DETAIL_MESSAGES,
  ...ORDER_BOARD_MESSAGES,
  ...TABLES_KDS_MESSAGES,
  ...STAFF_AREA_MESSAGES,
  ...BACK_OFFICE_MESSAGES,
  ...OUR_MESSAGES,
});

export type MessageKey = keyof typeof MSG;
