import { createServer, type Server, type Socket } from 'node:net';
import { decodeEscPos } from './escpos-decoder';

export interface ReceivedTicket {
  /** The bytes as received (one connection = one ticket). */
  bytes: Uint8Array;
  /** What the paper would show: commands stripped, the code page decoded. */
  text: string;
  receivedAt: Date;
}

/**
 * A printer without hardware (demo, tests, benches): a TCP listener on loopback that takes the same ESC/POS bytes
 * as a real printer on port 9100, one ticket per connection, decodes and keeps them. `unplug` stops listening
 * (and drops open connections) like a printer switched off; `plugIn` listens again on the same port.
 */
export interface VirtualPrinter {
  readonly name: string;
  readonly host: string;
  /** The port it listens on (the one given, or the one the OS picked for 0), kept across unplug/plugIn. */
  readonly port: number;
  readonly tickets: readonly ReceivedTicket[];
  readonly plugged: boolean;
  /** Resolves when `count` tickets have arrived. */
  waitForTickets(count: number): Promise<readonly ReceivedTicket[]>;
  /** Called with each ticket as it arrives (benches time the last byte). */
  onTicket(listener: (ticket: ReceivedTicket) => void): void;
  clear(): void;
  unplug(): Promise<void>;
  plugIn(): Promise<void>;
  close(): Promise<void>;
}

export async function startVirtualPrinter(
  options: {
    name?: string;
    host?: string;
    port?: number;
    /** Oldest dropped beyond this (a long demo). */ maxTickets?: number;
  } = {},
): Promise<VirtualPrinter> {
  const host = options.host ?? '127.0.0.1';
  let port = options.port ?? 0;
  const tickets: ReceivedTicket[] = [];
  const listeners: ((ticket: ReceivedTicket) => void)[] = [];
  const waiters: { count: number; resolve: (t: readonly ReceivedTicket[]) => void }[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const keep = (chunks: Buffer[]) => {
    const bytes = new Uint8Array(Buffer.concat(chunks));
    if (bytes.length === 0) return;
    const ticket = { bytes, text: decodeEscPos(bytes), receivedAt: new Date() };
    tickets.push(ticket);
    if (options.maxTickets && tickets.length > options.maxTickets)
      tickets.splice(0, tickets.length - options.maxTickets);
    for (const l of listeners) l(ticket);
    for (const w of [...waiters]) {
      if (tickets.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(tickets);
      }
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((socket) => {
        sockets.add(socket);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => {
          keep(chunks);
          socket.end();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      });
      s.once('error', reject);
      s.listen(port, host, () => {
        const address = s.address();
        if (address && typeof address === 'object') port = address.port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    name: options.name ?? `virtual:${port}`,
    host,
    get port() {
      return port;
    },
    tickets,
    get plugged() {
      return server !== undefined;
    },

    waitForTickets(count) {
      if (tickets.length >= count) return Promise.resolve(tickets);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    onTicket(listener) {
      listeners.push(listener);
    },
    clear() {
      tickets.length = 0;
    },
    unplug: stop,
    async plugIn() {
      if (!server) await listen();
    },
    close: stop,
  };
}
