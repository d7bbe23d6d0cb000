#!/usr/bin/env node
// Builds the server into JavaScript (apps/server/dist): `npm start`, the browser tests and the benches run it
// with plain node, without the TypeScript loader of development. The workspace packages (@brasa/domain,
// @brasa/contracts: TypeScript sources) are bundled in; every other package stays an import of node_modules.
// The migrations sit beside the bundle, where db/client.ts looks for them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');

/** Bare imports stay external except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@brasa/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the server into `outdir` (default apps/server/dist); the server tests build one of their own. */
export async function buildServer({ outdir = join(server, 'dist'), quiet = false } = {}) {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(server, 'src/main.ts'),
      'scale-agent': join(server, 'src/providers/scale/agent-main.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  cpSync(join(server, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  if (!quiet) console.log(`servidor gerado em ${outdir} (${Math.round(performance.now() - started)} ms)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
