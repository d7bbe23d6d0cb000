import { describe, expect, it } from 'vitest';
import { groupCourierRoutes } from './courier-route';
import { routeShareOf } from './route-links';
import { groupRoutes } from './route-planning';
import { compareStops, formatEtaTime, inStopOrder } from './route-stops';

const at = (h: number, m: number) => new Date(2026, 11, 3, h, m).toISOString();
const stop = (posicao: number, chegada: string | null = null) => ({ posicao, chegada });

const order = (id: number, paradaRota: { posicao: number; chegada: string | null } | null) => ({
  id,
  situacao: 'AGUARDANDO_RETIRADA' as const,
  tipo: 'DELIVERY' as const,
  agrupadorDespacho: 'r1',
  pessoaEntregador: { id: 7, nome: 'CARLOS' },
  updatedAt: at(19, 0),
  dataPedido: at(18, 0),
  pago: false,
  pagoOnline: false,
  levarTrocoPara: null,
  sequencial: id * 10,
  latitude: -23.5 - id / 100,
  longitude: -46.6,
  iFoodOrder: {
    levarMaquinaCartao: false,
    customer: { name: `C${id}` },
    deliveryAddress: { streetName: 'Rua', streetNumber: String(id), neighborhood: 'B', city: 'SP' },
  },
  paradaRota,
});

describe('a route follows its stored stop order (issue 31 §4)', () => {
  const orders = [
    order(1, stop(3, at(19, 40))),
    order(2, stop(1, at(19, 12))),
    order(3, stop(2, at(19, 25))),
    order(4, null),
  ];

  it('sorts by stored position, orders without one last by id', () => {
    expect(inStopOrder(orders).map((o) => o.id)).toEqual([2, 3, 1, 4]);
    expect(compareStops({ id: 9, paradaRota: null }, { id: 5, paradaRota: null })).toBeGreaterThan(0);
  });

  it('the route cards and the delivery app group in stop order', () => {
    expect(groupRoutes(orders)[0]!.pedidos.map((o) => o.id)).toEqual([2, 3, 1, 4]);
    const app = groupCourierRoutes([{ pessoa: { id: 7, nome: 'CARLOS' }, pedidos: orders }], 7);
    expect(app.mine[0]!.orders.map((o) => o.id)).toEqual([2, 3, 1, 4]);
  });

  it('the shared link and text list the stops in that order with HH:mm ETAs', () => {
    const share = routeShareOf({ lat: -23.56, lng: -46.65 }, orders, 'CARLOS');
    expect(share.ok).toBe(true);
    if (!share.ok) return;
    const url = new URL(share.value.url);
    expect(url.searchParams.get('destination')).toBe('-23.540000,-46.600000');
    expect(url.searchParams.get('waypoints')).toBe(
      ['-23.520000,-46.600000', '-23.530000,-46.600000', '-23.510000,-46.600000'].join('|'),
    );
    expect(share.value.text.split('\n').slice(0, 5)).toEqual([
      'Rota de CARLOS',
      '1. Pedido 20 - C2 - Rua, 2, B, SP - Previsão 19:12',
      '2. Pedido 30 - C3 - Rua, 3, B, SP - Previsão 19:25',
      '3. Pedido 10 - C1 - Rua, 1, B, SP - Previsão 19:40',
      '4. Pedido 40 - C4 - Rua, 4, B, SP',
    ]);
    expect(routeShareOf(null, [{ id: 1 }], null)).toEqual({
      ok: false,
      message: 'Nenhum endereço válido encontrado para a rota',
    });
  });

  it('formats an ETA as HH:mm, nothing for a missing one', () => {
    expect(formatEtaTime(at(9, 5))).toBe('09:05');
    expect(formatEtaTime(null)).toBeNull();
    expect(formatEtaTime('nada')).toBeNull();
  });
});
