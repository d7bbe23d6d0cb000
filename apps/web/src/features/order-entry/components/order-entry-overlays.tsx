import {
  type ItemStatus,
  canEditItem,
  defaultSelection,
  formatMoney,
  initialItemStatus,
  priceCombo,
  sumCents,
  toCents,
} from '@brasa/domain';
import type { EntryContext } from '../hooks/use-entry-context';
import type { OrderDraftApi } from '../hooks/use-order-draft';
import type { ProductAdder } from '../hooks/use-product-adder';
import { itemGrossCents } from '../model/cart';
import { toMenuEntry } from '../model/code-entry';
import { toDraftSubItems } from '../model/combo-steps';
import type { Overlay } from '../model/entry-overlay';
import type { DraftItem } from '../model/order-draft';
import { ComboDialog } from './combo-dialog';
import { ComboLoadingDialog } from './combo-loading-dialog';
import { CustomerSearchDialog } from './customer-search-dialog';
import { DiscountDialog } from './discount-dialog';
import { ItemEditDialog } from './item-edit-dialog';
import { ItemObservationDialog } from './item-observation-dialog';
import { ItemRemovalDialog } from './item-removal-dialog';
import { ProductSearchDialog } from './product-search-dialog';
import { WaiterDialog } from './waiter-dialog';
import { WeightDialog } from './weight-dialog';
import type { MenuEntry } from '../model/menu-entry';

interface Props {
  overlay: Overlay | null;
  onClose: () => void;
  api: OrderDraftApi;
  entry: EntryContext;
  adder: ProductAdder;
  menu: readonly MenuEntry[];
  onWaiter: (seller: { id: number; nome: string }) => void;
  /** After a customer chosen to save a quick sale (doc 4 §5). */
  onConfirmOrder: () => void;
}

/** The item status the order would send (the chosen one, else the product's rule). */
function statusOf(item: DraftItem, entry: EntryContext, orderType: string | null): ItemStatus {
  if (item.statusChosen) return item.status;
  return initialItemStatus(item.tipoNotificacao, { notifyOnPayment: entry.settings.notifyOnPayment, orderType });
}

/** Every dialog opened over the order dialog: product search, weight, combo, customer, item actions. */
export function OrderEntryOverlays({ overlay, onClose, api, entry, adder, menu, onWaiter, onConfirmOrder }: Props) {
  const { draft, dispatch } = api;
  const item = overlay && 'key' in overlay ? draft.items.find((candidate) => candidate.key === overlay.key) : undefined;
  const closeIf = (accepted: boolean) => accepted && onClose();
  const combo = adder.combo;
  return (
    <>
      {overlay?.kind === 'productSearch' ? (
        <ProductSearchDialog
          initialText={overlay.text}
          onClose={onClose}
          onPick={(produto) => {
            onClose();
            adder.pick(toMenuEntry(menu, produto));
          }}
        />
      ) : null}
      {overlay?.kind === 'customerSearch' ? (
        <CustomerSearchDialog
          initial={draft.customer}
          mandatory={overlay.mandatory}
          onClose={onClose}
          onConfirm={(person) => {
            api.setCustomer(person);
            onClose();
            if (overlay.thenConfirm) onConfirmOrder();
          }}
        />
      ) : null}
      {overlay?.kind === 'orderDiscount' ? (
        <DiscountDialog
          title="Desconto no pedido"
          subtitle={`Subtotal: ${formatMoney(sumCents(draft.items.map(itemGrossCents)))}`}
          onClose={onClose}
          onConfirm={(input) => closeIf(dispatch({ type: 'orderDiscount', input }))}
        />
      ) : null}
      {overlay?.kind === 'waiter' ? <WaiterDialog onClose={onClose} onConfirm={onWaiter} /> : null}
      {overlay?.kind === 'observation' && item ? (
        <ItemObservationDialog
          item={item}
          onClose={onClose}
          onConfirm={(observations) => closeIf(dispatch({ type: 'observe', key: item.key, observations }))}
        />
      ) : null}
      {overlay?.kind === 'edit' && item ? (
        <ItemEditDialog
          item={item}
          status={statusOf(item, entry, draft.tipo)}
          locks={(() => {
            const locks = canEditItem(item, { priceLocked: entry.priceLocked });
            return locks.ok ? locks.value : { canEditPrice: false, canEditQuantity: false };
          })()}
          showsStatus={entry.showsNotification}
          onClose={onClose}
          onConfirm={(edit) => closeIf(dispatch({ type: 'edit', key: item.key, ...edit }))}
        />
      ) : null}
      {overlay?.kind === 'discount' && item ? (
        <DiscountDialog
          title={`Desconto — ${item.name}`}
          subtitle={`Subtotal do item: ${formatMoney(itemGrossCents(item))}`}
          onClose={onClose}
          onConfirm={(input) => closeIf(dispatch({ type: 'itemDiscount', key: item.key, input }))}
        />
      ) : null}
      {overlay?.kind === 'remove' && item ? (
        <ItemRemovalDialog
          item={item}
          onClose={onClose}
          onConfirm={(justification) => closeIf(dispatch({ type: 'remove', key: item.key, justification }))}
        />
      ) : null}
      {adder.weighing ? (
        <WeightDialog pending={adder.weighing} onClose={adder.closeWeighing} onConfirm={adder.confirmWeight} />
      ) : null}
      {combo && combo.steps === null ? (
        <ComboLoadingDialog title={combo.entry.produto.descricao} onClose={adder.closeCombo} />
      ) : null}
      {combo && combo.steps !== null ? (
        <ComboDialog
          title={combo.entry.produto.descricao}
          level={2}
          steps={combo.steps}
          initial={defaultSelection(combo.steps, entry.settings.comboAutoAdd)}
          basePriceCents={combo.unitPriceCents ?? toCents(combo.entry.produto.valorUnitarioVenda)}
          autoAdd={entry.settings.comboAutoAdd}
          onClose={adder.closeCombo}
          onConfirm={(selection) => {
            const base = combo.unitPriceCents ?? toCents(combo.entry.produto.valorUnitarioVenda);
            const priced = priceCombo(base, combo.steps ?? [], selection);
            if (priced.ok) adder.confirmCombo(toDraftSubItems(priced.value));
          }}
        />
      ) : null}
    </>
  );
}
