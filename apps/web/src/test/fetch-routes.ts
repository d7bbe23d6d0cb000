import { vi } from 'vitest';
import { jsonResponse } from './render';

export type RouteAnswer = Response | Promise<Response>;
export type RouteHandler = (url: string, init: RequestInit | undefined) => RouteAnswer;

/**
 * A fetch stub answering by URL prefix (longest prefix wins) and recording every call. Unknown URLs get a
 * 404 with an errorMessage, so a test sees which call it forgot.
 */
export function stubFetchRoutes(routes: Record<string, RouteHandler>) {
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    return prefix
      ? routes[prefix]!(url, init)
      : jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    callsTo: (prefix: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(prefix)),
  };
}

/** A promise the test settles by hand (a slow server). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
