/** The integrations drawer (doc 2 §2.8): a lazy chunk, loaded when first opened. */
import { lazy } from 'react';

export const LazyIntegrationsDrawer = lazy(() =>
  import('./components/integrations-drawer').then((m) => ({ default: m.IntegrationsDrawer })),
);
