import { SETUP_MESSAGES, type TLoginResponse, type TSetupRequestInput } from '@brasa/contracts';
import { ALL_ROLES, makeValidCnpj } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { sha256Hex } from '../src/db/seed';
import { createTestContext, type TestContext } from './helpers';

/** An alphanumeric CNPJ (in force from July 2026), masked as the form sends it. */
const CNPJ = makeValidCnpj('12ABC34501DE');
const maskedCnpj = `${CNPJ.slice(0, 2)}.${CNPJ.slice(2, 5)}.${CNPJ.slice(5, 8)}/${CNPJ.slice(8, 12)}-${CNPJ.slice(12)}`;

const body = (over: { empresa?: object; unidade?: object; administrador?: object } = {}): TSetupRequestInput => ({
  empresa: {
    cpfCnpj: maskedCnpj.toLowerCase(),
    nome: 'Churrascaria Fogo Alto Ltda',
    nomeFantasia: 'Fogo Alto',
    cep: '01310-100',
    endereco: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    municipio: 'São Paulo',
    estado: 'SP',
    codigoIbge: '3550308',
    ...over.empresa,
  },
  unidade: { nome: 'Matriz', ...over.unidade },
  administrador: { nome: 'Ana Dona', username: 'ana', senha: sha256Hex('segredo123'), ...over.administrador },
});

async function countRows(ctx: TestContext) {
  const db = ctx.database.db;
  return {
    empresas: (await db.select().from(t.empresa)).length,
    unidades: (await db.select().from(t.unidade)).length,
    usuarios: (await db.select().from(t.usuario)).length,
    pessoas: (await db.select().from(t.pessoa)).length,
    perfis: (await db.select().from(t.perfilUsuario)).length,
  };
}

const nothing = { empresas: 0, unidades: 0, usuarios: 0, pessoas: 0, perfis: 0 };

describe('first run on an empty database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx.close());

  const status = async () => (await ctx.app.inject({ method: 'GET', url: '/api-v2/setup' })).json();
  const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api-v2/setup', payload });

  it('answers configurado=false without a session', async () => {
    expect(await status()).toEqual({ configurado: false });
  });

  it('looks a CEP up without a session while not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api-v2/setup/cep/01310-100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cep: '01310100', municipio: { codigoIbge: '3550308', uf: 'SP' } });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api-v2/setup/cep/123' });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    [
      'a CNPJ with a wrong check digit',
      { empresa: { cpfCnpj: `${CNPJ.slice(0, 13)}${(Number(CNPJ[13]) + 1) % 10}` } },
      SETUP_MESSAGES.CPF_CNPJ_INVALID,
    ],
    ['a CPF with a wrong check digit', { empresa: { cpfCnpj: '123.456.789-00' } }, SETUP_MESSAGES.CPF_CNPJ_INVALID],
    ['a CEP of 7 digits', { empresa: { cep: '0131010' } }, SETUP_MESSAGES.CEP_INVALID],
    ['an unknown UF', { empresa: { estado: 'XX' } }, SETUP_MESSAGES.UF_INVALID],
    ['a username with a space', { administrador: { username: 'ana maria' } }, SETUP_MESSAGES.USERNAME_INVALID],
    ['a plain-text password', { administrador: { senha: 'segredo123' } }, SETUP_MESSAGES.PASSWORD_HASH],
    ['a blank unit name', { unidade: { nome: '  ' } }, 'Informe o nome da unidade'],
  ])('refuses %s with 400 and writes nothing', async (_label, over, message) => {
    const res = await post(body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain(message);
    expect(await countRows(ctx)).toEqual(nothing);
  });

  it('refuses a body without the administrator with 400', async () => {
    const { administrador: _a, ...rest } = body();
    const res = await post(rest);
    expect(res.statusCode).toBe(400);
    expect(await countRows(ctx)).toEqual(nothing);
  });

  it('creates the company, the unit and the administrator, who logs in right after', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.username).toBe('ana');
    expect(await status()).toEqual({ configurado: true });

    const [empresa] = await ctx.database.db.select().from(t.empresa);
    expect(empresa).toMatchObject({ nome: 'Churrascaria Fogo Alto Ltda', cnpj: CNPJ });
    const [unidade] = await ctx.database.db.select().from(t.unidade);
    expect(unidade).toMatchObject({ uuid: created.unidadeUuid, nome: 'Matriz', empresaId: empresa!.id });
    expect(unidade!.roles).toEqual([...ALL_ROLES]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      payload: { username: 'ana', password: sha256Hex('segredo123') },
    });
    expect(login.statusCode).toBe(200);
    const profile = login.json<TLoginResponse>();
    expect(profile.admin).toBe(true);
    expect(profile.unidade.uuid).toBe(created.unidadeUuid);
    expect(profile.unidade.pessoa?.municipio?.codigoIbge).toBe('3550308');
  });

  it('refuses a second setup with 409 and changes nothing', async () => {
    const before = await countRows(ctx);
    const res = await post(body({ administrador: { username: 'outro' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(SETUP_MESSAGES.ALREADY_CONFIGURED);
    expect(await countRows(ctx)).toEqual(before);
    const cep = await ctx.app.inject({ method: 'GET', url: '/api-v2/setup/cep/01310100' });
    expect(cep.statusCode).toBe(409);
  });
});

describe('two setups at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx.close());

  it('lets exactly one succeed (the advisory lock queues the second, which then sees the first company)', async () => {
    const post = (username: string) =>
      ctx.app.inject({ method: 'POST', url: '/api-v2/setup', payload: body({ administrador: { username } }) });
    const answers = await Promise.all([post('primeiro'), post('segundo')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await countRows(ctx);
    expect(rows).toMatchObject({ empresas: 1, unidades: 1, usuarios: 1 });
  });
});

describe('on the demo database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers configurado=true and refuses the setup with 409', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api-v2/setup' })).json()).toEqual({ configurado: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/api-v2/setup', payload: body() });
    expect(res.statusCode).toBe(409);
  });
});
