// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { apiFetch } from './api-client';
import { ApiError, readErrorMessage } from './api-error';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('apiFetch', () => {
  it('sends the session token as a Bearer header and parses JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.setToken('abc.def.ghi');

    await expect(apiFetch('/api-v2/ping', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api-v2/ping?a=1');
    expect(init.headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends extra headers such as an Idempotency-Key, never in place of the token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.setToken('abc.def.ghi');

    await apiFetch('/api-v2/pedidoIntegracao', {
      method: 'POST',
      body: { id: 1 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer abc.def.ghi',
      'Content-Type': 'application/json',
    });
  });

  it('turns a non-2xx answer into an ApiError carrying the server message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(401, { errorMessage: 'Falha ao realizar login' })));
    const error = await apiFetch('/x', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(readErrorMessage(error, 'fallback')).toBe('Falha ao realizar login');
  });

  it('falls back when the server sends no errorMessage or is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(readErrorMessage(error, 'Falha ao realizar login')).toBe('Falha ao realizar login');
  });

  it('keeps the body but shows the fallback when errorMessage is missing or not a text', async () => {
    for (const body of [{ errorMessage: 42 }, { message: 'x' }, ['errorMessage'], 'texto', null]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(500, body)));
      const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
      expect(error.errorMessage).toBeNull();
      expect(error.body).toEqual(body);
      expect(readErrorMessage(error, 'fallback')).toBe('fallback');
    }
  });
});
