import type { TCashShift } from '@brasa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, stubFetchRoutes } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/render';
import { cashShiftQueries, useIsCashOpen } from './cash-shift-queries';

const shift = (overrides: Partial<TCashShift>): TCashShift => ({
  id: 1,
  status: 'S',
  dataAbertura: '2025-01-02T08:00:00.000Z',
  dataFechamento: null,
  username: 'caixa',
  ...overrides,
});

function renderIsCashOpen(username: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useIsCashOpen(username), { wrapper });
  const status = () => client.getQueryState(cashShiftQueries.byUser(username ?? '').queryKey)?.status;
  return { ...view, status };
}

describe('useIsCashOpen (doc 1 §5 "Payment preconditions")', () => {
  it('is false once the shift is known to be closed', async () => {
    const api = stubFetchRoutes({
      '/service': () => jsonResponse(200, shift({ dataFechamento: '2025-01-02T18:00:00.000Z' })),
    });
    const { result } = renderIsCashOpen('caixa');
    await waitFor(() => expect(result.current).toBe(false));
    expect(api.callsTo('/service')[0]![0]).toContain('entity=aberturaTurno');
    expect(api.callsTo('/service')[0]![0]).toContain('username=caixa');
  });

  it('is true while loading, on an open shift and in a unit without shifts', async () => {
    const answer = deferred<Response>();
    stubFetchRoutes({ '/service': () => answer.promise });
    const loading = renderIsCashOpen('caixa');
    expect(loading.status()).toBe('pending');
    expect(loading.result.current).toBe(true);
    answer.resolve(jsonResponse(200, shift({})));
    await waitFor(() => expect(loading.status()).toBe('success'));
    expect(loading.result.current).toBe(true);

    stubFetchRoutes({ '/service': () => jsonResponse(200, shift({ status: 'N', dataAbertura: null })) });
    const disabled = renderIsCashOpen('gerente');
    await waitFor(() => expect(disabled.status()).toBe('success'));
    expect(disabled.result.current).toBe(true);
  });

  it('is true when the shift cannot be read, and asks nothing without a user', async () => {
    const failing = stubFetchRoutes({ '/service': () => jsonResponse(500, { errorMessage: 'falhou' }) });
    const failed = renderIsCashOpen('caixa');
    await waitFor(() => expect(failed.status()).toBe('error'));
    expect(failed.result.current).toBe(true);

    failing.fetchMock.mockClear();
    const anonymous = renderIsCashOpen(null);
    expect(anonymous.result.current).toBe(true);
    expect(failing.fetchMock).not.toHaveBeenCalled();
  });
});
