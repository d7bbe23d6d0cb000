/**
 * Issue 29 §5: the product's scale-out is N instances on one PostgreSQL and Redis. Two real server processes (as
 * `npm start` runs them) on one database and one Redis, a terminal on each; a burst of paid counter orders (each a
 * money-moving save with its Idempotency-Key) to both, a report job and iFood orders being polled; one instance is
 * killed with SIGKILL mid-burst. What it had acknowledged is there once, what it had not is retried on the survivor
 * with the same key and saved once; the survivor's terminal hears every order; the iFood poller moves to the
 * survivor within its lease; print and report jobs finish. Then, with Redis unreachable, an instance logs in and
 * keeps its own terminals informed and never answers 500. And the same kill during an NFC-e's issue, a courier
 * settlement and a card-terminal sale: each retried on the survivor with its key, nothing lost or doubled.
 *
 * PostgreSQL and Redis only (DATABASE_URL and REDIS_URL): two processes cannot share an embedded database.
 */
import { TEF_PATHS, type TLoginResponse, type TOrder, type TOrderSaveRequest, type TTefIntent } from '@brasa/contracts';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { sha256Hex } from '../src/db/seed';
import { MARKETPLACE_SANDBOX_PREFIX } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';
import { couriersOf, paymentMethodId, storeDelivery } from './courier-factory';
import type { TestContext } from './helpers';
import { makeOrderInput } from './order-factory';
import { demoServerDatabase, startServerProcess, type ServerDatabase, type ServerProcess } from './server-process';
import { collectMessages, socketPool } from './sockets';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const sockets = socketPool();
const children: ChildProcess[] = [];
let database: ServerDatabase;
let sql: pg.Client;
let sandboxUrl: string;
let sharedSandbox: string;
const run = randomBytes(4).toString('hex');

beforeAll(async () => {
  if (!enabled) return;
  database = await demoServerDatabase();
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  sharedSandbox = (await sharedSandboxServer()).url;
  sandboxUrl = `${sharedSandbox}${MARKETPLACE_SANDBOX_PREFIX}`;
});
afterAll(async () => {
  sockets.disconnectAll();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await sql?.end();
  await database?.drop();
});

/** One instance of the scale-out: the shared database, Redis, secret and iFood, and short take-over times. */
async function instance(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.databaseUrl!,
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_CHANNEL_PREFIX: `brasa-two-${run}`,
    DATA_DIR: database.dataDir,
    JWT_SECRET: `two-instances-${run}-0123456789abcdef0123456789abcdef`,
    // One sandbox server for both (iFood, SEFAZ...), as one iFood and one SEFAZ serve every instance.
    BRASA_SANDBOX_URL: sharedSandbox,
    BRASA_TEF_AGENT: 'off',
    MARKETPLACE_POLLING_MS: '300',
    MARKETPLACE_POLLING_LEASE_MS: '1500',
    BRASA_EVENTS_POLL_MS: '200',
    BRASA_EVENTS_EXPIRE_S: '3',
    BRASA_PRINT_EXPIRE_S: '3',
    BRASA_REPORT_JOBS_EXPIRE_S: '3',
    BRASA_QUEUE_MAINTENANCE_S: '1',
    ...env,
  });
  children.push(server.child);
  return server;
}

async function send(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

const login = async (base: string, username: string) =>
  (
    (await send(base, 'POST', '/api-v2/usuario/login', undefined, { username, password: sha256Hex(username) }))
      .body as TLoginResponse
  ).jwtToken;

const sandbox = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  (await send(sandboxUrl.replace(/\/$/, ''), method, path, undefined, body)).body as T;

/** A payment method of the unit by its code, on the card terminal or not. */
async function paymentMethod(base: string, token: string, codigo: string, tef: boolean) {
  const methods = (await send(base, 'GET', '/service?action=list&entity=formaPagamento', token)).body as {
    id: number;
    codigo: string;
    utilizaTef: boolean;
  }[];
  return methods.find((m) => m.codigo === codigo && m.utilizaTef === tef)!;
}

const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!enabled)('two instances on one PostgreSQL and Redis', () => {
  it(
    'one killed mid-burst: nothing acknowledged lost, nothing doubled, the survivor hears all, polling moves over',
    { timeout: 240_000 },
    async () => {
      // A starts first and takes the iFood lease; B joins.
      const a = await instance();
      const holderBefore = await eventually(
        () => rows<{ dono: string }>('select dono from marketplace_polling'),
        (r) => r.length > 0,
      );
      expect(holderBefore).toHaveLength(1);
      const b = await instance();
      const [tokenA, tokenB] = [await login(a.url, 'caixa'), await login(b.url, 'caixa')];
      const heardOnB = collectMessages(await sockets.connect(b.url, tokenB));
      const cash = await paymentMethod(b.url, tokenB, 'DIN', false);

      // iFood orders before the kill: whoever holds the lease imports them.
      const placedBefore = await Promise.all(
        [1, 2].map(() => sandbox<{ id: string }>('POST', '/orders', { orderType: 'DELIVERY', duplicates: 2 })),
      );
      // A report job asked on the instance about to die.
      const report = (
        await send(a.url, 'POST', '/api-v2/jobAssincrono', await login(a.url, 'admin'), {
          relatorio: 'DRE_EXCEL',
          dataInicial: '2026-10-01 00:00:00',
          dataFinal: '2026-10-31 00:00:00',
        })
      ).body as { id: number };

      // The burst: paid counter orders, each marked by its customer's name, half to each instance.
      const N = 24;
      const items = Array.from({ length: N }, (_, i) => {
        const base = makeOrderInput();
        const input: TOrderSaveRequest = {
          ...base,
          iFoodOrder: {
            ...base.iFoodOrder,
            customer: { name: `RAJADA ${run} ${i}`, phone: '11987654321' },
            payments: [{ value: 56.8, formaPagamento: { id: cash.id } }] as never,
          },
        };
        return {
          i,
          key: `rajada-${run}-${i}`,
          input,
          to: i % 2 === 0 ? 'A' : 'B',
          status: 0,
          order: null as TOrder | null,
        };
      });
      // Mid-burst, once A has acknowledged three saves, it dies without a goodbye.
      let killed = false;
      let acknowledgedOnA = 0;
      const killA = () => {
        if (killed) return;
        killed = true;
        a.child.kill('SIGKILL');
      };
      const save = async (item: (typeof items)[number], base: string, token: string) => {
        try {
          const res = await send(base, 'POST', '/api-v2/pedidoIntegracao', token, item.input, item.key);
          item.status = res.status;
          if (res.status !== 200) return;
          item.order = res.body as TOrder;
          if (base === a.url && ++acknowledgedOnA >= 3) killA();
          // The cashier prints the receipt from the same terminal (a print job on that instance's queue).
          await send(base, 'POST', `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${item.order.id}`, token);
        } catch {
          item.status = item.order ? 200 : 0; // no answer: the terminal does not know whether it was saved
        }
      };
      const burst = items.map(async (item, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * 40));
        if (item.to === 'A' && killed) {
          item.status = 0; // A is gone: the terminal could not reach it
          return;
        }
        await save(item, item.to === 'A' ? a.url : b.url, item.to === 'A' ? tokenA : tokenB);
      });
      await Promise.all(burst);
      killA();
      await a.exited;
      const acknowledgedByA = items.filter((x) => x.to === 'A' && x.status === 200);
      const unanswered = items.filter((x) => x.status !== 200);
      expect(acknowledgedByA.length).toBeGreaterThan(0);
      expect(unanswered.length).toBeGreaterThan(0);
      expect(items.filter((x) => x.to === 'B').every((x) => x.status === 200)).toBe(true);

      // The terminal retries what had no answer on the survivor, with the same key.
      for (const item of unanswered) await save(item, b.url, tokenB);
      expect(items.map((x) => x.status)).toEqual(items.map(() => 200));

      // Each order exists once, with the id its first answer gave, and its payment moved money once.
      const saved = await rows<{ nome: string; id: number }>(
        `select body->'customer'->>'name' as nome, id from pedido_integracao where body->'customer'->>'name' like $1`,
        [`RAJADA ${run} %`],
      );
      expect(saved).toHaveLength(N);
      for (const item of items) {
        const mine = saved.filter((r) => r.nome === `RAJADA ${run} ${item.i}`);
        expect(mine, item.key).toHaveLength(1);
        expect(item.order!.id).toBe(mine[0]!.id);
      }
      const moves = await rows<{ pedido_id: number; n: string }>(
        `select pedido_id, count(*) as n from movimento_financeiro where pedido_id = any($1) group by pedido_id`,
        [saved.map((r) => r.id)],
      );
      expect(moves).toHaveLength(N);
      expect(moves.every((m) => Number(m.n) === 1)).toBe(true);

      // The survivor's terminal hears every order, A's included (A's immediate publish through Redis, or its
      // queue copies delivered by B once A's deliveries expire).
      const ids = new Set(saved.map((r) => r.id));
      const heardAll = await eventually(
        async () => new Set(heardOnB.map((m) => m.order?.id).filter((id) => id !== undefined && ids.has(id))),
        (heard) => heard.size === ids.size,
      );
      expect(heardAll.size).toBe(ids.size);

      // The receipts asked for are printed, whichever instance had taken them.
      const prints = await eventually(
        () =>
          rows<{ status_impressao: string }>('select status_impressao from impressao where pedido_id = any($1)', [
            [...ids],
          ]),
        (r) => r.length > 0 && r.every((p) => p.status_impressao === 'IMPRESSO'),
      );
      expect(prints.length).toBeGreaterThan(0);
      // On a failure, the rows and their queue jobs say where a print stopped.
      const stuck = await rows(
        `select i.id, i.status_impressao, i.tentativas, i.erro, j.state, j.retry_count, j.start_after
         from impressao i left join pgboss.job j on j.name = 'print_jobs' and (j.data->>'impressaoId')::int = i.id
         where i.pedido_id = any($1) and i.status_impressao <> 'IMPRESSO'`,
        [[...ids]],
      );
      expect(stuck, JSON.stringify(stuck)).toEqual([]);

      // The report asked on A finishes.
      const [job] = await eventually(
        () => rows<{ status: string }>('select status from job_assincrono where id = $1', [report.id]),
        (r) => r[0]?.status === 'FINALIZADO',
      );
      expect(job!.status).toBe('FINALIZADO');

      // iFood: orders placed after the kill are imported by the survivor within the lease, every order once.
      const placedAfter = await Promise.all(
        [1, 2].map(() => sandbox<{ id: string }>('POST', '/orders', { orderType: 'DELIVERY', duplicates: 2 })),
      );
      const marketplaceIds = [...placedBefore, ...placedAfter].map((p) => p.id);
      const links = await eventually(
        () =>
          rows<{ pedido_marketplace_id: string }>(
            'select pedido_marketplace_id from marketplace_pedido where pedido_marketplace_id = any($1)',
            [marketplaceIds],
          ),
        (r) => r.length === marketplaceIds.length,
        20_000,
      );
      expect(links.map((l) => l.pedido_marketplace_id).sort()).toEqual([...marketplaceIds].sort());
      // The survivor holds the lease now and its terminal heard the new iFood orders.
      const [holderAfter] = await rows<{ dono: string }>('select dono from marketplace_polling');
      expect(holderAfter!.dono).not.toBe(holderBefore[0]!.dono);
      await eventually(
        async () => heardOnB.filter((m) => (m.order?.iFoodOrder as { id?: string } | undefined)?.id).length,
        (n) => n >= 2,
      );
      b.child.kill('SIGTERM');
      await b.exited;
    },
  );

  it(
    'with Redis unreachable: login works, the instance still tells its own terminals, nothing answers 500',
    { timeout: 120_000 },
    async () => {
      const alone = await instance({ REDIS_URL: 'redis://127.0.0.1:9' });
      const statuses: number[] = [];
      const token = await login(alone.url, 'caixa');
      expect(token).toBeTruthy();
      const wrong = await send(alone.url, 'POST', '/api-v2/usuario/login', undefined, {
        username: 'caixa',
        password: sha256Hex('errada'),
      });
      statuses.push(wrong.status);
      expect(wrong.status).toBe(401);
      const heard = collectMessages(await sockets.connect(alone.url, token));
      const saved = await send(alone.url, 'POST', '/api-v2/pedidoIntegracao', token, makeOrderInput());
      statuses.push(saved.status);
      expect(saved.status).toBe(200);
      const id = (saved.body as TOrder).id;
      await eventually(
        async () => heard.some((m) => m.order?.id === id),
        (ok) => ok,
        10_000,
      );
      expect(heard.some((m) => m.order?.id === id)).toBe(true);
      for (const path of ['/api-v2/pedidoIntegracao/quadro?max=10', `/api-v2/pedidoIntegracao/${id}`]) {
        statuses.push((await send(alone.url, 'GET', path, token)).status);
      }
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      alone.child.kill('SIGTERM');
      await alone.exited;
    },
  );

  it(
    'NFC-e issued while its instance dies: retried on the other with the same key, one live note per sale',
    { timeout: 180_000 },
    async () => {
      const a = await instance({ BRASA_FISCAL_TRANSMIT_MS: '500' });
      const b = await instance({ BRASA_FISCAL_TRANSMIT_MS: '500' });
      const [tokenA, tokenB] = [await login(a.url, 'caixa'), await login(b.url, 'caixa')];
      const cash = await paymentMethod(b.url, tokenB, 'DIN', false);
      // Paid and imported counter orders (a sale the cashier closed).
      const orders: TOrder[] = [];
      for (let k = 0; k < 4; k++) {
        const base = makeOrderInput();
        const paid = await send(b.url, 'POST', '/api-v2/pedidoIntegracao', tokenB, {
          ...base,
          iFoodOrder: { ...base.iFoodOrder, payments: [{ value: 56.8, formaPagamento: { id: cash.id } }] },
        });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        const id = (paid.body as TOrder).id;
        const imported = await send(b.url, 'POST', `/api-v2/pedidoIntegracao/importar/${id}`, tokenB);
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        orders.push(imported.body as TOrder);
      }
      // The cashier on A asks for the four notes; A dies while they are on their way to SEFAZ.
      const key = (o: TOrder) => `nfce-${run}-${o.id}`;
      const onA = orders.map((o, k) =>
        new Promise((resolve) => setTimeout(resolve, k * 25)).then(() =>
          send(a.url, 'POST', '/api-v2/pedidoIntegracao/gerarNotaFiscal', tokenA, { id: o.id, modelo: '65' }, key(o))
            .then((r) => r.status)
            .catch(() => 0),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      a.child.kill('SIGKILL');
      const first = await Promise.all(onA);
      await a.exited;
      expect(first.some((status) => status !== 200)).toBe(true);

      // The terminal asks again on B with the same keys (twice, and once without a key): one live note per sale.
      for (const o of orders) {
        for (const k of [key(o), key(o), undefined]) {
          const again = await send(
            b.url,
            'POST',
            '/api-v2/pedidoIntegracao/gerarNotaFiscal',
            tokenB,
            { id: o.id, modelo: '65' },
            k,
          );
          expect(again.status, JSON.stringify(again.body)).toBeLessThan(500);
        }
      }
      const live = ['RESERVADA', 'CONSULTAR', 'AUTORIZADA', 'CONTINGENCIA'];
      const notes = await eventually(
        () =>
          rows<{ pedido_id: number; status: string }>(
            'select pedido_id, status from nota_fiscal where pedido_id = any($1) and status = any($2)',
            [orders.map((o) => o.id), live],
          ),
        (r) => r.length === orders.length && r.every((n) => n.status === 'AUTORIZADA'),
        30_000,
      );
      for (const o of orders) {
        expect(
          notes.filter((n) => n.pedido_id === o.id),
          `pedido ${o.id}`,
        ).toEqual([{ pedido_id: o.id, status: 'AUTORIZADA' }]);
      }
      b.child.kill('SIGTERM');
      await b.exited;
    },
  );

  it(
    'a courier settlement and a card-terminal sale while their instance dies: settled once, paid once',
    { timeout: 180_000 },
    async () => {
      const a = await instance({ BRASA_TEF_POLL_MS: '50' });
      const b = await instance({ BRASA_TEF_POLL_MS: '50' });
      const dbHandle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        const [unit] = await rows<{ unidade_id: number }>(`select unidade_id from usuario where username = 'despacho'`);
        const unidadeId = unit!.unidade_id;
        const factoryCtx = {
          database: dbHandle,
          session: async () => ({ unidade: { id: unidadeId } }),
        } as unknown as TestContext;
        const { carlos } = await couriersOf(factoryCtx);
        const cash = await paymentMethodId(factoryCtx, unidadeId, 'DIN');

        // Settlement: Carlos's two deliveries of a day, posted on A, A killed on the way; retried on B.
        const day = new Date(2026, 8, 14, 20, 0);
        const deliveries = [
          await storeDelivery(factoryCtx, { unidadeId, courierId: carlos, at: day, feeReais: 7, cashCents: 5990 }),
          await storeDelivery(factoryCtx, { unidadeId, courierId: carlos, at: new Date(2026, 8, 14, 21), feeReais: 9 }),
        ];
        const body = [{ formaPagamento: { id: cash.id }, pedidos: deliveries, pessoaId: carlos }];
        const key = `acerto-${run}`;
        const [dispatchA, dispatchB] = [await login(a.url, 'despacho'), await login(b.url, 'despacho')];
        const onA = send(a.url, 'POST', '/api-v2/pessoa/acertoEntregador', dispatchA, body, key).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, 15));

        // Card terminal: a counter order charged on A's terminal; the sale reaches the terminal, then A dies.
        const [tokenA, tokenB] = [await login(a.url, 'caixa'), await login(b.url, 'caixa')];
        const order = (await send(b.url, 'POST', '/api-v2/pedidoIntegracao', tokenB, makeOrderInput())).body as TOrder;
        const card = await paymentMethod(b.url, tokenB, 'CD', true);
        const saleBody = { pedidoId: order.id, formaPagamentoId: card.id, valor: 56.8 };
        const saleKey = `tef-${run}`;
        const started = await send(a.url, 'POST', TEF_PATHS.intencaoVenda, tokenA, saleBody, saleKey);
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const intent = started.body as TTefIntent;
        a.child.kill('SIGKILL');
        await onA;
        await a.exited;

        // The settlement retried on B with its key: one settlement, the orders stamped with it.
        const retried = await send(b.url, 'POST', '/api-v2/pessoa/acertoEntregador', dispatchB, body, key);
        expect(retried.status, JSON.stringify(retried.body)).toBe(200);
        const settled = await rows<{ id: number }>(
          `select id from movimento_financeiro where pessoa_id = $1 and tipo = 'ACERTO_ENTREGADOR'`,
          [carlos],
        );
        expect(settled).toHaveLength(1);
        const stamped = await rows<{ id_movimento_financeiro_acerto: number }>(
          'select id_movimento_financeiro_acerto from pedido_integracao where id = any($1)',
          [deliveries],
        );
        expect(stamped.map((r) => r.id_movimento_financeiro_acerto)).toEqual([settled[0]!.id, settled[0]!.id]);

        // The sale retried on B with its key is the same intent; the customer approves at the terminal; B's
        // reconciler records the payment once.
        const again = await send(b.url, 'POST', TEF_PATHS.intencaoVenda, tokenB, saleBody, saleKey);
        expect((again.body as TTefIntent).intencaoVendaId).toBe(intent.intencaoVendaId);
        const [row] = await rows<{ provedor_id: string }>('select provedor_id from tef_intencao_venda where id = $1', [
          intent.intencaoVendaId,
        ]);
        await fetch(`${sharedSandbox}/sandbox/tef/intents/${row!.provedor_id}/approve`, { method: 'POST' });
        const paid = await eventually(
          async () => (await send(b.url, 'GET', `/api-v2/pedidoIntegracao/${order.id}`, tokenB)).body as TOrder,
          (o) => o.pago,
        );
        expect(paid.pago).toBe(true);
        const intents = await rows<{ id: number }>('select id from tef_intencao_venda where pedido_id = $1', [
          order.id,
        ]);
        expect(intents).toHaveLength(1);
        const moves = await rows<{ id: number }>(
          `select id from movimento_financeiro where pedido_id = $1 and tipo = 'ENTRADA'`,
          [order.id],
        );
        expect(moves).toHaveLength(1);
      } finally {
        await dbHandle.close();
      }
      b.child.kill('SIGTERM');
      await b.exited;
    },
  );
});
