import { describe, expect, it } from 'vitest';
import { makeCustomer, makeProduto } from '../test-utils/menu-factories';
import { buildOrderSaveRequest } from './build-save-request';
import { customerAddressOptions } from './delivery-address';
import { makeDraftItem } from './draft-item';
import { withCustomer, withOrderType, withTakeout } from './draft-transitions';
import { readEntrySettings } from './entry-settings';
import { initialOrderDraft } from './order-draft';

const courier = { id: 8, nome: 'MOTOBOY CARLOS' };
const settings = readEntrySettings([]);

function deliveryDraft() {
  const customer = makeCustomer();
  return {
    ...withCustomer(initialOrderDraft('DELIVERY'), customer),
    courier,
    changeForCents: 5000 as never,
    cardMachine: true,
    items: [makeDraftItem(makeProduto())],
  };
}

describe('draft transitions', () => {
  it('sends the chosen courier as pessoaEntregador on a delivery', () => {
    const draft = deliveryDraft();
    const [option] = customerAddressOptions(draft.customer);
    const request = buildOrderSaveRequest(draft, { settings, address: option!.address, deliveryFee: null });
    expect(request.pessoaEntregador).toEqual({ id: 8 });
  });

  it('take-out clears the courier, address, fee, change-for and card machine (doc 2 §4.3)', () => {
    const takeout = withTakeout(deliveryDraft(), true);
    expect(takeout).toMatchObject({
      takeout: true,
      courier: null,
      addressKey: null,
      deliveryFee: null,
      changeForCents: null,
      cardMachine: false,
    });
    expect(buildOrderSaveRequest(takeout, { settings, address: null, deliveryFee: null }).pessoaEntregador).toBeNull();
    expect(withTakeout(takeout, false).addressKey).toBe('main');
  });

  it('leaving delivery drops the courier; a counter order never sends one', () => {
    const counter = withOrderType(deliveryDraft(), 'BALCAO');
    expect(counter.courier).toBeNull();
    const forced = { ...counter, courier };
    expect(buildOrderSaveRequest(forced, { settings, address: null, deliveryFee: null }).pessoaEntregador).toBeNull();
  });

  it('a customer brings its single address; no customer, no address', () => {
    const draft = deliveryDraft();
    expect(draft.addressKey).toBe('main');
    expect(withCustomer(draft, null).addressKey).toBeNull();
  });
});
