/** The form changes of the order draft that touch more than one field (doc 2 §4.3). */
import type { TPessoaDetalhe } from '@brasa/contracts';
import type { OrderType } from '@brasa/domain';
import { ORDER_ADDRESS_KEY, defaultAddressKey, draftAddressOptions } from './delivery-address';
import type { OrderDraft } from './order-draft';

/** Leaving delivery drops what only a delivery carries; the take-out switch is kept for the same type. */
export function withOrderType(draft: OrderDraft, tipo: OrderType): OrderDraft {
  const extra =
    tipo === 'DELIVERY' ? {} : { addressKey: null, deliveryFee: 'AUTO' as const, courier: null, changeForCents: null };
  return { ...draft, tipo, takeout: tipo === draft.tipo ? draft.takeout : false, ...extra };
}

/**
 * A new customer brings its default address and its fee; the same one (its record reloaded or edited) keeps the
 * chosen address and fee, so an edited order keeps what it was saved with (issue 31 §4).
 */
export function withCustomer(draft: OrderDraft, person: TPessoaDetalhe | null): OrderDraft {
  const sameCustomer = person !== null && draft.customer?.id === person.id;
  const options = draftAddressOptions(person, draft.editing);
  const addressKey = defaultAddressKey(options, sameCustomer ? draft.addressKey : null);
  const keepsFee = sameCustomer && addressKey === draft.addressKey;
  return { ...draft, customer: person, addressKey, deliveryFee: keepsFee ? draft.deliveryFee : 'AUTO' };
}

/** doc 2 §4.3: take-out clears the address, delivery person, fee and change-for (and the card machine). */
export function withTakeout(draft: OrderDraft, takeout: boolean): OrderDraft {
  if (!takeout) {
    // Back to delivery on an edited order: its own address (and so its own fee) first.
    const options = draftAddressOptions(draft.customer, draft.editing);
    const own = options.some((option) => option.key === ORDER_ADDRESS_KEY) ? ORDER_ADDRESS_KEY : null;
    const addressKey = defaultAddressKey(options, own);
    return { ...draft, takeout, addressKey, deliveryFee: 'AUTO' };
  }
  return {
    ...draft,
    takeout,
    addressKey: null,
    deliveryFee: null,
    courier: null,
    changeForCents: null,
    cardMachine: false,
  };
}
