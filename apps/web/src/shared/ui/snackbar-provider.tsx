import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/** doc 4 §9: at most 3 toasts, at the bottom centre. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} autoHideDuration={5000}>
      {children}
    </SnackbarProvider>
  );
}
