import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from '../shared/ui/color-mode';
import { AppSnackbarProvider } from '../shared/ui/snackbar-provider';
import { createQueryClient } from './query-client';

/** Everything a screen needs around it: data cache, theme (pt-BR, light/dark), snackbars. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ColorModeProvider>
        <AppSnackbarProvider>{children}</AppSnackbarProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
