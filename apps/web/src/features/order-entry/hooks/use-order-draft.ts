import type { TPessoaDetalhe } from '@brasa/contracts';
import type { OrderType } from '@brasa/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { applyCartAction, type CartAction, type CartContext } from '../model/cart';
import { withCustomer, withOrderType, withTakeout } from '../model/draft-transitions';
import { initialOrderDraft, type OrderDraft } from '../model/order-draft';

export interface OrderDraftApi {
  readonly draft: OrderDraft;
  /** The draft after the last change, even before React renders it (confirm right after a dispatch). */
  readonly current: () => OrderDraft;
  /** Applies a cart action; a refusal is shown as a warning and returns false. */
  readonly dispatch: (action: CartAction) => boolean;
  readonly update: (patch: Partial<OrderDraft>) => void;
  readonly setType: (tipo: OrderType) => void;
  readonly setCustomer: (person: TPessoaDetalhe | null) => void;
  /** doc 2 §4.3: take-out clears the address, delivery person, fee and change-for. */
  readonly setTakeout: (takeout: boolean) => void;
  readonly chooseAddress: (key: string | null) => void;
}

/** The order being built: form fields plus the cart (model/cart.ts), with refusals as snackbars. */
export function useOrderDraft(
  initialType: OrderType | null,
  cart: CartContext,
  /** A minimized order being continued. */
  resumed?: OrderDraft,
): OrderDraftApi {
  const [draft, setDraft] = useState(() => resumed ?? initialOrderDraft(initialType));
  const latest = useRef(draft);
  const notify = useNotify();

  const commit = useCallback((next: OrderDraft) => {
    latest.current = next;
    setDraft(next);
  }, []);

  const dispatch = useCallback(
    (action: CartAction) => {
      const outcome = applyCartAction(latest.current, action, cart);
      if (!outcome.ok) {
        notify.warning(outcome.message);
        return false;
      }
      if (outcome.warning) notify.warning(outcome.warning);
      commit(outcome.draft);
      return true;
    },
    [cart, notify, commit],
  );

  const update = useCallback((patch: Partial<OrderDraft>) => commit({ ...latest.current, ...patch }), [commit]);

  const setType = useCallback((tipo: OrderType) => commit(withOrderType(latest.current, tipo)), [commit]);
  const setCustomer = useCallback(
    (person: TPessoaDetalhe | null) => commit(withCustomer(latest.current, person)),
    [commit],
  );
  const setTakeout = useCallback((takeout: boolean) => commit(withTakeout(latest.current, takeout)), [commit]);

  const chooseAddress = useCallback(
    (key: string | null) => commit({ ...latest.current, addressKey: key, deliveryFee: 'AUTO' }),
    [commit],
  );

  const current = useCallback(() => latest.current, []);
  return { draft, current, dispatch, update, setType, setCustomer, setTakeout, chooseAddress };
}
