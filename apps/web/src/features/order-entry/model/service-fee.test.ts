import type { TParametro } from '@brasa/contracts';
import { asCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeProduto } from '../test-utils/menu-factories';
import { buildOrderSaveRequest, draftTotals } from './build-save-request';
import { makeDraftItem } from './draft-item';
import { readEntrySettings, serviceFeePercentFor } from './entry-settings';
import { initialOrderDraft, type OrderDraft } from './order-draft';

/** The demo unit's SISTEMA_BRASA parameters, with overrides. */
function settingsWith(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    PERCENTUAL_TAXA_SERVICO: '10',
    UTILIZA_TAXA_SERVICO: 'S',
    TAXA_SERVICO_PEDIDO_BALCAO: 'N',
    COBRAR_TAXA_VALOR_BRUTO_PEDIDO: 'N',
    TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'COMANDA,MESA',
    ...overrides,
  };
  const parameters: TParametro[] = Object.entries(values).map(([chave, valorString]) => ({
    chave,
    valorString,
    codigo: '',
    tipo: 'SISTEMA_BRASA',
    descricao: null,
  }));
  return readEntrySettings(parameters);
}

const burger = makeDraftItem(makeProduto(), { quantity: 2 }); // 2 × R$ 24,90
const noFee = makeDraftItem(makeProduto({ idProduto: 20, valorUnitarioVenda: 7, cobrarTaxaServico: false }));

function fees(draft: OrderDraft, settings = settingsWith()) {
  const context = { settings, address: null, deliveryFee: null };
  const items = buildOrderSaveRequest(draft, context).iFoodOrder.items;
  return { items: items.map((item) => item.totalServico), totals: draftTotals(draft, context) };
}

const tab = (items = [burger, noFee]): OrderDraft => ({
  ...initialOrderDraft('COMANDA'),
  identificadorPrincipal: '12',
  items,
});

describe('service fee on created orders (doc 2 §9, doc 4 §9)', () => {
  it('charges PERCENTUAL_TAXA_SERVICO on the listed types, only on items whose product charges it', () => {
    const { items, totals } = fees(tab());
    expect(items).toEqual([4.98, 0]);
    expect(totals.serviceFee).toBe(498);
    expect(totals.total).toBe(4980 + 700 + 498);
  });

  it('takes the fee after the item discount, or on the gross with COBRAR_TAXA_VALOR_BRUTO_PEDIDO', () => {
    const discounted = { ...burger, discountCents: asCents(980) };
    expect(fees(tab([discounted])).items).toEqual([4]);
    expect(fees(tab([discounted]), settingsWith({ COBRAR_TAXA_VALOR_BRUTO_PEDIDO: 'S' })).items).toEqual([4.98]);
  });

  it('rounds to cents half away from zero', () => {
    const odd = makeDraftItem(makeProduto({ valorUnitarioVenda: 24.95 }));
    expect(fees(tab([odd])).items).toEqual([2.5]);
  });

  it('charges counter orders only with TAXA_SERVICO_PEDIDO_BALCAO', () => {
    const counter = { ...initialOrderDraft('BALCAO'), items: [burger] };
    expect(fees(counter).items).toEqual([0]);
    expect(fees(counter, settingsWith({ TAXA_SERVICO_PEDIDO_BALCAO: 'S' })).items).toEqual([4.98]);
  });

  it('charges nothing with UTILIZA_TAXA_SERVICO off, or for types not listed', () => {
    expect(fees(tab(), settingsWith({ UTILIZA_TAXA_SERVICO: 'N' })).totals.serviceFee).toBe(0);
    const settings = settingsWith();
    expect(serviceFeePercentFor(settings, 'DELIVERY')).toBeNull();
    expect(serviceFeePercentFor(settings, 'CAIXA_RAPIDO')).toBeNull();
    expect(serviceFeePercentFor(settings, 'MESA')).toBe(10);
    expect(serviceFeePercentFor(settingsWith({ PERCENTUAL_TAXA_SERVICO: '12,5' }), 'MESA')).toBe(12.5);
  });

  it('marks each item with the product flag so the server sums the same fee', () => {
    const context = { settings: settingsWith(), address: null, deliveryFee: null };
    const items = buildOrderSaveRequest(tab(), context).iFoodOrder.items;
    expect(items.map((item) => [item.productChargeServiceFee, item.chargeServiceFee])).toEqual([
      [true, true],
      [false, false],
    ]);
  });
});
