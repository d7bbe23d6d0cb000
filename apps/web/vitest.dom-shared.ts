import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

function componentTestFiles(dir = join(here, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentTestFiles(path);
    return entry.name.endsWith('.test.tsx') ? [relative(here, path)] : [];
  });
}

/** The component test files that replace a module with `vi.mock`: read from the files, never listed by hand. */
export const MOCKING_FILES = componentTestFiles().filter((file) =>
  readFileSync(join(here, file), 'utf8').includes('vi.mock('),
);

/**
 * Component tests (jsdom). 'web-dom' files share a worker's jsdom and modules (isolate: false): MUI, React and the
 * app's modules load once per worker, not once per file (that was half the suite's time). A file that replaces a
 * module with `vi.mock` needs a module graph of its own (an earlier file may have loaded the real module), so those
 * run isolated, as 'web-dom-mocks'.
 */
export function componentTestsConfig(kind: 'shared' | 'mocks') {
  return defineConfig({
    plugins: [react()],
    test: {
      name: kind === 'shared' ? 'web-dom' : 'web-dom-mocks',
      environment: 'jsdom',
      include: kind === 'shared' ? ['src/**/*.test.tsx'] : MOCKING_FILES,
      exclude: kind === 'shared' ? MOCKING_FILES : [],
      isolate: kind === 'mocks',
      setupFiles: ['./src/test/setup.ts'],
      // Dialog flows click through many steps; on a shared 2-core machine 5 s is not enough headroom.
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  });
}
