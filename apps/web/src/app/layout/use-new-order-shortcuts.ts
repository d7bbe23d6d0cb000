import { useEffect, useRef } from 'react';
import { isDialogOpen, isTypingTarget, shortcutOrderType, type NewOrderType } from './new-order-shortcuts';

/** Listens for Insert / Home anywhere in the PDV layout. */
export function useNewOrderShortcuts(start: (type: NewOrderType) => void): void {
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const type = shortcutOrderType(event);
      if (!type || event.repeat || isTypingTarget(event.target) || isDialogOpen()) return;
      event.preventDefault();
      latest.current(type);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
