import { afterAll } from 'vitest';
import { closeSharedSandboxServer } from '../src/sandbox';

// Test files share a worker (isolate: false). What one file set up for itself ends with it:
// - some set process.env at their top (a sandbox's delay, a worker turned off) for the server they start; the next
//   file in the worker sees the environment the run started with;
// - the sandboxes keep state (SEFAZ's numbers, a terminal's intents, the marketplace's orders), and every file's
//   database is a copy of one template (same units, same note numbers): each file gets sandboxes of its own.
const atStart = { ...process.env };
afterAll(async () => {
  await closeSharedSandboxServer();
  for (const key of Object.keys(process.env)) if (!(key in atStart)) delete process.env[key];
  Object.assign(process.env, atStart);
});
