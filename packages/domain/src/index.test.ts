import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@brasa/domain entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'ok',
      'fail',
      'toCents',
      'formatMoney',
      'birthdayNotice',
      'nearBirthday',
      'isValidCnpj',
      'maskPhone',
      'boardDayRange',
      'rangeForPreset',
      'canChangeStatus',
      'isIntegrationChannel',
      'MSG',
      'ROLES',
      'ALL_ROLES',
      'hasRole',
      'isWaiter',
      'resolveGuard',
      'ROUTES',
      'parseProductCode',
      'parseScaleBarcode',
      'priceCombo',
      'spreadDiscount',
      'validateItemRemoval',
      'validateOrderForSave',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it('builds results', () => {
    expect(domain.ok(1)).toEqual({ ok: true, value: 1 });
    expect(domain.fail('x')).toEqual({ ok: false, message: 'x' });
  });
});
