// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { DEFAULT_TERMINAL_SETTINGS, saveTerminalSettings } from '../settings/terminal-settings';
import { PRINT_LOCATION_HEADER, apiFetch } from './api-client';
import { ApiError, readErrorMessage } from './api-error';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
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

describe("the terminal's print location (issue 31 §4)", () => {
  const headersOf = async (path: string, method: 'GET' | 'POST' = 'POST') => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch(path, { method, body: method === 'GET' ? undefined : {} });
    return fetchMock.mock.calls[0]![1].headers as Record<string, string>;
  };

  it('sends the setting with every order-changing call to the API when it is set', async () => {
    saveTerminalSettings({ ...DEFAULT_TERMINAL_SETTINGS, printLocation: 'COZINHA_2' });
    expect(PRINT_LOCATION_HEADER).toBe('X-Brasa-Local-Impressao');
    expect((await headersOf('/api-v2/pedidoIntegracao'))[PRINT_LOCATION_HEADER]).toBe('COZINHA_2');
    expect((await headersOf('/api-v2/pedidoIntegracao/situacao/1/CONFIRMADO'))[PRINT_LOCATION_HEADER]).toBe(
      'COZINHA_2',
    );
    // Reads change no order; the print server (maybe another origin) never gets it.
    expect(await headersOf('/api-v2/pedidoIntegracao/1', 'GET')).not.toHaveProperty(PRINT_LOCATION_HEADER);
    expect(await headersOf('https://print.example/api/kds/updateItemStatus')).not.toHaveProperty(PRINT_LOCATION_HEADER);
  });

  it('sends nothing when the setting is unset (the server prints at CAIXA) or cannot be a header', async () => {
    expect(await headersOf('/api-v2/pedidoIntegracao')).not.toHaveProperty(PRINT_LOCATION_HEADER);
    saveTerminalSettings({ ...DEFAULT_TERMINAL_SETTINGS, printLocation: '   ' });
    expect(await headersOf('/api-v2/pedidoIntegracao')).not.toHaveProperty(PRINT_LOCATION_HEADER);
    saveTerminalSettings({ ...DEFAULT_TERMINAL_SETTINGS, printLocation: 'X'.repeat(61) });
    expect(await headersOf('/api-v2/pedidoIntegracao')).not.toHaveProperty(PRINT_LOCATION_HEADER);
    saveTerminalSettings({ ...DEFAULT_TERMINAL_SETTINGS, printLocation: 'COZINHA_🍕' });
    expect(await headersOf('/api-v2/pedidoIntegracao')).not.toHaveProperty(PRINT_LOCATION_HEADER);
  });
});
