import { MSG } from '@brasa/domain';
import { createSigner } from 'fast-jwt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../src/db/schema';
import { sha256Hex } from '../src/db/seed';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const postLogin = (payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api-v2/usuario/login', payload: payload as object, remoteAddress });

describe('POST /api-v2/usuario/login', () => {
  it('answers the token and the profile of the unit', async () => {
    const res = await postLogin({ username: 'caixa', password: sha256Hex('caixa') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.jwtToken).toMatch(/^ey/);
    expect(body).toMatchObject({
      username: 'caixa',
      nome: 'Camila Caixa',
      perfilUsuario: { tipo: 'caixa' },
      unidade: { nome: 'Matriz', empresa: { nome: 'Brasa Restaurantes Demo' } },
    });
    expect(body.unidade.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.unidade.pessoa.latitude).toBeCloseTo(-23.5614);
    expect(body.permissoes).toContain('ROLE_PDV_DELIVERY');
    expect(body.unidade.roles).toContain('ROLE_PDV_DELIVERY');
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('keeps an argon2id hash of what the browser sent, never the password', async () => {
    const [row] = await ctx.database.db.select().from(usuario).where(eq(usuario.username, 'caixa'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(sha256Hex('caixa'));
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const payload of [
      { username: 'caixa', password: sha256Hex('errada') },
      { username: 'ninguem', password: sha256Hex('ninguem') },
      // the typed password itself instead of its hash is refused too
      { username: 'caixa', password: sha256Hex(sha256Hex('caixa')) },
    ]) {
      const res = await postLogin(payload, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMessage).toBe(MSG.LOGIN_FAILED);
    }
  });

  it('refuses an inactive user', async () => {
    await ctx.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.username, 'cozinha'));
    const res = await postLogin({ username: 'cozinha', password: sha256Hex('cozinha') }, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe(MSG.LOGIN_FAILED);
    await ctx.database.db.update(usuario).set({ ativo: true }).where(eq(usuario.username, 'cozinha'));
  });

  it.each([
    ['no body', undefined],
    ['empty object', {}],
    ['missing password', { username: 'caixa' }],
    ['blank username', { username: '   ', password: sha256Hex('x') }],
    ['password not a SHA-256 hex', { username: 'caixa', password: 'caixa' }],
    ['wrong types', { username: 12, password: ['a'] }],
    ['huge username', { username: 'a'.repeat(5000), password: sha256Hex('x') }],
  ])('answers 400 with a pt-BR message for bad input: %s', async (_name, payload) => {
    const res = await postLogin(payload, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toEqual(expect.any(String));
    expect(res.json().errorMessage.length).toBeGreaterThan(3);
  });

  it('answers 400, never 500, for malformed JSON or another content type', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "caixa", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorMessage).toBe('Corpo da requisição inválido.');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toMatch(/^Dados inválidos/);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errorMessage).toBe('Tipo de conteúdo não suportado.');
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=caixa',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toMatch(/^Dados inválidos/);
  });
});

describe('GET /api-v2/usuario/logged', () => {
  it('refreshes the profile from the token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/usuario/logged',
      headers: await ctx.auth('garcom'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'garcom', perfilUsuario: { tipo: 'garcom' } });
    expect(res.json()).not.toHaveProperty('jwtToken');
  });

  const forged = createSigner({ key: 'outro-segredo', expiresIn: 60_000 });
  const expired = createSigner({ key: TEST_JWT_SECRET, expiresIn: 1 });
  const claims = {
    sub: '1',
    userId: 1,
    unidadeId: 1,
    unidadeUuid: '00000000-0000-0000-0000-000000000000',
    username: 'admin',
  };

  it.each([
    ['missing', undefined],
    ['not a bearer', 'Basic YWRtaW46YWRtaW4='],
    ['garbage', 'Bearer abc.def.ghi'],
    ['forged with another secret', `Bearer ${forged(claims)}`],
    ['expired', `Bearer ${expired({ ...claims, iat: 1_000 })}`],
    ['valid signature, wrong claims', `Bearer ${createSigner({ key: TEST_JWT_SECRET })({ foo: 'bar' })}`],
  ])('answers 401 with the spec message for a %s token', async (_name, authorization) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/usuario/logged',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe(MSG.INVALID_TOKEN);
  });

  it('turns away the token of a user deactivated after login', async () => {
    const headers = await ctx.auth('despacho');
    await ctx.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.username, 'despacho'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api-v2/usuario/logged', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe(MSG.INVALID_TOKEN);
    await ctx.database.db.update(usuario).set({ ativo: true }).where(eq(usuario.username, 'despacho'));
  });
});
