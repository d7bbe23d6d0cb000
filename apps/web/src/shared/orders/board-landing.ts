import { readStored } from '../storage/local-storage';
import { loadTerminalSettings } from '../settings/terminal-settings';
import { sanitizeBoardFilters } from './board-filters';
import { DEFAULT_PERIOD, buildBoardQuery, type BoardQueryParams } from './board-query';

/** localStorage key of the board's 'Filtros' (doc 4 §9 "Local storage keys"). */
export const BOARD_FILTERS_KEY = 'boardFilters';

/**
 * The list the board asks for when it opens: the default period with the stored filters and sort order. The
 * boot prefetches it before React renders, the page's first query has the same key, so it finds the request
 * already under way.
 */
export function openingBoardQuery(now: Date): BoardQueryParams {
  const filters = sanitizeBoardFilters(readStored<unknown>(BOARD_FILTERS_KEY, null));
  return buildBoardQuery(DEFAULT_PERIOD, filters.imported, loadTerminalSettings().orderBy, now);
}
