import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../shared/session/session-store';
import { installFakeRealtime } from './fake-realtime';

// No real sockets under jsdom: every test file starts with a silent fake transport.
installFakeRealtime();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.reload();
});
