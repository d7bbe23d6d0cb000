import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/**
 * doc 4 §9: at most 3 toasts, at the bottom centre. On a phone the dialogs are full screen with their
 * buttons at the bottom (order entry's 'Confirmar'), so the toasts go to the top there instead of covering them.
 */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      autoHideDuration={5000}
    >
      {children}
    </SnackbarProvider>
  );
}
