import type { RealtimeMessage } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** Listens on a free loopback port and answers the base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Real socket.io clients for tests; `disconnectAll` in afterAll. */
export function socketPool() {
  const sockets: Socket[] = [];
  return {
    async connect(url: string, token: string | undefined) {
      const socket = connect(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (err) => reject(err));
      });
      return socket;
    },
    disconnectAll() {
      for (const s of sockets) s.disconnect();
    },
  };
}

/** Collects the `reciveSocketMessage` events a socket hears. */
export function collectMessages(socket: Socket): RealtimeMessage[] {
  const got: RealtimeMessage[] = [];
  socket.on('reciveSocketMessage', (m: RealtimeMessage) => got.push(m));
  return got;
}
