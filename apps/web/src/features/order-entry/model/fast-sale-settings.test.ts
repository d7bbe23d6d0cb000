import { describe, expect, it } from 'vitest';
import { sanitizeFastSaleSetting } from './fast-sale-settings';

describe('fast_sale_settings', () => {
  it('keeps the three values and defaults to NAO_EXIBIR', () => {
    expect(sanitizeFastSaleSetting('EXIBIR_COMECO')).toBe('EXIBIR_COMECO');
    expect(sanitizeFastSaleSetting('EXIBIR_FINAL')).toBe('EXIBIR_FINAL');
    expect(sanitizeFastSaleSetting('NAO_EXIBIR')).toBe('NAO_EXIBIR');
    expect(sanitizeFastSaleSetting(null)).toBe('NAO_EXIBIR');
    expect(sanitizeFastSaleSetting('exibir_final')).toBe('NAO_EXIBIR');
  });
});
