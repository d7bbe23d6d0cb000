import { printServerApi } from '../../../shared/api/print-server';
import type { DeletedItem } from '../model/order-draft';

/**
 * Tells the kitchen display to cancel the removed items of a saved order (doc 2 §5.5, §7:
 * POST {print server}/api/kds/cancelarItem with the unit uuid in a header), through the print-server client
 * (its address from URL_SERVIDOR_IMPRESSAO, the session's token). Failures are only logged.
 */
export async function cancelKdsItems(base: string, unitUuid: string, orderId: number, removed: readonly DeletedItem[]) {
  await Promise.all(
    removed.map(async (item) => {
      try {
        await printServerApi.cancelKdsItem(base, unitUuid, {
          pedidoKds: { id: orderId },
          item: { codigoReferencial: item.referenceCode },
          justificativaCancelamento: item.justificativaExclusao,
        });
      } catch (error) {
        console.warn('KDS: cancelarItem falhou', error);
      }
    }),
  );
}
