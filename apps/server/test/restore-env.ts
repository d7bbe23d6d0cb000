import { afterAll } from 'vitest';

// Test files share a worker (isolate: false), and some set process.env at their top (a sandbox's delay, a
// worker turned off) for the server they start. Each file's changes end with it: the next file in the worker
// sees the environment the run started with.
const atStart = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in atStart)) delete process.env[key];
  Object.assign(process.env, atStart);
});
