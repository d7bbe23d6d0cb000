import { ROLES } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/make-profile';
import { shouldOpenInvoiceAfterImport } from './invoice-after-import';

describe('"Gerar nota fiscal ao confirmar" (doc 2 §4.4, §6)', () => {
  it('opens the invoice dialog after an import only when on and the user holds ROLE_NOTA_FISCAL', () => {
    const fiscal = makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_NOTA_FISCAL] });
    const cashier = makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY] });
    expect(shouldOpenInvoiceAfterImport({ generateInvoice: true }, fiscal)).toBe(true);
    expect(shouldOpenInvoiceAfterImport({ generateInvoice: false }, fiscal)).toBe(false);
    expect(shouldOpenInvoiceAfterImport({ generateInvoice: true }, cashier)).toBe(false);
    expect(shouldOpenInvoiceAfterImport({ generateInvoice: true }, null)).toBe(false);
  });
});
