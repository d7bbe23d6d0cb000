import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeCustomer, makeProduto } from '../test-utils/menu-factories';
import { makeSavedOrder } from '../test-utils/order-factories';
import { buildOrderSaveRequest, toValidationDraft } from './build-save-request';
import { applyCartAction } from './cart';
import { makeDraftItem } from './draft-item';
import { readEntrySettings } from './entry-settings';
import { ORDER_ADDRESS_KEY, draftAddressOptions, resolveDeliveryFee } from './delivery-address';
import { withCustomer } from './draft-transitions';
import type { OrderDraft } from './order-draft';
import { draftFromOrder, splitSavedItems } from './saved-order';

const settings = readEntrySettings([]);
const cart = { canDiscount: true, canRemove: true };

describe('a saved order as a draft (doc 2 §2.7)', () => {
  it('loads the saved items with their referenceCode and status, and splits them from the new ones', () => {
    const draft = draftFromOrder(makeSavedOrder(), null);
    expect(draft.tipo).toBe('BALCAO');
    expect(draft.editing).toMatchObject({ id: 500, version: 3, deletedItems: [] });
    expect(draft.items.map((item) => [item.key, item.status, item.notSaved])).toEqual([
      ['r-1', 'NOTIFICADO', false],
      ['r-2', 'PENDENTE', false],
    ]);
    const fresh = makeDraftItem(makeProduto({ idProduto: 60, descricao: 'Batata' }));
    const split = splitSavedItems([...draft.items, fresh]);
    expect(split.fresh.map((item) => item.name)).toEqual(['Batata']);
    expect(split.saved.map((item) => item.key)).toEqual(['r-1', 'r-2']);
  });

  it('keeps the service fee on loaded lines unless their product says they do not pay it (doc 1 §9)', () => {
    const order = makeSavedOrder();
    const [first, second] = order.iFoodOrder.items;
    order.iFoodOrder.items = [
      { ...first!, productChargeServiceFee: undefined, chargeServiceFee: undefined },
      { ...second!, productChargeServiceFee: false },
    ];
    const draft = draftFromOrder(order, null);
    expect(draft.items.map((item) => item.chargeServiceFee)).toEqual([true, false]);
  });

  it('sends id, version and the removed saved items with their justification', () => {
    const draft = draftFromOrder(makeSavedOrder(), null);
    const refused = applyCartAction(draft, { type: 'remove', key: 'r-2' }, cart);
    expect(refused).toEqual({ ok: false, message: MSG.ITEM_REMOVAL_JUSTIFICATION_REQUIRED });
    const removed = applyCartAction(draft, { type: 'remove', key: 'r-2', justification: ' Cliente desistiu ' }, cart);
    if (!removed.ok) throw new Error(removed.message);
    const request = buildOrderSaveRequest(removed.draft, { settings, address: null, deliveryFee: null });
    expect(request).toMatchObject({
      id: 500,
      version: 3,
      deletedItems: [{ referenceCode: 'r-2', justificativaExclusao: 'Cliente desistiu' }],
      iFoodOrder: { items: [{ referenceCode: 'r-1', status: 'NOTIFICADO', notSaved: false }] },
    });
    expect(toValidationDraft(removed.draft, null).isNew).toBe(false);
  });

  it('a new order carries no id, version nor deletedItems', () => {
    const draft = { ...draftFromOrder(makeSavedOrder(), null), editing: null };
    const request = buildOrderSaveRequest(draft, { settings, address: null, deliveryFee: null });
    expect(request).not.toHaveProperty('id');
    expect(request).not.toHaveProperty('deletedItems');
  });

  it('a quantity change of a saved item resets the order discount with the warning', () => {
    const draft = { ...draftFromOrder(makeSavedOrder(), null), orderDiscountCents: 200 as never };
    const outcome = applyCartAction(draft, { type: 'increment', key: 'r-2' }, cart);
    expect(outcome).toMatchObject({ ok: true, warning: MSG.ORDER_DISCOUNT_RESET, draft: { orderDiscountCents: 0 } });
  });
});

describe('an edited delivery order keeps its address and fee (issue 31 §4)', () => {
  const maria = makeCustomer({ numero: '1000' });
  const delivery = (address: Record<string, unknown>, fee: Record<string, unknown>) =>
    makeOrder({
      ...makeSavedOrder(),
      tipo: 'DELIVERY',
      pessoaCliente: { id: maria.id, nome: maria.nome },
      iFoodOrder: {
        ...makeSavedOrder().iFoodOrder,
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: address,
        ...fee,
      } as ReturnType<typeof makeSavedOrder>['iFoodOrder'],
    });
  const context = (draft: OrderDraft) => {
    const option = draftAddressOptions(draft.customer, draft.editing).find((o) => o.key === draft.addressKey) ?? null;
    return {
      settings,
      address: option?.address ?? null,
      deliveryFee: resolveDeliveryFee(draft.deliveryFee, option, [], draft.editing?.deliveryFee ?? null),
    };
  };

  it('picks the customer address only when it is the same one, never one on the same street', () => {
    const sameStreet = draftFromOrder(
      delivery({ streetName: 'Avenida Paulista', streetNumber: '2000', city: 'São Paulo' }, { deliveryFee: 5 }),
      maria,
    );
    expect(sameStreet.addressKey).toBe(ORDER_ADDRESS_KEY);
    expect(buildOrderSaveRequest(sameStreet, context(sameStreet)).iFoodOrder.deliveryAddress).toMatchObject({
      streetName: 'Avenida Paulista',
      streetNumber: '2000',
    });
    const same = draftFromOrder(
      delivery(
        {
          streetName: 'Avenida Paulista',
          streetNumber: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          postalCode: '01310100',
        },
        { deliveryFee: 5 },
      ),
      maria,
    );
    expect(same.addressKey).toBe('main');
    expect(draftAddressOptions(maria, same.editing).map((o) => o.key)).toEqual(['main']);
  });

  it('keeps both when the same customer is reloaded (its record edited) and drops the own address for another', () => {
    const draft = draftFromOrder(
      delivery({ streetName: 'Rua Frei Caneca', streetNumber: '569' }, { deliveryFee: 5 }),
      maria,
    );
    const reloaded = withCustomer(draft, { ...maria, fone: '11900000000' });
    expect(reloaded.addressKey).toBe(ORDER_ADDRESS_KEY);
    expect(reloaded.deliveryFee).toEqual(draft.deliveryFee);
    expect(buildOrderSaveRequest(reloaded, context(reloaded)).iFoodOrder).toMatchObject({
      deliveryFee: 5,
      productDeliveryFee: null,
      deliveryAddress: { streetName: 'Rua Frei Caneca', streetNumber: '569' },
    });
    const other = withCustomer(draft, makeCustomer({ id: 8, endereco: '', enderecos: [] }));
    expect(draftAddressOptions(other.customer, other.editing)).toEqual([]);
    expect(other.addressKey).toBeNull();
  });

  it('a delivery saved without a fee stays without one', () => {
    const draft = draftFromOrder(delivery({ streetName: 'Rua Frei Caneca' }, { deliveryFee: null }), maria);
    expect(draft.deliveryFee).toBeNull();
    expect(buildOrderSaveRequest(draft, context(draft)).iFoodOrder.deliveryFee).toBeNull();
  });
});
