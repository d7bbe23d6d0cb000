import type { TOrderItem } from '@brasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { printServerApi, usePrintServerBase } from '../../../shared/api/print-server';
import { useSession } from '../../../shared/session/use-session';
import { kdsStatusOfItem, printStatusOfItem, type StatusAt } from '../model/item-production-status';

/**
 * The item's print and KDS statuses with their dates (doc 1 §2.13), from the print server's records of the
 * order (GET /api/impressao/identificador/PEDIDO_INTEGRACAO_ID_{id}, GET /api/kds/listByIdPedidoIntegracao).
 * A failure leaves what the item itself carries.
 */
export function useItemProduction(
  item: TOrderItem,
  orderId: number | undefined,
): { print?: StatusAt | null; kds?: StatusAt | null } {
  const unitUuid = useSession()?.profile?.unidade.uuid ?? '';
  const base = usePrintServerBase();
  const enabled = base !== undefined && unitUuid !== '' && orderId !== undefined && !!item.referenceCode;
  const prints = useQuery({
    queryKey: ['printLog', 'prints', base, unitUuid, orderId ?? null],
    queryFn: ({ signal }) => printServerApi.listPrintLogByOrder(base!, unitUuid, orderId!, signal),
    enabled,
    retry: false,
  });
  const kds = useQuery({
    queryKey: ['printLog', 'kds', base, unitUuid, orderId ?? null],
    queryFn: ({ signal }) => printServerApi.listKdsByOrder(base!, unitUuid, orderId, signal),
    enabled,
    retry: false,
  });
  return {
    print: prints.data ? printStatusOfItem(item, prints.data) : null,
    kds: kds.data ? kdsStatusOfItem(item, kds.data) : null,
  };
}
