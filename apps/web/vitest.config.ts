import { defineConfig } from 'vitest/config';

// The web's pure logic (`*.test.ts`) runs in node; a `.test.ts` that needs a DOM says so in its first line
// (`// @vitest-environment jsdom`) and gets the component tests' set-up. Components (`*.test.tsx`) run in
// jsdom: vitest.dom.config.ts.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
  },
});
