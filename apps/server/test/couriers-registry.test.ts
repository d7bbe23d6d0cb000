import type { TCourier, TDeliveryManProfile, TLoginResponse } from '@brasa/contracts';
import { MSG, ROLES, resolveGuard } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/db/seed';
import { couriersOf } from './courier-factory';
import { createTestContext, withRole, type TestContext } from './helpers';

let ctx: TestContext;
let empresaId: number;
let perfilId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  empresaId = (await ctx.session('despacho')).unidade.empresa.id;
  const profiles = await ctx.app.inject({
    method: 'GET',
    url: '/api-v2/usuario/deliverymen/profiles',
    headers: await ctx.auth('despacho'),
  });
  perfilId = profiles.json<{ id: number }[]>()[0]!.id;
});
afterAll(() => ctx.close());

async function call(method: 'GET' | 'POST', url: string, as = 'despacho', payload?: unknown) {
  return ctx.app.inject({ method, url, headers: await ctx.auth(as), ...(payload ? { payload } : {}) });
}

async function newCourier(nome: string) {
  const res = await call('POST', '/api-v2/pessoa', 'despacho', {
    nome,
    fone: '(11) 98888-7777',
    cargoFuncionario: 'ENTR',
    entregadorValorDiaria: 30,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('courier person (doc 4 §5 "Courier form", §7 POST /api-v2/pessoa)', () => {
  it('saves the name upper-cased, the phone as digits, empty pay numbers as 0; listed with its pay settings', async () => {
    const id = await newCourier('  joão entregador ');
    const list = (await call('GET', '/api-v2/pessoa/entregador')).json<TCourier[]>();
    expect(list.find((c) => c.id === id)).toEqual({
      id,
      nome: 'JOÃO ENTREGADOR',
      fone: '11988887777',
      celular: null,
      email: null,
      tipo: 'F',
      ativo: true,
      cargoFuncionario: 'ENTR',
      entregadorValorDiaria: 30,
      entregadorValorFixoPedido: 0,
      entregadorPercentualTaxaEntrega: 0,
      entregadorValorMinimo: 0,
      entregadorUsername: null,
      perfil: null,
    });
  });

  it('requires a name and a phone with the form’s messages', async () => {
    const noName = await call('POST', '/api-v2/pessoa', 'despacho', {
      nome: ' ',
      fone: '11999990000',
      cargoFuncionario: 'ENTR',
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errorMessage).toBe('Informe um nome para o entregador.');
    const noPhone = await call('POST', '/api-v2/pessoa', 'despacho', { nome: 'SEM FONE', cargoFuncionario: 'ENTR' });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errorMessage).toBe('Informe um telefone para o entregador.');
  });

  it('a courier is saved only with ROLE_PDV_GESTAO_ENTREGADORES', async () => {
    const res = await call('POST', '/api-v2/pessoa', 'caixa', {
      nome: 'X',
      fone: '11999990000',
      cargoFuncionario: 'ENTR',
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api-v2/pessoa/entregador', 'cozinha')).statusCode).toBe(403);
  });

  it("lists only the unit's couriers", async () => {
    const filial = await couriersOf(ctx, 'caixa_filial');
    const ids = (await call('GET', '/api-v2/pessoa/entregador')).json<TCourier[]>().map((c) => c.id);
    expect(ids).not.toContain(filial.carlos);
  });
});

describe('courier logins (doc 4 §5, §7 usuario calls)', () => {
  it('creates a login with the company suffix; it logs in with the delivery-app role and lands in /appentregador', async () => {
    const pessoaId = await newCourier('Marcos Moto');
    const available = await call('GET', '/api-v2/usuario/delivery-man/username-available?username=marcos');
    expect(available.json()).toEqual({ isUsernameAvailable: true });
    const saved = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'marcos',
      senha: sha256Hex('segredo'),
      perfil: { id: perfilId },
    });
    expect(saved.statusCode).toBe(200);
    const profile = saved.json<TDeliveryManProfile>();
    expect(profile).toMatchObject({ pessoaId, username: `marcos_${empresaId}`, usernameSuffix: `_${empresaId}` });
    expect(JSON.stringify(profile)).not.toMatch(/senha|passwordHash|argon/i);
    expect((await call('GET', '/api-v2/usuario/delivery-man/username-available?username=marcos')).json()).toEqual({
      isUsernameAvailable: false,
    });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      payload: { username: `marcos_${empresaId}`, password: sha256Hex('segredo') },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json<TLoginResponse>();
    expect(session.permissoes).toEqual([ROLES.ROLE_ACESSO_APP_ENTREGADORES]);
    expect(resolveGuard({ path: '/delivery', profile: session })).toMatchObject({
      kind: 'redirect',
      to: '/appentregador',
    });
  });

  it('answers 409 when the username is taken', async () => {
    const pessoaId = await newCourier('Outro Carlos');
    const res = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'entregador',
      senha: sha256Hex('x'),
      perfil: { id: perfilId },
    });
    // entregador_1 is the demo courier's login: 'entregador' + '_1' (company 1).
    expect(res.statusCode).toBe(empresaId === 1 ? 409 : 200);
    if (empresaId === 1) expect(res.json().errorMessage).toBe(MSG.COURIER_USERNAME_TAKEN);
  });

  it('requires username, password and profile for a new login', async () => {
    const pessoaId = await newCourier('Sem Dados');
    const noPassword = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'semdados',
      perfil: { id: perfilId },
    });
    expect(noPassword.json().errorMessage).toBe(MSG.COURIER_PASSWORD_REQUIRED);
    const noUser = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      senha: sha256Hex('x'),
      perfil: { id: perfilId },
    });
    expect(noUser.json().errorMessage).toBe(MSG.COURIER_USERNAME_REQUIRED);
    const noProfile = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'semdados',
      senha: sha256Hex('x'),
    });
    expect(noProfile.json().errorMessage).toBe(MSG.COURIER_PROFILE_REQUIRED);
  });

  it('only ROLE_CADASTRO_ENTREGADORES creates logins', async () => {
    const pessoaId = await newCourier('Sem Cadastro');
    await withRole(ctx, 'caixa', ROLES.ROLE_PDV_GESTAO_ENTREGADORES, async () => {
      const { jwtToken } = await ctx.login('caixa');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api-v2/usuario/saveUserDeliveryMan',
        headers: { authorization: `Bearer ${jwtToken}` },
        payload: { pessoaId, username: 'semcadastro', senha: sha256Hex('x'), perfil: { id: perfilId } },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe(MSG.noRole(ROLES.ROLE_CADASTRO_ENTREGADORES));
    });
    expect((await call('GET', '/api-v2/usuario/delivery-man/username-available?username=x', 'caixa')).statusCode).toBe(
      403,
    );
  });

  it('only an admin changes an existing username or password', async () => {
    const pessoaId = await newCourier('Troca Senha');
    await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'trocasenha',
      senha: sha256Hex('antiga'),
      perfil: { id: perfilId },
    });
    const byDispatcher = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      senha: sha256Hex('nova'),
    });
    expect(byDispatcher.statusCode).toBe(403);
    expect(byDispatcher.json().errorMessage).toBe(
      'Para alterar o usuário e senha, é necessário entrar em contato com o suporte.',
    );
    const rename = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'outronome',
    });
    expect(rename.statusCode).toBe(403);
    // Same username, profile and status only: allowed.
    const keep = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId,
      username: 'trocasenha',
      ativo: false,
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json<TDeliveryManProfile>().ativo).toBe(false);

    const byAdmin = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'admin', {
      pessoaId,
      senha: sha256Hex('nova'),
      ativo: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      payload: { username: `trocasenha_${empresaId}`, password: sha256Hex('nova') },
    });
    expect(login.statusCode).toBe(200);
  });

  it('getProfileDeliveryman never answers the password or its hash; another unit’s courier is a 404', async () => {
    const { carlos } = await couriersOf(ctx);
    const res = await call('GET', `/api-v2/usuario/getProfileDeliveryman?pessoaId=${carlos}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TDeliveryManProfile>()).toMatchObject({ pessoaId: carlos, username: 'entregador_1' });
    expect(res.body).not.toMatch(/\$argon2|passwordHash|senha/);
    const filial = await couriersOf(ctx, 'caixa_filial');
    const other = await call('GET', `/api-v2/usuario/getProfileDeliveryman?pessoaId=${filial.carlos}`);
    expect(other.statusCode).toBe(404);
    const otherSave = await call('POST', '/api-v2/usuario/saveUserDeliveryMan', 'despacho', {
      pessoaId: filial.carlos,
      username: 'invasor',
      senha: sha256Hex('x'),
      perfil: { id: perfilId },
    });
    expect(otherSave.statusCode).toBe(404);
  });

  it('lists the courier profiles', async () => {
    const res = await call('GET', '/api-v2/usuario/deliverymen/profiles');
    expect(res.json()).toEqual([{ id: perfilId, descricao: 'Entregador' }]);
    expect((await call('GET', '/api-v2/usuario/deliverymen/profiles', 'caixa')).statusCode).toBe(403);
  });
});
