import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';

function makeClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  return client;
}

/** Logs `profile` in (a cashier by default) so role checks read it. */
export function signIn(profile = makeProfile()) {
  sessionStore.start('test-token', profile);
  return profile;
}

export function renderWithProviders(ui: ReactElement) {
  const client = makeClient();
  return render(<AppProviders queryClient={client}>{ui}</AppProviders>);
}

export function renderHookWithProviders<T>(hook: () => T) {
  const client = makeClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={client}>{children}</AppProviders>
  );
  return renderHook(hook, { wrapper });
}
