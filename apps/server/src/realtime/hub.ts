import { createAdapter } from '@socket.io/redis-adapter';
import type { RealtimeMessage } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { verifyToken } from '../plugins/auth';

/** One room per unit: the unit uuid plus the environment suffix (doc 2 §7). */
export const unitRoom = (unidadeUuid: string) => `${unidadeUuid}-producao`;
/** A user's own sockets in the unit (his report jobs). */
export const userRoom = (unidadeUuid: string, userId: number) => `${unitRoom(unidadeUuid)}-usuario-${userId}`;

export interface RealtimeHub {
  io: Server;
  /** Publishes to every socket of the unit (on every instance when Redis is configured). */
  publish(unidadeUuid: string, message: RealtimeMessage): void;
  /** Publishes to one user's sockets in the unit only (what is his alone: a report job). */
  publishToUser(unidadeUuid: string, userId: number, message: RealtimeMessage): void;
  /** Emits a named event to the unit's room: the KDS events of doc 3 §7 (createItemKds, updateItemStatus, ...). */
  emit(unidadeUuid: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * Attaches socket.io to the app's HTTP server. The handshake carries the JWT in `auth.token`;
 * each socket joins its own unit's room and no other. The server, never a browser, publishes.
 */
export function createRealtimeHub(
  app: FastifyInstance,
  opts: { redisUrl?: string; redisChannelPrefix?: string },
): RealtimeHub {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  const redis: Redis[] = [];
  if (opts.redisUrl) {
    // Redis away (down, restarting) must not take the process with it: the clients report errors to the log
    // instead of throwing them, a publish fails at once (the local sockets still get the message; other
    // instances miss it until Redis is back, and their boards refetch on reconnection), and the subscriber
    // waits for Redis however long it takes, then subscribes again.
    const warn = throttledWarning(app, 'realtime: Redis unavailable, messages reach only this instance');
    const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    for (const client of [pub, sub]) client.on('error', warn);
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    // The adapter does not wait for its publish calls: a failed one would be an unhandled rejection.
    pub.publish = ((channel: string, message: string | Buffer) => {
      const sent = publish(channel, message);
      sent.catch(warn);
      return sent;
    }) as typeof pub.publish;
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub, opts.redisChannelPrefix ? { key: opts.redisChannelPrefix } : {}));
  }
  io.use((socket: Socket, next) => {
    const token = (socket.handshake.auth as { token?: string } | undefined)?.token;
    verifyToken(app, token)
      .then((claims) => {
        socket.data.session = claims;
        next();
      })
      .catch((err: Error) => next(err));
  });
  io.on('connection', (socket) => {
    const { unidadeUuid, userId } = socket.data.session;
    void socket.join([unitRoom(unidadeUuid), userRoom(unidadeUuid, userId)]);
  });
  const hub: RealtimeHub = {
    io,
    publish(unidadeUuid, message) {
      io.to(unitRoom(unidadeUuid)).emit('reciveSocketMessage', message);
    },
    publishToUser(unidadeUuid, userId, message) {
      io.to(userRoom(unidadeUuid, userId)).emit('reciveSocketMessage', message);
    },
    emit(unidadeUuid, event, payload) {
      io.to(unitRoom(unidadeUuid)).emit(event, payload);
    },
    // Sockets go first (an open websocket would hold the HTTP server's close); Fastify closes the server.
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
  return hub;
}

/** One warning per minute at most for an outage that fails every call. */
function throttledWarning(app: FastifyInstance, text: string) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    app.log.warn({ err: error }, text);
  };
}
