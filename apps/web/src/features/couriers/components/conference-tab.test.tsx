import { ROLES } from '@brasa/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { CouriersPage } from './couriers-page';

const LIST = '/api-v2/pedidoIntegracao/listPorEntregador';

function renderConference() {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_GESTAO_ENTREGADORES] }));
  const base = '2026-11-23T20:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(base) + minutes * 60_000).toISOString();
  const orders = [
    // 30 and 54 minutes to send: average 42 -> 4 stars.
    makeOrder({ id: 501, situacao: 'ENTREGUE', totalPedido: 40, dataPedido: base, dataEnvio: at(30) }),
    makeOrder({ id: 502, situacao: 'ENVIADO', totalPedido: 60, dataPedido: base, dataEnvio: at(54) }),
    makeOrder({ id: 503, situacao: 'CANCELADO', totalPedido: 999, dataPedido: base }),
  ];
  const stub = stubFetchRoutes({
    [LIST]: () => jsonResponse(200, [{ pessoa: { id: 7, nome: 'JOAO MOTO' }, pedidos: orders }]),
  });
  renderRoutes([{ path: '/deliveryman', element: <CouriersPage /> }], '/deliveryman');
  return stub;
}

describe("'Entregadores' — Conferência (doc 4 §2, §9)", () => {
  it('asks the business day with counter orders and shows the ticket average and preparation stars', async () => {
    const stub = renderConference();
    const courier = await screen.findByTestId('conference-courier-7');
    expect(stub.callsTo(LIST)[0]![0]).toContain('showTakeout=true');
    expect(stub.callsTo(LIST)[0]![0]).toMatch(/dtInicio=\d{4}-\d{2}-\d{2}\+04%3A00%3A00/);
    // Ticket average of the non-cancelled: (40 + 60) / 2.
    expect(within(courier).getByTestId('conference-ticket-7').textContent?.replace(/\s/g, ' ')).toContain('R$ 50,00');
    expect(within(courier).getByTestId('conference-stars-7')).toHaveAttribute('data-stars', '4.00');
  });

  it('shows the default columns, hides the others, and keeps each choice per column', async () => {
    renderConference();
    const courier = await screen.findByTestId('conference-courier-7');
    await userEvent.click(within(courier).getByText('JOAO MOTO'));
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toEqual([
      'Origem',
      'ID',
      'Tipo',
      'Sequencial',
      'Data',
      'Cliente',
      'Bairro',
      'Taxa',
      'Pago online',
      'Total',
    ]);
    await userEvent.click(screen.getByTestId('conference-columns'));
    await userEvent.click(screen.getByTestId('conference-column-situacao'));
    await userEvent.click(screen.getByTestId('conference-column-bairro'));
    await userEvent.keyboard('{Escape}');
    expect(headers()).toContain('Situação');
    expect(headers()).not.toContain('Bairro');

    // Another visit on this terminal keeps both choices.
    cleanup();
    renderConference();
    const again = await screen.findByTestId('conference-courier-7');
    await userEvent.click(within(again).getByText('JOAO MOTO'));
    expect(headers()).toContain('Situação');
    expect(headers()).not.toContain('Bairro');
    expect(headers()).toContain('Total');
  });
});
