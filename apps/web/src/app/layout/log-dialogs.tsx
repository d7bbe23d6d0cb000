import { Suspense, lazy } from 'react';
import { closeLogDialog, useOpenLogDialog } from '../../shared/print-log/log-dialog-store';

// Chunks fetched the first time the board opens them.
const PrintLogDialog = lazy(() =>
  import('../../features/print-log/components/print-log-dialog').then((m) => ({ default: m.PrintLogDialog })),
);
const KdsLogDialog = lazy(() =>
  import('../../features/print-log/components/kds-log-dialog').then((m) => ({ default: m.KdsLogDialog })),
);

/** 'Últimas impressões' and 'Últimos itens KDS' (doc 4 §2), opened through the shared log-dialog store. */
export function LogDialogs() {
  const open = useOpenLogDialog();
  return (
    <Suspense fallback={null}>
      {open === 'prints' ? <PrintLogDialog onClose={closeLogDialog} /> : null}
      {open === 'kds' ? <KdsLogDialog onClose={closeLogDialog} /> : null}
    </Suspense>
  );
}
