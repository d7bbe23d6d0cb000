import type { TOrderSaveRequest, TTransferItemsRequest } from '@brasa/contracts';

interface StoredLines {
  items?: { referenceCode?: string | null }[] | null;
}

/**
 * doc 3 §4.4, §7: the spec's terminal transfers items through saveAll, sending the origin without the moved lines
 * (or with them marked deletedByTransference) and the destination with them added. A batch of exactly two stored
 * orders where saved lines leave one and arrive in the other is that transfer: it is answered by the transfer
 * service, with the transfer's rules (pure; `stored` gives each order's stored lines by id).
 */
export function detectItemTransfer(
  inputs: readonly TOrderSaveRequest[],
  stored: ReadonlyMap<number, StoredLines>,
): TTransferItemsRequest | null {
  if (inputs.length !== 2) return null;
  const [first, second] = inputs as [TOrderSaveRequest, TOrderSaveRequest];
  const pairs: [TOrderSaveRequest, TOrderSaveRequest][] = [
    [first, second],
    [second, first],
  ];
  for (const [origin, destination] of pairs) {
    if (!origin.id || !destination.id || origin.id === destination.id) continue;
    const kept = new Set(
      origin.iFoodOrder.items.filter((item) => !item.deletedByTransference).map((item) => item.referenceCode),
    );
    const moved = (stored.get(origin.id)?.items ?? [])
      .map((item) => item.referenceCode)
      .filter((code): code is string => typeof code === 'string' && !kept.has(code));
    const arriving = new Set(destination.iFoodOrder.items.map((item) => item.referenceCode));
    if (moved.length > 0 && moved.every((code) => arriving.has(code))) {
      return {
        idPedidoOrigem: origin.id,
        versionOrigem: origin.version ?? 0,
        idPedidoDestino: destination.id,
        versionDestino: destination.version ?? null,
        referenceCodes: moved,
      };
    }
  }
  return null;
}
