import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web build served by default (apps/web/dist). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database folder (also keeps the generated JWT secret). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Optional: socket.io Redis adapter so several instances share rooms. */
  redisUrl: string | undefined;
  jwtSecret: string;
  /** Token lifetime, e.g. '12h'. */
  jwtExpiresIn: string;
  /** Built web app to serve (absent in API-only tests). */
  webDist: string | undefined;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválida: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
