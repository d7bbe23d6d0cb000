import { defineConfig } from 'vitest/config';

// Unit and server suites. Browser tests (e2e/) run separately after the web build.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contracts',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.dom.config.ts',
      'apps/web/vitest.dom-mocks.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The main process
    // only collects results, so both cores run tests.
    maxWorkers: 2,
  },
});
