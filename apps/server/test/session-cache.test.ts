import type { TProfile } from '@brasa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoIntegracao, pessoa, sessaoVersao, usuario } from '../src/db/schema';
import { loadSession } from '../src/modules/auth/repository';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, makeOrderInput, setParameter } from './order-factory';

/**
 * The session profile and the unit's parameters are kept per process under `sessao_versao` (auth/repository.ts):
 * what a request reads must never be older than what was committed before it, on this instance or another.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const version = async () =>
  (await ctx.database.db.select({ v: sessaoVersao.versao }).from(sessaoVersao).where(eq(sessaoVersao.id, 1)))[0]!.v;

const logged = async (as: string) =>
  ctx.app.inject({ method: 'GET', url: '/api-v2/usuario/logged', headers: await ctx.auth(as) });

describe('session cache', () => {
  it('answers the same profile twice from one read of the version, and a change written to the database at once', async () => {
    const caixa = (await ctx.session('caixa')).id;
    const first = await loadSession(ctx.database.db, caixa);
    expect(await loadSession(ctx.database.db, caixa)).toBe(first);
    // Written behind the server's back (another instance, an admin tool): the next request sees it.
    await ctx.database.db.update(usuario).set({ nome: 'Caixa Renomeado' }).where(eq(usuario.id, caixa));
    expect((await logged('caixa')).json<TProfile>().nome).toBe('Caixa Renomeado');
    await ctx.database.db.update(usuario).set({ nome: 'Caixa' }).where(eq(usuario.id, caixa));
  });

  it('a deactivated user is refused on the very next request, and let back in once active', async () => {
    expect((await logged('cozinha')).statusCode).toBe(200);
    await ctx.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.username, 'cozinha'));
    expect((await logged('cozinha')).statusCode).toBe(401);
    await ctx.database.db.update(usuario).set({ ativo: true }).where(eq(usuario.username, 'cozinha'));
    expect((await logged('cozinha')).statusCode).toBe(200);
  });

  it('a unit parameter changed in the database rules the next save (auto-confirm)', async () => {
    await createOrder(ctx, 'caixa');
    await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'S');
    try {
      expect((await createOrder(ctx, 'caixa')).situacao).toBe('CONFIRMADO');
    } finally {
      await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'N');
    }
    expect((await createOrder(ctx, 'caixa')).situacao).toBe('PENDENTE');
  });

  it('a save taken under a kept profile that lost its role since is refused and writes nothing', async () => {
    // The save route uses the kept profile without reading the version; its statement checks it (sessao_vigente).
    await createOrder(ctx, 'caixa');
    const [caixa] = await ctx.database.db.select().from(usuario).where(eq(usuario.username, 'caixa'));
    const count = async () => (await ctx.database.db.select({ id: pedidoIntegracao.id }).from(pedidoIntegracao)).length;
    const before = await count();
    await ctx.database.db
      .update(usuario)
      .set({ permissoes: caixa!.permissoes.filter((r) => r !== 'ROLE_PDV_DELIVERY') })
      .where(eq(usuario.id, caixa!.id));
    try {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pedidoIntegracao',
        headers: await ctx.auth('caixa'),
        payload: makeOrderInput(),
      });
      expect(refused.statusCode).toBe(403);
      expect(await count()).toBe(before);
    } finally {
      await ctx.database.db.update(usuario).set({ permissoes: caixa!.permissoes }).where(eq(usuario.id, caixa!.id));
    }
    // And a kept profile that is current saves in one statement.
    expect((await createOrder(ctx, 'caixa')).situacao).toBe('PENDENTE');
    expect(await count()).toBe(before + 1);
  });

  it("raises the version for a user's own person, not for a customer's edit", async () => {
    const [customer] = await ctx.database.db
      .select({ id: pessoa.id })
      .from(pessoa)
      .where(
        sql`${pessoa.id} not in (select pessoa_id from usuario where pessoa_id is not null)
        and ${pessoa.id} not in (select pessoa_id from unidade where pessoa_id is not null)`,
      )
      .limit(1);
    const before = await version();
    await ctx.database.db.update(pessoa).set({ nome: 'CLIENTE EDITADO' }).where(eq(pessoa.id, customer!.id));
    expect(await version()).toBe(before);

    const [user] = await ctx.database.db
      .select({ pessoaId: usuario.pessoaId })
      .from(usuario)
      .where(eq(usuario.username, 'caixa'));
    if (user?.pessoaId) {
      await ctx.database.db.update(pessoa).set({ latitude: -23.5 }).where(eq(pessoa.id, user.pessoaId));
      expect(await version()).toBeGreaterThan(before);
    }
  });

  it('a cached profile cannot be changed by a caller', async () => {
    const session = await loadSession(ctx.database.db, (await ctx.session('caixa')).id);
    expect(() => {
      (session!.profile as { nome: string }).nome = 'outro';
    }).toThrow(TypeError);
    expect(() => {
      (session!.profile.permissoes as string[]).push('ROLE_X');
    }).toThrow(TypeError);
  });
});
