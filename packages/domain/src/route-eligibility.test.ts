import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { isAllocatedInRoute, routeEligibility, selectAllForRoute } from './route-eligibility';

const DISPATCHED = 'Não é possível criar uma nova rota para um pedido que já foi despachado.';
const order = (situacao: OrderStatus, agrupadorDespacho: string | null = null) => ({
  id: 1,
  situacao,
  agrupadorDespacho,
});

describe('route eligibility (doc 4 §4)', () => {
  it('takes confirmed orders and awaiting-pickup orders not yet in a route', () => {
    expect(routeEligibility(order('CONFIRMADO')).ok).toBe(true);
    expect(routeEligibility(order('CONFIRMADO', 'g1')).ok).toBe(true);
    expect(routeEligibility(order('AGUARDANDO_RETIRADA')).ok).toBe(true);
  });

  it('refuses an awaiting-pickup order already in a route, and every other situation, with the spec message', () => {
    expect(routeEligibility(order('AGUARDANDO_RETIRADA', 'g1'))).toEqual({ ok: false, message: DISPATCHED });
    for (const situacao of ['PENDENTE', 'ENVIADO', 'ENTREGUE', 'CANCELADO'] as const) {
      expect(routeEligibility(order(situacao))).toEqual({ ok: false, message: DISPATCHED });
    }
  });

  it('select-all is refused when any order is ineligible, and accepted when all are', () => {
    const statuses = fc.constantFrom(...ORDER_STATUSES);
    const group = fc.option(fc.constantFrom('g1', 'g2'), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(statuses, group), { maxLength: 8 }), (pairs) => {
        const orders = pairs.map(([s, g]) => order(s, g));
        const allOk = orders.every((o) => routeEligibility(o).ok);
        expect(selectAllForRoute(orders).ok).toBe(allOk);
      }),
    );
  });

  it("'Alocado em Rota' is an order in a route still confirmed or awaiting pickup", () => {
    expect(isAllocatedInRoute(order('CONFIRMADO', 'g'))).toBe(true);
    expect(isAllocatedInRoute(order('AGUARDANDO_RETIRADA', 'g'))).toBe(true);
    expect(isAllocatedInRoute(order('ENVIADO', 'g'))).toBe(false);
    expect(isAllocatedInRoute(order('CONFIRMADO'))).toBe(false);
  });
});
