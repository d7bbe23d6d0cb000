// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '../../test/fake-realtime';
import { makeOrder } from '../../test/make-order';
import { makeProfile } from '../../test/make-profile';
import { sessionStore } from '../session/session-store';
import { realtimeClient } from './realtime-client';

afterEach(() => sessionStore.clear());

describe('realtimeClient', () => {
  it('connects only while someone listens and a session exists, and disconnects on logout', () => {
    const fake = installFakeRealtime();
    const listener = vi.fn();
    const unsubscribe = realtimeClient.subscribe(listener);
    expect(fake.isOpen).toBe(false);

    sessionStore.start('jwt-1', makeProfile());
    expect(fake.isOpen).toBe(true);

    sessionStore.clear();
    expect(fake.isOpen).toBe(false);
    expect(fake.closed).toBe(1);

    sessionStore.start('jwt-2', makeProfile());
    expect(fake.opened).toBe(2);
    unsubscribe();
    expect(fake.isOpen).toBe(false);
  });

  it('delivers typed events and tells a reconnection from the first connection', () => {
    const fake = installFakeRealtime();
    sessionStore.start('jwt', makeProfile());
    const events: string[] = [];
    const unsubscribe = realtimeClient.subscribe((event) => events.push(event.kind));

    fake.connect();
    fake.push({ type: 'MOVE_CARD', order: makeOrder({ situacao: 'ENVIADO' }) });
    fake.push({ type: 'NOT_A_TYPE' });
    fake.drop();
    fake.connect();
    unsubscribe();

    expect(events).toEqual(['connected', 'orderMoved', 'disconnected', 'reconnected']);
  });
});
