import type { TOrder } from '@brasa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeRealtime, type FakeRealtime } from '../../../test/fake-realtime';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { jsonResponse } from '../../../test/render';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';
import type { IdentifierCard } from '../model/identifier-cards';

const signIn = () => sessionStore.start('jwt', makeProfile());
function renderWithProviders(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(<AppProviders queryClient={client}>{ui}</AppProviders>);
}
import { JoinTransferDialog } from './join-transfer-dialog';

const tab = (n: string, extra: Partial<TOrder> = {}) =>
  makeOrder({ tipo: 'COMANDA', identificadorPrincipal: n, version: 2, ...extra });
const card = (n: string, orders: TOrder[]): IdentifierCard => ({
  identifier: { id: Number(n), tipo: 'COMANDA', identificador: n, status: 'NORMAL', ativo: true },
  orders,
});

let realtime: FakeRealtime;
beforeEach(() => {
  realtime = installFakeRealtime();
});

describe('JoinTransferDialog (doc 3 §4.3, §4.4, doc 1 §4)', () => {
  it('joins the numbers added into the chosen destination and tells each one', async () => {
    signIn();
    const a = tab('12');
    const b = tab('13');
    const stub = stubFetchRoutes({
      '/api-v2/pedidoIntegracao/listByIdentificadorPrincipal': () => jsonResponse(200, [b]),
      '/api-v2/pedidoIntegracao/juntarPedidoIntegracao': () => jsonResponse(200, { ...a, version: 3 }),
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const cards = { COMANDA: [card('12', [a]), card('13', [b])], MESA: [] };
    renderWithProviders(
      <JoinTransferDialog
        cards={cards}
        tipo="COMANDA"
        origin={cards.COMANDA[0]!}
        initialTab="join"
        onClose={onClose}
        onSaved={onSaved}
      />,
    );
    await userEvent.click(screen.getByTestId('join-confirm'));
    expect(await screen.findByText('Adicione outra comanda para poder juntar.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('join-number'), '13');
    await userEvent.click(screen.getByTestId('join-add'));
    await screen.findByTestId(`join-order-${b.id}`);
    await userEvent.click(within(screen.getByTestId(`join-order-${a.id}`)).getByRole('radio'));
    await userEvent.click(screen.getByTestId('join-confirm'));
    expect(await screen.findByText('Comanda 13 foi agrupada na Comanda 12')).toBeInTheDocument();
    const url = stub.callsTo('/api-v2/pedidoIntegracao/juntarPedidoIntegracao')[0]![0] as string;
    expect(decodeURIComponent(url)).toContain(
      `idsPedidoSepVirgula=${a.id},${b.id}&idPedidoDestino=${a.id}&versoes=${a.id}:2,${b.id}:2`,
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([{ ...a, version: 3 }]));
  });

  it('closes when another terminal changes an order of a number it lists, not for other numbers', async () => {
    signIn();
    stubFetchRoutes({});
    const a = tab('12');
    const onClose = vi.fn();
    const cards = { COMANDA: [card('12', [a])], MESA: [] };
    renderWithProviders(
      <JoinTransferDialog
        cards={cards}
        tipo="COMANDA"
        origin={cards.COMANDA[0]!}
        initialTab="join"
        onClose={onClose}
        onSaved={vi.fn()}
      />,
    );
    realtime.connect();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: tab('30') });
    expect(onClose).not.toHaveBeenCalled();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: { ...a, version: 3 } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('disables the transfer arrow while a side holds two orders and warns to group first', async () => {
    signIn();
    stubFetchRoutes({});
    const cards = { COMANDA: [card('12', [tab('12'), tab('12')])], MESA: [] };
    renderWithProviders(
      <JoinTransferDialog
        cards={cards}
        tipo="COMANDA"
        origin={cards.COMANDA[0]!}
        initialTab="transfer"
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByTestId('transfer-arrow')).toBeDisabled();
    expect(screen.getByTestId('transfer-panel')).toHaveTextContent('agrupe-os antes de transferir');
  });

  it('transfers to a tab with no open order by its number, and names a number that is no tab not found', async () => {
    signIn();
    const a = tab('12', {
      iFoodOrder: { items: [{ name: 'Chopp', quantity: 1, price: 10, referenceCode: 'r1' }], payments: [] },
    });
    const opened = tab('31', { id: 9031, version: 2 });
    const stub = stubFetchRoutes({
      '/api-v2/pedidoIntegracao/transferirItens': () =>
        jsonResponse(200, { origem: { ...a, ativo: false, situacao: 'CANCELADO' }, destino: opened }),
    });
    const onSaved = vi.fn();
    const cards = { COMANDA: [card('12', [a]), card('31', [])], MESA: [] };
    renderWithProviders(
      <JoinTransferDialog
        cards={cards}
        tipo="COMANDA"
        origin={cards.COMANDA[0]!}
        initialTab="transfer"
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    await userEvent.click(within(screen.getAllByTestId('transfer-line')[0]!).getByRole('checkbox'));
    await userEvent.type(screen.getByTestId('transfer-destination'), '77');
    await userEvent.click(screen.getByTestId('transfer-arrow'));
    expect(await screen.findByText('Nenhuma comanda Encontrada para o identificador informado')).toBeInTheDocument();
    expect(stub.callsTo('/api-v2/pedidoIntegracao/transferirItens')).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('transfer-destination'));
    await userEvent.type(screen.getByTestId('transfer-destination'), '31');
    await userEvent.click(screen.getByTestId('transfer-arrow'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = stub.callsTo('/api-v2/pedidoIntegracao/transferirItens')[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      idPedidoOrigem: a.id,
      idPedidoDestino: null,
      identificadorDestino: '31',
      tipoDestino: 'COMANDA',
      referenceCodes: ['r1'],
    });
  });
});
