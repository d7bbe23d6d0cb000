import { MSG, validateOrderForSave } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeCustomer, makeProduto } from '../test-utils/menu-factories';
import { buildOrderSaveRequest, draftTotals, toValidationDraft } from './build-save-request';
import { customerAddressOptions } from './delivery-address';
import { makeDraftItem } from './draft-item';
import { readEntrySettings } from './entry-settings';
import { initialOrderDraft } from './order-draft';

const settings = readEntrySettings([]);
const context = {
  tableExists: () => true,
  secondaryRequired: false,
  allowWithoutCustomer: true,
  isWaiterRole: false,
  now: new Date(),
};
const fee = { id: 90, descricao: 'Taxa de entrega - Centro', valorUnitarioVenda: 5 };

describe('buildOrderSaveRequest', () => {
  it('builds a delivery order with address, fee and change-for, and totals as the server computes them', () => {
    const customer = makeCustomer();
    const [option] = customerAddressOptions(customer);
    const draft = {
      ...initialOrderDraft('DELIVERY'),
      customer,
      addressKey: option!.key,
      changeForCents: 10000 as never,
      items: [makeDraftItem(makeProduto(), { quantity: 2 })],
    };
    const request = buildOrderSaveRequest(draft, { settings, address: option!.address, deliveryFee: fee });
    expect(request).toMatchObject({
      tipo: 'DELIVERY',
      tipoImportacao: 'SO',
      pessoaCliente: { id: 7 },
      iFoodOrder: {
        customer: { id: 7, name: 'MARIA SILVA', phone: '11987654321' },
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: { streetName: 'Avenida Paulista', streetNumber: '1000', city: 'São Paulo', state: 'SP' },
        deliveryFee: 5,
        productDeliveryFee: { id: 90, valorUnitarioVenda: 5 },
        levarTrocoPara: 100,
        items: [{ externalCode: 10, name: 'X-Burger', quantity: 2, price: 24.9, status: 'PENDENTE', notSaved: true }],
      },
    });
    expect(draftTotals(draft, { settings, address: option!.address, deliveryFee: fee }).total).toBe(2 * 2490 + 500);
  });

  it('drops address, fee and change-for on take-out', () => {
    const draft = { ...initialOrderDraft('DELIVERY'), takeout: true, items: [makeDraftItem(makeProduto())] };
    const request = buildOrderSaveRequest(draft, { settings, address: null, deliveryFee: fee });
    expect(request.iFoodOrder).toMatchObject({
      deliveryMethod: { mode: 'TAKEOUT' },
      deliveryFee: null,
      deliveryAddress: null,
    });
  });

  it('charges the service fee on tabs with the parameters on', () => {
    const withFee = readEntrySettings([
      { chave: 'UTILIZA_TAXA_SERVICO', valorString: 'S', codigo: '', tipo: 'SISTEMA_BRASA', descricao: null },
      { chave: 'PERCENTUAL_TAXA_SERVICO', valorString: '10', codigo: '', tipo: 'SISTEMA_BRASA', descricao: null },
      {
        chave: 'TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO',
        valorString: 'COMANDA,MESA',
        codigo: '',
        tipo: 'SISTEMA_BRASA',
        descricao: null,
      },
    ]);
    const draft = {
      ...initialOrderDraft('COMANDA'),
      identificadorPrincipal: '12',
      items: [makeDraftItem(makeProduto())],
    };
    const totals = draftTotals(draft, { settings: withFee, address: null, deliveryFee: null });
    expect(totals.serviceFee).toBe(249);
    expect(totals.total).toBe(2490 + 249);
  });

  it('feeds validateOrderForSave with the spec messages', () => {
    const empty = initialOrderDraft('DELIVERY');
    expect(validateOrderForSave(toValidationDraft(empty, null), context)).toMatchObject({
      message: MSG.ITEM_OR_CUSTOMER_REQUIRED,
    });
    const noCustomer = { ...empty, items: [makeDraftItem(makeProduto())] };
    expect(validateOrderForSave(toValidationDraft(noCustomer, null), context)).toMatchObject({
      message: MSG.CUSTOMER_REQUIRED,
    });
    const noAddress = { ...noCustomer, customer: makeCustomer() };
    expect(validateOrderForSave(toValidationDraft(noAddress, null), context)).toMatchObject({
      message: MSG.DELIVERY_ADDRESS_REQUIRED,
    });
    const tab = { ...initialOrderDraft('COMANDA'), items: noCustomer.items };
    expect(validateOrderForSave(toValidationDraft(tab, null), context)).toMatchObject({ message: MSG.TAB_REQUIRED });
  });
});
