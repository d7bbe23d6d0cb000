import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';

/** Logs `profile` in (a cashier by default) so role checks read it. */
export function signIn(profile = makeProfile()) {
  sessionStore.start('test-token', profile);
  return profile;
}

/** Renders inside the app's providers with a quiet query client (returned, to watch invalidations). */
export function renderWithProviders(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  return { ...render(<AppProviders queryClient={client}>{ui}</AppProviders>), client };
}
