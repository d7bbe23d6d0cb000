import type { TOrder } from '@brasa/contracts';
import type { ServiceFeeSettings } from '../../../shared/settings/service-fee-settings';
import type { useTabsBoard } from '../hooks/use-tabs-board';
import { typeWord, type IdentifierCard, type IdentifierType } from '../model/identifier-cards';
import type { CardRef, TabsDialog } from '../model/tabs-dialog';
import { TABS_TEXTS } from '../model/tabs-texts';
import { AdditionalInfoDialog } from './additional-info-dialog';
import { CloseOrderDialog } from './close-order-dialog';
import { IdentifierOrdersDialog } from './identifier-orders-dialog';
import { JoinTransferDialog } from './join-transfer-dialog';
import { OrderListDialog } from './order-list-dialog';
import { TransferTablesDialog } from './transfer-tables-dialog';

interface Props {
  dialog: TabsDialog | null;
  setDialog: (dialog: TabsDialog | null) => void;
  board: ReturnType<typeof useTabsBoard>;
  model: IdentifierType;
  serviceFee: ServiceFeeSettings;
  cachedOrders: readonly TOrder[];
  onNewOrder: (card: IdentifierCard, byTable: boolean) => void;
  onSaved: (orders: TOrder[]) => void;
}

/** The board's dialogs (doc 3 §2.3); each reads the current cards, so realtime updates show in them. */
export function TabsDialogs({ dialog, setDialog, board, model, serviceFee, cachedOrders, onNewOrder, onSaved }: Props) {
  if (!dialog) return null;
  const close = () => setDialog(null);
  const { cards, orders, isOnline } = board;
  const findCard = (ref: CardRef | null): IdentifierCard | null => {
    if (!ref) return null;
    const list = ref.byTable ? cards.tables : cards.byType[ref.tipo];
    return list.find((card) => card.identifier.identificador === ref.number) ?? null;
  };
  const findOrder = (id: number) => orders.find((order) => order.id === id) ?? null;

  switch (dialog.kind) {
    case 'orders': {
      const card = findCard(dialog.ref);
      if (!card || card.orders.length === 0) return null;
      const word = typeWord(card.identifier.tipo);
      return (
        <IdentifierOrdersDialog
          card={card}
          label={word.charAt(0).toUpperCase() + word.slice(1)}
          isOnline={isOnline}
          onClose={close}
          onGroup={() => setDialog({ kind: 'join', ref: dialog.ref, tab: 'join' })}
          onTransferItems={() => setDialog({ kind: 'join', ref: dialog.ref, tab: 'transfer' })}
          onChangeTables={() =>
            setDialog({ kind: 'tables', orders: card.orders.filter((order) => order.tipo === 'COMANDA') })
          }
          onNewOrder={() => {
            close();
            onNewOrder(card, dialog.ref.byTable === true);
          }}
          onInfo={(order) => setDialog({ kind: 'info', orderId: order.id })}
          onCloseOrder={(order) => setDialog({ kind: 'close', orderId: order.id })}
        />
      );
    }
    case 'join': {
      const origin = dialog.ref && !dialog.ref.byTable ? findCard(dialog.ref) : null;
      return (
        <JoinTransferDialog
          cards={cards.byType}
          tipo={origin?.identifier.tipo ?? model}
          origin={origin}
          initialTab={dialog.tab}
          onClose={close}
          onSaved={onSaved}
        />
      );
    }
    case 'tables':
      return (
        <TransferTablesDialog
          orders={dialog.orders}
          tables={cards.byType.MESA.map((card) => card.identifier.identificador)}
          word="comanda"
          onClose={close}
          onSaved={onSaved}
        />
      );
    case 'info': {
      const order = findOrder(dialog.orderId);
      return order ? <AdditionalInfoDialog order={order} onClose={close} onSaved={onSaved} /> : null;
    }
    case 'close': {
      const order = findOrder(dialog.orderId);
      return order ? (
        <CloseOrderDialog order={order} serviceFee={serviceFee} onClose={close} onSaved={onSaved} />
      ) : null;
    }
    case 'offline':
      return (
        <OrderListDialog
          orders={cachedOrders}
          title={TABS_TEXTS.OFFLINE_ORDERS}
          testId="tabs-offline-dialog"
          readOnly
          onClose={close}
        />
      );
    case 'all':
      return (
        <OrderListDialog
          orders={isOnline ? orders : cachedOrders}
          title={TABS_TEXTS.ALL_ORDERS}
          testId="tabs-all-dialog"
          readOnly={!isOnline}
          onOpen={(order) => {
            const ref = {
              tipo: order.tipo === 'MESA' ? 'MESA' : 'COMANDA',
              number: order.identificadorPrincipal ?? '',
            } as const;
            setDialog({ kind: 'orders', ref });
          }}
          onClose={close}
        />
      );
  }
}
