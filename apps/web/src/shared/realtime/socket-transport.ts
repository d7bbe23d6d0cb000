import { io } from 'socket.io-client';

/** What the realtime client needs from a connection; tests install a fake one. */
export interface RealtimeTransport {
  /** Opens a connection; the returned function closes it for good. */
  open(handlers: TransportHandlers): () => void;
}

export interface TransportHandlers {
  /** Read at every (re)connection attempt, so a refreshed token is used. */
  getToken(): string | null;
  onConnect(): void;
  onDisconnect(): void;
  onMessage(payload: unknown): void;
  /** The kitchen display's own socket events (doc 3 §7): createItemKds, updateItemStatus, updateItemsStatus. */
  onKdsMessage(event: KdsSocketEvent, payload: unknown): void;
}

/** doc 3 §7: the KDS's socket events, sent to the unit's room. */
export const KDS_SOCKET_EVENTS = ['createItemKds', 'updateItemStatus', 'updateItemsStatus'] as const;
export type KdsSocketEvent = (typeof KDS_SOCKET_EVENTS)[number];

/** The server refused the handshake (expired token) or dropped us: socket.io then stops retrying. */
const MANUAL_RETRY_MS = 10_000;

/**
 * socket.io on the page's origin and default path (the server joins the socket to its unit's room from the
 * token in `auth`). This is the only file of the app that imports socket.io.
 */
export const socketIoTransport: RealtimeTransport = {
  open(handlers) {
    const socket = io({ auth: (cb) => cb({ token: handlers.getToken() }) });
    let retry: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), MANUAL_RETRY_MS);
    };
    socket.on('connect', handlers.onConnect);
    socket.on('disconnect', (reason) => {
      handlers.onDisconnect();
      if (reason === 'io server disconnect') retryLater();
    });
    socket.on('connect_error', () => {
      if (!socket.active) retryLater();
    });
    socket.on('reciveSocketMessage', handlers.onMessage);
    for (const event of KDS_SOCKET_EVENTS)
      socket.on(event, (payload: unknown) => handlers.onKdsMessage(event, payload));
    return () => {
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    };
  },
};
