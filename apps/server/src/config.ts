import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env';

/** The web build served by default (apps/web/dist). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database folder (also keeps the generated JWT secret). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Connections the server keeps to DATABASE_URL (DATABASE_POOL_SIZE, default 10; see docs/scaling.md). */
  databasePoolSize: number;
  /** Optional: socket.io Redis adapter so several instances share rooms. */
  redisUrl: string | undefined;
  /**
   * The Redis channels' prefix of those rooms (REDIS_CHANNEL_PREFIX, default socket.io's own): the instances of
   * one deployment share it; two deployments (or two test servers) on one Redis must not.
   */
  redisChannelPrefix?: string;
  jwtSecret: string;
  /** Token lifetime, e.g. '12h'. */
  jwtExpiresIn: string;
  /** Built web app to serve (absent in API-only tests). */
  webDist: string | undefined;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): false (default: the socket's address is the
   * client), a hop count, or a comma list of proxy addresses/CIDRs. The login throttle counts by address.
   */
  trustProxy: boolean | number | string;
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The trustProxy option for Fastify. A hop count trusts that many proxies nearest to the server (Fastify 5
 * alone would ignore a number): right only when the server cannot be reached but through them.
 */
export function toFastifyTrustProxy(
  value: boolean | number | string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : (value ?? false);
}

/** TRUST_PROXY: unset/false, true, a hop count ('1'), or 'loopback, 10.0.0.0/8, 192.168.1.10'. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const maxBits = isIP(address ?? '') === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    const valid = PROXY_ADDRESS_NAMES.has(entry) || (isIP(address ?? '') !== 0 && validBits && rest.length === 0);
    if (!valid) throw new Error(`TRUST_PROXY inválido: ${entry} (use endereços, CIDRs ou um número de saltos)`);
  }
  return entries.join(',');
}

/** Reads the JWT secret from DATA_DIR, generating and keeping one on first use. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = readEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX,
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
