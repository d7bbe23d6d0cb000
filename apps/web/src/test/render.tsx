import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** Renders routes at `path` inside the app's providers, with a quiet query client. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** A fetch mock answering JSON by status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch stub answering the app shell's background calls (ping, logged profile, status, cash shift). */
export function stubShellFetch(profile: unknown, overrides: Record<string, () => Response> = {}) {
  const answer = (url: string): Response => {
    for (const [prefix, respond] of Object.entries(overrides)) if (url.startsWith(prefix)) return respond();
    if (url.startsWith('/api-v2/usuario/logged')) return jsonResponse(200, profile);
    if (url.startsWith('/api-v2/ping')) return jsonResponse(200, { ok: true });
    if (url.startsWith('/api-v2/sistema/status/')) return jsonResponse(200, { status: 'ATIVO', informacoes: null });
    if (url.startsWith('/service')) {
      return jsonResponse(200, {
        id: 1,
        status: 'S',
        dataAbertura: '2025-01-02T11:00:00.000Z',
        dataFechamento: null,
        username: 'caixa',
      });
    }
    return jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
  };
  const fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
