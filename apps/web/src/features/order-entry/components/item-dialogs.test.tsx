import { ROLES, type Role } from '@brasa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../test/make-profile';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { makeMenuEntry } from '../test-utils/menu-factories';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { OrderEntryDialog } from './order-entry-dialog';

const plate = makeMenuEntry({
  idProduto: 70,
  descricao: 'Prato feito',
  valorUnitarioVenda: 28.9,
  codigoBarras: null,
  observacoesMobile: 'Sem salada; Bife bem passado ;',
});

async function withPlate(roles: Role[] = [ROLES.ROLE_PDV_DELIVERY]) {
  signIn(makeProfile({ roles }));
  stubEntryApi({ menu: [plate] });
  renderWithProviders(<OrderEntryDialog origin="BALCAO" onClose={() => undefined} />);
  await screen.findByTestId('order-entry-step-type');
  fireEvent.keyDown(screen.getByTestId('order-entry-panel-0'), { key: 'F10' });
  await userEvent.click(await screen.findByTestId('product-tile-70'));
  return screen.getByTestId('summary-item-70');
}

async function openAction(line: HTMLElement, action: string) {
  await userEvent.click(within(line).getByTestId('summary-item-menu'));
  await userEvent.click(await screen.findByTestId(`summary-item-${action}`));
}

describe('item dialogs (doc 2 §2.7, §5.3–§5.5)', () => {
  it('writes an observation with the product quick phrases (F10 confirms)', async () => {
    const line = await withPlate();
    await openAction(line, 'observation');
    const dialog = await screen.findByTestId('item-observation-dialog');
    const chips = within(within(dialog).getByTestId('quick-phrases')).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Sem salada', 'Bife bem passado']);
    await userEvent.click(chips[0]!);
    await userEvent.click(chips[1]!);
    fireEvent.keyDown(within(dialog).getByTestId('item-observation-input'), { key: 'F10' });
    await waitFor(() => expect(line).toHaveTextContent('Obs.: Sem salada, Bife bem passado'));
  });

  it('edits quantity and price; the unit-price block locks the price', async () => {
    const line = await withPlate();
    await openAction(line, 'edit');
    let dialog = await screen.findByTestId('item-edit-dialog');
    await userEvent.clear(within(dialog).getByTestId('item-edit-quantity'));
    await userEvent.type(within(dialog).getByTestId('item-edit-quantity'), '3');
    await userEvent.clear(within(dialog).getByTestId('item-edit-price'));
    await userEvent.type(within(dialog).getByTestId('item-edit-price'), '20,00');
    await userEvent.click(within(dialog).getByTestId('item-edit-confirm'));
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 60,00'));

    await openAction(line, 'edit');
    dialog = await screen.findByTestId('item-edit-dialog');
    expect(within(dialog).getByTestId('item-edit-price')).toBeEnabled();
  });

  it('locks the price with ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO', async () => {
    const line = await withPlate([ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO]);
    await openAction(line, 'edit');
    const dialog = await screen.findByTestId('item-edit-dialog');
    expect(within(dialog).getByTestId('item-edit-price')).toBeDisabled();
    expect(within(dialog).getByTestId('item-edit-quantity')).toBeEnabled();
  });

  it('gives an item discount in percent and removes an unsaved item at once', async () => {
    const line = await withPlate();
    await openAction(line, 'discount');
    const dialog = await screen.findByTestId('discount-dialog');
    await userEvent.click(within(dialog).getByTestId('discount-kind-percent'));
    await userEvent.type(within(dialog).getByTestId('discount-input'), '10{Enter}');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 26,01'));
    await openAction(line, 'remove');
    await waitFor(() => expect(screen.getByTestId('order-summary-empty')).toBeInTheDocument());
  });
});
