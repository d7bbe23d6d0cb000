import type { KeyboardEvent } from 'react';

export interface DialogKeyHandlers {
  /** F10: next step or confirm (doc 2 §2.6, §2.7). */
  readonly onF10?: () => void;
  /** F9: confirm the order. */
  readonly onF9?: () => void;
  /** Ctrl+D: order discount. */
  readonly onCtrlD?: () => void;
  /** Ctrl+F: focus the search (combo dialog). */
  readonly onCtrlF?: () => void;
}

type Shortcut = keyof DialogKeyHandlers;

/** Which shortcut a key press is, if any. */
function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): Shortcut | null {
  if (event.altKey) return null;
  if (!event.ctrlKey && !event.metaKey) {
    if (event.key === 'F10') return 'onF10';
    if (event.key === 'F9') return 'onF9';
    return null;
  }
  const key = event.key.toLowerCase();
  if (key === 'd') return 'onCtrlD';
  if (key === 'f') return 'onCtrlF';
  return null;
}

/**
 * onKeyDown for a dialog. Keys pressed inside dialogs opened on top of it (other portals, which React
 * still bubbles here) are left to them; handled keys do not reach the browser (F10 menu, Ctrl+D bookmark).
 */
export function dialogKeyHandler(handlers: DialogKeyHandlers) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const shortcut = shortcutOf(event);
    const handler = shortcut ? handlers[shortcut] : undefined;
    if (!handler) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };
}
