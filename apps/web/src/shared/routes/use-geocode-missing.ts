import type { TOrder } from '@brasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dayRoutesQueries } from './day-orders-query';
import { geocodeBatches, geocodeKey, geocodeOrders, needsPoint, ordersToGeocode } from './geocode-missing';

/**
 * Fills the missing points of the day's deliveries through the server, in batches, once per address while the
 * screen is open; the list refetches when some were found. Answers the orders the geocoder could not place
 * (id → the server's reason) that still have no point: routes holding them are refused ('Há n endereço(s)
 * incorreto(s)…', doc 4 §5) until the address is corrected in the orders listing.
 */
export function useGeocodeMissing(orders: readonly TOrder[] | undefined): ReadonlyMap<number, string> {
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(() => new Map());

  useEffect(() => {
    if (!orders) return;
    const pending = ordersToGeocode(orders, attempted.current);
    if (pending.length === 0) return;
    const keys = new Map(pending.map((order) => [order.id, geocodeKey(order)]));
    keys.forEach((key) => attempted.current.add(key));
    void (async () => {
      let found = 0;
      const failures = new Map<string, string>();
      for (const batch of geocodeBatches([...keys.keys()])) {
        try {
          for (const result of await geocodeOrders(batch)) {
            const key = keys.get(result.id);
            if (result.erro === null && result.lat !== null) found += 1;
            else if (key) failures.set(key, result.erro ?? '');
          }
        } catch {
          // The geocoder is down: these orders stay without a marker; the next refetch asks again.
          batch.forEach((id) => attempted.current.delete(keys.get(id)!));
        }
      }
      if (failures.size > 0) setFailed((previous) => new Map([...previous, ...failures]));
      if (found > 0) void queryClient.invalidateQueries({ queryKey: dayRoutesQueries.dayOrders().queryKey });
    })();
  }, [orders, queryClient]);

  return useMemo(() => {
    const unplaced = new Map<number, string>();
    for (const order of orders ?? []) {
      const reason = failed.get(geocodeKey(order));
      if (reason !== undefined && needsPoint(order)) unplaced.set(order.id, reason);
    }
    return unplaced;
  }, [orders, failed]);
}
