import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { MinimizedOrdersButton } from './minimized-orders-button';
import { OrderEntryDialog } from './order-entry-dialog';

const storedKey = (uuid: string) => `brasa.minimizedOrders.${uuid}`;
const stored = (uuid: string) => JSON.parse(localStorage.getItem(storedKey(uuid)) ?? '[]') as { id: string }[];

/** The page around the dialog: it opens once; the floating button stays. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <OrderEntryDialog origin="BALCAO" onClose={() => setOpen(false)} /> : null}
      <MinimizedOrdersButton />
    </>
  );
}

async function startCounterOrderWithItem() {
  await screen.findByTestId('order-entry-step-type');
  await userEvent.click(screen.getByTestId('order-entry-next'));
  await userEvent.click(await screen.findByTestId('product-tile-10'));
}

describe('minimized orders (doc 2 §2.7)', () => {
  it('continue later keeps the draft per unit; the floating button reopens it; confirming removes it', async () => {
    const profile = signIn();
    const api = stubEntryApi();
    renderWithProviders(<Harness />);
    await startCounterOrderWithItem();
    await userEvent.click(screen.getByTestId('order-entry-cancel'));
    const ask = await screen.findByTestId('order-entry-discard');
    await userEvent.click(within(ask).getByTestId('order-entry-discard-later'));
    await waitFor(() => expect(screen.queryByTestId('order-entry-dialog')).toBeNull());
    expect(stored(profile.unidade.uuid)).toHaveLength(1);

    expect(await screen.findByTestId('minimized-orders-count')).toHaveTextContent('1');
    await userEvent.click(screen.getByTestId('minimized-orders-button'));
    const list = await screen.findByTestId('minimized-orders-dialog');
    expect(list).toHaveTextContent('Pedidos iniciados e não confirmados');
    expect(list).toHaveTextContent('Balcão');
    expect(list).toHaveTextContent('1 item • R$ 24,90');
    await userEvent.click(within(list).getByTestId(`minimized-order-${stored(profile.unidade.uuid)[0]!.id}`));

    expect(await screen.findByTestId('summary-item-10')).toBeInTheDocument();
    expect(screen.getByTestId('order-entry-panel-1')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('order-entry-confirm'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    await waitFor(() => expect(localStorage.getItem(storedKey(profile.unidade.uuid))).toBeNull());
    expect(screen.queryByTestId('minimized-orders-button')).toBeNull();
  });

  it('discard closes without keeping anything', async () => {
    const profile = signIn();
    stubEntryApi();
    const onClose = vi.fn();
    renderWithProviders(<OrderEntryDialog origin="BALCAO" onClose={onClose} />);
    await startCounterOrderWithItem();
    await userEvent.click(screen.getByTestId('order-entry-cancel'));
    await userEvent.click(await screen.findByTestId('order-entry-discard-confirm'));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem(storedKey(profile.unidade.uuid))).toBeNull();
  });
});
