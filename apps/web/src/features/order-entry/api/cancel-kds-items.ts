import type { DeletedItem } from '../model/order-draft';

/** The print server's KDS API (doc 2 §7); the default print server is our own server. */
export const KDS_CANCEL_ITEM_PATH = '/api/kds/cancelarItem';

/**
 * Tells the kitchen display to cancel the removed items of a saved order (doc 2 §5.5, §7:
 * POST {print server}/api/kds/cancelarItem with the unit uuid in a header). Failures are only logged.
 */
export async function cancelKdsItems(unitUuid: string, orderId: number, removed: readonly DeletedItem[]) {
  await Promise.all(
    removed.map(async (item) => {
      try {
        const response = await fetch(KDS_CANCEL_ITEM_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', unidadeuuid: unitUuid },
          body: JSON.stringify({
            pedidoKds: { id: orderId },
            item: { codigoReferencial: item.referenceCode },
            justificativaCancelamento: item.justificativaExclusao,
          }),
        });
        if (!response.ok) console.warn(`KDS: cancelarItem respondeu ${response.status}`);
      } catch (error) {
        console.warn('KDS: cancelarItem falhou', error);
      }
    }),
  );
}
