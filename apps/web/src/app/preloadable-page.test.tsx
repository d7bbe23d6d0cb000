import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadablePage, usePageReady, type PreloadablePage } from './preloadable-page';

const Ready = ({ name }: { name: string }) => <p>{name} pronta</p>;
function Opener({ page: Page, open }: { page: PreloadablePage<{ name: string }>; open: boolean }) {
  const ready = usePageReady(Page, open);
  return open && ready ? <Page name="Diálogo" /> : <p>fechado</p>;
}
const inSuspense = (node: React.ReactNode) => render(<Suspense fallback={<p>carregando</p>}>{node}</Suspense>);

describe('preloadablePage', () => {
  it('draws a preloaded page in the same render, without its fallback', async () => {
    const Page = preloadablePage(async () => Ready);
    await Page.preload();
    inSuspense(<Page name="Página" />);
    expect(screen.getByText('Página pronta')).toBeInTheDocument();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('suspends like a lazy page when not preloaded', async () => {
    const Page = preloadablePage(async () => Ready);
    inSuspense(<Page name="Página" />);
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByText('Página pronta')).toBeInTheDocument();
  });

  it('loads once however often it is preloaded, and tries again after a failed load', async () => {
    let calls = 0;
    const Page = preloadablePage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk indisponível');
      return Ready;
    });
    await expect(Page.preload()).rejects.toThrow('chunk indisponível');
    await Promise.all([Page.preload(), Page.preload()]);
    expect(calls).toBe(2);
    inSuspense(<Page name="Página" />);
    expect(screen.getByText('Página pronta')).toBeInTheDocument();
  });

  it('usePageReady loads the page when wanted and draws it without ever showing a Suspense fallback', async () => {
    let loads = 0;
    const Page = preloadablePage(async () => {
      loads += 1;
      return Ready;
    });
    const view = inSuspense(<Opener page={Page} open={false} />);
    expect(loads).toBe(0);
    view.rerender(
      <Suspense fallback={<p>carregando</p>}>
        <Opener page={Page} open />
      </Suspense>,
    );
    expect(screen.queryByText('carregando')).toBeNull();
    expect(await screen.findByText('Diálogo pronta')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
