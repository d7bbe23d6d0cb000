import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import {
  DEFAULT_PREPARATION_SECONDS,
  deliveryRouteUrl,
  deliveryTimeOf,
  mapsRouteUrl,
  orderCreatedAt,
  orderReference,
  routeOrigin,
  textOf,
} from './order-detail-view';

const base = makeOrder();
const withBody = (body: Partial<typeof base.iFoodOrder>) => makeOrder({ iFoodOrder: { ...base.iFoodOrder, ...body } });
const unitPerson = {
  id: 9,
  nome: 'BRASA DEMO LTDA',
  funcao: null,
  latitude: null,
  longitude: null,
  estado: 'SP',
  municipio: { id: 1, nome: 'São Paulo', codigoIbge: '3550308', estado: { sigla: 'SP' } },
};
const profileWith = (unidade: Partial<ReturnType<typeof makeProfile>['unidade']>) => {
  const profile = makeProfile();
  return { ...profile, unidade: { ...profile.unidade, ...unidade } };
};

describe('order reference and delivery time (doc 1 §2.1)', () => {
  it('shows the marketplace short reference, else the id', () => {
    expect(orderReference(withBody({ shortReference: ' 7788 ' }))).toBe('7788');
    expect(orderReference(makeOrder({ id: 4321 }))).toBe('4321');
  });

  it('adds the preparation time to the creation time, 3600 s when absent', () => {
    expect(DEFAULT_PREPARATION_SECONDS).toBe(3600);
    expect(deliveryTimeOf(base)).toEqual(new Date(2025, 0, 2, 13, 0, 0));
    const marketplace = withBody({
      createdAt: new Date(2025, 0, 2, 18, 10, 0).toISOString(),
      preparationTimeInSeconds: 1500,
    });
    expect(orderCreatedAt(marketplace)).toEqual(new Date(2025, 0, 2, 18, 10, 0));
    expect(deliveryTimeOf(marketplace)).toEqual(new Date(2025, 0, 2, 18, 35, 0));
    expect(deliveryTimeOf(withBody({ preparationTimeInSeconds: 0 }))).toEqual(new Date(2025, 0, 2, 12, 0, 0));
  });

  it('has no delivery time without a readable creation date', () => {
    expect(deliveryTimeOf(makeOrder({ createdAt: 'ontem', iFoodOrder: { ...base.iFoodOrder, createdAt: null } }))).toBe(
      null,
    );
  });
});

describe('route button (doc 1 §2.1, §8)', () => {
  it('builds the Google Maps directions URL with start and end as query parameters', () => {
    expect(mapsRouteUrl('-23.5,-46.6', 'Rua Augusta, 1500 - Consolação, São Paulo/SP')).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=-23.5%2C-46.6&destination=Rua+Augusta%2C+1500+-+Consola%C3%A7%C3%A3o%2C+S%C3%A3o+Paulo%2FSP',
    );
  });

  it("starts from the unit's coordinates, else its person's coordinates, else its person's address", () => {
    expect(routeOrigin(profileWith({ latitude: -23.55, longitude: -46.63 }))).toEqual({
      ok: true,
      value: '-23.55,-46.63',
    });
    expect(routeOrigin(profileWith({ pessoa: { ...unitPerson, latitude: -23.5, longitude: -46.6 } }))).toEqual({
      ok: true,
      value: '-23.5,-46.6',
    });
    const withStreet = { ...unitPerson, endereco: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista' };
    expect(routeOrigin(profileWith({ pessoa: withStreet }))).toEqual({
      ok: true,
      value: 'Av. Paulista, 1000 - Bela Vista - São Paulo/SP',
    });
  });

  it('warns when the unit has no person or the session no unit', () => {
    expect(routeOrigin(makeProfile())).toEqual({ ok: false, message: MSG.COMPANY_PERSON_NOT_FOUND });
    expect(routeOrigin(null)).toEqual({ ok: false, message: MSG.COMPANY_NOT_FOUND });
    expect(deliveryRouteUrl(base, makeProfile())).toEqual({ ok: false, message: MSG.COMPANY_PERSON_NOT_FOUND });
  });

  it('ends at the delivery address with its city, else its coordinates', () => {
    const profile = profileWith({ latitude: 1, longitude: 2 });
    const order = withBody({
      deliveryAddress: { streetName: 'Rua Augusta', streetNumber: '1500', city: 'São Paulo', state: 'SP' },
    });
    expect(deliveryRouteUrl(order, profile)).toEqual({
      ok: true,
      value: mapsRouteUrl('1,2', 'Rua Augusta, 1500, São Paulo/SP'),
    });
    const pinned = withBody({ deliveryAddress: { coordinates: { latitude: -23.56, longitude: -46.65 } } });
    expect(deliveryRouteUrl(pinned, profile)).toEqual({ ok: true, value: mapsRouteUrl('1,2', '-23.56,-46.65') });
    expect(deliveryRouteUrl(withBody({ deliveryAddress: null }), profile).ok).toBe(false);
  });
});

describe('loose payload text', () => {
  it('trims strings, writes numbers and drops anything else', () => {
    expect(textOf('  Rua Augusta ')).toBe('Rua Augusta');
    expect(textOf(1500)).toBe('1500');
    expect(textOf(null)).toBe('');
    expect(textOf({ nome: 'x' })).toBe('');
  });
});
