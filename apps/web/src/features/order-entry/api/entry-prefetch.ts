import type { QueryClient } from '@tanstack/react-query';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { ENTRY_PARAMETER_TYPES } from '../hooks/use-entry-context';
import { menuQueries, type MenuFilter } from './menu-queries';

/** The menu this terminal's order dialog shows (terminal setting 'PDV mobile', doc 2 §6). */
export function terminalMenuFilter(): MenuFilter {
  return loadTerminalSettings().enableMobilePDV ? 'MOBILE' : 'PDV_ONLINE';
}

/**
 * Starts what a new order's first two steps wait for: the entry parameters, the groups and the lean menu. The
 * layout calls it with the dialog's chunk, both when the page goes idle and when an order is started before
 * that, so the data does not wait for the chunk to load and the dialog to render first (the same query keys as
 * the dialog's, which then finds them in flight or cached; fresh data is not asked for again).
 */
export function prefetchOrderEntry(queryClient: QueryClient): void {
  const filter = terminalMenuFilter();
  void queryClient.prefetchQuery(parameterQueries.byTypes(ENTRY_PARAMETER_TYPES));
  void queryClient.prefetchQuery(menuQueries.groups(filter));
  void queryClient.prefetchQuery(menuQueries.products(filter));
}
