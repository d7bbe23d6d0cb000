import { defineConfig } from 'vitest/config';

// Pure rules: files share a worker's modules (nothing here keeps state, mocks or fakes the clock).
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
