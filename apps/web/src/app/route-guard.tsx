import { resolveGuard } from '@brasa/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../shared/session/use-session';

/** Applies the domain's guard rule (doc 4 §2 "Guard behaviour") to the current location. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const profile = useProfile();
  const decision = resolveGuard({ path: pathname, profile });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
