#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs
// the built server (plain JavaScript: apps/server/dist), which serves the web app and the API on one port
// (PORT, default 3000). `npm run dev`: the server from its TypeScript sources, restarted on every change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/domain/src', 'packages/contracts/src'];
const builds = [
  {
    name: 'o aplicativo web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared],
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  {
    name: 'o servidor',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'scripts/build-server.mjs', ...shared],
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const watch = process.argv.includes('--watch');
for (const build of watch ? builds.slice(0, 1) : builds) {
  const output = join(root, build.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...build.sources.map((s) => newestMtime(join(root, s))))) continue;
  console.log(builtAt ? `Gerando de novo ${build.name} (desatualizado)...` : `Gerando ${build.name} (primeira vez)...`);
  const [command, args] = build.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  watch
    ? ['--import', 'tsx', '--watch', 'apps/server/src/main.ts']
    : ['--enable-source-maps', 'apps/server/dist/main.js'],
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // Query dates are local time: default to the zone of the demo units.
    env: { TZ: 'America/Sao_Paulo', ...process.env },
  },
);
server.on('message', (m) => process.send?.(m));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
