import { ROLES, type Role } from '@brasa/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { makeCourier } from '../test-utils/fixtures';
import { CouriersPage } from './couriers-page';

const AVAILABLE = '/api-v2/usuario/delivery-man/username-available';
const SAVE_PERSON = '/api-v2/pessoa';
const SAVE_USER = '/api-v2/usuario/saveUserDeliveryMan';
const LOGIN = '/api-v2/usuario/getProfileDeliveryman';
const withLogin = makeCourier({ id: 7, entregadorUsername: 'joao_1' });
const withoutLogin = makeCourier({ id: 8, nome: 'ANA BIKE', ativo: false });

function renderEditor(
  { roles = [ROLES.ROLE_CADASTRO_ENTREGADORES], admin = false }: { roles?: Role[]; admin?: boolean } = {},
  routes: Record<string, RouteHandler> = {},
) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_GESTAO_ENTREGADORES, ...roles], admin }));
  const stub = stubFetchRoutes({
    '/api-v2/pedidoIntegracao/listPorEntregador': () => jsonResponse(200, []),
    '/api-v2/pessoa/entregador': () => jsonResponse(200, [withLogin, withoutLogin]),
    '/api-v2/usuario/deliverymen/profiles': () => jsonResponse(200, [{ id: 4, descricao: 'Entregador' }]),
    [LOGIN]: (url) =>
      url.includes('pessoaId=7')
        ? jsonResponse(200, {
            usuarioId: 30,
            pessoaId: 7,
            username: 'joao_1',
            usernameSuffix: '_1',
            perfil: { id: 4, descricao: 'Entregador' },
            ativo: true,
            hasPassword: true,
          })
        : jsonResponse(404, { errorMessage: 'Sem login' }),
    [AVAILABLE]: () => jsonResponse(200, { isUsernameAvailable: true }),
    [SAVE_PERSON]: () => jsonResponse(200, { id: 55 }),
    [SAVE_USER]: () => jsonResponse(200, {}),
    ...routes,
  });
  renderRoutes([{ path: '/deliveryman', element: <CouriersPage /> }], '/deliveryman');
  return stub;
}

async function openNew() {
  await userEvent.click(await screen.findByTestId('couriers-edit'));
  await userEvent.click(await screen.findByTestId('couriers-new'));
  return screen.findByTestId('courier-form-dialog');
}

async function fillNew(username = 'joao') {
  await userEvent.type(screen.getByTestId('courier-nome'), 'joão moto');
  await userEvent.type(screen.getByTestId('courier-fone'), '11987654321');
  await userEvent.type(screen.getByTestId('courier-username'), username);
  await userEvent.type(screen.getByTestId('courier-senha'), 'segredo');
  fireEvent.mouseDown(screen.getByTestId('courier-perfil'));
  await userEvent.click(await screen.findByRole('option', { name: 'Entregador' }));
}

describe("'Entregadores' and 'Cadastro de entregador' (doc 4 §2, §4, §5)", () => {
  it('lists couriers with a name search and a status icon', async () => {
    renderEditor();
    await userEvent.click(await screen.findByTestId('couriers-edit'));
    expect(await screen.findByTestId('couriers-row-7')).toHaveTextContent('JOAO MOTO');
    expect(screen.getByTitle('Inativo')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('couriers-search'), 'ana');
    expect(screen.queryByTestId('couriers-row-7')).not.toBeInTheDocument();
    expect(screen.getByTestId('couriers-row-8')).toBeInTheDocument();
  });

  it('is not closed by Escape or a click outside', async () => {
    renderEditor();
    const dialog = await openNew();
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root:last-of-type');
    if (backdrop) await userEvent.click(backdrop);
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('courier-cancel'));
    await waitFor(() => expect(screen.queryByTestId('courier-form-dialog')).not.toBeInTheDocument());
  });

  it('checks name, phone, username, password and profile in that order with doc 4 words', async () => {
    renderEditor();
    await openNew();
    const save = () => userEvent.click(screen.getByTestId('courier-save'));
    await save();
    expect(await screen.findByText('Informe um nome para o entregador.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('courier-nome'), 'x');
    await save();
    expect(await screen.findByText('Informe um telefone para o entregador.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('courier-fone'), '1133334444');
    await save();
    expect(await screen.findByText('Informe o username do entregador.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('courier-username'), 'x');
    await save();
    expect(await screen.findByText('Informe a senha do entregador.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('courier-senha'), 'x');
    await save();
    expect(await screen.findByText('Selecione o perfil do entregador.')).toBeInTheDocument();
  });

  it("keeps the '_' + company suffix outside the typed username, with no spaces", async () => {
    renderEditor();
    await openNew();
    expect(screen.getByTestId('courier-username-suffix')).toHaveTextContent('_1');
    await userEvent.type(screen.getByTestId('courier-username'), 'jo ao_1');
    expect(screen.getByTestId('courier-username')).toHaveValue('joao');
  });

  it("checks the username before saving anything: 'Username já está sendo utilizado!'", async () => {
    const stub = renderEditor({}, { [AVAILABLE]: () => jsonResponse(200, { isUsernameAvailable: false }) });
    await openNew();
    await fillNew();
    await userEvent.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('Username já está sendo utilizado!')).toBeInTheDocument();
    expect(stub.callsTo(AVAILABLE)[0]![0]).toContain('username=joao_1');
    expect(stub.callsTo(SAVE_PERSON).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('saves the person upper-cased with 0 for empty pay fields, then the login with the hashed password', async () => {
    const stub = renderEditor();
    await openNew();
    await fillNew();
    await userEvent.type(screen.getByTestId('courier-valorDiaria'), '50,5');
    await userEvent.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('Entregador salvo com sucesso.')).toBeInTheDocument();
    const person = JSON.parse(String(stub.callsTo(SAVE_PERSON).find(([url]) => url === SAVE_PERSON)![1]!.body));
    expect(person).toMatchObject({
      nome: 'JOÃO MOTO',
      fone: '11987654321',
      cargoFuncionario: 'ENTR',
      entregadorValorDiaria: 50.5,
      entregadorValorFixoPedido: 0,
      entregadorPercentualTaxaEntrega: 0,
      entregadorValorMinimo: 0,
    });
    const user = JSON.parse(String(stub.callsTo(SAVE_USER)[0]![1]!.body));
    expect(user).toMatchObject({ pessoaId: 55, username: 'joao_1', perfil: { id: 4 } });
    expect(user.senha).toMatch(/^[0-9a-f]{64}$/);
    expect(user.senha).not.toContain('segredo');
  });

  it("a username taken meanwhile (409) says 'Username já está sendo utilizado!'", async () => {
    renderEditor({}, { [SAVE_USER]: () => jsonResponse(409, { errorMessage: 'conflito' }) });
    await openNew();
    await fillNew();
    await userEvent.click(screen.getByTestId('courier-save'));
    expect(await screen.findByText('Username já está sendo utilizado!')).toBeInTheDocument();
  });

  it('locks an existing login; a non-admin who clicks edit is sent to support', async () => {
    const stub = renderEditor();
    await userEvent.click(await screen.findByTestId('couriers-edit'));
    await userEvent.click(await screen.findByTestId('couriers-edit-7'));
    await screen.findByTestId('courier-form-dialog');
    expect(screen.getByTestId('courier-username')).toBeDisabled();
    expect(screen.getByTestId('courier-username')).toHaveValue('joao');
    expect(screen.getByTestId('courier-senha')).toBeDisabled();
    await userEvent.click(screen.getByTestId('courier-edit-login'));
    expect(
      await screen.findByText('Para alterar o usuário e senha, é necessário entrar em contato com o suporte.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('courier-senha')).toBeDisabled();
    await userEvent.click(screen.getByTestId('courier-save'));
    await screen.findByText('Entregador salvo com sucesso.');
    expect(stub.callsTo(SAVE_USER)).toHaveLength(0);
  });

  it('an admin unlocks the password with the edit button', async () => {
    renderEditor({ roles: [ROLES.ROLE_CADASTRO_ENTREGADORES, ROLES.ROLE_ADMIN], admin: true });
    await userEvent.click(await screen.findByTestId('couriers-edit'));
    await userEvent.click(await screen.findByTestId('couriers-edit-7'));
    await screen.findByTestId('courier-form-dialog');
    await userEvent.click(screen.getByTestId('courier-edit-login'));
    expect(screen.getByTestId('courier-senha')).toBeEnabled();
    expect(screen.getByTestId('courier-senha')).toHaveValue('');
  });

  it('without ROLE_CADASTRO_ENTREGADORES the login fields are not shown', async () => {
    renderEditor({ roles: [] });
    await openNew();
    expect(screen.queryByTestId('courier-username')).not.toBeInTheDocument();
  });
});
