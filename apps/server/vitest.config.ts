import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrated and seeded once per run; each test context starts from a copy (database-templates.ts).
    globalSetup: ['./test/database-templates.ts'],
    setupFiles: ['./test/per-file-state.ts'],
    // CI runs this suite on PGlite and again on PostgreSQL. A file whose subject is not SQL behaviour (pure rules,
    // XML, encodings, a provider's protocol or sandbox, the route table; an in-memory database of its own) says
    // `// @module-tag no-sql` in its first line, and the PostgreSQL run leaves it out (`--tags-filter='!no-sql'`).
    // Concurrency, the outbox, statements, sessions, repositories, idempotency and migrations stay on both: a file
    // without the tag runs on both.
    tags: [{ name: 'no-sql', description: 'nenhum comportamento de SQL: basta rodar num banco' }],
    // Files share a worker's modules: the server's module graph and PGlite's WebAssembly load once per worker,
    // not once per file (2.5 s each). Each file still opens its own database and server and closes them.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
