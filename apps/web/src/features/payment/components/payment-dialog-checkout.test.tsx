import type { TOrder } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type UnpaidQuickSale, unpaidQuickSalesKey } from '../../../shared/quick-sale/unpaid-quick-sales';
import { closeFiscalDocument, useFiscalDocumentOrder } from '../../../shared/order-dialog/order-dialog-store';
import { updateTerminalSettings } from '../../../shared/settings/terminal-settings';
import { readStored } from '../../../shared/storage/local-storage';
import { makeProfile } from '../../../test/make-profile';
import { IMPORT_AT_CHECKOUT_QUESTION } from '../model/import-at-checkout';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const amountField = () => screen.getByTestId('payment-amount') as HTMLInputElement;
const importCalls = (api: ReturnType<typeof stubPaymentApi>) =>
  api.calls.filter((call) => call.url.startsWith('/api-v2/pedidoIntegracao/importar/'));

/** Renders the dialog; the test stubs the API first. */
async function openDialog(order: TOrder) {
  const onClose = vi.fn();
  const view = renderWithProviders(<PaymentDialog order={order} onClose={onClose} />);
  await screen.findByTestId('payment-method-1');
  return { ...view, onClose };
}

async function payInFull() {
  await userEvent.click(screen.getByTestId('payment-method-4'));
  await userEvent.click(screen.getByTestId('payment-confirm'));
}

async function payPart(text: string) {
  await userEvent.click(screen.getByTestId('payment-method-4'));
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), text);
  await userEvent.click(screen.getByTestId('payment-confirm'));
}

const quickSale = () => makeCounterOrder({ id: 710, sequencial: 51, tipo: 'CAIXA_RAPIDO' });
const keptSales = (profile = makeProfile()) =>
  readStored<UnpaidQuickSale[]>(unpaidQuickSalesKey(profile.unidade.uuid), []);

describe('payment dialog: import at checkout (doc 1 §4 "Payment")', () => {
  it('asks to import once the order is paid, imports on confirm, refreshes the orders and closes', async () => {
    signIn();
    const order = makeCounterOrder();
    const api = stubPaymentApi({ order });
    const { onClose, client } = await openDialog(order);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await payPart('20');
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(screen.queryByTestId('payment-import-prompt')).not.toBeInTheDocument();

    await payInFull();
    const prompt = await screen.findByTestId('payment-import-prompt');
    expect(prompt).toHaveTextContent(IMPORT_AT_CHECKOUT_QUESTION);
    expect(onClose).not.toHaveBeenCalled();
    invalidate.mockClear();
    await userEvent.click(within(prompt).getByTestId('payment-import-prompt-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(importCalls(api)).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api-v2/pedidoIntegracao/importar/700' }),
    ]);
    expect(await screen.findByText(MSG.ORDER_IMPORTED)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it("shows the server's refusal, or the fallback, and still closes", async () => {
    signIn();
    const refused = makeCounterOrder();
    const api = stubPaymentApi({
      order: refused,
      importAnswer: { status: 422, body: { errorMessage: 'Realize o pagamento do pedido antes de importar' } },
    });
    const first = await openDialog(refused);
    await payInFull();
    await userEvent.click(await screen.findByTestId('payment-import-prompt-confirm'));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(await screen.findByText('Realize o pagamento do pedido antes de importar')).toBeInTheDocument();
    expect(importCalls(api)).toHaveLength(1);
    first.unmount();

    const failed = makeCounterOrder({ id: 701 });
    const silentApi = stubPaymentApi({ order: failed, importAnswer: { status: 500, body: null } });
    const second = await openDialog(failed);
    await payInFull();
    await userEvent.click(await screen.findByTestId('payment-import-prompt-confirm'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    // one order: the singular fallback, not the board's plural MSG.IMPORT_FAILED
    expect(await screen.findByText(MSG.IMPORT_ORDER_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(MSG.IMPORT_FAILED)).not.toBeInTheDocument();
    expect(importCalls(silentApi)).toHaveLength(1);
  });

  it('with "Gerar nota fiscal ao confirmar" on and ROLE_NOTA_FISCAL, the imported order opens the invoice dialog', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_NOTA_FISCAL] }));
    updateTerminalSettings({ generateInvoice: true });
    const seen: (TOrder | null)[] = [];
    function Watch() {
      seen.push(useFiscalDocumentOrder());
      return null;
    }
    try {
      const order = makeCounterOrder();
      stubPaymentApi({ order });
      renderWithProviders(<Watch />);
      const { onClose } = await openDialog(order);
      await payInFull();
      await userEvent.click(
        within(await screen.findByTestId('payment-import-prompt')).getByTestId('payment-import-prompt-confirm'),
      );
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      await waitFor(() => expect(seen.at(-1)?.id).toBe(order.id));
    } finally {
      closeFiscalDocument();
      updateTerminalSettings({ generateInvoice: false });
    }
  });

  it('declining closes without importing', async () => {
    signIn();
    const order = makeCounterOrder();
    const api = stubPaymentApi({ order });
    const { onClose } = await openDialog(order);
    await payInFull();
    const prompt = await screen.findByTestId('payment-import-prompt');
    await userEvent.click(within(prompt).getByRole('button', { name: MSG.CANCEL }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(importCalls(api)).toHaveLength(0);
  });

  it('does not ask a user with ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO: the dialog just closes', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO] }));
    const order = makeCounterOrder();
    const api = stubPaymentApi({ order });
    const { onClose } = await openDialog(order);
    await payInFull();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByTestId('payment-import-prompt')).not.toBeInTheDocument();
    expect(importCalls(api)).toHaveLength(0);
  });
});

describe('payment dialog: unpaid quick sales kept locally (doc 1 §4 "Payment")', () => {
  it('keeps a quick sale closed unpaid, with its number and total, and forgets it once paid', async () => {
    const profile = signIn();
    const order = quickSale();
    const api = stubPaymentApi({ order });
    const first = await openDialog(order);
    await payPart('20');
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('payment-cancel'));
    expect(first.onClose).toHaveBeenCalled();
    expect(keptSales(profile)).toEqual([{ id: 710, sequencial: 51, totalCents: 5680, savedAt: expect.any(String) }]);
    first.unmount();

    // 'Receber' later: the rest is paid, the sale leaves the list
    const second = await openDialog(api.current());
    await payInFull();
    await userEvent.click(await screen.findByTestId('payment-import-prompt-confirm'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(keptSales(profile)).toEqual([]);
  });

  it('does not keep a counter order closed unpaid', async () => {
    const profile = signIn();
    const order = makeCounterOrder();
    stubPaymentApi({ order });
    const { onClose } = await openDialog(order);
    await userEvent.click(screen.getByTestId('payment-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(keptSales(profile)).toEqual([]);
  });
});
