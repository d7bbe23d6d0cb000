/** The form changes of the order draft that touch more than one field (doc 2 §4.3). */
import type { TPessoaDetalhe } from '@brasa/contracts';
import type { OrderType } from '@brasa/domain';
import { customerAddressOptions, defaultAddressKey } from './delivery-address';
import type { OrderDraft } from './order-draft';

/** Leaving delivery drops what only a delivery carries; the take-out switch is kept for the same type. */
export function withOrderType(draft: OrderDraft, tipo: OrderType): OrderDraft {
  const extra =
    tipo === 'DELIVERY' ? {} : { addressKey: null, deliveryFee: 'AUTO' as const, courier: null, changeForCents: null };
  return { ...draft, tipo, takeout: tipo === draft.tipo ? draft.takeout : false, ...extra };
}

/** A new customer brings its default address; the same one keeps the chosen address. */
export function withCustomer(draft: OrderDraft, person: TPessoaDetalhe | null): OrderDraft {
  const sameCustomer = person !== null && draft.customer?.id === person.id;
  const addressKey = defaultAddressKey(customerAddressOptions(person), sameCustomer ? draft.addressKey : null);
  return { ...draft, customer: person, addressKey, deliveryFee: 'AUTO' };
}

/** doc 2 §4.3: take-out clears the address, delivery person, fee and change-for (and the card machine). */
export function withTakeout(draft: OrderDraft, takeout: boolean): OrderDraft {
  if (!takeout) {
    const addressKey = defaultAddressKey(customerAddressOptions(draft.customer), null);
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
