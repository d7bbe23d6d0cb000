import { MSG } from '@brasa/domain';
import { queryOptions } from '@tanstack/react-query';
import { printServerApi } from '../../../shared/api/print-server';
import type { KdsEntry } from '../model/kds-entry';
import { kdsWindow, type KdsSettings } from '../model/kds-settings';

export const kdsQueries = {
  all: () => ['kds'] as const,
  /**
   * The entries of the window horasAnterior/horasPosterior around the moment of the fetch (doc 3 §7, §9).
   * The key holds the window's sizes, not the clock: realtime keeps the list current in place.
   */
  list: (base: string, unitUuid: string, hours: Pick<KdsSettings, 'horasAnterior' | 'horasPosterior'>) =>
    queryOptions({
      queryKey: [...kdsQueries.all(), 'list', base, unitUuid, hours.horasAnterior, hours.horasPosterior] as const,
      queryFn: ({ signal }) =>
        printServerApi.listKdsByDate<KdsEntry>(base, unitUuid, kdsWindow(hours, new Date()), signal),
      staleTime: Infinity,
      meta: { errorMessage: MSG.KDS_ITEMS_FETCH_FAILED },
    }),
  /** GET /api/localImpressao/list/{unitUuid} for the settings' print location. */
  printLocations: (base: string, unitUuid: string) =>
    queryOptions({
      queryKey: [...kdsQueries.all(), 'printLocations', base, unitUuid] as const,
      queryFn: ({ signal }) => printServerApi.listPrintLocations(base, unitUuid, signal),
      staleTime: 5 * 60_000,
    }),
};
