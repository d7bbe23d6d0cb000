import Fastify, { type FastifyPluginAsync } from 'fastify';

/**
 * One external system's sandbox: an HTTP plugin that serves the same paths as the real service, mounted under
 * `prefix` on the sandbox server. The real client of the provider is pointed at `{sandbox url}{prefix}`, so the
 * code that will face the real service is the code under test.
 */
export interface SandboxPlugin {
  /** Short name for logs and the startup banner, e.g. 'tef', 'geocodificacao'. */
  name: string;
  /** Mount point on the sandbox server, e.g. '/sandbox/tef'. */
  prefix: string;
  plugin: FastifyPluginAsync;
}

export interface SandboxServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234. */
  url: string;
  names: string[];
  close(): Promise<void>;
}

/**
 * The sandboxes of this process, on one loopback HTTP server (port 0 = any free port). `npm start` starts it by
 * default (SANDBOX_PORT, BRASA_SANDBOXES=off for none); every test context shares one per test process.
 */
export async function startSandboxServer(
  plugins: readonly SandboxPlugin[],
  opts: { port?: number; host?: string; unref?: boolean } = {},
): Promise<SandboxServer> {
  const app = Fastify({ logger: false });
  app.get('/sandbox', async () => ({ sandboxes: plugins.map((p) => ({ nome: p.name, caminho: p.prefix })) }));
  for (const p of plugins) await app.register(p.plugin, { prefix: p.prefix });
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 0, host });
  if (opts.unref) app.server.unref();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return { url: `http://${host}:${port}`, names: plugins.map((p) => p.name), close: () => app.close() };
}
