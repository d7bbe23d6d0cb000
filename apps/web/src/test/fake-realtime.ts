import { realtimeClient } from '../shared/realtime/realtime-client';
import type { KdsSocketEvent, TransportHandlers } from '../shared/realtime/socket-transport';

/** A stand-in for socket.io: tests connect, drop and push server messages by hand. */
export interface FakeRealtime {
  readonly isOpen: boolean;
  opened: number;
  closed: number;
  connect(): void;
  drop(): void;
  push(payload: unknown): void;
  /** A KDS socket event (createItemKds, updateItemStatus, updateItemsStatus). */
  pushKds(event: KdsSocketEvent, payload: unknown): void;
}

export function installFakeRealtime(): FakeRealtime {
  let handlers: TransportHandlers | null = null;
  const fake: FakeRealtime = {
    get isOpen() {
      return handlers !== null;
    },
    opened: 0,
    closed: 0,
    connect: () => handlers?.onConnect(),
    drop: () => handlers?.onDisconnect(),
    push: (payload) => handlers?.onMessage(payload),
    pushKds: (event, payload) => handlers?.onKdsMessage(event, payload),
  };
  realtimeClient.useTransport({
    open(next) {
      handlers = next;
      fake.opened += 1;
      return () => {
        handlers = null;
        fake.closed += 1;
      };
    },
  });
  return fake;
}
