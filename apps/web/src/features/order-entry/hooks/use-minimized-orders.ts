import { useCallback } from 'react';
import { createUnitListStore } from '../../../shared/storage/unit-list-store';
import {
  removeMinimizedOrder,
  sanitizeMinimizedOrders,
  upsertMinimizedOrder,
  type MinimizedOrder,
} from '../model/minimized-orders';

/** Stored as `brasa.minimizedOrders.{unit uuid}` (minimizedOrdersKey). */
const store = createUnitListStore<MinimizedOrder>('minimizedOrders', sanitizeMinimizedOrders);

/** The unit's minimized orders, shared by every component and kept in step with other tabs. */
export function useMinimizedOrders() {
  const { list: orders, key } = store.useList();
  const keep = useCallback(
    (entry: MinimizedOrder) => key && store.write(key, upsertMinimizedOrder(store.read(key), entry)),
    [key],
  );
  const drop = useCallback(
    (id: string) => {
      if (key && store.read(key).some((entry) => entry.id === id)) {
        store.write(key, removeMinimizedOrder(store.read(key), id));
      }
    },
    [key],
  );
  return { orders, keep, drop };
}
