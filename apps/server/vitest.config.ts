import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; PGlite is single-threaded, so a few files at a time.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
