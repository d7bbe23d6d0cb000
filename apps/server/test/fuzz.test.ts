import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { makeOrderInput } from './order-factory';

/**
 * Hostile input (issue 9 §2): every route of the OpenAPI document, with an admin token and without one, gets
 * malformed paths, queries and bodies. None may answer 5xx, and every error is JSON with a string errorMessage.
 * Seeded, so a failure reproduces; bounded to run in well under a minute.
 */
const SEED = 20261124;

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
}

interface Attempt {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  token: boolean;
}

const HOSTILE_SEGMENTS = [
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'NaN',
  '1e308',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  'a%00b',
  '%FF%FE',
  'x'.repeat(3000),
  encodeURIComponent('1,2,'.repeat(600)),
];

const HOSTILE_QUERY_VALUES = ['%00', '2147483648', '-1', 'NaN', '1e308', '%E0%A4%A', '%ED%A0%80', 'y'.repeat(3000), ''];

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies, sent to every route that takes one (and to some that do not). */
const HOSTILE_BODIES: { payload: string; contentType?: string }[] = [
  { payload: '' },
  { payload: 'null' },
  { payload: '[]' },
  { payload: '"texto"' },
  { payload: '123' },
  { payload: 'true' },
  { payload: '{' },
  { payload: 'não é JSON', contentType: 'application/json' },
  { payload: 'não é JSON', contentType: 'text/plain' },
  { payload: '<pedido/>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'multipart/form-data; boundary=x' },
  { payload: '{"id":"\\u0000","nome":"a\\u0000b"}' },
  { payload: '{"id":1,"nome":"\\ud800","tipo":"\\udfff"}' },
  { payload: '{"\\ud800":1}' },
  { payload: deep(5000) },
  { payload: deepArray(5000) },
  { payload: `[${'{"id":1},'.repeat(20_000)}{"id":1}]` },
  { payload: JSON.stringify({ id: 1e308, version: 2 ** 31, pedidoId: 2 ** 53 + 1, quantidadePessoas: 2 ** 31 }) },
  { payload: JSON.stringify({ id: -1, pessoa: { id: 2 ** 31 }, valorAbertura: 1e308 }) },
  { payload: JSON.stringify({ junk: 'x'.repeat(300_000) }) },
  { payload: JSON.stringify({ username: 'admin', password: 'a'.repeat(64), extra: { deep: [1, 2, 3] } }) },
];

/** Values a fuzzed field of a valid order takes. */
const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  'texto',
  '\u0000',
  'a\ud800b',
  '\udc00',
  '',
  'z'.repeat(5000),
  [],
  {},
  [1, 2, 3],
  { junk: 'x'.repeat(1000) },
  true,
];

function routesOf(ctx: TestContext): Route[] {
  const spec = ctx.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return routes;
}

const fillPath = (route: Route, value: (name: string) => string) =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));

/** The attempts for one route: hostile path segments, query values and bodies. */
function attemptsFor(route: Route, random: () => number): Omit<Attempt, 'token'>[] {
  const attempts: Omit<Attempt, 'token'>[] = [];
  const validPath = fillPath(route, () => '1');
  for (const segment of HOSTILE_SEGMENTS) {
    if (route.pathParams.length === 0) break;
    // One parameter hostile at a time (the others valid), and all of them at once.
    const target = route.pathParams[Math.floor(random() * route.pathParams.length)];
    attempts.push({ method: route.method, url: fillPath(route, (name) => (name === target ? segment : '1')) });
    attempts.push({ method: route.method, url: fillPath(route, () => segment) });
  }
  for (const value of HOSTILE_QUERY_VALUES) {
    const names = route.queryParams.length ? route.queryParams : ['q'];
    attempts.push({ method: route.method, url: `${validPath}?${names.map((n) => `${n}=${value}`).join('&')}` });
  }
  if (route.queryParams.length) {
    attempts.push({
      method: route.method,
      url: `${validPath}?${route.queryParams.map((n) => `${n}=1&${n}=2`).join('&')}`,
    });
  }
  for (const body of HOSTILE_BODIES) {
    if (!route.hasBody && route.method === 'GET') break;
    attempts.push({ method: route.method, url: validPath, payload: body.payload, contentType: body.contentType });
  }
  return attempts;
}

/** Every path of a value, e.g. ['iFoodOrder', 'items', 0, 'quantity']. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** JSON with lone surrogates written as escapes (JSON.stringify would escape them the same way). */
const rawJson = (value: unknown) => JSON.stringify(value);

describe('hostile input', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  const failures: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.auth('admin');
  }, 60_000);
  afterAll(async () => ctx?.close());

  async function send(attempt: Attempt) {
    const headers: Record<string, string> = attempt.token ? { ...admin } : {};
    if (attempt.payload !== undefined) headers['content-type'] = attempt.contentType ?? 'application/json';
    const res = await ctx.app.inject({
      method: attempt.method as 'GET',
      url: attempt.url,
      headers,
      ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
    });
    const where = `${attempt.method} ${attempt.url.slice(0, 120)} ${attempt.token ? 'admin' : 'anônimo'} body=${(attempt.payload ?? '').slice(0, 80)}`;
    if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        failures.push(`${res.statusCode} sem JSON ${where}: ${res.body.slice(0, 200)}`);
        return res;
      }
      if (typeof (body as { errorMessage?: unknown } | null)?.errorMessage !== 'string')
        failures.push(`${res.statusCode} sem errorMessage ${where}: ${res.body.slice(0, 200)}`);
    }
    return res;
  }

  it('answers every malformed path, query and body of every route with a 4xx and an errorMessage', async () => {
    failures.length = 0;
    const routes = routesOf(ctx);
    expect(routes.length).toBeGreaterThan(40);
    const random = fc.sample(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { seed: SEED, numRuns: 10_000 });
    let next = 0;
    const rand = () => random[next++ % random.length]!;
    let sent = 0;
    for (const route of routes) {
      const attempts = attemptsFor(route, rand);
      for (const attempt of attempts) {
        await send({ ...attempt, token: true });
        sent++;
      }
      // Without a token: a sample of the same attempts (the answer is a 401 before any parsing of the input).
      for (const attempt of attempts.filter((_, i) => i % 7 === 0)) {
        await send({ ...attempt, token: false });
        sent++;
      }
    }
    for (const [method, url] of [
      ['GET', '/api-v2/nada'],
      ['PUT', '/api-v2/pedidoIntegracao'],
      ['PATCH', '/api-v2/pessoa/1'],
      ['GET', '/%E0%A4%A'],
      ['GET', '/api-v2/pedidoIntegracao/list?text=%E0%A4%A'],
    ] as const) {
      await send({ method, url, token: true });
      sent++;
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);

  it('answers fuzzed fields of a valid order save with a 2xx or a 4xx, never a 5xx', async () => {
    const base = makeOrderInput({
      quantidadePessoas: 2,
      iFoodOrder: {
        ...makeOrderInput().iFoodOrder,
        items: [
          { name: 'Refrigerante', quantity: 1, price: 7, externalCode: '1' },
          {
            name: 'Lanche da casa',
            quantity: 2,
            price: 24.9,
            discount: 1,
            subItems: [{ name: 'Bacon', quantity: 1, price: 3, externalCode: 2 }],
          },
        ],
        payments: [],
        deliveryAddress: { streetName: 'Rua Augusta' },
      },
    });
    failures.length = 0;
    const valid = await send({ method: 'POST', url: '/api-v2/pedidoIntegracao', payload: rawJson(base), token: true });
    expect(valid.statusCode, valid.body).toBe(200);
    const paths = pathsOf(base);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom(...HOSTILE_VALUES),
        fc.constantFrom('/api-v2/pedidoIntegracao', '/api-v2/pessoa', '/api-v2/endereco', '/api-v2/logEvento'),
        async (path, value, url) => {
          const payload = rawJson(setAt(base, path, value));
          const res = await send({ method: 'POST', url, payload, token: true });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    expect(failures, failures.join('\n')).toEqual([]);
    // Both kinds happen: mutations the rules accept (saved) and mutations refused with a 4xx.
    const count = (from: number, to: number) =>
      [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
    expect(count(200, 300), JSON.stringify([...statuses])).toBeGreaterThan(10);
    expect(count(400, 500), JSON.stringify([...statuses])).toBeGreaterThan(100);
  }, 120_000);
});
