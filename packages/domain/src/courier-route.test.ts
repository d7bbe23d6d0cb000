import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courierBarcode, CONFIRM_DISPATCH_BARCODE, orderBarcode } from './courier-barcodes';
import {
  confirmScannedCode,
  courierRouteActions,
  groupCourierRoutes,
  inProgressOrder,
  isPendingRoute,
  isStartConfirmed,
  keptRouteSelection,
  matchRouteOrderCode,
  newDispatchNotices,
  ordersToDeliver,
  routeTakeAlong,
  type CourierRouteOrder,
  type StartConfirmation,
} from './courier-route';
import { MSG } from './messages';
import { routeState } from './route-state';

const CARLOS = { id: 7, nome: 'MOTOBOY CARLOS' };
const PEDRO = { id: 8, nome: 'MOTOBOY PEDRO' };

function order(id: number, over: Partial<CourierRouteOrder> = {}): CourierRouteOrder {
  return {
    id,
    situacao: 'AGUARDANDO_RETIRADA',
    agrupadorDespacho: 'g1',
    pessoaEntregador: CARLOS,
    updatedAt: `2026-05-10T12:0${id % 10}:00.000Z`,
    pago: false,
    levarTrocoPara: null,
    iFoodOrder: {},
    ...over,
  };
}

const STATUSES = ['AGUARDANDO_RETIRADA', 'ENVIADO', 'ENTREGUE', 'CONFIRMADO'] as const;

describe('route state in the courier app', () => {
  it('is decided by routeState, the rule the route planning page uses', () => {
    const routes = groupCourierRoutes(
      [
        {
          pessoa: CARLOS,
          pedidos: [order(1), order(2, { situacao: 'CONFIRMADO' }), order(3, { agrupadorDespacho: 'g2' })],
        },
      ],
      CARLOS.id,
    );
    expect(routes.mine.map((r) => r.state)).toEqual([routeState(routes.mine[0]!.orders), 'NOT_STARTED']);
    expect(routes.mine[0]!.state).toBe('IN_PROGRESS');
  });
});

describe('groupCourierRoutes', () => {
  it("groups by dispatch group: this courier's routes, then the ones without a courier", () => {
    const routes = groupCourierRoutes(
      [
        { pessoa: CARLOS, pedidos: [order(3, { agrupadorDespacho: 'g2' }), order(2), order(1)] },
        { pessoa: PEDRO, pedidos: [order(9, { pessoaEntregador: PEDRO, agrupadorDespacho: 'g9' })] },
        {
          pessoa: { id: -1, nome: 'SEM ENTREGADOR' },
          pedidos: [
            order(5, { pessoaEntregador: null, agrupadorDespacho: 'g5' }),
            order(6, { pessoaEntregador: null, agrupadorDespacho: null }),
          ],
        },
      ],
      CARLOS.id,
    );
    expect(routes.mine.map((r) => [r.key, r.orders.map((o) => o.id)])).toEqual([
      ['g1', [1, 2]],
      ['g2', [3]],
    ]);
    expect(routes.mine[0]!.courier).toEqual(CARLOS);
    expect(routes.unassigned.map((r) => [r.key, r.orders.map((o) => o.id)])).toEqual([['g5', [5]]]);
    expect(routes.unassigned[0]!.courier).toBeNull();
  });

  it('leaves cancelled orders out, makes an order without a group a route of its own, keeps the last update', () => {
    const routes = groupCourierRoutes(
      [
        {
          pessoa: CARLOS,
          pedidos: [
            order(1, { updatedAt: '2026-05-10T12:00:00.000Z' }),
            order(2, { updatedAt: '2026-05-10T13:30:00.000Z' }),
            order(3, { situacao: 'CANCELADO' }),
            order(4, { agrupadorDespacho: null }),
          ],
        },
      ],
      CARLOS.id,
    );
    expect(routes.mine.map((r) => r.key)).toEqual(['g1', 'pedido-4']);
    expect(routes.mine[0]!.orders.map((o) => o.id)).toEqual([1, 2]);
    expect(routes.mine[0]!.lastUpdate).toBe('2026-05-10T13:30:00.000Z');
  });

  it('shows nothing of another courier to a user without a person', () => {
    expect(groupCourierRoutes([{ pessoa: CARLOS, pedidos: [order(1)] }], null).mine).toEqual([]);
  });

  it('keeps every order of the courier and of unassigned groups in exactly one route', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            group: fc.constantFrom('a', 'b', 'c', null),
            courier: fc.constantFrom(CARLOS, PEDRO, null),
            situacao: fc.constantFrom(...STATUSES, 'CANCELADO'),
          }),
          { maxLength: 20 },
        ),
        (specs) => {
          const orders = specs.map((s, i) =>
            order(i + 1, { agrupadorDespacho: s.group, pessoaEntregador: s.courier, situacao: s.situacao }),
          );
          const routes = groupCourierRoutes([{ pessoa: CARLOS, pedidos: orders }], CARLOS.id);
          const seen = [...routes.mine, ...routes.unassigned].flatMap((r) => r.orders.map((o) => o.id));
          const expected = orders
            .filter((o) => o.situacao !== 'CANCELADO')
            .filter((o) => o.pessoaEntregador?.id === CARLOS.id || (!o.pessoaEntregador && o.agrupadorDespacho))
            .map((o) => o.id);
          expect([...seen].sort((a, b) => a - b)).toEqual(expected);
        },
      ),
    );
  });

  it('lists as pending only the routes with something left to deliver', () => {
    expect(isPendingRoute({ state: 'FINISHED' })).toBe(false);
    expect(isPendingRoute({ state: 'IN_PROGRESS' })).toBe(true);
    expect(isPendingRoute({ state: 'NOT_STARTED' })).toBe(true);
  });
});

describe('routeTakeAlong', () => {
  it('asks for the card machine and change only for unpaid orders still to deliver', () => {
    const along = routeTakeAlong([
      order(1, { levarTrocoPara: 100 }),
      order(2, { levarTrocoPara: 50, pago: true, iFoodOrder: { levarMaquinaCartao: true } }),
      order(3, { levarTrocoPara: 20, situacao: 'ENTREGUE' }),
      order(4, { levarTrocoPara: 0 }),
      order(5, { levarTrocoPara: 200 }),
    ]);
    expect(along).toEqual({ cardMachine: false, changeFor: [100, 200] });
    expect(routeTakeAlong([order(1, { iFoodOrder: { levarMaquinaCartao: true } })]).cardMachine).toBe(true);
  });
});

describe('courierRouteActions', () => {
  const route = (orders: CourierRouteOrder[], courier: typeof CARLOS | null = CARLOS) => ({
    orders,
    courier,
    state: routeState(orders),
  });

  it("shows 'Iniciar' only before the start, 'Finalizar' once started", () => {
    const waiting = courierRouteActions(route([order(1), order(2)]), CARLOS.id);
    expect(waiting).toEqual({ start: true, finish: false, deliverOrderId: null, deliverAll: false, routeLink: false });
    const running = courierRouteActions(
      route([order(1, { situacao: 'ENTREGUE' }), order(2, { situacao: 'ENVIADO' }), order(3, { situacao: 'ENVIADO' })]),
      CARLOS.id,
    );
    expect(running).toEqual({ start: false, finish: true, deliverOrderId: 2, deliverAll: true, routeLink: true });
    const done = courierRouteActions(route([order(1, { situacao: 'ENTREGUE' })]), CARLOS.id);
    expect(done).toEqual({ start: false, finish: true, deliverOrderId: null, deliverAll: false, routeLink: false });
  });

  it("shows nothing on a route that is not the courier's own", () => {
    const none = { start: false, finish: false, deliverOrderId: null, deliverAll: false, routeLink: false };
    expect(courierRouteActions(route([order(1)], null), CARLOS.id)).toEqual(none);
    expect(courierRouteActions(route([order(1)], PEDRO), CARLOS.id)).toEqual(none);
    expect(courierRouteActions(route([order(1)]), null)).toEqual(none);
  });

  it('delivers the first order on its way, and all of those at the end', () => {
    const orders = [
      order(1, { situacao: 'ENTREGUE' }),
      order(2, { situacao: 'ENVIADO' }),
      order(3, { situacao: 'ENVIADO' }),
    ];
    expect(inProgressOrder({ orders })?.id).toBe(2);
    expect(ordersToDeliver({ orders })).toEqual([2, 3]);
  });
});

describe('start confirmation by barcode', () => {
  it('accepts the typed id or the ticket barcode of a route order, nothing else', () => {
    expect(matchRouteOrderCode('12', [12, 13])).toEqual({ ok: true, value: 12 });
    expect(matchRouteOrderCode(` ${orderBarcode(13)} `, [12, 13])).toEqual({ ok: true, value: 13 });
    const invalid = { ok: false, message: MSG.INVALID_CODE };
    expect(matchRouteOrderCode('14', [12, 13])).toEqual(invalid);
    expect(matchRouteOrderCode(orderBarcode(14), [12, 13])).toEqual(invalid);
    // a wrong check digit, a courier's and the confirm code are not orders
    expect(matchRouteOrderCode(orderBarcode(13).slice(0, 12) + '0', [12, 13]).ok).toBe(orderBarcode(13).endsWith('0'));
    expect(matchRouteOrderCode(courierBarcode(12), [12])).toEqual(invalid);
    expect(matchRouteOrderCode(CONFIRM_DISPATCH_BARCODE, [0])).toEqual(invalid);
    expect(matchRouteOrderCode('', [12])).toEqual(invalid);
    expect(matchRouteOrderCode('12a', [12])).toEqual(invalid);
  });

  it('reads any order barcode back to its id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(matchRouteOrderCode(orderBarcode(id), [id])).toEqual({ ok: true, value: id });
        expect(matchRouteOrderCode(orderBarcode(id), [id + 1]).ok).toBe(false);
      }),
    );
  });

  it("confirms each order once and is complete ('Concluir') when all are", () => {
    let state: StartConfirmation = { orderIds: [12, 13], confirmed: [] };
    expect(isStartConfirmed(state)).toBe(false);
    const first = confirmScannedCode(state, '12');
    if (!first.ok) throw new Error(first.message);
    state = first.value;
    const again = confirmScannedCode(state, orderBarcode(12));
    expect(again.ok && again.value.confirmed).toEqual([12]);
    expect(confirmScannedCode(state, '99')).toEqual({ ok: false, message: MSG.INVALID_CODE });
    const second = confirmScannedCode(state, orderBarcode(13));
    expect(second.ok && isStartConfirmed(second.value)).toBe(true);
    expect(isStartConfirmed({ orderIds: [], confirmed: [] })).toBe(false);
  });
});

describe('notices and selection', () => {
  it('toasts when a count grows, never on the first load', () => {
    expect(newDispatchNotices(null, { mine: 3, unassigned: 2 })).toEqual([]);
    expect(newDispatchNotices({ mine: 1, unassigned: 1 }, { mine: 2, unassigned: 1 })).toEqual([
      MSG.NEW_DISPATCH_FOR_YOU,
    ]);
    expect(newDispatchNotices({ mine: 1, unassigned: 1 }, { mine: 1, unassigned: 2 })).toEqual([
      MSG.NEW_DISPATCH_WITHOUT_COURIER,
    ]);
    expect(newDispatchNotices({ mine: 2, unassigned: 2 }, { mine: 1, unassigned: 0 })).toEqual([]);
  });

  it('drops the kept route when it is no longer loaded', () => {
    expect(keptRouteSelection('g1', ['g1', 'g2'])).toBe('g1');
    expect(keptRouteSelection('g3', ['g1'])).toBeNull();
    expect(keptRouteSelection(null, ['g1'])).toBeNull();
  });
});
