import { ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { KdsLogDialog } from './kds-log-dialog';
import { PrintLogDialog } from './print-log-dialog';

const UNIT = '8c7f3d0e-8d4b-4a49-9f0e-0d1f3c2b1a00';
const PRINTS = [
  {
    _id: 'p1',
    id: 31,
    identificador: 'PEDIDO_INTEGRACAO_ID_41',
    origem: 'PEDIDO',
    localImpressao: 'BAR',
    descricao: 'Pedido #41',
    dataCriacao: new Date(2026, 10, 24, 12, 5).toISOString(),
    statusImpressao: 'IMPRESSO',
  },
  {
    _id: 'p2',
    identificador: 'PEDIDO_INTEGRACAO_ID_42',
    localImpressao: 'COZINHA',
    descricao: 'Pedido #42',
    dataCriacao: new Date(2026, 10, 24, 12, 9).toISOString(),
    statusImpressao: 'ERRO',
    erro: 'Impressora desligada',
  },
];

function setup(element: React.ReactNode) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY] }));
  const stub = stubFetchRoutes({
    '/api-v2/codigoGenerico/chave/': () =>
      jsonResponse(200, [{ chave: 'URL_SERVIDOR_IMPRESSAO', codigo: '', valorString: null }]),
    [`/api/impressao/list/${UNIT}`]: () => jsonResponse(200, PRINTS),
    '/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_41': () => jsonResponse(200, [PRINTS[0]]),
    '/api/impressao/31/visualizar': () =>
      jsonResponse(200, {
        id: 31,
        statusImpressao: 'IMPRESSO',
        colunas: 32,
        texto: '      BRASA DEMO\n1x Caipirinha de limão\n',
      }),
    '/api/impressao/online': () => jsonResponse(200, { url: '/impressao-online.html?impressaoId=31&t=abc' }),
    '/api/kds/listByIdPedidoIntegracao': (url) =>
      jsonResponse(
        200,
        url.includes('idPedidoIntegracao=7')
          ? []
          : [
              {
                _id: 'k1',
                createdAt: new Date(2026, 10, 24, 12, 1).toISOString(),
                pedidoKds: { id: 41 },
                item: { status: 'INICIADO', descricao: 'Picanha na chapa' },
              },
            ],
      ),
  });
  renderRoutes([{ path: '/', element }], '/');
  return stub;
}

beforeEach(() => localStorage.clear());

describe("'Últimas impressões' (doc 4 §2)", () => {
  it('lists ID, Local, Descrição, Data and Status newest first, searches by order ID and shows the ticket as printed', async () => {
    const stub = setup(<PrintLogDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('print-log-dialog');
    expect(dialog).toHaveTextContent('Últimas impressões');
    const row = await within(dialog).findByTestId('print-log-row-p1');
    expect(row).toHaveTextContent('BAR');
    expect(row).toHaveTextContent('Pedido #41');
    expect(row).toHaveTextContent('24/11/2026 12:05');
    expect(row).toHaveTextContent('Impresso');
    expect(within(dialog).getByTestId('print-log-row-p2')).toHaveTextContent('Erro');
    const rows = within(dialog).getAllByTestId(/^print-log-row-/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['print-log-row-p2', 'print-log-row-p1']);
    const [, init] = stub.callsTo(`/api/impressao/list/${UNIT}`)[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(stub.callsTo(`/api/impressao/list/${UNIT}`)[0]![0]).toContain('limit=100');

    await userEvent.type(within(dialog).getByTestId('print-log-search'), '41');
    await waitFor(() => expect(within(dialog).queryByTestId('print-log-row-p2')).not.toBeInTheDocument());
    expect(stub.callsTo('/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_41')[0]![0]).toContain(`uuid=${UNIT}`);

    await userEvent.click(within(dialog).getByTestId('print-log-view-p1'));
    const ticket = await screen.findByTestId('ticket-view-text');
    await waitFor(() => expect(ticket.textContent).toBe('      BRASA DEMO\n1x Caipirinha de limão\n'));
    expect(getComputedStyle(ticket).fontFamily).toMatch(/mono/i);
    expect(ticket).toHaveStyle({ minWidth: '32ch', whiteSpace: 'pre' }); // a 58 mm roll: 32 columns

    const popup = { location: { href: '' } } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir para imprimir' }));
    await waitFor(() => expect(popup.location.href).toBe('/impressao-online.html?impressaoId=31&t=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
  });
});

describe("'Últimos itens KDS' (doc 4 §2)", () => {
  it('lists ID, Data, Status and Descrição, and searches by order ID', async () => {
    const stub = setup(<KdsLogDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('kds-log-dialog');
    const row = await within(dialog).findByTestId('kds-log-row');
    expect(row).toHaveTextContent('41');
    expect(row).toHaveTextContent('24/11/2026 12:01');
    expect(row).toHaveTextContent('Em preparo');
    expect(row).toHaveTextContent('Picanha na chapa');
    expect(stub.callsTo('/api/kds/listByIdPedidoIntegracao')[0]![0]).toContain(`unidadeUUID=${UNIT}`);
    await userEvent.type(within(dialog).getByTestId('kds-log-search'), '7');
    expect(await within(dialog).findByTestId('kds-log-empty')).toHaveTextContent('Nenhum item encontrado.');
  });
});
