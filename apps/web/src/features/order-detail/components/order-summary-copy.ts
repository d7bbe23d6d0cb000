import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais, formatQuantity } from '@brasa/domain';
import { customerNameOf } from '../../../shared/orders/board-filters';
import { formatDeliveryAddress, orderNumber } from '../../../shared/orders/order-view';

/** The order as plain text for the clipboard (doc 1 §2.1 'copy summary'). */
function orderSummaryText(order: TOrder): string {
  const body = order.iFoodOrder;
  const lines = [`Pedido ${orderNumber(order)}`, `Cliente: ${customerNameOf(order) || '—'}`];
  const address = formatDeliveryAddress(order);
  if (address) lines.push(`Endereço: ${address}`);
  lines.push('', ...body.items.map((item) => `${formatQuantity(item.quantity)} x ${item.name}`));
  lines.push('', `Total: ${formatMoneyReais(order.totalPedido)}`);
  if (body.observations) lines.push(`Obs.: ${body.observations}`);
  return lines.join('\n');
}

export async function copyOrderSummary(
  order: TOrder,
  notify: { success: (text: string) => void; error: (text: string) => void },
) {
  try {
    await navigator.clipboard.writeText(orderSummaryText(order));
    notify.success(MSG.ORDER_SUMMARY_COPIED);
  } catch {
    notify.error(MSG.GENERIC_ERROR);
  }
}
