import { ROLES } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { shouldOfferImport } from './import-at-checkout';

const cashier = makeProfile();
const blocked = makeProfile({
  roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO],
});

describe('shouldOfferImport (doc 1 §4 "Payment")', () => {
  it('offers a paid own-channel order that is not imported', () => {
    expect(shouldOfferImport(makeOrder({ pago: true }), cashier)).toBe(true);
    expect(shouldOfferImport(makeOrder({ pago: true }), null)).toBe(true);
  });

  it('does not offer an unpaid, imported or marketplace order, nor to a blocked user', () => {
    expect(shouldOfferImport(makeOrder({ pago: false }), cashier)).toBe(false);
    expect(shouldOfferImport(makeOrder({ pago: true, dataImportacao: '2025-01-02T12:00:00Z' }), cashier)).toBe(false);
    expect(shouldOfferImport(makeOrder({ pago: true, tipoImportacao: 'IF' }), cashier)).toBe(false);
    expect(shouldOfferImport(makeOrder({ pago: true }), blocked)).toBe(false);
  });
});
