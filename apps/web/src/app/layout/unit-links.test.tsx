import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session/session-store';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { makeProfile } from '../../test/make-profile';
import { mediaQueries } from '../../test/media-query';
import { jsonResponse, renderRoutes } from '../../test/render';
import { UnitLinks, readUnitLinks } from './unit-links';

afterEach(() => vi.unstubAllGlobals());

const code = (chave: string, codigo: string) => ({ chave, codigo, valorString: null });

function renderLinks(codes: ReturnType<typeof code>[]) {
  sessionStore.start('jwt', makeProfile());
  const stub = stubFetchRoutes({ '/api-v2/codigoGenerico/chave/': () => jsonResponse(200, codes) });
  renderRoutes([{ path: '/', element: <UnitLinks /> }], '/');
  return stub;
}

describe('readUnitLinks (doc 3 §2 "Layout")', () => {
  it('keeps only the links set to an absolute http(s) address, in the bar’s order', () => {
    expect(
      readUnitLinks([
        code('URL_CHAT_SUPORTE', ' https://suporte.example/chat '),
        code('URL_PROGRAMA_BENEFICIOS', 'http://beneficios.example'),
        code('URL_CURSO_TREINAMENTO', 'javascript:alert(1)'),
      ]),
    ).toEqual([
      { chave: 'URL_PROGRAMA_BENEFICIOS', label: 'Programa de benefícios', href: 'http://beneficios.example' },
      { chave: 'URL_CHAT_SUPORTE', label: 'Chat de suporte', href: 'https://suporte.example/chat' },
    ]);
    expect(readUnitLinks([code('URL_CURSO_TREINAMENTO', ''), code('URL_CHAT_SUPORTE', '/helpdesk')])).toEqual([]);
    expect(readUnitLinks(undefined)).toEqual([]);
  });
});

describe('UnitLinks', () => {
  it('opens each set link in a new tab, without opener or referrer, named in pt-BR', async () => {
    const stub = renderLinks([
      code('URL_PROGRAMA_BENEFICIOS', 'https://beneficios.example/'),
      code('URL_CURSO_TREINAMENTO', 'https://treino.example/curso'),
      code('URL_CHAT_SUPORTE', 'https://suporte.example/chat'),
    ]);
    const benefits = await screen.findByRole('link', { name: 'Programa de benefícios' });
    expect(benefits).toHaveAttribute('href', 'https://beneficios.example/');
    expect(benefits).toHaveAttribute('target', '_blank');
    expect(benefits).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Curso de treinamento' })).toHaveAttribute(
      'href',
      'https://treino.example/curso',
    );
    expect(screen.getByRole('link', { name: 'Chat de suporte' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(stub.callsTo('/api-v2/codigoGenerico/chave/')[0]![0]).toBe(
      '/api-v2/codigoGenerico/chave/URL_PROGRAMA_BENEFICIOS,URL_CURSO_TREINAMENTO,URL_CHAT_SUPORTE',
    );
  });

  it('hides a link whose parameter is empty, missing or not http(s)', async () => {
    renderLinks([code('URL_PROGRAMA_BENEFICIOS', ''), code('URL_CURSO_TREINAMENTO', 'ftp://treino.example')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByTestId('unit-links-more')).toBeNull();
  });

  it('shows only the set ones', async () => {
    renderLinks([code('URL_CHAT_SUPORTE', 'https://suporte.example/chat'), code('URL_CURSO_TREINAMENTO', 'x')]);
    await screen.findByRole('link', { name: 'Chat de suporte' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('folds the links into one menu on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      mediaQueries((query) => query.includes('max-width:599.95px') || query.includes('reduce')),
    );
    renderLinks([
      code('URL_PROGRAMA_BENEFICIOS', 'https://beneficios.example/'),
      code('URL_CHAT_SUPORTE', 'https://suporte.example/chat'),
    ]);
    const more = await screen.findByRole('button', { name: 'Mais links' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Programa de benefícios', 'Chat de suporte']);
    expect(items[1]).toHaveAttribute('href', 'https://suporte.example/chat');
    expect(items[1]).toHaveAttribute('target', '_blank');
    expect(items[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
