import { MSG, isIntegrationChannel } from '@brasa/domain';
import { recordNotice, type Notice } from '../../shared/notices/notice-store';
import { channelLabel } from '../../shared/orders/order-view';
import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import { useRealtimeEvents } from '../../shared/realtime/use-realtime-events';
import { printFailureText, readFailure } from './print-failure-notifier';

/** What a MARKETPLACE_DISPUTE carries that the list names (the board's dialog reads the rest). */
interface DisputeNotice {
  id: number;
  pedidoId: number;
  numeroPedido: number | null;
  titulo: string;
  status: string;
}

function readDispute(value: unknown): DisputeNotice | null {
  const d = value as Partial<DisputeNotice> | null | undefined;
  return d && Number.isInteger(d.id) && Number.isInteger(d.pedidoId) && typeof d.titulo === 'string'
    ? (d as DisputeNotice)
    : null;
}

/**
 * The realtime events the top bar's bell lists (doc 3 §2 "Layout" notifications widget), as they already reach
 * every terminal of the unit: a print that failed, a marketplace order waiting to be accepted (created PENDENTE,
 * 'Existem pedidos pendentes', as the board's browser notification says), an iFood dispute opened. Null for
 * anything else.
 */
export function noticeOf(event: RealtimeEvent, nowMs: number): Notice | null {
  if (event.kind === 'orderSaved') {
    const { order } = event;
    // version 1: the order as created; later saves of the same pending order are not news.
    if (event.scope !== 'board' || order.situacao !== 'PENDENTE' || order.version !== 1) return null;
    if (!isIntegrationChannel(order.tipoImportacao)) return null;
    const marketplaceId = order.identificadorPrincipal ? ` ${order.identificadorPrincipal}` : '';
    return {
      id: `pedido-${order.id}`,
      text: MSG.PENDING_ORDERS_NOTIFICATION,
      detail: `Pedido #${order.sequencial ?? order.id} · ${channelLabel(order.tipoImportacao)}${marketplaceId}`,
      at: nowMs,
    };
  }
  if (event.kind !== 'other') return null;
  if (event.type === 'PRINT_FAILED') {
    const failure = readFailure(event.message.impressao);
    if (!failure) return null;
    return { id: `impressao-${failure.impressaoId}-${failure.status}`, text: printFailureText(failure), at: nowMs };
  }
  if (event.type === 'MARKETPLACE_DISPUTE') {
    const dispute = readDispute(event.message.disputa);
    if (!dispute || dispute.status !== 'ABERTA') return null;
    return {
      id: `disputa-${dispute.id}`,
      text: dispute.titulo,
      detail: `Negociação do iFood: pedido #${dispute.numeroPedido ?? dispute.pedidoId}`,
      at: nowMs,
    };
  }
  return null;
}

/** Keeps the unit's recent notices while the app is open (the bell shows them; hidden or not, it listens). */
export function NoticeFeed({ unitUuid }: { unitUuid: string }) {
  useRealtimeEvents((event) => {
    const notice = noticeOf(event, Date.now());
    if (notice) recordNotice(unitUuid, notice);
  });
  return null;
}
