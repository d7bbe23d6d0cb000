export type NewOrderType = 'DELIVERY' | 'BALCAO';

/** doc 4 §2 "Layout": Insert opens a new delivery order, Home a new counter order. */
export function shortcutOrderType(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
): NewOrderType | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'Insert') return 'DELIVERY';
  if (event.key === 'Home') return 'BALCAO';
  return null;
}

/** Typing in a field never fires a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Nor while a dialog (the order dialog among them) is open. */
export function isDialogOpen(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}
