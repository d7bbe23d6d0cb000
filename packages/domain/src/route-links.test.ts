import { describe, expect, it } from 'vitest';
import { mapsRouteUrl, messagingShareUrl, routeShareText } from './route-links';

describe('route links', () => {
  it('opens shop → stops in order, the last stop as destination and the others as waypoints', () => {
    const url = new URL(
      mapsRouteUrl({ lat: -23.5, lng: -46.6 }, [
        { lat: -23.51, lng: -46.61 },
        { endereco: 'Rua A, 10' },
        { lat: -23.52, lng: -46.62 },
      ])!,
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('-23.500000,-46.600000');
    expect(url.searchParams.get('destination')).toBe('-23.520000,-46.620000');
    expect(url.searchParams.get('waypoints')).toBe('-23.510000,-46.610000|Rua A, 10');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('has no link without a usable stop, and no origin when the shop has no place', () => {
    expect(mapsRouteUrl(null, [])).toBeNull();
    expect(mapsRouteUrl(null, [{ endereco: '  ' }])).toBeNull();
    const url = new URL(mapsRouteUrl(null, [{ endereco: 'Rua B' }])!);
    expect(url.searchParams.has('origin')).toBe(false);
    expect(url.searchParams.has('waypoints')).toBe(false);
  });

  it('shares the route as text through the messaging link', () => {
    const text = routeShareText('João', [{ numero: 12, cliente: 'Ana', endereco: 'Rua A, 10' }], 'https://x');
    expect(text).toBe('Rota de João\n1. Pedido 12 - Ana - Rua A, 10\nhttps://x');
    expect(decodeURIComponent(messagingShareUrl(text).split('text=')[1]!)).toBe(text);
    expect(routeShareText(null, [], null)).toBe('Rota de entrega');
  });
});
