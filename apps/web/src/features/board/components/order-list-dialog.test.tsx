import { MSG, ROLES, type Role } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ORDER_LIST_IMPORT_TEXTS, OrderListDialog } from './order-list-dialog';

const LIST = '/api-v2/pedidoIntegracao/list';
const IMPORT_ALL = '/api-v2/pedidoIntegracao/importarTodos';
const paidA = makeOrder({ id: 1, tipo: 'BALCAO', pago: true, dataImportacao: null });
const paidB = makeOrder({ id: 2, tipo: 'BALCAO', pago: true, dataImportacao: null });
const unpaid = makeOrder({ id: 3, tipo: 'BALCAO', pago: false, dataImportacao: null });
const imported = makeOrder({ id: 4, tipo: 'BALCAO', pago: true, dataImportacao: '2026-12-02T12:00:00.000Z' });

function renderList(roles: Role[] = [ROLES.ROLE_PDV_DELIVERY]) {
  sessionStore.start('jwt', makeProfile({ roles }));
  const stub = stubFetchRoutes({
    [LIST]: () => jsonResponse(200, [paidA, paidB, unpaid, imported]),
    [IMPORT_ALL]: () =>
      jsonResponse(200, [
        { id: 1, pedidoIntegracao: { ...paidA, dataImportacao: '2026-12-02T13:00:00.000Z' } },
        { id: 2, msgErro: 'Existe uma diferença entre o valor do pagamento e o valor total do pedido' },
      ]),
  });
  renderRoutes([{ path: '/', element: <OrderListDialog onClose={vi.fn()} onDetail={vi.fn()} /> }], '/');
  return stub;
}

beforeEach(() => localStorage.clear());

describe('Listagem de pedidos: import selected (doc 2 §2.2, §4.4)', () => {
  it('ticks only paid, not imported orders; imports the selection and shows each failure on its row', async () => {
    const { callsTo } = renderList();
    await screen.findByTestId('order-list-row-4');
    expect(screen.getByTestId('order-list-select-3').querySelector('input')).toBeDisabled();
    expect(screen.getByTestId('order-list-select-4').querySelector('input')).toBeDisabled();
    expect(screen.getByTestId('order-list-import-selected')).toBeDisabled();

    await userEvent.click(screen.getByTestId('order-list-select-all').querySelector('input')!);
    expect(screen.getByTestId('order-list-import-selected')).toHaveTextContent(
      ORDER_LIST_IMPORT_TEXTS.importSelected(2),
    );
    await userEvent.click(screen.getByTestId('order-list-import-selected'));

    await waitFor(() => expect(callsTo(IMPORT_ALL)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(IMPORT_ALL)[0]![1]?.body))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await screen.findByText(MSG.pedidosImportados(1))).toBeInTheDocument();
    expect(screen.getByText(MSG.pedidosNaoForamImportados(1))).toBeInTheDocument();
    expect(screen.getByTestId('order-list-import-error-2')).toHaveTextContent('Existe uma diferença');
    // What failed stays selected to try again; what went through is no longer selected.
    expect(screen.getByTestId('order-list-import-selected')).toHaveTextContent(
      ORDER_LIST_IMPORT_TEXTS.importSelected(1),
    );
  });

  it('is not offered to who may not import (a dispatcher)', async () => {
    renderList([ROLES.ROLE_PDV_DESPACHO_ENTREGADORES]);
    await screen.findByTestId('order-list-row-1');
    expect(screen.queryByTestId('order-list-select-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-list-import-selected')).not.toBeInTheDocument();
  });
});
