import { MSG, ean13CheckDigit } from '@brasa/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftItem } from '../model/order-draft';
import { makeTestMenu, stubEntryApi } from '../test-utils/entry-api-stub';
import { makeProduto } from '../test-utils/menu-factories';
import { renderHookWithProviders } from '../test-utils/render-with-providers';
import { useProductAdder } from './use-product-adder';

function setup(scaleFormat: string | null = 'V') {
  const api = stubEntryApi();
  const added: DraftItem[] = [];
  const onSearchText = vi.fn();
  const addItem = (item: DraftItem) => {
    added.push(item);
    return true;
  };
  const menu = makeTestMenu();
  const view = renderHookWithProviders(() =>
    useProductAdder({ menu, scaleFormat, seller: { id: 5, nome: 'CAMILA' }, addItem, onSearchText }),
  );
  const submit = async (text: string) => {
    let used = false;
    await act(async () => {
      used = await view.result.current.submitCode(text);
    });
    return used;
  };
  return { ...view, added, onSearchText, submit, api };
}

describe('barcode entry (doc 2 §5.6)', () => {
  it('adds a product by barcode with "quantity x code" and confirms', async () => {
    const { submit, added } = setup();
    expect(await submit('3x7894900011517')).toBe(true);
    expect(added.map((item) => [item.name, item.quantity, item.seller?.id])).toEqual([
      ['Refrigerante lata 350ml', 3, 5],
    ]);
    expect(await screen.findByText(MSG.produtoAdicionado('Refrigerante lata 350ml'))).toBeInTheDocument();
  });

  it('says so when nothing was typed or the code is unknown', async () => {
    const { submit, added, api } = setup();
    expect(await submit('   ')).toBe(false);
    expect(await screen.findByText(MSG.BARCODE_EMPTY)).toBeInTheDocument();
    expect(await submit('999999')).toBe(false);
    expect(await screen.findByText(MSG.produtoNaoCadastrado('999999'))).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.startsWith('/api-v2/produto/list?q=999999'))).toBe(true);
    expect(added).toEqual([]);
  });

  it('keeps a "=unit price" for the next product picked', async () => {
    const { submit, added, result } = setup();
    expect(await submit('=5,50')).toBe(true);
    expect(result.current.pendingUnitPrice).toBe(550);
    act(() => result.current.pick(makeTestMenu()[0]!));
    expect(added[0]!.priceCents).toBe(550);
    expect(result.current.pendingUnitPrice).toBeNull();
  });

  it('weighs a scale label and asks the weight of a KG product otherwise', async () => {
    const { submit, added, result } = setup('P');
    const label = `2000100001250`.slice(0, 12);
    expect(await submit(label + ean13CheckDigit(label))).toBe(true);
    expect(added[0]).toMatchObject({ name: 'Comida por quilo', quantity: 0.125 });
    expect(await submit('00010')).toBe(true);
    expect(result.current.weighing?.entry.produto.descricao).toBe('Comida por quilo');
    act(() => result.current.confirmWeight(0.75));
    expect(added[1]).toMatchObject({ name: 'Comida por quilo', quantity: 0.75 });
  });

  it('opens the steps of a combo, fetched when it is picked, and refuses a combo outside the menu', async () => {
    const { result, added, api } = setup();
    const combo = makeTestMenu()[3]!;
    // As the lean menu has it: no steps.
    act(() => result.current.pick({ id: combo.id, produto: combo.produto }));
    expect(result.current.combo?.steps).toBeNull();
    await waitFor(() =>
      expect(result.current.combo?.steps?.map((step) => step.descricao)).toEqual([
        'Escolha o lanche',
        'Escolha a bebida',
        'Acompanhamento',
      ]),
    );
    expect(api.calls.map((call) => call.url)).toContain(`/api-v2/produtoCardapio/${combo.id}/complementos`);
    act(() => result.current.closeCombo());
    const outside = makeProduto({ idProduto: 77, descricao: 'Combo secreto', abrirPassos: true });
    act(() => result.current.pick({ id: 77, produto: outside, complementos: [] }));
    expect(await screen.findByText(MSG.itemNaoEncontradoNaListagem('Combo secreto'))).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('hands a typed name to the product search', async () => {
    const { submit, onSearchText } = setup();
    expect(await submit('refri')).toBe(true);
    expect(onSearchText).toHaveBeenCalledWith('refri');
  });
});
