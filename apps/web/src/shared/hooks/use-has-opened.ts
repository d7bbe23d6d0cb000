import { useState } from 'react';

/**
 * True from the first time `isOpen` is true. A dialog, drawer or menu rendered only once this holds is not
 * mounted at all while it has never been opened (a closed MUI Modal, Menu or Popover still runs its hooks and
 * slots on every render: a measurable part of the board's first render at boot), and stays mounted afterwards
 * so it can animate its close and keep its state as before.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
