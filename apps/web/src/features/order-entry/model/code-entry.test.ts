import { MSG, ean13CheckDigit } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeComboEntry, makeMenuEntry, makeProduto } from '../test-utils/menu-factories';
import { matchLookup, productActionFor, readCodeEntry } from './code-entry';

const burger = makeMenuEntry();
const kilo = makeMenuEntry({
  idProduto: 60,
  descricao: 'Comida por quilo',
  valorUnitarioVenda: 69.9,
  codigoBarras: '00010',
  unidadeMedida: { sigla: 'KG' },
});
const menu = [burger, kilo, makeComboEntry()];

function scaleLabel(productCode: string, amount: string): string {
  const first12 = `2${productCode}${amount}`;
  return first12 + ean13CheckDigit(first12);
}

describe('readCodeEntry (doc 2 §5.6)', () => {
  it('refuses an empty code', () => {
    expect(readCodeEntry('  ', menu, 'V')).toEqual({ kind: 'error', message: MSG.BARCODE_EMPTY });
  });

  it('finds a product by barcode or id, with "quantity x code" and "=unit price"', () => {
    expect(readCodeEntry('7890000000017', menu, 'V')).toMatchObject({ kind: 'product', entry: burger, quantity: null });
    expect(readCodeEntry('3x7890000000017', menu, 'V')).toMatchObject({ kind: 'product', quantity: 3 });
    expect(readCodeEntry('10=20,00', menu, 'V')).toMatchObject({
      kind: 'product',
      entry: burger,
      unitPriceCents: 2000,
    });
    expect(readCodeEntry('=12,50', menu, 'V')).toEqual({ kind: 'unitPrice', unitPriceCents: 1250 });
  });

  it('reads a scale label by value (V) or weight (P)', () => {
    expect(readCodeEntry(scaleLabel('00010', '003495'), menu, 'V')).toMatchObject({
      kind: 'product',
      entry: kilo,
      quantity: 0.5,
    });
    expect(readCodeEntry(scaleLabel('00010', '000750'), menu, 'P')).toMatchObject({ kind: 'product', quantity: 0.75 });
    expect(readCodeEntry(scaleLabel('00010', '000750'), menu, 'X')).toEqual({
      kind: 'error',
      message: MSG.SCALE_BARCODE_INVALID_FORMAT,
    });
    const unknown = scaleLabel('00099', '000750');
    expect(readCodeEntry(unknown, menu, 'V')).toEqual({ kind: 'error', message: MSG.produtoNaoCadastrado(unknown) });
  });

  it('asks the server for codes the menu does not know', () => {
    expect(readCodeEntry('2 x 999', menu, 'V')).toEqual({ kind: 'lookup', code: '999', quantity: 2 });
    const outside = makeProduto({ idProduto: 999, descricao: 'Adicional de bacon', codigoBarras: null });
    expect(matchLookup(menu, '999', [outside])).toEqual({ id: 999, produto: outside, complementos: [] });
    expect(matchLookup(menu, '998', [outside])).toBeNull();
  });
});

describe('productActionFor', () => {
  it('opens the steps of a combo and the weight of a KG product without a typed quantity', () => {
    expect(productActionFor(makeComboEntry().produto, null)).toEqual({ kind: 'combo' });
    expect(productActionFor(kilo.produto, null)).toEqual({ kind: 'weigh' });
    expect(productActionFor(kilo.produto, 1.25)).toEqual({ kind: 'add', quantity: 1.25 });
    expect(productActionFor(burger.produto, null)).toEqual({ kind: 'add', quantity: 1 });
  });
});
