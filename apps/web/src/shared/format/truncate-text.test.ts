import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps short texts and cuts long ones to the limit, ellipsis included', () => {
    expect(truncateText('X-Burger', 25)).toBe('X-Burger');
    const cut = truncateText('Prato feito (arroz, feijão, bife e salada)', 25);
    expect(cut).toHaveLength(25);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateText('a'.repeat(60))).toHaveLength(50);
  });
});
