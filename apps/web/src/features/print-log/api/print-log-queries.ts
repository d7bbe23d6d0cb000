import { MSG } from '@brasa/domain';
import { queryOptions } from '@tanstack/react-query';
import { printServerApi } from '../../../shared/api/print-server';

export const printLogQueries = {
  all: () => ['printLog'] as const,
  /** The unit's last 100 prints, or one order's (search by order ID). */
  prints: (base: string, unitUuid: string, orderId: number | null) =>
    queryOptions({
      queryKey: [...printLogQueries.all(), 'prints', base, unitUuid, orderId] as const,
      queryFn: ({ signal }) =>
        orderId === null
          ? printServerApi.listPrintLog(base, unitUuid, signal)
          : printServerApi.listPrintLogByOrder(base, unitUuid, orderId, signal),
      staleTime: 0,
    }),
  /** The unit's KDS items, or one order's. */
  kds: (base: string, unitUuid: string, orderId: number | null) =>
    queryOptions({
      queryKey: [...printLogQueries.all(), 'kds', base, unitUuid, orderId] as const,
      queryFn: ({ signal }) => printServerApi.listKdsByOrder(base, unitUuid, orderId ?? undefined, signal),
      staleTime: 0,
      meta: { errorMessage: MSG.KDS_ITEMS_LOG_FETCH_FAILED },
    }),
};
