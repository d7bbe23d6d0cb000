import { SETUP_MESSAGES } from '@brasa/contracts';
import { SYSTEM_REDIRECT_DELAY_MS } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from '../../../app/login-route';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse, renderRoutes } from '../../../test/render';

const routes = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/gerencial/dreReport/:jwt', element: <h1>DRE</h1> },
];

const input = (name: string) => screen.getByTestId(`setup-${name}`);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('empresa-cpfCnpj'), '12abc34501de35');
  await user.type(input('empresa-nome'), 'Churrascaria Fogo Alto Ltda');
  await user.type(input('empresa-nomeFantasia'), 'Fogo Alto');
  await user.type(input('empresa-cep'), '01310100');
  await waitFor(() => expect(input('empresa-endereco')).toHaveValue('Avenida Paulista'));
  await user.type(input('empresa-numero'), '1000');
  await user.type(input('unidade-nome'), 'Matriz');
  await user.type(input('administrador-nome'), 'Ana Dona');
  await user.type(input('administrador-username'), 'ana');
  await user.type(input('administrador-senha'), 'segredo');
  await user.type(input('administrador-confirmacaoSenha'), 'segredo');
}

const cepAnswer = () =>
  jsonResponse(200, {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  });

describe('first run', () => {
  it('shows the login when the system is configured', async () => {
    stubFetchRoutes({ '/api-v2/setup': () => jsonResponse(200, { configurado: true }) });
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByTestId('first-run')).toBeNull();
  });

  it("validates with the contract's rules before calling the server", async () => {
    const { fetchMock } = stubFetchRoutes({ '/api-v2/setup': () => jsonResponse(200, { configurado: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    expect(await screen.findByTestId('first-run')).toBeInTheDocument();

    await user.type(input('empresa-cpfCnpj'), '12abc34501de36');
    expect(input('empresa-cpfCnpj')).toHaveValue('12.ABC.345/01DE-36');
    await user.type(input('administrador-username'), 'Ana Maria');
    await user.type(input('administrador-senha'), '12345');
    await user.click(screen.getByTestId('setup-submit'));

    expect(await screen.findByText(SETUP_MESSAGES.CPF_CNPJ_INVALID)).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGES.CEP_INVALID)).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGES.UF_INVALID)).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGES.USERNAME_INVALID)).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGES.PASSWORD_SHORT)).toBeInTheDocument();
    expect(screen.getByText('Informe a razão social')).toBeInTheDocument();
    // Only the status question reached the server.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api-v2/setup']);
  });

  it('fills the address from the CEP, sends the hashed password, logs the administrator in and opens GERENCIAL', async () => {
    const profile = makeProfile({ username: 'ana', nome: 'Ana Dona' });
    const { callsTo } = stubFetchRoutes({
      '/api-v2/setup/cep/': cepAnswer,
      '/api-v2/setup': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(201, {
              empresaId: 1,
              unidadeUuid: '7f1c1d2e-0000-4000-8000-000000000001',
              username: 'ana',
            })
          : jsonResponse(200, { configurado: false }),
      '/api-v2/usuario/login': () => jsonResponse(200, { ...profile, jwtToken: 'jwt-ana' }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await screen.findByTestId('first-run');
    await fillValid(user);
    expect(input('empresa-municipio')).toHaveValue('São Paulo');
    await user.click(screen.getByTestId('setup-submit'));

    await waitFor(() => expect(sessionStore.getToken()).toBe('jwt-ana'));
    const post = callsTo('/api-v2/setup').find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(post[1]!.body as string);
    expect(body.empresa).toMatchObject({
      cpfCnpj: '12ABC34501DE35',
      cep: '01310100',
      estado: 'SP',
      codigoIbge: '3550308',
    });
    // SHA-256 of 'segredo', as the login sends it; the confirmation stays in the browser.
    expect(body.administrador).toEqual({
      nome: 'Ana Dona',
      username: 'ana',
      senha: 'a36cac71d1a44a1593a22d98403455bd2d6f737e465c4cf3fcead29381a08335',
    });
    const login = JSON.parse(callsTo('/api-v2/usuario/login')[0]![1]!.body as string);
    expect(login).toEqual({ username: 'ana', password: body.administrador.senha as string });
    expect(within(screen.getByTestId('first-run')).getByTestId('setup-info')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gerencial/dreReport/jwt-ana'), {
      timeout: SYSTEM_REDIRECT_DELAY_MS + 2000,
    });
  });
});
