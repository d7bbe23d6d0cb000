// @module-tag no-sql
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'brasa-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Brasa PDV</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(2)');
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({
    config: { jwtSecret: 'x'.repeat(32), jwtExpiresIn: '1h', webDist: dist, logLevel: 'silent', redisUrl: undefined },
    database,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app on the API port', () => {
  it('serves files and answers client routes with index.html', async () => {
    expect((await app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/delivery', '/load/abc.def', '/unauthorized/ROLE_UTILIZA_KDS']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Brasa PDV</title>');
    }
  });

  it('lets browsers keep the hashed assets for a year and revalidate index.html and other files on every load', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/delivery', '/app.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps API 404s as JSON', async () => {
    const res = await app.inject({ url: '/api-v2/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorMessage: 'Recurso não encontrado.' });
  });
});
