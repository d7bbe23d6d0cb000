// @module-tag no-sql
import {
  INTEGRATED_MENU_PATHS,
  type TActiveIntegration,
  type TIfoodPostActionResult,
  type TMenuCatalog,
  type TMenuCategory,
} from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracao, unidade } from '../src/db/schema';
import { MARKETPLACE_SANDBOX_PREFIX, SANDBOX_MERCHANT_ID } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let base: string;
let integrationId: number;
let catalogs: TMenuCatalog[];

const call = (
  as: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { key?: string; payload?: object; query?: Record<string, string> } = {},
) =>
  ctx.auth(as).then((headers) =>
    ctx.app.inject({
      method,
      url,
      query: opts.query,
      headers: { ...headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
      ...(opts.payload === undefined ? {} : { payload: opts.payload }),
    }),
  );

interface SandboxCatalogState {
  catalogs: { catalogId: string; categories: TMenuCategory[] }[];
  patches: { path: string; body: Record<string, unknown> }[];
}
const sandboxCatalog = async (merchantId = SANDBOX_MERCHANT_ID) =>
  (await (await fetch(`${base}/catalog/${merchantId}`)).json()) as SandboxCatalogState;
const sandboxItem = async (itemId: string) =>
  (await sandboxCatalog()).catalogs
    .flatMap((c) => c.categories.flatMap((cat) => cat.items))
    .find((i) => i.id === itemId)!;

const categoriesOf = async (catalogId: string) => {
  const res = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATEGORIES'), {
    query: { catalogId, merchantId: SANDBOX_MERCHANT_ID },
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.json<{ message: string }>().message) as TMenuCategory[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  base = `${(await sharedSandboxServer()).url}${MARKETPLACE_SANDBOX_PREFIX}`;
  const active = (
    await call('caixa', 'GET', '/api-v2/pedidoIntegracao/allIntegracoesAtivas', { query: { tipos: 'IF' } })
  ).json<TActiveIntegration[]>();
  integrationId = active[0]!.id;
  const res = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATALOGS'));
  catalogs = JSON.parse(res.json<{ message: string }>().message) as TMenuCatalog[];
}, 60_000);
afterAll(() => ctx.close());

describe('getIfoodAction (doc 4 §7) against the sandbox marketplace over HTTP', () => {
  it("lists the demo store's catalogs and a catalog's categories with items, prices and option groups", async () => {
    expect(catalogs.map((c) => c.context)).toEqual([['DEFAULT'], ['INDOOR']]);
    const categories = await categoriesOf(catalogs[0]!.catalogId);
    expect(categories.map((c) => c.name)).toEqual(['Lanches', 'Pizzas', 'Bebidas', 'Sobremesas']);
    const burger = categories[0]!.items.find((i) => i.name === 'X-Burger')!;
    expect(burger).toMatchObject({ price: { value: 24.9 }, status: 'AVAILABLE', externalCode: 'xburger' });
    expect(burger.optionGroups.map((g) => g.name)).toEqual(['Ponto da carne', 'Adicionais']);
    expect(burger.optionGroups[1]!.options[0]).toMatchObject({ name: 'Bacon extra', externalCode: 'bacon' });
  });

  it('asks for the catalog of CATEGORIES and refuses an unknown action (400, pt-BR)', async () => {
    const noCatalog = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATEGORIES'));
    expect(noCatalog.statusCode).toBe(400);
    expect(noCatalog.json().errorMessage).toBe(MSG.MENU_CATALOG_REQUIRED);
    const unknown = await call('caixa', 'GET', `/api-v2/pedidoIntegracao/getIfoodAction/${integrationId}/PRICES`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toContain('Ação inválida');
  });

  it("answers the marketplace's refusal in the words of doc 4 §8", async () => {
    const res = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATEGORIES'), {
      query: { catalogId: 'nao-existe' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.produtosIfoodNaoBuscados('Catálogo não encontrado'));
  });
});

describe('postIfoodAction (doc 4 §7)', () => {
  it('turns an item off and on: the sandbox shows UNAVAILABLE, then AVAILABLE', async () => {
    const item = (await categoriesOf(catalogs[0]!.catalogId))[1]!.items[0]!;
    const off = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      key: `menu-off-${item.id}`,
      payload: { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: item.id, status: 'UNAVAILABLE' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<TIfoodPostActionResult>()).toMatchObject({ itemId: item.id, status: 'UNAVAILABLE' });
    expect((await sandboxItem(item.id)).status).toBe('UNAVAILABLE');
    // And our own read of the catalog shows it.
    const again = (await categoriesOf(catalogs[0]!.catalogId))[1]!.items[0]!;
    expect(again.status).toBe('UNAVAILABLE');

    const on = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      payload: { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: item.id, status: 'AVAILABLE' },
    });
    expect(on.statusCode).toBe(200);
    expect((await sandboxItem(item.id)).status).toBe('AVAILABLE');
  });

  it('replays a retried POST with the same Idempotency-Key without calling the marketplace again', async () => {
    const item = (await categoriesOf(catalogs[0]!.catalogId))[3]!.items[0]!;
    const payload = {
      integracaoId: integrationId,
      merchantId: SANDBOX_MERCHANT_ID,
      itemId: item.id,
      status: 'UNAVAILABLE',
    };
    const first = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      key: 'menu-retry',
      payload,
    });
    const patchesAfterFirst = (await sandboxCatalog()).patches.length;
    const second = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      key: 'menu-retry',
      payload,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await sandboxCatalog()).patches.length).toBe(patchesAfterFirst);
    const reused = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      key: 'menu-retry',
      payload: { ...payload, status: 'AVAILABLE' },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorMessage).toBe(MSG.IDEMPOTENCY_KEY_REUSED);
  });

  it("saves an item's external code and an option's status and external code at the marketplace", async () => {
    const burger = (await categoriesOf(catalogs[0]!.catalogId))[0]!.items[1]!;
    const code = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('EXTERNALID'), {
      payload: { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: burger.id, externalCode: '42' },
    });
    expect(code.statusCode).toBe(200);
    expect((await sandboxItem(burger.id)).externalCode).toBe('42');

    const option = burger.optionGroups[1]!.options[2]!;
    const sub = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('SUB_STATUS'), {
      payload: {
        integracaoId: integrationId,
        merchantId: SANDBOX_MERCHANT_ID,
        optionId: option.id,
        status: 'UNAVAILABLE',
      },
    });
    expect(sub.statusCode).toBe(200);
    const subCode = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('SUB_EXTERNALID'), {
      payload: {
        integracaoId: integrationId,
        merchantId: SANDBOX_MERCHANT_ID,
        optionId: option.id,
        externalCode: 'ovo',
      },
    });
    expect(subCode.statusCode).toBe(200);
    // The group is shared by every burger: the option changes in all of them.
    const categories = await categoriesOf(catalogs[0]!.catalogId);
    const options = categories[0]!.items
      .flatMap((i) => i.optionGroups.flatMap((g) => g.options))
      .filter((o) => o.id === option.id);
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((o) => o.status === 'UNAVAILABLE' && o.externalCode === 'ovo')).toBe(true);
  });

  it("answers the marketplace's refusal of an unknown item in the words of doc 4 §8", async () => {
    const res = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      payload: {
        integracaoId: integrationId,
        merchantId: SANDBOX_MERCHANT_ID,
        itemId: 'nao-existe',
        status: 'UNAVAILABLE',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.itemIfoodNaoAtualizado('Item não encontrado'));
  });

  it('refuses bad bodies with a pt-BR 400 before calling the marketplace', async () => {
    const before = (await sandboxCatalog()).patches.length;
    const cases: [string, object, string][] = [
      [
        'STATUS',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'PAUSED' },
        'Status inválido',
      ],
      [
        'STATUS',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, status: 'AVAILABLE' },
        MSG.MENU_ITEM_REQUIRED,
      ],
      [
        'SUB_STATUS',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'AVAILABLE' },
        MSG.MENU_OPTION_REQUIRED,
      ],
      [
        'STATUS',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x' },
        MSG.MENU_STATUS_REQUIRED,
      ],
      [
        'EXTERNALID',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x' },
        MSG.MENU_EXTERNAL_CODE_REQUIRED,
      ],
      [
        'EXTERNALID',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', externalCode: 'x'.repeat(51) },
        'no máximo 50',
      ],
      [
        'STATUS',
        { integracaoId: 'um', merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'AVAILABLE' },
        'Identificador inválido',
      ],
      [
        'PRICE',
        { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'AVAILABLE' },
        'Ação inválida',
      ],
    ];
    for (const [action, payload, message] of cases) {
      const res = await call('caixa', 'POST', `/api-v2/pedidoIntegracao/postIfoodAction/${action}`, { payload });
      expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errorMessage).toContain(message);
    }
    expect((await sandboxCatalog()).patches.length).toBe(before);
  });
});

describe('a marketplace that cannot be reached', () => {
  it("answers 502 in doc 4 §8's words and a retry with the same Idempotency-Key tries the marketplace again", async () => {
    const [matriz] = await ctx.database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    const [down] = await ctx.database.db
      .insert(integracao)
      .values({
        unidadeId: matriz!.id,
        tipo: 'IF',
        descricao: 'iFood — fora do ar',
        dados: { IFOOD_MERCHANT_ID: 'loja-fora', clientId: 'fora', baseUrl: 'http://127.0.0.1:9' },
        segredos: { clientSecret: 'x' },
      })
      .returning();
    try {
      const payload = { integracaoId: down!.id, merchantId: 'loja-fora', itemId: 'x', status: 'UNAVAILABLE' };
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await call('caixa', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
          key: 'menu-down',
          payload,
        });
        // The retry with the same key is tried again at the marketplace (502 again, not a 409 or a stored answer).
        expect(res.statusCode).toBe(502);
        expect(res.json().errorMessage).toMatch(
          /^Não foi possível atualizar o item no IFOOD O iFood está indisponível/,
        );
      }
      const read = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(down!.id, 'CATALOGS'));
      expect(read.statusCode).toBe(502);
      expect(read.json().errorMessage).toMatch(
        /^Não foi possível buscar os produtos do iFood\. O iFood está indisponível/,
      );
    } finally {
      await ctx.database.db.delete(integracao).where(eq(integracao.id, down!.id));
    }
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another unit's integration and for a store the integration does not list", async () => {
    const other = await call('caixa_filial', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATALOGS'));
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe(MSG.MARKETPLACE_INTEGRATION_NOT_FOUND);
    const otherPost = await call('caixa_filial', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      payload: { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'AVAILABLE' },
    });
    expect(otherPost.statusCode).toBe(404);
    const store = await call('caixa', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATALOGS'), {
      query: { merchantId: 'outra-loja' },
    });
    expect(store.statusCode).toBe(404);
    expect(store.json().errorMessage).toBe(MSG.MARKETPLACE_STORE_NOT_FOUND);
  });

  it('refuses a user without ROLE_PDV_DELIVERY (403)', async () => {
    const get = await call('garcom', 'GET', INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATALOGS'));
    expect(get.statusCode).toBe(403);
    const post = await call('cozinha', 'POST', INTEGRATED_MENU_PATHS.postIfoodAction('STATUS'), {
      payload: { integracaoId: integrationId, merchantId: SANDBOX_MERCHANT_ID, itemId: 'x', status: 'AVAILABLE' },
    });
    expect(post.statusCode).toBe(403);
  });
});
