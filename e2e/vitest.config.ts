import { defineConfig } from 'vitest/config';

// Browser tests: Playwright drives Debian's Chromium against the built web app and a fresh server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The tests reckon dates as the terminal does: the server and the browser run in São Paulo, and a test
    // process in UTC would take tomorrow for today between 21:00 and midnight there.
    env: { TZ: 'America/Sao_Paulo' },
  },
});
