import { buildApp } from './app';
import { loadConfig } from './config';
import { readEnv } from './env';
import { openDatabase } from './db/client';
import { DEMO_LOGINS, seedDemoIfEmpty } from './db/seed';
import { issueDemoFiscalDocuments } from './demo/fiscal-documents';
import { printDemoProductionTickets } from './demo/production-tickets';
import { placeDemoMarketplaceOrders } from './demo/marketplace-orders';
import { sandboxPlugins, startSandboxServer } from './sandbox';
import { attachDemoPrinters, demoPrinterConfigFromEnv, startDemoPrinters } from './demo/printers';
import { closeHttpServer, installShutdown } from './shutdown';
import { DEMO_TEF_AGENT_KEY, startLocalTefAgent } from './providers/tef/local-agent';
import { pointDemoAgentIntegrations } from './modules/tef/integration';

const startedAt = performance.now();
// Before anything slow, so a signal during startup still stops the process.
const shutdown = installShutdown();
const env = readEnv();
const config = loadConfig();
// The virtual printers of the demo locations listen before the server starts (BRASA_VIRTUAL_PRINTERS=off: none).
const demoPrinters = await startDemoPrinters(demoPrinterConfigFromEnv());
shutdown.add('impressoras virtuais', async () => {
  await Promise.all([...demoPrinters.values()].map((p) => p.close()));
});
// The sandboxes of the external systems (marketplace, card terminal, maps...) on one loopback port
// (SANDBOX_PORT, any free one by default; BRASA_SANDBOXES=off: none, real services configured instead). The
// instances of a scale-out share one: BRASA_SANDBOX_URL points at a sandbox server already running.
const sharedSandboxUrl = env.BRASA_SANDBOX_URL;
const sandbox =
  !env.BRASA_SANDBOXES || sharedSandboxUrl
    ? undefined
    : await startSandboxServer(sandboxPlugins(), { port: env.SANDBOX_PORT });
if (sandbox) shutdown.add('sandboxes', () => sandbox.close());
// The sandbox local card-terminal agent (tipos=EL) on this machine: BRASA_TEF_AGENT_PORT (2001; 0 or taken: any free
// one), BRASA_TEF_AGENT=off for none. On a shop's PC the real agent runs there instead.
const tefAgent =
  !env.BRASA_TEF_AGENT || !env.BRASA_SANDBOXES
    ? undefined
    : await startLocalTefAgent({ port: env.BRASA_TEF_AGENT_PORT });
if (tefAgent) shutdown.add('agente TEF local', () => tefAgent.close());
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
shutdown.add('banco de dados', () => database.close());
const app = await buildApp({
  config,
  database,
  virtualPrinters: demoPrinters,
  sandboxUrl: sandbox?.url ?? sharedSandboxUrl,
});
// Last registered closes first: stop accepting, let the requests in flight finish, disconnect the sockets
// (preClose), and only then close the database.
shutdown.add('servidor HTTP', () => closeHttpServer(app));
// The last months' money for the income statement (seed/finance.ts); BRASA_DEMO_FINANCE=off skips it.
// BRASA_DEMO=off: no demo at all; an empty database waits for the first-run setup (POST /api-v2/setup).
const seeded =
  env.BRASA_DEMO &&
  (await seedDemoIfEmpty(database.db, {
    orders: env.BRASA_DEMO_ORDERS,
    finance: env.BRASA_DEMO_FINANCE,
  }));
if (env.BRASA_DEMO) {
  await attachDemoPrinters(database.db, demoPrinters);
  if (tefAgent) await pointDemoAgentIntegrations(database.db, tefAgent.port, DEMO_TEF_AGENT_KEY);
}
// The demo orders' kitchen and bar tickets print once, on the first start, like any order's.
if (seeded && env.BRASA_DEMO_ORDERS) await printDemoProductionTickets(app);
// ... and the delivered counter orders get their NFC-e from the SEFAZ sandbox (the board's invoice badge).
if (seeded && env.BRASA_DEMO_ORDERS && sandbox) {
  await issueDemoFiscalDocuments(app).catch((err: unknown) => app.log.warn({ err }, 'demo: NFC-e não emitidas'));
}
// Two iFood orders placed at the sandbox marketplace on the first start: the poller imports them like any order.
if (seeded && env.BRASA_DEMO_ORDERS && sandbox) await placeDemoMarketplaceOrders(sandbox.url, app.log);

await app.listen({ port: config.port, host: config.host });
shutdown.started();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://localhost:${port}`;
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `banco embutido em ${config.dataDir}`;
const lines = [
  '',
  `Brasa PDV pronto em ${url}  (${Math.round(performance.now() - startedAt)} ms, ${where}${seeded ? ', dados de demonstração criados' : ''})`,
  config.webDist ? '' : 'Aviso: aplicativo web não encontrado (rode npm run build); servindo só a API.',
  `Documentação da API: ${url}/api-docs`,
  ...(sandbox && sandbox.names.length > 0 ? [`Sandboxes (${sandbox.names.join(', ')}): ${sandbox.url}/sandbox`] : []),
  ...(tefAgent ? [`Agente TEF local (sandbox): ${tefAgent.url}`] : []),
  ...(demoPrinters.size > 0
    ? [`Impressoras virtuais: ${[...demoPrinters].map(([k, p]) => `${k} ${p.host}:${p.port}`).join(', ')}`]
    : []),
  ...(env.BRASA_DEMO
    ? [
        'Logins de demonstração (senha = usuário):',
        ...DEMO_LOGINS.map((l) => `  ${l.username.padEnd(13)} ${l.descricao}`),
      ]
    : ['Sem demonstração (BRASA_DEMO=off): abra o endereço acima para a primeira configuração.']),
  '',
].filter((l, i, all) => l !== '' || i === 0 || i === all.length - 1);
process.stdout.write(`${lines.join('\n')}\n`);
// Read by bench/ and e2e/ to know the server is ready.
if (process.send) process.send({ ready: true, port });
