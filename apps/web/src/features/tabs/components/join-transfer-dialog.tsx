import type { TOrder } from '@brasa/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import type { IdentifierCard, IdentifierType } from '../model/identifier-cards';
import { TABS_TEXTS } from '../model/tabs-texts';
import { JoinPanel } from './join-panel';
import { TransferPanel } from './transfer-panel';

interface Props {
  cards: Readonly<Record<IdentifierType, readonly IdentifierCard[]>>;
  tipo: IdentifierType;
  origin: IdentifierCard | null;
  initialTab: 'join' | 'transfer';
  onClose: () => void;
  onSaved: (orders: TOrder[]) => void;
}

/**
 * Join and transfer items (doc 3 §2.3, §4.3, §4.4). It closes when another terminal changes an order of a
 * number it shows (doc 1 §4 "Updates received"), so nobody joins or moves what they no longer see.
 */
export function JoinTransferDialog({ cards, tipo, origin, initialTab, onClose, onSaved }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState(initialTab);
  const [busy, setBusy] = useState(false);
  const numbers = useRef<string[]>(origin ? [origin.identifier.identificador] : []);

  useRealtimeEvents((event) => {
    if (event.kind !== 'orderSaved' && event.kind !== 'orderMoved' && event.kind !== 'orderRemoved') return;
    // Our own join or transfer answers before its messages arrive; while it runs, messages are ours.
    if (busy) return;
    const number = (event.order.identificadorPrincipal ?? '').trim();
    if (tab === 'join' && number && numbers.current.includes(number)) onClose();
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="join-transfer-dialog">
      <DialogTitle sx={{ pb: 0 }}>{TABS_TEXTS.JOIN_TRANSFER}</DialogTitle>
      <Tabs value={tab} onChange={(_, value: 'join' | 'transfer') => setTab(value)} sx={{ px: 2 }}>
        <Tab value="join" label={TABS_TEXTS.JOIN} data-testid="join-tab" />
        <Tab value="transfer" label={TABS_TEXTS.TRANSFER_ITEMS} data-testid="transfer-tab" />
      </Tabs>
      <DialogContent dividers>
        {tab === 'join' ? (
          <JoinPanel
            tipo={tipo}
            initial={origin?.orders ?? []}
            busy={busy}
            setBusy={setBusy}
            onNumbersChange={(next) => (numbers.current = next)}
            onJoined={(order) => {
              onSaved([order]);
              onClose();
            }}
          />
        ) : (
          <TransferPanel
            cards={cards}
            originType={origin?.identifier.tipo ?? tipo}
            originNumber={origin?.identifier.identificador ?? ''}
            busy={busy}
            setBusy={setBusy}
            onTransferred={onSaved}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TABS_TEXTS.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
