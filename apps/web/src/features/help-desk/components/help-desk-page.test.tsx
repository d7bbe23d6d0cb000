import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { HelpDeskPage } from './help-desk-page';

const MONDAY_NOON = new Date(2026, 10, 23, 12, 0);
const MONDAY_NIGHT = new Date(2026, 10, 23, 23, 0);

function renderAt(now: Date, codes: { chave: string; codigo: string }[] = []) {
  sessionStore.start('jwt', makeProfile());
  stubFetchRoutes({ '/api-v2/codigoGenerico/chave/': () => jsonResponse(200, codes) });
  renderRoutes([{ path: '/helpdesk', element: <HelpDeskPage now={() => now} /> }], '/helpdesk');
}

describe('HelpDeskPage (doc 4 §2, §9)', () => {
  it('shows the AI and the human attendant with hours and phones; no warning within hours', async () => {
    renderAt(MONDAY_NOON, [
      { chave: 'TELEFONES_SUPORTE', codigo: '(11) 4000-1234, (11) 98888-7777' },
      { chave: 'URL_CHAT_ATENDENTE_HUMANO', codigo: 'https://chat.example/humano' },
    ]);
    const human = await screen.findByTestId('help-human');
    expect(await within(human).findByTestId('help-phones')).toHaveTextContent(
      'Telefones: (11) 4000-1234, (11) 98888-7777',
    );
    expect(within(human).getByText('Segunda a sexta: 08:45 às 22:00')).toBeInTheDocument();
    expect(within(human).getByRole('link', { name: 'Conversar com um atendente' })).toHaveAttribute(
      'href',
      'https://chat.example/humano',
    );
    expect(
      within(screen.getByTestId('help-ai')).getByText('Chat não configurado para esta unidade.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.HUMAN_SUPPORT_CLOSED)).not.toBeInTheDocument();
  });

  it('warns outside the human hours', async () => {
    renderAt(MONDAY_NIGHT);
    expect((await screen.findAllByText(MSG.HUMAN_SUPPORT_CLOSED)).length).toBeGreaterThan(0);
  });
});

describe('HelpDeskPage without a session (doc 4 route table: /helpdesk, role none)', () => {
  it('opens for someone who cannot log in: hours and attendants, no unit codes asked, a way to log in', async () => {
    sessionStore.clear();
    const stub = stubFetchRoutes({});
    renderRoutes([{ path: '/helpdesk', element: <HelpDeskPage now={() => MONDAY_NOON} /> }], '/helpdesk');
    expect(await screen.findByTestId('help-signed-out')).toHaveTextContent(
      'Entre no sistema para ver os chats e os telefones de suporte da sua unidade.',
    );
    expect(within(screen.getByTestId('help-human')).getByText('Segunda a sexta: 08:45 às 22:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(stub.fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Chat não configurado para esta unidade.')).toBeNull();
  });
});
