import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type {
  IfoodCatalog,
  IfoodCatalogCategory,
  IfoodCatalogItem,
  IfoodCatalogOption,
  IfoodCatalogOptionGroup,
  IfoodCatalogStatus,
} from './catalog-types';

/** The sandbox's answer to an authorized call (the bearer's client), or null after it answered 401 itself. */
type Authorize = (request: FastifyRequest, reply: FastifyReply) => unknown;

interface SandboxCatalog extends IfoodCatalog {
  categories: IfoodCatalogCategory[];
}

interface MerchantCatalog {
  catalogs: SandboxCatalog[];
  /** Every PATCH the shop sent, in order (what the tests and the demo read). */
  patches: { path: string; body: unknown; at: string }[];
}

type Spec = [name: string, description: string, price: number, externalCode: string | null, groups?: string[]];

const option = (name: string, price: number, externalCode: string | null): IfoodCatalogOption => ({
  id: randomUUID(),
  name,
  description: null,
  externalCode,
  status: 'AVAILABLE',
  productId: randomUUID(),
  price: { value: price, originalValue: null },
});

function group(name: string, min: number, max: number, options: IfoodCatalogOption[]): IfoodCatalogOptionGroup {
  options.forEach((o, index) => (o.index = index));
  return { id: randomUUID(), name, status: 'AVAILABLE', min, max, optionGroupType: 'DEFAULT', options };
}

/**
 * The demo store's menu at the marketplace: a delivery catalog (DEFAULT) with burgers, pizzas, drinks and
 * desserts, burgers and pizzas with option groups (the 'Adicionais' group is shared by every burger, as iFood
 * shares a group between items), and a second, smaller catalog for the dining room (INDOOR).
 */
function buildMerchantCatalog(): MerchantCatalog {
  const groups: Record<string, IfoodCatalogOptionGroup> = {
    ponto: group('Ponto da carne', 1, 1, [
      option('Mal passado', 0, null),
      option('Ao ponto', 0, null),
      option('Bem passado', 0, null),
    ]),
    adicionais: group('Adicionais', 0, 5, [
      option('Bacon extra', 2, 'bacon'),
      option('Queijo cheddar', 3, null),
      option('Ovo', 2.5, null),
    ]),
    borda: group('Borda recheada', 0, 1, [option('Catupiry', 8, null), option('Cheddar', 8, null)]),
    sabor: group('Sabor', 1, 1, [
      option('Coca-Cola', 0, null),
      option('Guaraná Antarctica', 0, null),
      option('Soda limonada', 0, null),
    ]),
  };
  const item = ([name, description, price, externalCode, groupKeys = []]: Spec, index: number): IfoodCatalogItem => ({
    id: randomUUID(),
    name,
    description,
    externalCode,
    status: 'AVAILABLE',
    index,
    productId: randomUUID(),
    imagePath: null,
    price: { value: price, originalValue: null },
    optionGroups: groupKeys.map((k) => groups[k]!),
  });
  const category = (name: string, specs: Spec[], index: number): IfoodCatalogCategory => ({
    id: randomUUID(),
    name,
    status: 'AVAILABLE',
    template: 'DEFAULT',
    index,
    items: specs.map(item),
  });
  const delivery: SandboxCatalog = {
    catalogId: randomUUID(),
    context: ['DEFAULT'],
    status: 'AVAILABLE',
    modifiedAt: Date.now() / 1000,
    categories: [
      category(
        'Lanches',
        [
          [
            'X-Burger',
            'Pão brioche, hambúrguer 150 g, queijo e molho da casa',
            24.9,
            'xburger',
            ['ponto', 'adicionais'],
          ],
          ['X-Salada', 'Hambúrguer 150 g, queijo, alface, tomate e maionese', 26.9, null, ['ponto', 'adicionais']],
          ['X-Bacon', 'Hambúrguer 150 g, queijo e bacon crocante', 29.9, null, ['ponto', 'adicionais']],
          ['Misto quente', 'Presunto e queijo no pão de forma', 12.9, null],
        ],
        0,
      ),
      category(
        'Pizzas',
        [
          ['Pizza calabresa', 'Calabresa, cebola e azeitonas — 8 fatias', 49.9, null, ['borda']],
          ['Pizza mussarela', 'Mussarela, tomate e orégano — 8 fatias', 45.9, null, ['borda']],
          ['Pizza portuguesa', 'Presunto, ovo, cebola, ervilha e mussarela — 8 fatias', 52.9, null, ['borda']],
        ],
        1,
      ),
      category(
        'Bebidas',
        [
          ['Refrigerante lata', 'Lata 350 ml', 6.5, 'refri', ['sabor']],
          ['Água mineral 500ml', 'Sem gás', 4.5, null],
          ['Suco natural de laranja', 'Copo 500 ml', 9.9, null],
        ],
        2,
      ),
      category(
        'Sobremesas',
        [
          ['Pudim de leite', 'Fatia', 12.9, null],
          ['Brownie com sorvete', 'Brownie de chocolate e uma bola de creme', 18.9, null],
        ],
        3,
      ),
    ],
  };
  const indoor: SandboxCatalog = {
    catalogId: randomUUID(),
    context: ['INDOOR'],
    status: 'AVAILABLE',
    modifiedAt: Date.now() / 1000,
    categories: [
      category(
        'Bebidas',
        [
          ['Cerveja long neck', 'Garrafa 355 ml', 11.9, null],
          ['Caipirinha de limão', 'Cachaça, limão e açúcar', 18.9, null],
        ],
        0,
      ),
    ],
  };
  return { catalogs: [delivery, indoor], patches: [] };
}

const STATUSES: readonly string[] = ['AVAILABLE', 'UNAVAILABLE'];

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message }, message });
}

/**
 * iFood's catalog v2.0 paths on the sandbox marketplace (registered by sandbox.ts, behind the same bearer
 * tokens), with each store's catalog in memory, built the first time the store is asked for; and drive routes
 * (`GET /catalog/{merchantId}`, `POST /catalog/{merchantId}/items|options/{id}`) that show and change it from
 * outside, as iFood's own portal would.
 */
export function registerSandboxCatalog(app: FastifyInstance, authorize: Authorize) {
  const merchants = new Map<string, MerchantCatalog>();
  const merchantOf = (id: string) => {
    let m = merchants.get(id);
    if (!m) {
      m = buildMerchantCatalog();
      merchants.set(id, m);
    }
    return m;
  };
  const itemsOf = (m: MerchantCatalog) => m.catalogs.flatMap((c) => c.categories.flatMap((cat) => cat.items ?? []));
  const findItem = (m: MerchantCatalog, id: string) => itemsOf(m).filter((i) => i.id === id);
  const findOption = (m: MerchantCatalog, id: string) =>
    [
      ...new Set(
        itemsOf(m).flatMap((i) => (i.optionGroups ?? []).flatMap((g) => g.options.filter((o) => o.id === id))),
      ),
    ] as IfoodCatalogOption[];
  const touch = (m: MerchantCatalog) => m.catalogs.forEach((c) => (c.modifiedAt = Date.now() / 1000));

  const PREFIX = '/catalog/v2.0/merchants/:merchantId';
  type Params = { merchantId: string; catalogId?: string };

  app.get<{ Params: Params }>(`${PREFIX}/catalogs`, async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    return merchantOf(request.params.merchantId).catalogs.map(({ categories: _c, ...catalog }) => catalog);
  });

  app.get<{ Params: Params & { catalogId: string } }>(
    `${PREFIX}/catalogs/:catalogId/categories`,
    async (request, reply) => {
      if (!authorize(request, reply)) return reply;
      const catalog = merchantOf(request.params.merchantId).catalogs.find(
        (c) => c.catalogId === request.params.catalogId,
      );
      if (!catalog) return refuse(reply, 404, 'NotFound', 'Catálogo não encontrado');
      const includeItems = String((request.query as { includeItems?: string }).includeItems) === 'true';
      return includeItems ? catalog.categories : catalog.categories.map(({ items: _i, ...c }) => c);
    },
  );

  /** PATCH items|options /status|/externalCode: the shop's changes, validated as iFood does. */
  const patch =
    (kind: 'items' | 'options', field: 'status' | 'externalCode') =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      if (!authorize(request, reply)) return reply;
      const m = merchantOf(request.params.merchantId);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const idField = kind === 'items' ? 'itemId' : 'optionId';
      const id = typeof body[idField] === 'string' ? (body[idField] as string) : '';
      if (!id) return refuse(reply, 400, 'BadRequest', `${idField} é obrigatório`);
      const value = body[field];
      if (field === 'status' && (typeof value !== 'string' || !STATUSES.includes(value))) {
        return refuse(reply, 400, 'BadRequest', 'status deve ser AVAILABLE ou UNAVAILABLE');
      }
      if (field === 'externalCode' && (typeof value !== 'string' || value.length > 50)) {
        return refuse(reply, 400, 'BadRequest', 'externalCode inválido (até 50 caracteres)');
      }
      const targets = kind === 'items' ? findItem(m, id) : findOption(m, id);
      if (targets.length === 0) {
        return refuse(reply, 404, 'NotFound', kind === 'items' ? 'Item não encontrado' : 'Complemento não encontrado');
      }
      for (const t of targets) {
        if (field === 'status') t.status = value as IfoodCatalogStatus;
        else t.externalCode = value as string;
      }
      touch(m);
      m.patches.push({ path: `${kind}/${field}`, body, at: new Date().toISOString() });
      return { [idField]: id, [field]: value };
    };
  app.patch(`${PREFIX}/items/status`, patch('items', 'status'));
  app.patch(`${PREFIX}/options/status`, patch('options', 'status'));
  app.patch(`${PREFIX}/items/externalCode`, patch('items', 'externalCode'));
  app.patch(`${PREFIX}/options/externalCode`, patch('options', 'externalCode'));

  // --- Drive routes ---
  /** The store's whole catalog state and the PATCHes received. */
  app.get<{ Params: { merchantId: string } }>('/catalog/:merchantId', async (request) => {
    const m = merchantOf(request.params.merchantId);
    return { catalogs: m.catalogs, patches: m.patches };
  });

  /** `{ status?, price? }`: changed at the marketplace's side (iFood's portal), not by the shop. */
  app.post<{ Params: { merchantId: string; kind: string; id: string } }>(
    '/catalog/:merchantId/:kind/:id',
    async (request, reply) => {
      const { kind, id } = request.params;
      if (kind !== 'items' && kind !== 'options') return refuse(reply, 404, 'NotFound', 'Use items ou options');
      const m = merchantOf(request.params.merchantId);
      const targets = kind === 'items' ? findItem(m, id) : findOption(m, id);
      if (targets.length === 0) return refuse(reply, 404, 'NotFound', 'Não encontrado');
      const b = (request.body ?? {}) as { status?: string; price?: number };
      for (const t of targets) {
        if (b.status && STATUSES.includes(b.status)) t.status = b.status as IfoodCatalogStatus;
        if (typeof b.price === 'number' && b.price >= 0) t.price = { ...t.price, value: b.price };
      }
      touch(m);
      return targets[0];
    },
  );
}
