import { useQuery } from '@tanstack/react-query';
import { setupQueries } from '../features/auth/api/setup-queries';
import { PageFallback } from '../shared/ui/page-fallback';
import { FirstRunPage, LoginPage } from './lazy-pages';

/**
 * /login: the login, or — on an empty database (BRASA_DEMO=off, nothing set up yet) — the first-run form
 * (issue 32). A server that cannot answer the question gets the login.
 */
export function LoginRoute() {
  const status = useQuery(setupQueries.status());
  if (status.isPending) return <PageFallback />;
  if (status.data?.configurado === false) return <FirstRunPage />;
  return <LoginPage />;
}
