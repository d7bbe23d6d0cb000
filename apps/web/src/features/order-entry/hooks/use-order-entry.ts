import type { TOrder } from '@brasa/contracts';
import { MSG, canEditItem } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { usePrintServerBase } from '../../../shared/api/print-server';
import { cancelKdsItems } from '../api/cancel-kds-items';
import { menuQueries } from '../api/menu-queries';
import { draftTotals, type BuildContext } from '../model/build-save-request';
import { draftAddressOptions, resolveDeliveryFee } from '../model/delivery-address';
import type { ItemMenuAction, Overlay } from '../model/entry-overlay';
import { availableOrderTypes, initialOrderType, quickSaleOrderTypes } from '../model/entry-settings';
import { groupMenu } from '../model/menu-groups';
import type { MinimizedOrder } from '../model/minimized-orders';
import { asksCustomerBeforeSave, opensCustomerFirst, type QuickSaleOptions } from '../model/quick-sale';
import { mergeOnConflict } from '../model/order-conflict';
import { draftForIdentifier, type DraftItem, type EntryOrigin, type OrderDraft } from '../model/order-draft';
import type { NewOrderPreset } from '../../../shared/order-dialog/new-order-link';
import { draftFromOrder } from '../model/saved-order';
import type { EntryContext } from './use-entry-context';
import { useOrderDraft } from './use-order-draft';
import { useProductAdder } from './use-product-adder';
import { useSaveOrder } from './use-save-order';

const NO_ANSWER = 'sem resposta do servidor';
/** Ours: doc 1 §4 closes the editor on an update from another terminal without giving words. */
const EDITOR_CLOSED_BY_UPDATE = 'O pedido foi alterado em outro terminal; a edição foi fechada.';

/** Everything the order dialog shows and does, composed from the draft, the menu and the save. */
export function useOrderEntry(
  origin: EntryOrigin,
  entry: EntryContext,
  onSaved: (order: TOrder) => void,
  options: {
    quickSale?: QuickSaleOptions | null;
    resume?: MinimizedOrder | null;
    edit?: OrderDraft | null;
    preset?: NewOrderPreset | null;
    /** Closes the dialog when another terminal changed the edited order (doc 1 §4 "Updates received"). */
    onClosedByUpdate?: () => void;
  } = {},
) {
  const notify = useNotify();
  const { quickSale = null, resume = null, edit = null, preset = null, onClosedByUpdate } = options;
  const types = useMemo(() => {
    if (!entry.profile) return [];
    if (quickSale) return quickSaleOrderTypes(entry.profile);
    return availableOrderTypes(entry.profile, origin, entry.settings.identifierModel);
  }, [entry.profile, origin, entry.settings.identifierModel, quickSale]);
  const [initialType] = useState(() => (quickSale ? (types[0] ?? null) : initialOrderType(origin, types)));
  const [presetDraft] = useState(() =>
    preset && types.includes(preset.tipo) ? draftForIdentifier(preset) : undefined,
  );
  const api = useOrderDraft(initialType, entry.cart, resume?.draft ?? edit ?? presetDraft);
  const { draft, dispatch } = api;
  // An edited order, or one the tab board opened on its tab, opens on its items (doc 2 §2.7, doc 3 §2.3).
  const [step, setStep] = useState(resume?.step ?? (edit || (presetDraft && preset?.identificadorPrincipal) ? 1 : 0));
  const [conflict, setConflict] = useState<TOrder | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(() =>
    opensCustomerFirst(quickSale, api.current()) ? { kind: 'customerSearch', mandatory: true } : null,
  );

  const groupsQuery = useQuery(menuQueries.groups(entry.menuFilter));
  const productsQuery = useQuery(menuQueries.products(entry.menuFilter));
  const feesQuery = useQuery(menuQueries.deliveryFees());
  const products = useMemo(() => productsQuery.data ?? [], [productsQuery.data]);
  const groups = useMemo(() => groupMenu(groupsQuery.data ?? [], products), [groupsQuery.data, products]);
  const fees = useMemo(() => feesQuery.data ?? [], [feesQuery.data]);
  const menuError = groupsQuery.isError
    ? MSG.erroBuscarGrupos(readErrorMessage(groupsQuery.error, NO_ANSWER))
    : productsQuery.isError
      ? readErrorMessage(productsQuery.error, MSG.PRODUCTS_FETCH_FAILED)
      : feesQuery.isError
        ? MSG.erroBuscarTaxasEntrega(readErrorMessage(feesQuery.error, NO_ANSWER))
        : null;

  // An edited order offers its own address (and fee) besides the customer's (issue 31 §4).
  const addresses = useMemo(() => draftAddressOptions(draft.customer, draft.editing), [draft.customer, draft.editing]);
  const orderFee = draft.editing?.deliveryFee ?? null;
  const buildContext: BuildContext = useMemo(() => {
    const option = addresses.find((candidate) => candidate.key === draft.addressKey) ?? null;
    return {
      settings: entry.settings,
      address: option?.address ?? null,
      deliveryFee: resolveDeliveryFee(draft.deliveryFee, option, fees, orderFee),
    };
  }, [addresses, draft.addressKey, draft.deliveryFee, entry.settings, fees, orderFee]);
  const totals = useMemo(() => draftTotals(draft, buildContext), [draft, buildContext]);

  const adder = useProductAdder({
    menu: products,
    scaleFormat: entry.settings.scaleFormat,
    seller: entry.seller,
    addItem: useCallback((item: DraftItem) => dispatch({ type: 'add', item }), [dispatch]),
    onSearchText: useCallback((text: string) => setOverlay({ kind: 'productSearch', text }), []),
  });

  const printServer = usePrintServerBase();
  const savedAndTold = useCallback(
    (order: TOrder) => {
      const removed = api.current().editing?.deletedItems ?? [];
      if (entry.settings.notifiesKds && removed.length > 0 && entry.profile) {
        void cancelKdsItems(printServer ?? '', entry.profile.unidade.uuid, order.id, removed);
      }
      onSaved(order);
    },
    [api, entry.profile, entry.settings.notifiesKds, onSaved, printServer],
  );
  const save = useSaveOrder(entry, {
    onSaved: savedAndTold,
    onWaiterRequired: useCallback(() => setOverlay({ kind: 'waiter' }), []),
    onConflict: setConflict,
  });
  const confirm = useCallback(() => {
    if (asksCustomerBeforeSave(quickSale, api.current())) {
      return setOverlay({ kind: 'customerSearch', mandatory: true, thenConfirm: true });
    }
    save.confirm(api.current(), buildContext);
  }, [save, api, buildContext, quickSale]);
  /** The waiter chosen becomes the seller of the items without one, then the order is confirmed again. */
  const assignWaiter = useCallback(
    (seller: { id: number; nome: string }) => {
      setOverlay(null);
      if (dispatch({ type: 'assignSeller', seller })) save.confirm(api.current(), buildContext);
    },
    [api, buildContext, dispatch, save],
  );

  /** At 1 a saved line asks a justification (doc 2 §5.5); an unsaved one goes at once (§4.3). */
  const decrement = useCallback(
    (item: DraftItem) => {
      if (item.quantity <= 1 && !item.notSaved) return setOverlay({ kind: 'remove', key: item.key });
      dispatch({ type: 'decrement', key: item.key });
    },
    [dispatch],
  );

  const itemAction = useCallback(
    (action: ItemMenuAction, item: DraftItem) => {
      if (action === 'edit') {
        const locks = canEditItem(item, { priceLocked: entry.priceLocked });
        if (!locks.ok) return notify.warning(locks.message);
      }
      if (action === 'discount' && !entry.cart.canDiscount) return notify.warning(MSG.ITEM_NO_DISCOUNT_PERMISSION);
      if (action === 'remove' && item.notSaved) return void dispatch({ type: 'remove', key: item.key });
      setOverlay({ kind: action, key: item.key });
    },
    [dispatch, entry.cart.canDiscount, entry.priceLocked, notify],
  );

  // doc 1 §4 "Updates received": another terminal saved the order being edited. With EDICAO_PEDIDO_ATUALIZAR a
  // tab or table order shows what changed (keeping ours re-applies it without saving); otherwise the editor closes.
  const [conflictFromUpdate, setConflictFromUpdate] = useState(false);
  useRealtimeEvents((event) => {
    if (event.kind !== 'orderSaved' && event.kind !== 'orderMoved' && event.kind !== 'orderRemoved') return;
    const editing = api.current().editing;
    if (!editing || event.order.id !== editing.id || save.isSaving || conflict) return;
    if ((event.order.version ?? 0) <= editing.version) return;
    const isTab = event.order.tipo === 'COMANDA' || event.order.tipo === 'MESA';
    if (event.kind !== 'orderRemoved' && isTab && entry.settings.compareOnUpdate && event.order.ativo !== false) {
      setConflictFromUpdate(true);
      return setConflict(event.order);
    }
    notify.info(EDITOR_CLOSED_BY_UPDATE);
    onClosedByUpdate?.();
  });

  /** 'Manter minhas alterações': ours on top of the current version, saved again (order-conflict.ts). */
  const keepMineOnConflict = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    api.update(mergeOnConflict(api.current(), conflict));
    if (conflictFromUpdate) return setConflictFromUpdate(false);
    save.confirm(api.current(), buildContext);
  }, [api, buildContext, conflict, conflictFromUpdate, save]);
  /** 'Usar a versão atual': the draft becomes the current order, our changes dropped. */
  const takeTheirsOnConflict = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    setConflictFromUpdate(false);
    api.update(draftFromOrder(conflict, api.current().customer));
  }, [api, conflict]);

  return {
    api,
    conflict,
    keepMineOnConflict,
    takeTheirsOnConflict,
    types,
    step,
    setStep,
    overlay,
    setOverlay,
    groups,
    products,
    fees,
    isMenuLoading: groupsQuery.isPending || productsQuery.isPending,
    menuError,
    addresses,
    buildContext,
    totals,
    adder,
    confirm,
    assignWaiter,
    isSaving: save.isSaving,
    decrement,
    itemAction,
  };
}
