import type { KeyboardEvent } from 'react';

export interface PaymentKeyHandlers {
  /** F10: confirm. */
  readonly onConfirm: () => void;
  /** F9: confirm and print. */
  readonly onConfirmAndPrint: () => void;
  /** Ctrl plus digit 1-9: pick the n-th method (doc 1 §2.5, §9). */
  readonly onMethodDigit: (digit: number) => void;
}

export type PaymentShortcut =
  | { readonly kind: 'confirm' }
  | { readonly kind: 'confirmAndPrint' }
  | { readonly kind: 'method'; readonly digit: number };

/** Which payment shortcut a key press is, if any (Ctrl+digit reads `code`, so Shift or a layout does not matter). */
export function paymentShortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): PaymentShortcut | null {
  if (event.altKey) return null;
  if (event.ctrlKey || event.metaKey) {
    const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code ?? '')?.[1] ?? /^[1-9]$/.exec(event.key)?.[0];
    return digit ? { kind: 'method', digit: Number(digit) } : null;
  }
  if (event.key === 'F10') return { kind: 'confirm' };
  if (event.key === 'F9') return { kind: 'confirmAndPrint' };
  return null;
}

/**
 * onKeyDown for the payment dialog. Keys pressed inside dialogs opened on top of it (other portals, which
 * React still bubbles here) are left to them; handled keys do not reach the browser (F10 menu, Ctrl+1 tab).
 */
export function paymentKeyHandler(handlers: PaymentKeyHandlers) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const shortcut = paymentShortcutOf(event);
    if (!shortcut) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (shortcut.kind === 'confirm') handlers.onConfirm();
    else if (shortcut.kind === 'confirmAndPrint') handlers.onConfirmAndPrint();
    else handlers.onMethodDigit(shortcut.digit);
  };
}

/** onKeyDown of the dialogs opened over the payment (discount, fees, split): F10 confirms them. */
export function confirmKeyHandler(onConfirm: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'F10' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    onConfirm();
  };
}
