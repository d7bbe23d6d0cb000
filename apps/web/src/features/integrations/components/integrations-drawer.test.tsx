import type { TDrawerIntegration, TIntegrationStores, TStoreStatus } from '@brasa/contracts';
import { MSG, ROLES, type Role } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { deferred, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { IntegrationsDrawer } from './integrations-drawer';

afterEach(() => vi.unstubAllGlobals());

const P = '/api-v2/pedidoIntegracao';
const STORE = 'a8c0f0e2-loja-demo';
const INTEGRATION: TDrawerIntegration = {
  id: 7,
  tipo: 'IF',
  sigla: 'IF',
  descricao: 'iFood — sandbox',
  lojas: [STORE],
  chat: false,
  acoes: ['LISTAR_INTERRUPCOES', 'CRIAR_INTERRUPCAO', 'HORARIOS_FUNCIONAMENTO'],
};
const store = (changes: Partial<TStoreStatus> = {}): TStoreStatus => ({
  storeId: STORE,
  status: 'ABERTO',
  state: 'OK',
  titulo: 'Loja aberta',
  motivo: null,
  validacoes: [],
  fechadaPorInterrupcao: false,
  erro: null,
  ...changes,
});
const stores = (s: TStoreStatus): TIntegrationStores[] => [
  { idConfiguracao: 7, tipo: 'IF', descricao: 'iFood — sandbox', lojas: [s] },
];

function open(routes: Record<string, RouteHandler>, roles: Role[] = [ROLES.ROLE_PDV_DELIVERY], onOpenTef?: () => void) {
  sessionStore.start('jwt', makeProfile({ roles }));
  const stub = stubFetchRoutes({
    [`${P}/integracoesAtivas`]: () => jsonResponse(200, [INTEGRATION]),
    [`${P}/statusLojas`]: () => jsonResponse(200, stores(store())),
    ...routes,
  });
  renderRoutes([{ path: '/', element: <IntegrationsDrawer onClose={() => undefined} onOpenTef={onOpenTef} /> }], '/');
  return stub;
}

describe("'Integracoes ativas' drawer (doc 2 §2.8, §4.6)", () => {
  it('shows each store with the marketplace status and its reason', async () => {
    open({
      [`${P}/statusLojas`]: () =>
        jsonResponse(
          200,
          stores(store({ status: 'FECHADO', state: 'ERROR', titulo: 'Loja fechada', motivo: 'Pendência financeira' })),
        ),
    });
    expect(await screen.findByText(MSG.INTEGRATIONS_DRAWER_TITLE)).toBeInTheDocument();
    expect(await screen.findByTestId(`store-chip-${STORE}`)).toHaveTextContent('Fechada com erro: Loja fechada');
    expect(screen.getByTestId(`store-reason-${STORE}`)).toHaveTextContent('Pendência financeira');
    expect(screen.getByTestId(`store-switch-${STORE}`)).not.toBeChecked();
  });

  it("closes the store: 'Atualizando' while the server works, the list changes only once it accepted", async () => {
    const answer = deferred<Response>();
    const stub = open({ [`${P}/alterarStatusLoja/`]: () => answer.promise });
    const toggle = await screen.findByTestId(`store-switch-${STORE}`);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(MSG.UPDATING)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(stub.callsTo(`${P}/alterarStatusLoja/`)[0]![0]).toBe(`${P}/alterarStatusLoja/7/${STORE}/FECHADO`);
    answer.resolve(
      jsonResponse(
        200,
        store({ status: 'FECHADO', state: 'CLOSED', titulo: 'Loja fechada', motivo: 'Loja fechada pelo PDV' }),
      ),
    );
    expect(await screen.findByText(MSG.statusLojaAlterado(false))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId(`store-switch-${STORE}`)).not.toBeChecked());
    expect(screen.getByTestId(`store-chip-${STORE}`)).toHaveTextContent('Fechada');
  });

  it("a refused toggle says 'Falha ao alterar status da loja' with the server's reason", async () => {
    open({
      [`${P}/alterarStatusLoja/`]: () =>
        jsonResponse(422, { errorMessage: 'A loja continua fechada no iFood: Fora do horário de funcionamento' }),
      [`${P}/statusLojas`]: () => jsonResponse(200, stores(store({ status: 'FECHADO', state: 'CLOSED' }))),
    });
    await userEvent.click(await screen.findByTestId(`store-switch-${STORE}`));
    expect(
      await screen.findByText(
        `${MSG.STORE_TOGGLE_FAILED} - A loja continua fechada no iFood: Fora do horário de funcionamento`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId(`store-switch-${STORE}`)).not.toBeChecked();
  });

  it("says 'Falha ao buscar status das lojas' and 'Nenhuma integracao ativa'", async () => {
    open({
      [`${P}/integracoesAtivas`]: () => jsonResponse(200, []),
      [`${P}/statusLojas`]: () => jsonResponse(502, { errorMessage: 'O iFood está indisponível' }),
    });
    expect(await screen.findByTestId('no-integration')).toHaveTextContent(MSG.NO_ACTIVE_INTEGRATION);
    expect(await screen.findByTestId('stores-error')).toHaveTextContent(MSG.STORES_STATUS_FETCH_FAILED);
  });

  it('lists interruptions, requires one ticked to remove, and removes the ticked ones', async () => {
    const list = [
      {
        id: 'i1',
        storeId: STORE,
        description: 'Falta de gás',
        start: '2026-11-24T18:00:00',
        end: '2026-11-24T19:30:00',
      },
    ];
    const stub = open({
      [`${P}/aplicarAcao/7/LISTAR_INTERRUPCOES`]: () => jsonResponse(200, { message: JSON.stringify(list) }),
      [`${P}/deleteInterruption/7`]: () => jsonResponse(200, { removidas: 1 }),
    });
    await userEvent.click(await screen.findByTestId('integration-interruptions-7'));
    const dialog = await screen.findByTestId('interruptions-dialog');
    expect(await within(dialog).findByText('24/11/2026 18:00 até 24/11/2026 19:30')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('interruptions-remove'));
    expect(within(dialog).getByTestId('interruptions-error')).toHaveTextContent(MSG.NO_INTERRUPTION_SELECTED);
    expect(stub.callsTo(`${P}/deleteInterruption/`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Falta de gás' }));
    await userEvent.click(within(dialog).getByTestId('interruptions-remove'));
    expect(await screen.findByText(MSG.INTERRUPTIONS_DELETED)).toBeInTheDocument();
    const [, init] = stub.callsTo(`${P}/deleteInterruption/7`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual([{ id: 'i1', storeId: STORE }]);
  });

  it('creates an interruption with the times shifted by the time-zone offset and an Idempotency-Key', async () => {
    const stub = open({
      [`${P}/aplicarAcao/7/LISTAR_INTERRUPCOES`]: () => jsonResponse(200, { message: '[]' }),
      [`${P}/createInterruption/7`]: () =>
        jsonResponse(200, {
          id: 'n1',
          storeId: STORE,
          description: 'Chuva',
          start: '2099-01-01T10:00:00',
          end: '2099-01-01T11:00:00',
        }),
    });
    await userEvent.click(await screen.findByTestId('integration-interruptions-7'));
    const dialog = await screen.findByTestId('interruptions-dialog');
    expect(await within(dialog).findByTestId('interruptions-empty')).toHaveTextContent(MSG.NO_INTERRUPTION_FOUND);
    await userEvent.click(within(dialog).getByTestId('interruptions-tab-create'));
    await userEvent.click(within(dialog).getByTestId('interruption-create'));
    expect(within(dialog).getByTestId('interruptions-error')).toHaveTextContent('Informe a descrição da interrupção.');
    await userEvent.type(within(dialog).getByTestId('interruption-description'), 'Chuva');
    const start = within(dialog).getByTestId('interruption-start');
    await userEvent.clear(start);
    await userEvent.type(start, '2020-01-01T10:00');
    await userEvent.type(within(dialog).getByTestId('interruption-end'), '2020-01-01T11:00');
    await userEvent.click(within(dialog).getByTestId('interruption-create'));
    expect(within(dialog).getByTestId('interruptions-error')).toHaveTextContent(
      'O início da interrupção não pode estar no passado.',
    );
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-01T10:00');
    const end = within(dialog).getByTestId('interruption-end');
    await userEvent.clear(end);
    await userEvent.type(end, '2099-01-01T11:00');
    await userEvent.click(within(dialog).getByTestId('interruption-create'));
    expect(await screen.findByText(MSG.INTERRUPTION_CREATED)).toBeInTheDocument();
    const [, init] = stub.callsTo(`${P}/createInterruption/7`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      description: 'Chuva',
      start: '2099-01-01T10:00:00.000Z',
      end: '2099-01-01T11:00:00.000Z',
      storeId: STORE,
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('shows the opening hours per weekday, Sunday to Saturday', async () => {
    const hours = [{ dayOfWeek: 'MONDAY', merchantId: STORE, start: '11:00', duration: 660 }];
    open({
      [`${P}/aplicarAcao/7/HORARIOS_FUNCIONAMENTO`]: () => jsonResponse(200, { message: JSON.stringify(hours) }),
    });
    await userEvent.click(await screen.findByTestId('integration-hours-7'));
    const dialog = await screen.findByTestId('opening-hours-dialog');
    await userEvent.click(within(dialog).getByTestId('opening-hours-tab-MONDAY'));
    expect(await within(dialog).findByText('11:00 às 22:00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('opening-hours-tab-SUNDAY'));
    expect(within(dialog).getByTestId('opening-hours-empty')).toHaveTextContent(MSG.NO_OPENING_HOURS);
  });

  it('switches the chat, and shows the messaging app only for the messaging-connect role', async () => {
    const stub = open({
      [`${P}/atualizarParametro/`]: () => jsonResponse(200, { ...INTEGRATION, chat: true }),
    });
    await userEvent.click(await screen.findByTestId('integration-chat-7'));
    expect(await screen.findByText(MSG.ACTION_DONE)).toBeInTheDocument();
    expect(stub.callsTo(`${P}/atualizarParametro/`)[0]![0]).toBe(`${P}/atualizarParametro/7/true`);
    expect(screen.queryByTestId('messaging-entry')).toBeNull();
    expect(stub.callsTo(`${P}/whatsapp/status`)).toHaveLength(0);
  });

  it('shows the messaging-app indicator and the card-terminal entry', async () => {
    const onOpenTef = vi.fn();
    open(
      { [`${P}/whatsapp/status`]: () => jsonResponse(200, { connected: false }) },
      [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CONECTAR_WHATSAPP],
      onOpenTef,
    );
    expect(await screen.findByTestId('messaging-status')).toHaveTextContent('Desconectado');
    await userEvent.click(screen.getByTestId('drawer-tef'));
    expect(onOpenTef).toHaveBeenCalled();
  });
});
