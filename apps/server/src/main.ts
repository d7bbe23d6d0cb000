import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_LOGINS, seedDemoIfEmpty } from './db/seed';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
const seeded = await seedDemoIfEmpty(database.db);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando o servidor');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'falha ao encerrar');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://localhost:${port}`;
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `banco embutido em ${config.dataDir}`;
const lines = [
  '',
  `Brasa PDV pronto em ${url}  (${Math.round(performance.now() - startedAt)} ms, ${where}${seeded ? ', dados de demonstração criados' : ''})`,
  config.webDist ? '' : 'Aviso: aplicativo web não encontrado (rode npm run build); servindo só a API.',
  `Documentação da API: ${url}/api-docs`,
  'Logins de demonstração (senha = usuário):',
  ...DEMO_LOGINS.map((l) => `  ${l.username.padEnd(13)} ${l.descricao}`),
  '',
].filter((l, i, all) => l !== '' || i === 0 || i === all.length - 1);
process.stdout.write(`${lines.join('\n')}\n`);
// Read by bench/ and e2e/ to know the server is ready.
if (process.send) process.send({ ready: true, port });
