import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchLanding } from './app/boot-prefetch';
import { createQueryClient } from './app/query-client';

// Marks read by the board bench's boot breakdown (bench/board-paint.bench.ts): the entry JavaScript has run…
performance.mark('brasa:boot');
const queryClient = createQueryClient();
// The landing page's data and chunk are asked for before the first render, not after it (app/boot-prefetch.ts).
void prefetchLanding(queryClient, window.location.pathname).then(() => {
  // …and the landing page's chunk is here: React renders.
  performance.mark('brasa:render');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
