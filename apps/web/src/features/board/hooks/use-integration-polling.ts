import { MSG } from '@brasa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { connectivityStore } from '../../../shared/connectivity/connectivity-store';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { playBeep } from '../../../shared/sound/play-beep';
import { useNotify } from '../../../shared/ui/notify';
import { updateBoardLists } from '../../../shared/orders/board-cache-updates';
import { pollIntegrations } from '../api/poll-integrations';
import { placeOrder } from '../../../shared/orders/board-cache';
import { readPollEvents } from '../model/poll-events';

/** doc 4 §9: polling interval 30000 ms. */
const POLLING_INTERVAL_MS = 30_000;

/** The alert of a new pending order: the sound when the terminal wants it, a browser notification if allowed. */
function announcePendingOrders(): void {
  if (loadTerminalSettings().enableRingSongNewOrder === 'ENABLED') playBeep();
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification(MSG.PENDING_ORDERS_NOTIFICATION);
    } catch {
      // Some browsers only allow notifications from a service worker; the sound and the card remain.
    }
  }
}

/**
 * doc 4 §4 "Polling": every 30 s (and once on opening) asks for integration events, never two at once.
 * New PENDENTE orders ring; mensagemErro events are error toasts and stay off the board.
 */
export function useIntegrationPolling(intervalMs = POLLING_INTERVAL_MS): void {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const seen = useRef(new Set<number>());

  useEffect(() => {
    let isActive = true;
    let isRunning = false;
    const controller = new AbortController();
    const poll = async () => {
      if (isRunning || !connectivityStore.isOnline()) return;
      isRunning = true;
      try {
        const outcome = readPollEvents(await pollIntegrations(controller.signal), seen.current);
        if (!isActive) return;
        updateBoardLists(queryClient, (orders, params) =>
          outcome.orders.reduce((list, order) => placeOrder(list, order, params), orders),
        );
        for (const message of outcome.errors) notify.error(message);
        if (outcome.newPendingIds.length > 0) announcePendingOrders();
      } catch (error) {
        if (isActive) notify.error(readErrorMessage(error, MSG.INTEGRATION_ORDERS_FETCH_FAILED));
      } finally {
        isRunning = false;
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), intervalMs);
    return () => {
      isActive = false;
      controller.abort();
      window.clearInterval(timer);
    };
  }, [intervalMs, queryClient, notify]);
}
