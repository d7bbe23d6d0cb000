import { defineConfig } from 'vitest/config';

// Unit and server suites. Browser tests (e2e/) run separately after the web build.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
