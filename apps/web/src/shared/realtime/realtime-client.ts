import { sessionStore } from '../session/session-store';
import { toRealtimeEvent, type RealtimeEvent } from './realtime-events';
import { socketIoTransport, type RealtimeTransport } from './socket-transport';

type Listener = (event: RealtimeEvent) => void;

/**
 * One connection per tab, open while someone listens and a session exists: it follows the session (a new
 * login reconnects with the new token, a logout disconnects) and reports reconnections so screens refetch.
 */
function createRealtimeClient() {
  const listeners = new Set<Listener>();
  let transport: RealtimeTransport = socketIoTransport;
  let close: (() => void) | null = null;
  let openToken: string | null = null;
  let hasConnected = false;

  const emit = (event: RealtimeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const disconnect = () => {
    close?.();
    close = null;
    openToken = null;
    hasConnected = false;
  };

  const sync = () => {
    const token = sessionStore.getToken();
    const wanted = listeners.size > 0 && token !== null;
    if (close && (!wanted || token !== openToken)) disconnect();
    if (!wanted || close) return;
    openToken = token;
    close = transport.open({
      getToken: () => sessionStore.getToken(),
      onConnect: () => {
        emit({ kind: hasConnected ? 'reconnected' : 'connected' });
        hasConnected = true;
      },
      onDisconnect: () => emit({ kind: 'disconnected' }),
      onMessage: (payload) => {
        const event = toRealtimeEvent(payload);
        if (event) emit(event);
      },
      onKdsMessage: (event, payload) => emit({ kind: 'kds', event, payload }),
    });
  };

  sessionStore.subscribe(sync);

  return {
    /** Listens to every event; the first listener opens the connection, the last one closes it. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      sync();
      return () => {
        listeners.delete(listener);
        sync();
      };
    },
    isOpen: () => close !== null,
    /** Tests replace socket.io with a fake transport. */
    useTransport(next: RealtimeTransport): void {
      disconnect();
      transport = next;
      sync();
    },
  };
}

export const realtimeClient = createRealtimeClient();
