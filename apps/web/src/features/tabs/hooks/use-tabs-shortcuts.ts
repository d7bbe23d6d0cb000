import { useEffect, useRef } from 'react';

export interface TabsShortcuts {
  focusSearch: () => void;
  pay: () => void;
  info: () => void;
  joinOrTransfer: () => void;
  allOrders: () => void;
}

const KEYS: Record<string, keyof TabsShortcuts> = {
  f: 'focusSearch',
  x: 'pay',
  i: 'info',
  j: 'joinOrTransfer',
  o: 'allOrders',
};

/**
 * doc 3 §2.3: Ctrl+F focuses the search, Ctrl+X pays, Ctrl+I additional info, Ctrl+J join or transfer,
 * Ctrl+O all orders. Not while a dialog is open (its own keys win), and Ctrl+X keeps cutting text in a field.
 */
export function useTabsShortcuts(actions: TabsShortcuts, enabled: boolean): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey) return;
      const action = KEYS[event.key.toLowerCase()];
      if (!action) return;
      const target = event.target as HTMLElement | null;
      const typing = target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA';
      if (action === 'pay' && typing) return;
      if (document.querySelector('.MuiDialog-root')) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
