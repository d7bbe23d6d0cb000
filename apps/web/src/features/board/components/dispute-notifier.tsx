import type { TMarketplaceDispute } from '@brasa/contracts';
import { API_PERMISSIONS, MSG, isApiAccessAllowed } from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { preloadablePage, usePageReady } from '../../../app/preloadable-page';
import { useProfile } from '../../../shared/session/use-session';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { playBeep } from '../../../shared/sound/play-beep';
import { useNotify } from '../../../shared/ui/notify';
import { DISPUTES_QUERY_KEY, listOpenDisputes } from '../api/disputes-api';
import { applyDisputeMessage, disputeOrderName, isOpen } from '../model/disputes-model';

// The dialog (its form, masks and the contracts' schemas) is its own chunk, fetched when a dispute is waiting.
const DisputeDialog = preloadablePage(() => import('./dispute-dialog').then((m) => m.DisputeDialog));

const LIST_ACCESS = API_PERMISSIONS['GET /api-v2/pedidoIntegracao/negociacoes'];
const NONE: TMarketplaceDispute[] = [];

function readDispute(value: unknown): TMarketplaceDispute | null {
  const d = value as Partial<TMarketplaceDispute> | null | undefined;
  return d && Number.isInteger(d.id) && typeof d.expiraEm === 'string' && typeof d.status === 'string'
    ? (d as TMarketplaceDispute)
    : null;
}

/**
 * iFood's negotiation platform on the delivery board: the unit's open disputes (listed on opening, kept current by
 * MARKETPLACE_DISPUTE on the unit's room). A new one rings like a new order and opens the dialog with the time left;
 * how each ends is a toast. For the users who answer them (the permission table's list route); nothing for others.
 */
export function DisputeNotifier() {
  const profile = useProfile();
  const allowed = profile !== null && LIST_ACCESS !== undefined && isApiAccessAllowed(profile, LIST_ACCESS);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const query = useQuery({
    queryKey: DISPUTES_QUERY_KEY,
    queryFn: ({ signal }) => listOpenDisputes(signal),
    enabled: allowed,
    staleTime: 60_000,
  });

  useRealtimeEvents((event) => {
    if (!allowed) return;
    if (event.kind === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
      return;
    }
    if (event.kind !== 'other' || event.type !== 'MARKETPLACE_DISPUTE') return;
    const dispute = readDispute(event.message.disputa);
    if (!dispute) return;
    let isNew = false;
    queryClient.setQueryData<TMarketplaceDispute[]>(DISPUTES_QUERY_KEY, (list = []) => {
      const next = applyDisputeMessage(list, dispute, Date.now());
      isNew = next.isNew;
      return next.list;
    });
    if (isNew) {
      setHidden((ids) => ids.filter((id) => id !== dispute.id));
      if (loadTerminalSettings().enableRingSongNewOrder === 'ENABLED') playBeep();
      notify.warning(MSG.negociacaoAberta(dispute.numeroPedido ?? dispute.pedidoId));
    } else if (dispute.status === 'ENCERRADA' && dispute.desfechoDescricao) {
      notify.info(`Negociação do iFood do pedido ${disputeOrderName(dispute)}: ${dispute.desfechoDescricao}.`);
    }
  });

  // The server lists the disputes within their deadline; one that passes it here stays, shown as over, until closed.
  const pending = (query.data ?? NONE).filter(isOpen);
  const isReady = usePageReady(DisputeDialog, pending.length > 0);
  if (!allowed || pending.length === 0 || !isReady) return null;
  const remove = (id: number) =>
    queryClient.setQueryData<TMarketplaceDispute[]>(DISPUTES_QUERY_KEY, (list = []) => list.filter((d) => d.id !== id));
  return (
    <DisputeDialog
      disputes={pending}
      hidden={hidden}
      onHide={(id) => setHidden((ids) => [...ids, id])}
      onShow={() => setHidden([])}
      onDone={remove}
    />
  );
}
