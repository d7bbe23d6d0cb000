// @module-tag no-sql
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { TEST_JWT_SECRET } from './helpers';

const lines: { level: number; msg: string; route?: string; statusCode?: number }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

async function appLoggingAt(level: string, database: Database) {
  const app = await buildApp({
    config: {
      jwtSecret: TEST_JWT_SECRET,
      jwtExpiresIn: '1h',
      webDist: undefined,
      logLevel: level,
      redisUrl: undefined,
    },
    database,
    logger: { level, stream },
  });
  await app.ready();
  return app;
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

describe('request logs', () => {
  it('are one debug line per request, with the route pattern and no query string', async () => {
    const app = await appLoggingAt('debug', database);
    await app.inject({ method: 'GET', url: '/api-v2/pessoa/list?q=maria%20da%20silva' });
    await app.close();
    const requestLines = lines.filter((l) => l.msg === 'requisição respondida');
    expect(requestLines).toEqual([
      expect.objectContaining({ level: 20, route: '/api-v2/pessoa/list', statusCode: 401 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('maria');
    expect(lines.filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
  });

  it('leave nothing per request at info', async () => {
    lines.length = 0;
    const app = await appLoggingAt('info', database);
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api-v2/usuario/logged' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
