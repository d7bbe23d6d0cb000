import type { TOrder, TTransferItemsAnswer } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identificador, pedidoIntegracao } from '../src/db/schema';
import type { OrderEvent } from '../src/events/types';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const transfer = async (payload: unknown, as = 'caixa') =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/transferirItens`,
    headers: await ctx.auth(as),
    payload: payload as object,
  });
const errorOf = (res: { json(): unknown }) => (res.json() as { errorMessage?: string }).errorMessage;
const codesOf = (order: TOrder) => order.iFoodOrder.items.map((i) => i.referenceCode!);

/** A tab with its own number among the seeded ones (COMANDA 1..49 NORMAL, 50 BLOQUEADO). */
const openTab = (number: string, items = [{ name: 'Chopp', quantity: 2, price: 10 }], people = 2) =>
  createOrder(ctx, 'caixa', {
    tipo: 'COMANDA',
    identificadorPrincipal: number,
    quantidadePessoas: people,
    iFoodOrder: { items, payments: [] },
  });

async function openOrdersOn(tipo: string, number: string, unidadeId?: number) {
  const unit = unidadeId ?? (await ctx.session('caixa')).unidade.id;
  const rows = await ctx.database.db
    .select()
    .from(pedidoIntegracao)
    .where(
      and(
        eq(pedidoIntegracao.unidadeId, unit),
        eq(pedidoIntegracao.tipo, tipo),
        eq(pedidoIntegracao.identificadorPrincipal, number),
        eq(pedidoIntegracao.ativo, true),
      ),
    );
  return rows;
}

describe('POST transferirItens to a tab or table with no open order (doc 3 §4.4, §5 "Transfer items")', () => {
  it('opens the destination order with the items in the transfer; the emptied origin is cancelled', async () => {
    const origin = await openTab('30');
    expect(await openOrdersOn('COMANDA', '31')).toHaveLength(0);
    const recorded = vi.spyOn(ctx.app.orderEvents, 'record');
    const res = await transfer({
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: '31',
      tipoDestino: 'COMANDA',
      referenceCodes: codesOf(origin),
    });
    expect(res.statusCode).toBe(200);
    const { origem, destino } = res.json<TTransferItemsAnswer>();
    expect(destino).toMatchObject({
      tipo: 'COMANDA',
      identificadorPrincipal: '31',
      ativo: true,
      quantidadePessoas: 2,
      totalPedido: 20,
    });
    expect(['PENDENTE', 'CONFIRMADO']).toContain(destino.situacao);
    expect(destino.sequencial).toBeGreaterThan(origin.sequencial!);
    expect(destino.iFoodOrder.items.map((i) => i.name)).toEqual(['Chopp']);
    expect(destino.logs).toContain('Pedido criado por caixa');
    expect(destino.logs).toContain('Itens recebidos da comanda 30');
    expect(origem).toMatchObject({
      ativo: false,
      situacao: 'CANCELADO',
      motivoCancelamento: MSG.TRANSFER_CANCEL_REASON,
    });
    expect(origem.justificativaExclusao).toBe(MSG.todosItensTransferidos('comanda', '31', destino.sequencial!));
    // The board and the KDS hear of the new order as a creation, the origin as a removal.
    const events = recorded.mock.calls.flatMap(([, list]) => list as OrderEvent[]);
    recorded.mockRestore();
    expect(events.map((e) => [e.kind, e.orderId])).toEqual(
      expect.arrayContaining([
        ['order.created', destino.id],
        ['order.deleted', origem.id],
      ]),
    );
    expect(events.some((e) => e.kind === 'order.updated' && e.orderId === destino.id)).toBe(false);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/listByIdentificadorPrincipal?identificadorPrincipal=31&tipos=COMANDA`,
      headers: await ctx.auth('caixa'),
    });
    expect(listed.json<TOrder[]>().map((o) => o.id)).toEqual([destino.id]);
  });

  it('opens an empty table’s order too, and the origin that keeps items keeps its place', async () => {
    const origin = await openTab('32', [
      { name: 'Chopp', quantity: 1, price: 10 },
      { name: 'Porção', quantity: 1, price: 30 },
    ]);
    const res = await transfer({
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: '7',
      tipoDestino: 'MESA',
      referenceCodes: [codesOf(origin)[1]],
    });
    expect(res.statusCode).toBe(200);
    const { origem, destino } = res.json<TTransferItemsAnswer>();
    expect(destino).toMatchObject({ tipo: 'MESA', identificadorPrincipal: '7', totalPedido: 30 });
    expect(origem).toMatchObject({ ativo: true, totalPedido: 10 });
  });

  it('two transfers at once to the same empty tab end with ONE order there holding both items', async () => {
    const a = await openTab('33', [{ name: 'Chopp', quantity: 1, price: 10 }]);
    const b = await openTab('34', [{ name: 'Água', quantity: 1, price: 5 }]);
    const [ra, rb] = await Promise.all(
      [a, b].map((origin) =>
        transfer({
          idPedidoOrigem: origin.id,
          versionOrigem: origin.version,
          identificadorDestino: '35',
          tipoDestino: 'COMANDA',
          referenceCodes: codesOf(origin),
        }),
      ),
    );
    expect([ra!.statusCode, rb!.statusCode]).toEqual([200, 200]);
    const open = await openOrdersOn('COMANDA', '35');
    expect(open).toHaveLength(1);
    const names = (open[0]!.body as { items: { name: string }[] }).items.map((i) => i.name).sort();
    expect(names).toEqual(['Chopp', 'Água']);
    expect(open[0]!.quantidadePessoas).toBe(4);
  });

  it('refuses an unknown, inactive, blocked or another unit’s number, and opens nothing', async () => {
    const origin = await openTab('36');
    const payload = (identificadorDestino: string, tipoDestino = 'COMANDA') => ({
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino,
      tipoDestino,
      referenceCodes: codesOf(origin),
    });
    const unknown = await transfer(payload('99'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(MSG.identificadorDestinoNaoEncontrado('comanda'));
    const unknownTable = await transfer(payload('99', 'MESA'));
    expect(errorOf(unknownTable)).toBe(MSG.identificadorDestinoNaoEncontrado('mesa'));

    const unit = (await ctx.session('caixa')).unidade.id;
    await ctx.database.db
      .update(identificador)
      .set({ ativo: false })
      .where(
        and(
          eq(identificador.unidadeId, unit),
          eq(identificador.tipo, 'COMANDA'),
          eq(identificador.identificador, '37'),
        ),
      );
    const inactive = await transfer(payload('37'));
    expect(inactive.statusCode).toBe(404);
    expect(errorOf(inactive)).toBe(MSG.identificadorDestinoNaoEncontrado('comanda'));

    const blocked = await transfer(payload('50'));
    expect(blocked.statusCode).toBe(422);
    expect(errorOf(blocked)).toBe(MSG.identificadorDestinoBloqueado('comanda', '50'));

    const filial = (await ctx.session('caixa_filial')).unidade.id;
    await ctx.database.db.insert(identificador).values({ unidadeId: filial, tipo: 'COMANDA', identificador: '777' });
    const theirs = await transfer(payload('777'));
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe(MSG.identificadorDestinoNaoEncontrado('comanda'));
    expect(await openOrdersOn('COMANDA', '777', filial)).toHaveLength(0);

    for (const number of ['99', '37', '50', '777']) expect(await openOrdersOn('COMANDA', number)).toHaveLength(0);
    const still = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/${origin.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(still.json<TOrder>()).toMatchObject({ version: origin.version, ativo: true });
  });

  it('a transfer to its own number is still refused with the spec’s message', async () => {
    const origin = await openTab('38');
    const res = await transfer({
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: '38',
      tipoDestino: 'COMANDA',
      referenceCodes: codesOf(origin),
    });
    expect(errorOf(res)).toBe(MSG.TRANSFER_TO_SAME_TAB);
  });

  it('a refused transfer leaves no order opened on the empty tab (one transaction)', async () => {
    const origin = await openTab('39');
    const res = await transfer({
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: '40',
      tipoDestino: 'COMANDA',
      referenceCodes: [],
    });
    expect(errorOf(res)).toBe(MSG.NO_ITEM_TRANSFERRED);
    expect(await openOrdersOn('COMANDA', '40')).toHaveLength(0);
  });
});
