import { describe, expect, it } from 'vitest';
import { paymentShortcutOf } from './use-payment-keys';

const key = (
  key: string,
  extra: Partial<{ code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  code: extra.code ?? '',
  ctrlKey: extra.ctrlKey ?? false,
  metaKey: extra.metaKey ?? false,
  altKey: extra.altKey ?? false,
});

describe('payment shortcuts (doc 1 §9)', () => {
  it('F10 confirms, F9 confirms and prints, Ctrl+1..9 picks a method', () => {
    expect(paymentShortcutOf(key('F10'))).toEqual({ kind: 'confirm' });
    expect(paymentShortcutOf(key('F9'))).toEqual({ kind: 'confirmAndPrint' });
    expect(paymentShortcutOf(key('3', { code: 'Digit3', ctrlKey: true }))).toEqual({ kind: 'method', digit: 3 });
    expect(paymentShortcutOf(key('!', { code: 'Digit1', ctrlKey: true }))).toEqual({ kind: 'method', digit: 1 });
    expect(paymentShortcutOf(key('7', { code: 'Numpad7', metaKey: true }))).toEqual({ kind: 'method', digit: 7 });
  });

  it('ignores other keys, Ctrl+0 and Alt combinations', () => {
    expect(paymentShortcutOf(key('0', { code: 'Digit0', ctrlKey: true }))).toBeNull();
    expect(paymentShortcutOf(key('1'))).toBeNull();
    expect(paymentShortcutOf(key('F10', { altKey: true }))).toBeNull();
    expect(paymentShortcutOf(key('Enter'))).toBeNull();
  });
});
