import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-status';
import {
  ALLOCATED_MARKER_COLOR,
  DEFAULT_ROUTE_FILTERS,
  MARKER_COLORS,
  applyRouteFilters,
  clampDelay,
  groupRoutes,
  lastActivityDate,
  markerColor,
  nextDelayRecheckMs,
  splitRouteGroups,
  toggleSituation,
  type PlanningOrder,
} from './route-planning';

const NOW = Date.parse('2026-11-24T20:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();
let nextId = 1;
function order(over: Partial<PlanningOrder> = {}): PlanningOrder {
  return {
    id: nextId++,
    situacao: 'CONFIRMADO',
    agrupadorDespacho: null,
    tipo: 'DELIVERY',
    pago: false,
    pagoOnline: false,
    dataPedido: minutesAgo(60),
    ...over,
  };
}

describe('markers (doc 4 §4)', () => {
  it('colours per situation and purple for an order allocated in a route', () => {
    expect(markerColor(order({ situacao: 'ENVIADO' }))).toBe(MARKER_COLORS.ENVIADO);
    expect(markerColor(order({ situacao: 'CONFIRMADO', agrupadorDespacho: 'g' }))).toBe(ALLOCATED_MARKER_COLOR);
    expect(markerColor(order({ situacao: 'ENVIADO', agrupadorDespacho: 'g' }))).toBe(MARKER_COLORS.ENVIADO);
  });
});

describe('filters (doc 4 §4, §9)', () => {
  it('defaults to delivery orders, any payment, every situation, no delay', () => {
    const orders = [order(), order({ tipo: 'BALCAO' }), order({ situacao: 'ENVIADO', pago: true })];
    expect(applyRouteFilters(orders, DEFAULT_ROUTE_FILTERS, NOW).map((o) => o.tipo)).toEqual(['DELIVERY', 'DELIVERY']);
  });

  it('paid and paid-online keep only such orders; situations keep only the chosen ones', () => {
    const paid = order({ pago: true });
    const online = order({ pago: true, pagoOnline: true });
    const sent = order({ situacao: 'ENVIADO' });
    const all = [order(), paid, online, sent];
    expect(applyRouteFilters(all, { ...DEFAULT_ROUTE_FILTERS, pago: true }, NOW)).toEqual([paid, online]);
    expect(applyRouteFilters(all, { ...DEFAULT_ROUTE_FILTERS, pagoOnline: true }, NOW)).toEqual([online]);
    expect(applyRouteFilters(all, { ...DEFAULT_ROUTE_FILTERS, situacoes: ['ENVIADO'] }, NOW)).toEqual([sent]);
  });

  it("'Todos' clears the others, another choice removes 'Todos', none left is 'Todos'", () => {
    expect(toggleSituation(['TODOS'], 'ENVIADO')).toEqual(['ENVIADO']);
    expect(toggleSituation(['ENVIADO'], 'CONFIRMADO')).toEqual(['ENVIADO', 'CONFIRMADO']);
    expect(toggleSituation(['ENVIADO', 'CONFIRMADO'], 'TODOS')).toEqual(['TODOS']);
    expect(toggleSituation(['ENVIADO'], 'ENVIADO')).toEqual(['TODOS']);
    const choices = fc.constantFrom<OrderStatus | 'TODOS'>('TODOS', 'PENDENTE', 'CONFIRMADO', 'ENVIADO', 'ENTREGUE');
    fc.assert(
      fc.property(fc.array(choices, { maxLength: 12 }), (clicks) => {
        const result = clicks.reduce<(OrderStatus | 'TODOS')[]>((cur, c) => toggleSituation(cur, c), ['TODOS']);
        expect(result.length).toBeGreaterThan(0);
        expect(result.includes('TODOS') ? result.length : 1).toBe(1);
      }),
    );
  });

  it('the delay slider is 0 to 120 in steps of 10', () => {
    expect([clampDelay(-5), clampDelay(34), clampDelay(35), clampDelay(500), clampDelay('x')]).toEqual([
      0, 30, 40, 120, 0,
    ]);
  });

  it('the delay hides orders active more recently than it, from the latest present date', () => {
    const old = order({ dataPedido: minutesAgo(90), dataConfirmacao: minutesAgo(45) });
    const fresh = order({ dataPedido: minutesAgo(90), dataConfirmacao: minutesAgo(5) });
    expect(lastActivityDate(fresh)).toBe(minutesAgo(5));
    expect(applyRouteFilters([old, fresh], { ...DEFAULT_ROUTE_FILTERS, atrasoMinutos: 30 }, NOW)).toEqual([old]);
    expect(applyRouteFilters([old, fresh], { ...DEFAULT_ROUTE_FILTERS, atrasoMinutos: 0 }, NOW)).toEqual([old, fresh]);
  });

  it('is re-evaluated when the nearest hidden order passes the threshold', () => {
    const a = order({ dataPedido: minutesAgo(5) });
    const b = order({ dataPedido: minutesAgo(25) });
    expect(nextDelayRecheckMs([a, b, order({ dataPedido: minutesAgo(50) })], 30, NOW)).toBe(5 * 60_000);
    expect(nextDelayRecheckMs([a], 0, NOW)).toBeNull();
    // At that moment the order shows.
    const later = NOW + 5 * 60_000;
    expect(applyRouteFilters([b], { ...DEFAULT_ROUTE_FILTERS, atrasoMinutos: 30 }, later)).toEqual([b]);
  });
});

describe('route groups (doc 4 §3, §4)', () => {
  const courier = { id: 7, nome: 'MOTOBOY' };
  it('groups by dispatch group with its courier; delivered groups go to Entregues', () => {
    const groups = groupRoutes([
      order({ agrupadorDespacho: 'a', situacao: 'ENTREGUE', pessoaEntregador: courier }),
      order({ agrupadorDespacho: 'b', situacao: 'AGUARDANDO_RETIRADA' }),
      order(),
      order({ agrupadorDespacho: 'a', situacao: 'ENTREGUE', pessoaEntregador: courier }),
    ]);
    expect(groups.map((g) => [g.agrupadorDespacho, g.pessoa?.nome ?? null, g.pedidos.length])).toEqual([
      ['a', 'MOTOBOY', 2],
      ['b', null, 1],
    ]);
    const split = splitRouteGroups(groups);
    expect(split.entregues.map((g) => g.agrupadorDespacho)).toEqual(['a']);
    expect(split.despachos.map((g) => g.agrupadorDespacho)).toEqual(['b']);
  });

  it('sorts unassigned first, then sent, then latest update', () => {
    const groups = groupRoutes([
      order({
        agrupadorDespacho: 'waitOld',
        situacao: 'AGUARDANDO_RETIRADA',
        pessoaEntregador: courier,
        dataAguardandoRetirada: minutesAgo(30),
      }),
      order({
        agrupadorDespacho: 'waitNew',
        situacao: 'AGUARDANDO_RETIRADA',
        pessoaEntregador: courier,
        dataAguardandoRetirada: minutesAgo(2),
      }),
      order({ agrupadorDespacho: 'sent', situacao: 'ENVIADO', pessoaEntregador: courier, dataEnvio: minutesAgo(40) }),
      order({ agrupadorDespacho: 'none', situacao: 'AGUARDANDO_RETIRADA', dataAguardandoRetirada: minutesAgo(50) }),
    ]);
    expect(splitRouteGroups(groups).despachos.map((g) => g.agrupadorDespacho)).toEqual([
      'none',
      'sent',
      'waitNew',
      'waitOld',
    ]);
  });
});
