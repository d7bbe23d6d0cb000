import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestContext, testAppConfig, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let baseUrl: string;
const pool = socketPool();

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

const socketFor = (url: string, token: string | undefined) => pool.connect(url, token);
const collect = collectMessages;

describe('realtime hub', () => {
  it('delivers a unit message to every socket of that unit and to none of another unit', async () => {
    const caixa = await ctx.login('caixa');
    const garcom = await ctx.login('garcom');
    const filial = await ctx.login('caixa_filial');
    const a = collect(await socketFor(baseUrl, caixa.jwtToken));
    const b = collect(await socketFor(baseUrl, garcom.jwtToken));
    const other = collect(await socketFor(baseUrl, filial.jwtToken));
    ctx.app.realtime.publish(caixa.unidade.uuid, { type: 'UPDATE_STATUS_JOB', job: { id: 1 } });
    await expect.poll(() => a.length).toBe(1);
    await expect.poll(() => b.length).toBe(1);
    // give the other unit's socket a moment to (not) receive it
    await new Promise((r) => setTimeout(r, 100));
    expect(other).toHaveLength(0);
    expect(a[0]).toEqual({ type: 'UPDATE_STATUS_JOB', job: { id: 1 } });
  });

  it('refuses a handshake without a valid token', async () => {
    await expect(socketFor(baseUrl, undefined)).rejects.toThrow('erro ao realizar login - token inválido');
    await expect(socketFor(baseUrl, 'abc')).rejects.toThrow('erro ao realizar login - token inválido');
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('realtime across instances (REDIS_URL)', () => {
  it('lets two server instances share a unit room through the Redis adapter', async () => {
    const second = await buildApp({
      config: testAppConfig(),
      database: ctx.database,
      logger: false,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
      const caixa = await ctx.login('caixa');
      const filial = await ctx.login('caixa_filial');
      const onFirst = collect(await socketFor(baseUrl, caixa.jwtToken));
      const onSecond = collect(await socketFor(secondUrl, caixa.jwtToken));
      const otherUnit = collect(await socketFor(secondUrl, filial.jwtToken));
      // published on the first instance, heard on both
      ctx.app.realtime.publish(caixa.unidade.uuid, { type: 'UPDATE_STATUS_JOB', job: { id: 7 } });
      await expect.poll(() => onFirst.length, { timeout: 5000 }).toBe(1);
      await expect.poll(() => onSecond.length, { timeout: 5000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(otherUnit).toHaveLength(0);
    } finally {
      pool.disconnectAll();
      await second.close();
    }
  });
});
