import type {
  TDrawerIntegration,
  TIntegrationStores,
  TInterruption,
  TOpeningHours,
  TStoreStatus,
} from '@brasa/contracts';
import { ROLES } from '@brasa/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkInterruption,
  closeUntil,
  fromStoreWallTime,
  STORE_MSG,
  toStoreWallTime,
} from '../src/modules/marketplace/store-service';
import { MARKETPLACE_SANDBOX_PREFIX, SANDBOX_MERCHANT_ID } from '../src/providers/marketplace';
import { MESSAGING_SANDBOX_PREFIX } from '../src/providers/messaging';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, withRole, type TestContext } from './helpers';

let ctx: TestContext;
let sandboxUrl: string;
let configId: number;
const BASE = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
  const res = await call('GET', `${BASE}/integracoesAtivas`);
  configId = res.json<TDrawerIntegration[]>()[0]!.id;
});
afterAll(() => ctx.close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  user = 'caixa',
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { ...(await ctx.auth(user)), ...headers },
  });
}

interface SandboxStore {
  interruptions: { id: string; description: string; start: string; end: string }[];
  lastPolledAt: number | null;
  status: { state: string; available: boolean };
}
async function sandboxStore(): Promise<SandboxStore> {
  const res = await fetch(`${sandboxUrl}${MARKETPLACE_SANDBOX_PREFIX}/merchants/${SANDBOX_MERCHANT_ID}`);
  return (await res.json()) as SandboxStore;
}
async function forceState(body: Record<string, unknown>) {
  await fetch(`${sandboxUrl}${MARKETPLACE_SANDBOX_PREFIX}/merchants/${SANDBOX_MERCHANT_ID}/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
async function storeStatus(): Promise<TStoreStatus> {
  const res = await call('GET', `${BASE}/statusLojas`);
  expect(res.statusCode).toBe(200);
  const [integration] = res.json<TIntegrationStores[]>();
  return integration!.lojas.find((l) => l.storeId === SANDBOX_MERCHANT_ID)!;
}
async function removeAllInterruptions() {
  const list = await call('POST', `${BASE}/aplicarAcao/${configId}/LISTAR_INTERRUPCOES`);
  const items = JSON.parse(list.json<{ message: string }>().message) as TInterruption[];
  if (items.length > 0) await call('POST', `${BASE}/deleteInterruption/${configId}`, items);
}
/** A wall time of the store `minutes` from now, as the browser sends it (shifted, with a Z). */
const wall = (minutes: number) => `${toStoreWallTime(Date.now() + minutes * 60_000)}.000Z`;

beforeEach(async () => {
  // The store polled (connected), no forced state, no interruptions.
  await ctx.app.marketplacePoller.pollAll();
  await forceState({ state: null });
  await removeAllInterruptions();
});

describe('integrations drawer: stores at the marketplace', () => {
  it('lists the unit IF integration with its store, and the store OK while it polls', async () => {
    const res = await call('GET', `${BASE}/integracoesAtivas`);
    expect(res.statusCode).toBe(200);
    const [integration] = res.json<TDrawerIntegration[]>();
    expect(integration).toMatchObject({ tipo: 'IF', lojas: [SANDBOX_MERCHANT_ID], chat: false });
    const store = await storeStatus();
    expect(store).toMatchObject({ status: 'ABERTO', state: 'OK', motivo: null, erro: null });
    expect(store.validacoes.map((v) => v.id)).toEqual(expect.arrayContaining(['is-connected', 'opening-hours']));
  });

  it('shows WARNING and ERROR with the marketplace reason', async () => {
    await forceState({ state: 'WARNING', subtitle: 'Poucos entregadores na região' });
    expect(await storeStatus()).toMatchObject({ status: 'ABERTO', state: 'WARNING' });
    expect((await storeStatus()).motivo).toContain('Poucos entregadores na região');
    await forceState({ state: 'ERROR', subtitle: 'Pendência financeira' });
    expect(await storeStatus()).toMatchObject({ status: 'FECHADO', state: 'ERROR' });
    expect((await storeStatus()).motivo).toContain('Pendência financeira');
  });

  it('closes the store with an interruption covering now, and opens it again (round trip in the sandbox)', async () => {
    const closed = await call('POST', `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/FECHADO`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<TStoreStatus>()).toMatchObject({
      status: 'FECHADO',
      state: 'CLOSED',
      fechadaPorInterrupcao: true,
    });
    const atSandbox = await sandboxStore();
    expect(atSandbox.status.available).toBe(false);
    expect(atSandbox.interruptions).toHaveLength(1);
    const [pause] = atSandbox.interruptions;
    expect(pause!.description).toBe('Loja fechada pelo PDV');
    const now = Date.now();
    expect(fromStoreWallTime(pause!.start)).toBeLessThanOrEqual(now);
    expect(fromStoreWallTime(pause!.end)).toBeGreaterThan(now + 59 * 60_000);

    // Closing again asks nothing more.
    await call('POST', `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/FECHADO`);
    expect((await sandboxStore()).interruptions).toHaveLength(1);
    expect((await storeStatus()).status).toBe('FECHADO');

    const opened = await call('POST', `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/ABERTO`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<TStoreStatus>()).toMatchObject({ status: 'ABERTO', state: 'OK' });
    expect((await sandboxStore()).interruptions).toHaveLength(0);
  });

  it('answers 422 with the reason when the store stays closed after opening', async () => {
    await forceState({ state: 'ERROR', subtitle: 'Pendência financeira' });
    const res = await call('POST', `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/ABERTO`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('A loja continua fechada no iFood');
  });

  it('refuses an unknown store and a bad status', async () => {
    expect((await call('POST', `${BASE}/alterarStatusLoja/${configId}/outra-loja/FECHADO`)).statusCode).toBe(404);
    expect(
      (await call('POST', `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/PAUSADO`)).statusCode,
    ).toBe(400);
  });
});

describe('integrations drawer: interruptions and opening hours', () => {
  it('creates, lists and deletes an interruption', async () => {
    // One reading of the clock: read again for the assertion, it may have crossed into the next second.
    const start = wall(30);
    const created = await call('POST', `${BASE}/createInterruption/${configId}`, {
      description: 'Falta de gás',
      start,
      end: wall(90),
    });
    expect(created.statusCode).toBe(200);
    const interruption = created.json<TInterruption>();
    expect(interruption).toMatchObject({ description: 'Falta de gás', storeId: SANDBOX_MERCHANT_ID });
    expect(interruption.start).toBe(start.slice(0, 19));
    // A future interruption does not close the store now.
    expect((await storeStatus()).status).toBe('ABERTO');

    const list = await call('POST', `${BASE}/aplicarAcao/${configId}/LISTAR_INTERRUPCOES`);
    const items = JSON.parse(list.json<{ message: string }>().message) as TInterruption[];
    expect(items.map((i) => i.id)).toEqual([interruption.id]);

    const removed = await call('POST', `${BASE}/deleteInterruption/${configId}`, [{ id: interruption.id }]);
    expect(removed.statusCode).toBe(200);
    expect((await sandboxStore()).interruptions).toHaveLength(0);
    // Removing one that is already gone is not an error.
    expect((await call('POST', `${BASE}/deleteInterruption/${configId}`, [{ id: interruption.id }])).statusCode).toBe(
      200,
    );
  });

  it('an interruption covering now closes the store with its description as the reason', async () => {
    await call('POST', `${BASE}/createInterruption/${configId}`, {
      description: 'Pausa almoço',
      start: wall(0),
      end: wall(60),
    });
    const store = await storeStatus();
    expect(store).toMatchObject({ status: 'FECHADO', state: 'CLOSED', fechadaPorInterrupcao: true });
    expect(store.motivo).toContain('Pausa almoço');
  });

  it('applies the interruption rules with their messages', async () => {
    const create = (body: Record<string, unknown>) => call('POST', `${BASE}/createInterruption/${configId}`, body);
    const message = async (body: Record<string, unknown>) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      return res.json<{ errorMessage: string }>().errorMessage;
    };
    expect(await message({ description: 'x', start: wall(-30), end: wall(30) })).toBe(STORE_MSG.START_IN_PAST);
    expect(await message({ description: 'x', start: wall(60), end: wall(30) })).toBe(STORE_MSG.END_BEFORE_START);
    expect(await message({ description: 'x', start: wall(10), end: wall(8 * 24 * 60) })).toBe(STORE_MSG.TOO_LONG);
    // zod's answers carry the field name (the house's 400 format).
    expect(await message({ description: '  ', start: wall(10), end: wall(30) })).toContain(
      'Informe a descrição da interrupção.',
    );
    expect(await message({ description: 'x', start: 'amanhã', end: wall(30) })).toContain('Data e hora inválidas.');
    const none = await call('POST', `${BASE}/deleteInterruption/${configId}`, []);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ errorMessage: string }>().errorMessage).toContain(
      'Nenhuma interrupcao marcada para ser removida',
    );
    expect((await sandboxStore()).interruptions).toHaveLength(0);
  });

  it('an Idempotency-Key makes a retried create answer the same interruption', async () => {
    const body = { description: 'Chuva forte', start: wall(20), end: wall(40) };
    const headers = { 'idempotency-key': `int-${Date.now()}` };
    const first = await call('POST', `${BASE}/createInterruption/${configId}`, body, 'caixa', headers);
    const second = await call('POST', `${BASE}/createInterruption/${configId}`, body, 'caixa', headers);
    expect(second.json<TInterruption>().id).toBe(first.json<TInterruption>().id);
    expect((await sandboxStore()).interruptions).toHaveLength(1);
    const other = await call(
      'POST',
      `${BASE}/createInterruption/${configId}`,
      { ...body, description: 'Outra' },
      'caixa',
      headers,
    );
    expect(other.statusCode).toBe(409);
  });

  it('lists the opening hours, one shift per weekday from Sunday', async () => {
    const res = await call('POST', `${BASE}/aplicarAcao/${configId}/HORARIOS_FUNCIONAMENTO`);
    expect(res.statusCode).toBe(200);
    const hours = JSON.parse(res.json<{ message: string }>().message) as TOpeningHours[];
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({ dayOfWeek: 'SUNDAY', merchantId: SANDBOX_MERCHANT_ID, start: '00:00', duration: 1439 });
    expect((await call('POST', `${BASE}/aplicarAcao/${configId}/OUTRA`)).statusCode).toBe(400);
  });
});

describe('integrations drawer: chat, messaging, tenancy and permissions', () => {
  it('keeps the chat switch in the integration', async () => {
    const on = await call('POST', `${BASE}/atualizarParametro/${configId}/true`);
    expect(on.statusCode).toBe(200);
    expect(on.json<TDrawerIntegration>().chat).toBe(true);
    const [listed] = (await call('GET', `${BASE}/integracoesAtivas`)).json<TDrawerIntegration[]>();
    expect(listed!.chat).toBe(true);
    await call('POST', `${BASE}/atualizarParametro/${configId}/false`);
    expect((await call('GET', `${BASE}/integracoesAtivas`)).json<TDrawerIntegration[]>()[0]!.chat).toBe(false);
  });

  it('answers the messaging-app connection for the messaging-connect role only', async () => {
    expect((await call('GET', `${BASE}/whatsapp/status`)).statusCode).toBe(403);
    await withRole(ctx, 'caixa', ROLES.ROLE_CONECTAR_WHATSAPP, async () => {
      // A fresh login: the profile is read at login.
      const session = await ctx.login('caixa');
      const headers = { authorization: `Bearer ${session.jwtToken}` };
      const connected = await ctx.app.inject({ method: 'GET', url: `${BASE}/whatsapp/status`, headers });
      expect(connected.json()).toEqual({ connected: true });
      const uuid = session.unidade?.uuid ?? '';
      await fetch(`${sandboxUrl}${MESSAGING_SANDBOX_PREFIX}/instance/${uuid}/state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'close' }),
      });
      const closed = await ctx.app.inject({ method: 'GET', url: `${BASE}/whatsapp/status`, headers });
      expect(closed.json()).toEqual({ connected: false });
    });
  });

  it("another unit's integration is 404", async () => {
    for (const res of [
      await call(
        'POST',
        `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/FECHADO`,
        undefined,
        'caixa_filial',
      ),
      await call('POST', `${BASE}/aplicarAcao/${configId}/LISTAR_INTERRUPCOES`, undefined, 'caixa_filial'),
      await call(
        'POST',
        `${BASE}/createInterruption/${configId}`,
        { description: 'x', start: wall(5), end: wall(10) },
        'caixa_filial',
      ),
      await call('POST', `${BASE}/atualizarParametro/${configId}/true`, undefined, 'caixa_filial'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `${BASE}/statusLojas`, undefined, 'caixa_filial')).json()).toEqual([]);
    expect((await sandboxStore()).interruptions).toHaveLength(0);
  });

  it('a role without the drawer is refused (403)', async () => {
    expect((await call('GET', `${BASE}/statusLojas`, undefined, 'garcom')).statusCode).toBe(403);
    const res = await call(
      'POST',
      `${BASE}/alterarStatusLoja/${configId}/${SANDBOX_MERCHANT_ID}/FECHADO`,
      undefined,
      'garcom',
    );
    expect(res.statusCode).toBe(403);
    expect((await sandboxStore()).interruptions).toHaveLength(0);
  });
});

describe('store time', () => {
  it('reads and writes the store wall time (São Paulo)', () => {
    const instant = Date.parse('2026-11-24T21:00:00Z');
    expect(toStoreWallTime(instant)).toBe('2026-11-24T18:00:00');
    expect(fromStoreWallTime('2026-11-24T18:00:00.000Z')).toBe(instant);
    expect(fromStoreWallTime('2026-11-24T18:00')).toBe(instant);
  });

  it('closes until the next 04:00, at least an hour away', () => {
    expect(toStoreWallTime(closeUntil(Date.parse('2026-11-24T21:00:00Z')))).toBe('2026-11-25T04:00:00');
    expect(toStoreWallTime(closeUntil(Date.parse('2026-11-25T06:30:00Z')))).toBe('2026-11-26T04:00:00');
    expect(toStoreWallTime(closeUntil(Date.parse('2026-11-25T05:00:00Z')))).toBe('2026-11-25T04:00:00');
  });

  it('checks an interruption', () => {
    const now = Date.parse('2026-11-24T21:00:00Z');
    expect(checkInterruption(now, now + 60_000, now)).toBeNull();
    expect(checkInterruption(now - 120_000, now + 60_000, now)).toBe(STORE_MSG.START_IN_PAST);
  });
});
