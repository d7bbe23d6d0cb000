import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardLogsMenu } from '../../features/board/components/board-logs-menu';
import { clearPrintFailures } from '../../shared/print-log/print-failures-store';
import { sessionStore } from '../../shared/session/session-store';
import { installFakeRealtime } from '../../test/fake-realtime';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { makeProfile } from '../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../test/render';
import { PrintFailureNotifier } from './print-failure-notifier';

afterEach(() => {
  vi.unstubAllGlobals();
  clearPrintFailures();
});

const failure = {
  impressaoId: 77,
  localImpressao: 'COZINHA',
  descricao: 'Pedido #12',
  erro: 'Impressora 127.0.0.1:9102 indisponível (ECONNREFUSED)',
  status: 'ERRO',
};

describe('PrintFailureNotifier (issue 29 §4: a failed print is never silent)', () => {
  it('tells the terminal where and why, counts it on the board’s print icon, and offers the browser’s print page', async () => {
    sessionStore.start('jwt', makeProfile());
    const realtime = installFakeRealtime();
    const stub = stubFetchRoutes({
      '/api-v2/codigoGenerico/chave/': () =>
        jsonResponse(200, [{ chave: 'URL_SERVIDOR_IMPRESSAO', codigo: '', valorString: null }]),
      '/api/impressao/online': () => jsonResponse(200, { url: '/impressao-online.html?impressaoId=77&t=abc' }),
    });
    const page = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => page);
    vi.stubGlobal('open', open);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <PrintFailureNotifier />
              <BoardLogsMenu />
            </>
          ),
        },
      ],
      '/',
    );
    act(() => realtime.connect());
    act(() => realtime.push({ type: 'PRINT_FAILED', impressao: failure }));
    expect(
      await screen.findByText(
        'Falha na impressão em COZINHA (Pedido #12): Impressora 127.0.0.1:9102 indisponível (ECONNREFUSED).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('board-print-failures')).toHaveTextContent('1');
    // A malformed message is ignored.
    act(() => realtime.push({ type: 'PRINT_FAILED', impressao: { localImpressao: 'BAR' } }));
    expect(screen.getByTestId('board-print-failures')).toHaveTextContent('1');

    await userEvent.click(screen.getByTestId('print-failure-browser-77'));
    await waitFor(() => expect(page.location.href).toBe('/impressao-online.html?impressaoId=77&t=abc'));
    const [, init] = stub.callsTo('/api/impressao/online')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ impressaoId: 77 });
    expect(open).toHaveBeenCalledWith('', '_blank');

    // Opening the print log clears the count.
    await userEvent.click(screen.getByTestId('board-logs-menu'));
    await userEvent.click(await screen.findByTestId('board-open-print-log'));
    await waitFor(() =>
      expect(screen.getByTestId('board-print-failures').querySelector('.MuiBadge-badge')).toHaveClass(
        'MuiBadge-invisible',
      ),
    );
  });
});
