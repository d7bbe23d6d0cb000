import { buildApp, type BuildAppOptions } from '@brasa/server/src/app';
import { openDatabase, type Database } from '@brasa/server/src/db/client';
import { seedDemoIfEmpty, sha256Hex } from '@brasa/server/src/db/seed/index';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export interface InProcessApp {
  app: FastifyInstance;
  database: Database;
  /** The listening address (`listen: true`), else ''. */
  url: string;
  /** A demo user's token (password = username). */
  token: (username: string) => Promise<string>;
  /** Closes the app (if still open) and then the database. */
  close: () => Promise<void>;
}

/**
 * The server in this process on the demo data (PGlite in memory; PostgreSQL with DATABASE_URL), as the in-process
 * benches run it: the same config, the demo seed, optionally listening on a free loopback port for sockets.
 */
export async function startInProcessApp(
  options: {
    seed?: { orders?: boolean };
    listen?: boolean;
  } & Omit<Partial<BuildAppOptions>, 'config' | 'database' | 'logger'> = {},
): Promise<InProcessApp> {
  const { seed, listen, ...appOptions } = options;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await seedDemoIfEmpty(database.db, seed);
  const app = await buildApp({
    config: {
      jwtSecret: 'bench-secret-do-brasa-pdv-com-tamanho',
      jwtExpiresIn: '1h',
      webDist: undefined,
      logLevel: 'silent',
      redisUrl: undefined,
    },
    database,
    logger: false,
    ...appOptions,
  });
  let url = '';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  } else {
    await app.ready();
  }
  return {
    app,
    database,
    url,
    token: async (username) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api-v2/usuario/login',
        payload: { username, password: sha256Hex(username) },
      });
      return login.json<{ jwtToken: string }>().jwtToken;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Another terminal: a socket of the unit's room, connected. */
export async function connectTerminal(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
