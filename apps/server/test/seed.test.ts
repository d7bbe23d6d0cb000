import { ALL_ROLES } from '@brasa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { TOrder } from '@brasa/contracts';
import { DEMO_LOGINS, seedDemoIfEmpty } from '../src/db/seed';
import { DEMO_ORDERS } from '../src/db/seed/orders';
import { printDemoProductionTickets } from '../src/demo/production-tickets';
import { SCHEDULED_RELEASE_QUEUE } from '../src/modules/orders/production/scheduled-release';
import { EVENTS_SCHEMA } from '../src/events/bus';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo seed', () => {
  it('runs once: a second call on a seeded database changes nothing', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(false);
    expect(await ctx.database.db.select().from(t.empresa)).toHaveLength(1);
  });

  it('has two units with coordinates', async () => {
    const units = await ctx.database.db.select().from(t.unidade);
    expect(units.map((u) => u.nome).sort()).toEqual(['Filial', 'Matriz']);
    for (const u of units) {
      expect(u.latitude).not.toBeNull();
      expect(u.longitude).not.toBeNull();
    }
  });

  it('lets every demo login in (password = username) with the expected landing roles', async () => {
    for (const { username } of DEMO_LOGINS) {
      const profile = await ctx.login(username);
      expect(profile.username).toBe(username);
    }
    const admin = await ctx.login('admin');
    expect(admin.admin).toBe(true);
    expect(admin.permissoes).toContain('ROLE_ADMIN');
    expect(admin.permissoes).not.toContain('ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO');
    expect(admin.permissoes.length).toBeGreaterThan(ALL_ROLES.length / 2);
    const garcom = await ctx.login('garcom');
    expect(garcom.perfilUsuario.tipo).toBe('garcom');
    // A waiter takes no money: the block role (doc 1 §6).
    expect(garcom.permissoes.sort()).toEqual([
      'ROLE_GARCOM_PEDIDO',
      'ROLE_PDV_COMANDA_MESA',
      'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO',
    ]);
    expect((await ctx.login('cozinha')).permissoes).toEqual(['ROLE_UTILIZA_KDS']);
    expect((await ctx.login('entregador_1')).permissoes).toEqual(['ROLE_ACESSO_APP_ENTREGADORES']);
    expect((await ctx.login('caixa_filial')).unidade.nome).toBe('Filial');
  });

  it('has a menu of 40+ products with groups, KG items, barcodes, fee products and a service product', async () => {
    const { db } = ctx.database;
    const [matriz] = await db.select().from(t.unidade).where(eq(t.unidade.nome, 'Matriz'));
    const products = await db.select().from(t.produto).where(eq(t.produto.unidadeId, matriz!.id));
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.some((p) => p.unidadeMedida === 'KG')).toBe(true);
    expect(products.filter((p) => p.codigoBarras?.length === 13).length).toBeGreaterThan(3);
    expect(products.filter((p) => p.taxaEntrega).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.tipoProduto === 'S')).toBe(true);
    const groups = await db.select().from(t.grupoProduto).where(eq(t.grupoProduto.unidadeId, matriz!.id));
    expect(groups.filter((g) => g.cor).length).toBeGreaterThan(5);
  });

  it('has combos with level 2 and level 3 steps using FRACAO and MAIOR_VALOR', async () => {
    const steps = await ctx.database.db.select().from(t.produtoPasso);
    expect(steps.some((s) => s.nivel === 2)).toBe(true);
    const level3 = steps.filter((s) => s.nivel === 3);
    expect(level3.length).toBeGreaterThan(0);
    for (const s of level3) expect(s.passoItemPaiId).not.toBeNull();
    expect(steps.some((s) => s.tipoCalculo === 'FRACAO')).toBe(true);
    expect(steps.some((s) => s.tipoCalculo === 'MAIOR_VALOR')).toBe(true);
  });

  it('has an account and a payment method of each type, one needing a person', async () => {
    const { db } = ctx.database;
    const accounts = await db.select().from(t.conta);
    for (const tipo of ['CX', 'CC', 'CD', 'PX', 'PD', 'CL', 'OT'])
      expect(
        accounts.some((a) => a.tipoConta === tipo),
        tipo,
      ).toBe(true);
    const methods = await db.select().from(t.formaPagamento);
    expect(methods.some((m) => m.pessoaRequerida)).toBe(true);
    expect(new Set(methods.map((m) => m.contaId)).size).toBeGreaterThanOrEqual(14);
  });

  it('has tables and tabs with one of each blocked, couriers with pay settings, print locations', async () => {
    const { db } = ctx.database;
    const blocked = await db.select().from(t.identificador).where(eq(t.identificador.status, 'BLOQUEADO'));
    expect(new Set(blocked.map((b) => b.tipo))).toEqual(new Set(['MESA', 'COMANDA']));
    const couriers = await db.select().from(t.pessoa).where(eq(t.pessoa.cargoFuncionario, 'ENTR'));
    expect(couriers.length).toBeGreaterThanOrEqual(2);
    expect(couriers.every((c) => c.entregadorValorDiariaCents > 0)).toBe(true);
    const locations = await db.select().from(t.localImpressao);
    expect(new Set(locations.map((l) => l.chave))).toEqual(new Set(['CAIXA', 'COZINHA', 'BAR']));
  });

  it('has customers with addresses, coordinates, credit limits and one prepaid balance', async () => {
    const customers = await ctx.database.db
      .select()
      .from(t.pessoa)
      .where(and(eq(t.pessoa.tipoCliente, true), inArray(t.pessoa.nome, ['MARIA DA SILVA', 'JOÃO PEREIRA'])));
    expect(customers.every((c) => c.latitude !== null && c.endereco)).toBe(true);
    expect(customers.every((c) => c.limiteCreditoCents > 0)).toBe(true);
    expect(customers.some((c) => c.saldoPrePagoCents > 0)).toBe(true);
  });
});

describe('demo orders on first start (seedDemoIfEmpty with orders)', () => {
  let first: TestContext;
  beforeAll(async () => {
    first = await createTestContext({ seed: false });
    await seedDemoIfEmpty(first.database.db, { orders: true });
  });
  afterAll(() => first.close());

  const get = async (url: string, as = 'caixa') =>
    (await first.app.inject({ method: 'GET', url, headers: await first.auth(as) })).json<TOrder[]>();
  const BASE = '/api-v2/pedidoIntegracao';

  it('shows open tabs and tables: a blocked identifier, a tab on a table, a partly paid tab', async () => {
    const open = await get(`${BASE}/listByTipo?pago=NAO&cancelado=false&importados=false&tipo=COMANDA,MESA`);
    expect(open.filter((o) => o.tipo === 'COMANDA').length).toBeGreaterThanOrEqual(3);
    expect(open.filter((o) => o.tipo === 'MESA').length).toBeGreaterThanOrEqual(2);
    expect(open.every((o) => o.iFoodOrder.items.length > 0)).toBe(true);
    expect(open.some((o) => o.identificadorPrincipal === '50')).toBe(true);
    expect(open.some((o) => o.tipo === 'COMANDA' && o.identificadorSecundario === '5')).toBe(true);
    const partly = open.find((o) => o.iFoodOrder.payments.length > 0)!;
    expect(partly.pago).toBe(false);
    const movements = await first.database.db
      .select()
      .from(t.movimentoFinanceiro)
      .where(eq(t.movimentoFinanceiro.pedidoId, partly.id));
    expect(movements.map((m) => m.valorCents)).toEqual([5000]);
  });

  it('shows delivery and counter orders across the board columns and a scheduled delivery today and tomorrow', async () => {
    const orders = await first.database.db.select().from(t.pedidoIntegracao);
    const board = orders.filter((o) => o.tipo === 'DELIVERY' || o.tipo === 'BALCAO');
    expect(new Set(board.map((o) => o.situacao))).toEqual(new Set(['PENDENTE', 'CONFIRMADO', 'ENVIADO', 'ENTREGUE']));
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(await get(`${BASE}/listAllPedidosAgendados?dtInicio=${day(0)}&dtFinal=${day(0)}`)).toHaveLength(1);
    expect(await get(`${BASE}/listAllPedidosAgendados?dtInicio=${day(1)}&dtFinal=${day(1)}`)).toHaveLength(1);
  });

  it('shows the demo kitchen items on the KDS at first start (doc 3 §2.5): one entry per kitchen line, none for the bar', async () => {
    const entries = await first.database.db.select().from(t.itemKds);
    const orders = await first.database.db.select().from(t.pedidoIntegracao);
    const kitchenLines = orders.flatMap((o) =>
      ((o.body as TOrder['iFoodOrder']).items ?? []).filter(
        (i) => (i as { localNotification?: string }).localNotification === 'COZINHA' && i.status === 'NOTIFICADO',
      ),
    );
    expect(entries.length).toBe(kitchenLines.length);
    // Tomorrow's scheduled delivery waits for its preparation start (issue 31 §4): nothing sent, no entry.
    const tomorrow = orders.find(
      (o) =>
        o.pedidoAgendado === 'AGENDADO' &&
        new Date((o.body as TOrder['iFoodOrder']).schedule!.deliveryDateTimeStart!).getTime() > Date.now() + 3_600_000,
    )!;
    expect(((tomorrow.body as TOrder['iFoodOrder']).items ?? []).map((i) => i.status)).toEqual(['PENDENTE']);
    expect(entries.filter((e) => e.pedidoId === tomorrow.id)).toEqual([]);
    expect(new Set(entries.map((e) => e.localNotificacao))).toEqual(new Set(['COZINHA']));
    expect(new Set(entries.map((e) => e.status))).toEqual(new Set(['PENDENTE', 'INICIADO', 'DESPACHADO']));
    const drinks = orders.flatMap((o) =>
      ((o.body as TOrder['iFoodOrder']).items ?? []).filter(
        (i) => (i as { localNotification?: string }).localNotification === 'BAR',
      ),
    );
    expect(drinks.length).toBeGreaterThan(0);
    expect(drinks.every((i) => i.status === 'NOTIFICADO')).toBe(true);
  });

  it("prints the open demo orders' kitchen and bar tickets once, through the print queue (the print log shows them)", async () => {
    const count = await printDemoProductionTickets(first.app);
    expect(count).toBeGreaterThan(0);
    const jobs = await first.database.db.select().from(t.impressao).where(eq(t.impressao.origem, 'NOTIFICACAO'));
    expect(jobs).toHaveLength(count);
    expect(new Set(jobs.map((j) => j.localImpressao))).toEqual(new Set(['COZINHA', 'BAR']));
    // Each ticket carries the kitchen contract with the items sent to its place.
    for (const job of jobs) {
      const content = JSON.parse(job.conteudo!) as { tipo: string; itens: { name: string }[] };
      expect(content.tipo).toBe('COZINHA');
      expect(content.itens.length).toBeGreaterThan(0);
    }
    // Tomorrow's scheduled delivery gets its release job instead (issue 31 §4).
    const held = await first.database.executeSql(`SELECT data FROM ${EVENTS_SCHEMA}.job WHERE name = $1`, [
      SCHEDULED_RELEASE_QUEUE,
    ]);
    expect(held.rows.length).toBeGreaterThan(0);
  });

  it('keeps the demo orders editable and the order numbers going on after them', async () => {
    const [tab] = await get(`${BASE}/listByIdentificadorPrincipal?identificadorPrincipal=13&tipos=COMANDA`);
    const res = await first.app.inject({
      method: 'POST',
      url: BASE,
      headers: await first.auth('caixa'),
      payload: {
        ...tab,
        iFoodOrder: {
          ...tab!.iFoodOrder,
          items: [...tab!.iFoodOrder.items, { name: 'Água', quantity: 1, price: 4.5, notSaved: true }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const created = await first.app.inject({
      method: 'POST',
      url: BASE,
      headers: await first.auth('caixa'),
      payload: {
        tipo: 'COMANDA',
        identificadorPrincipal: '40',
        iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 4.5 }], payments: [] },
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<TOrder>().sequencial).toBe(DEMO_ORDERS.length + 1);
  });
});
