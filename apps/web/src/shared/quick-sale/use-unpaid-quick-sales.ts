import type { TOrder } from '@brasa/contracts';
import { useCallback } from 'react';
import { createUnitListStore } from '../storage/unit-list-store';
import {
  type UnpaidQuickSale,
  isQuickSale,
  removeUnpaidQuickSale,
  sanitizeUnpaidQuickSales,
  unpaidQuickSaleOf,
  upsertUnpaidQuickSale,
} from './unpaid-quick-sales';

/** Stored as `brasa.unpaidQuickSales.{unit uuid}` (unpaidQuickSalesKey). */
const store = createUnitListStore<UnpaidQuickSale>('unpaidQuickSales', sanitizeUnpaidQuickSales);

/** The unit's unpaid quick sales, shared by the payment dialog and /fastSale and kept in step with other tabs. */
export function useUnpaidQuickSales() {
  const { list: sales, key } = store.useList();
  const drop = useCallback(
    (id: number) => {
      if (key && store.read(key).some((entry) => entry.id === id)) {
        store.write(key, removeUnpaidQuickSale(store.read(key), id));
      }
    },
    [key],
  );
  /** Keeps a quick sale that is not paid yet and forgets a paid one; other orders are not quick sales. */
  const syncQuickSale = useCallback(
    (order: TOrder) => {
      if (!key || !isQuickSale(order)) return;
      if (order.pago) drop(order.id);
      else store.write(key, upsertUnpaidQuickSale(store.read(key), unpaidQuickSaleOf(order, new Date())));
    },
    [key, drop],
  );
  return { sales, drop, syncQuickSale };
}
