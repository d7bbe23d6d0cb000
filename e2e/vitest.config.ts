import { defineConfig } from 'vitest/config';

// Browser tests: Playwright drives Debian's Chromium against the built web app and server (npm run build). One
// Chromium and one seeded data folder for the run (support/global-setup.ts); each file starts its own server on
// a copy of that folder.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    isolate: false,
    fileParallelism: true,
    // Two files at a time: on two cores a third (its server and pages beside the CI's PostgreSQL run) only thrashes.
    maxWorkers: 2,
    // The tests reckon dates as the terminal does: the server and the browser run in São Paulo, and a test
    // process in UTC would take tomorrow for today between 21:00 and midnight there.
    env: { TZ: 'America/Sao_Paulo' },
  },
});
