import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../shared/notices/notice-store';
import { sessionStore } from '../../shared/session/session-store';
import { installFakeRealtime } from '../../test/fake-realtime';
import { makeDispute } from '../../test/make-dispute';
import { makeOrder } from '../../test/make-order';
import { makeProfile } from '../../test/make-profile';
import { mediaQueries } from '../../test/media-query';
import { renderRoutes } from '../../test/render';
import { NoticeFeed } from './notice-feed';
import { NotificationsButton } from './notifications-button';

const UNIT = 'unit-1';
const REDUCED_MOTION = (query: string) => query.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)';

function renderBell() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <NoticeFeed unitUuid={UNIT} />
            <NotificationsButton unitUuid={UNIT} />
          </>
        ),
      },
    ],
    '/',
  );
}

/** A device whose media queries match `matches` (besides reduced motion, which every test device asks for). */
function stubDevice(matches: (query: string) => boolean) {
  vi.stubGlobal(
    'matchMedia',
    mediaQueries((query) => REDUCED_MOTION(query) || matches(query)),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 3, 14, 5));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetNotices();
});

describe('NotificationsButton (doc 3 §2 "Layout": hidden on touch or small screens)', () => {
  it('shows the bell with a mouse on a wide screen', () => {
    stubDevice(() => false);
    renderBell();
    expect(screen.getByTestId('notifications-button')).toBeInTheDocument();
  });

  it('hides the bell on a touch device (coarse pointer), even on a wide screen', () => {
    stubDevice((query) => query.replace(/\s/g, '') === '(pointer:coarse)');
    renderBell();
    expect(screen.queryByTestId('notifications-button')).toBeNull();
  });

  it('hides the bell below the md breakpoint, even with a mouse', () => {
    // MUI's down('md') is max-width 899.95px.
    stubDevice((query) => query.includes('max-width:899.95px'));
    renderBell();
    expect(screen.queryByTestId('notifications-button')).toBeNull();
  });

  it('says "Nenhuma notificação" when nothing was heard', async () => {
    stubDevice(() => false);
    renderBell();
    await userEvent.click(screen.getByTestId('notifications-button'));
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('Nenhuma notificação');
  });

  it('counts and lists the unit’s print failures, new marketplace orders and disputes, newest first', async () => {
    stubDevice(() => false);
    sessionStore.start('jwt', makeProfile());
    const realtime = installFakeRealtime();
    renderBell();
    act(() => realtime.connect());
    const pending = makeOrder({
      id: 70,
      sequencial: 12,
      situacao: 'PENDENTE',
      tipoImportacao: 'IF',
      identificadorPrincipal: '4321',
      version: 1,
    });
    act(() => {
      realtime.push({
        type: 'PRINT_FAILED',
        impressao: {
          impressaoId: 5,
          localImpressao: 'COZINHA',
          descricao: 'Pedido #9',
          erro: 'sem papel',
          status: 'ERRO',
        },
      });
      realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: pending });
      // the same order saved again, an own-channel pending order and a confirmed one are not news
      realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: { ...pending, version: 2 } });
      realtime.push({
        type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER',
        order: makeOrder({ id: 71, situacao: 'PENDENTE', tipoImportacao: 'SO', version: 1 }),
      });
      realtime.push({
        type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER',
        order: makeOrder({ id: 72, situacao: 'CONFIRMADO', tipoImportacao: 'IF', version: 1 }),
      });
      realtime.push({ type: 'MARKETPLACE_DISPUTE', disputa: makeDispute({ id: 7, numeroPedido: 12 }) });
      realtime.push({ type: 'MARKETPLACE_DISPUTE', disputa: makeDispute({ id: 8, status: 'ENCERRADA' }) });
      // a repeat of the same failure is listed once
      realtime.push({
        type: 'PRINT_FAILED',
        impressao: {
          impressaoId: 5,
          localImpressao: 'COZINHA',
          descricao: 'Pedido #9',
          erro: 'sem papel',
          status: 'ERRO',
        },
      });
    });
    const bell = screen.getByTestId('notifications-button');
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notificações (3 novas)');

    await userEvent.click(bell);
    const items = within(await screen.findByTestId('notifications-list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cancelamento do pedido após a entregaNegociação do iFood: pedido #12 · 03/12/2026 14:05',
      'Existem pedidos pendentesPedido #12 · iFood (IF) 4321 · 03/12/2026 14:05',
      'Falha na impressão em COZINHA (Pedido #9): sem papel.03/12/2026 14:05',
    ]);
    // Opening the list clears the badge.
    expect(bell).toHaveAccessibleName('Notificações');
  });
});
