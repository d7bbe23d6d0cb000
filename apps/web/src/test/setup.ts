import { afterEach } from 'vitest';
import { mediaQueries } from './media-query';

// The component tests' set-up (DOM matchers, clean-up, a fake realtime transport), only where a DOM is: the
// node files' pure logic needs none of it, and importing it costs each of them half a second.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { sessionStore } = await import('../shared/session/session-store');
  const { installFakeRealtime } = await import('./fake-realtime');
  const dialogs = await import('../shared/order-dialog/order-dialog-store');
  const { closeLogDialog } = await import('../shared/print-log/log-dialog-store');
  const { connectivityStore } = await import('../shared/connectivity/connectivity-store');
  // No real sockets under jsdom: every test file starts with a silent fake transport.
  installFakeRealtime();
  // jsdom has no media queries; the tests' device asks for reduced motion (the theme's transitions at zero, no
  // ripples: createAppTheme), so no test waits for an animation. A test of a phone stubs its own.
  if (typeof window.matchMedia !== 'function')
    window.matchMedia = mediaQueries((query) => query.replace(/\s/g, '') === '(prefers-reduced-motion:reduce)');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStore.reload();
    // The app's module-level stores outlive a test: files share a worker's modules (vitest.dom-shared.ts), and a
    // payment dialog left open, or a terminal left offline, would be the next test's starting point.
    dialogs.closeOrderDetail();
    dialogs.closeOrderEditor();
    dialogs.closePayment();
    dialogs.closeFiscalDocument();
    closeLogDialog();
    connectivityStore.setServerReachable(true);
    connectivityStore.setBrowserOnline(true);
  });
}
