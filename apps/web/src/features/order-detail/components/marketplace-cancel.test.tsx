import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_CANCEL_TEXTS } from '../../../shared/order-move/marketplace-cancel-dialog';
import { makeOrder } from '../../../test/make-order';
import { jsonResponse } from '../../../test/render';
import { renderOrderDetail } from './order-detail-test-setup';

const STATUS = '/api-v2/pedidoIntegracao/situacao/';
const REASONS = '/api-v2/pedidoIntegracao/getCancellationReasons/';
const LIST = [
  { description: 'PROBLEMAS DE SISTEMA', cancelCodeId: '501' },
  { description: 'ITEM INDISPONÍVEL', cancelCodeId: '503' },
];

const ifOrder = (id: number) => makeOrder({ id, tipoImportacao: 'IF' });
const cancelled = (order: TOrder, changes: Partial<TOrder> = {}) => ({
  ...order,
  version: (order.version ?? 1) + 1,
  situacao: 'CANCELADO',
  motivoCancelamento: 'x',
  ...changes,
});

async function openCancel() {
  await userEvent.click(await screen.findByTestId('order-detail-action-cancel'));
  return screen.findByTestId('cancel-reason');
}

describe('cancelling an IF order asks for the marketplace reason (doc 1 §2.15)', () => {
  it('lists getCancellationReasons, requires one, and sends its code with the justification', async () => {
    const order = ifOrder(810);
    const { callsTo } = renderOrderDetail(order, {
      routes: {
        [REASONS]: () => jsonResponse(200, { message: JSON.stringify(LIST) }),
        [STATUS]: () => jsonResponse(200, cancelled(order)),
      },
    });
    const dialog = await openCancel();
    expect(callsTo(REASONS)[0]![0]).toBe(`${REASONS}810`);
    await userEvent.type(within(dialog).getByTestId('cancel-reason-input'), 'Acabou o pão{Enter}');
    expect(within(dialog).getByTestId('cancel-reason-error')).toHaveTextContent(
      MARKETPLACE_CANCEL_TEXTS.REASON_REQUIRED,
    );
    expect(callsTo(STATUS)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: MARKETPLACE_CANCEL_TEXTS.REASON_LABEL }));
    await userEvent.click(await screen.findByTestId('cancel-reason-503'));
    await userEvent.click(within(dialog).getByTestId('cancel-reason-confirm'));

    expect(await screen.findByText(MSG.pedidoAlteradoPara(810, 'CANCELADO'))).toBeInTheDocument();
    const [url] = callsTo(STATUS)[0]!;
    expect(url).toContain(`${STATUS}810/CANCELADO?`);
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('cancellationCode')).toBe('503');
    expect(query.get('motivoCancelamento')).toBe('Acabou o pão');
  });

  it('starts the justification with the chosen reason and still requires it', async () => {
    const order = ifOrder(811);
    const { callsTo } = renderOrderDetail(order, {
      routes: {
        [REASONS]: () => jsonResponse(200, { message: JSON.stringify(LIST) }),
        [STATUS]: () => jsonResponse(200, cancelled(order)),
      },
    });
    const dialog = await openCancel();
    await userEvent.click(within(dialog).getByRole('combobox', { name: MARKETPLACE_CANCEL_TEXTS.REASON_LABEL }));
    await userEvent.click(await screen.findByTestId('cancel-reason-501'));
    const input = within(dialog).getByTestId('cancel-reason-input');
    expect(input).toHaveValue('PROBLEMAS DE SISTEMA');
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    expect(within(dialog).getByTestId('cancel-reason-error')).toHaveTextContent(MSG.CANCEL_JUSTIFICATION_REQUIRED);
    expect(callsTo(STATUS)).toHaveLength(0);
  });

  it("shows the marketplace's refusal and the reasons' load error", async () => {
    const order = ifOrder(812);
    renderOrderDetail(order, {
      routes: {
        [REASONS]: () => jsonResponse(502, { errorMessage: 'O iFood está indisponível no momento.' }),
        [STATUS]: () => jsonResponse(422, { errorMessage: 'O iFood recusou a alteração: Código inválido.' }),
      },
    });
    const dialog = await openCancel();
    expect(await within(dialog).findByTestId('cancel-reasons-error')).toHaveTextContent(
      'O iFood está indisponível no momento.',
    );
    await userEvent.type(within(dialog).getByTestId('cancel-reason-input'), 'Sem entregador{Enter}');
    expect(
      await screen.findByText(
        `${MSG.STATUS_CHANGE_FAILED_ON_CANCEL} - Detalhes: O iFood recusou a alteração: Código inválido.`,
      ),
    ).toBeInTheDocument();
  });

  it('an order of our own channels keeps the plain justification prompt (no reasons asked)', async () => {
    const order = makeOrder({ id: 813 });
    const { callsTo } = renderOrderDetail(order, {
      routes: { [STATUS]: () => jsonResponse(200, cancelled(order)) },
    });
    const dialog = await openCancel();
    expect(within(dialog).queryByTestId('cancel-reason-code')).toBeNull();
    await userEvent.type(within(dialog).getByTestId('cancel-reason-input'), 'Cliente desistiu{Enter}');
    expect(await screen.findByText(MSG.pedidoAlteradoPara(813, 'CANCELADO'))).toBeInTheDocument();
    expect(callsTo(REASONS)).toHaveLength(0);
    expect(callsTo(STATUS)[0]![0]).not.toContain('cancellationCode');
  });
});
