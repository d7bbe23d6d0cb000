import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getParameterValues, isFlagOn } from '../parameters/repository';
import { pollIntegrationOnce } from './import-service';
import { listMarketplaceIntegrations, type MarketplaceIntegration } from './integrations';
import { confirmOnArrival } from './status-sync';
import { readEnv } from '../../env';

export interface MarketplacePollerOptions {
  /** MARKETPLACE_POLLING=off: no polling in this process (a test drives `pollAll`). */
  enabled: boolean;
  /** MARKETPLACE_POLLING_MS, default 30000 (iFood's rule: every 30 s). */
  intervalMs: number;
  /**
   * How long an instance's hold on an integration lasts unrenewed (MARKETPLACE_POLLING_LEASE_MS): the longest a dead
   * instance's integrations wait for another to take them. Default three intervals, at least a minute; never under
   * three intervals (a slow cycle must not lose it).
   */
  leaseMs?: number;
}

/** The lease asked for, never under three intervals (a slow cycle must not lose it). */
const leaseMsOf = (intervalMs: number, askedMs: number) => Math.max(askedMs, intervalMs * 3);

export function marketplacePollerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketplacePollerOptions {
  const e = readEnv(env);
  const intervalMs = e.MARKETPLACE_POLLING_MS;
  return {
    enabled: e.MARKETPLACE_POLLING,
    intervalMs,
    leaseMs: leaseMsOf(intervalMs, e.MARKETPLACE_POLLING_LEASE_MS),
  };
}

export interface MarketplacePoller {
  /** One cycle over every integration whose lease this instance holds (or takes); answers the orders imported. */
  pollAll(): Promise<number[]>;
  start(): void;
  stop(): Promise<void>;
  readonly owner: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketplacePoller: MarketplacePoller;
  }
}

/** A full page is followed by another poll at once, up to this many per cycle. */
const MAX_PAGES_PER_CYCLE = 50;

/**
 * The polling of every IF integration. With several instances exactly one polls an integration at a time: a lease row
 * (`marketplace_polling`) taken or renewed by one conditional upsert, valid for three intervals (at least a minute),
 * so a dead instance's integrations are taken over. Correctness does not rest on it: events and orders are unique.
 */
export function createMarketplacePoller(app: FastifyInstance, options: MarketplacePollerOptions): MarketplacePoller {
  const owner = randomUUID();
  const leaseMs = leaseMsOf(options.intervalMs, options.leaseMs ?? 60_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number[]> | undefined;
  let stopping = false;

  async function takeLease(integrationId: number): Promise<boolean> {
    const { rows } = (await app.database.db.execute(sql`
      insert into marketplace_polling (integracao_id, dono, ate)
      values (${integrationId}, ${owner}, now() + make_interval(secs => ${leaseMs / 1000}))
      on conflict (integracao_id) do update set dono = excluded.dono, ate = excluded.ate
      where marketplace_polling.dono = excluded.dono or marketplace_polling.ate < now()
      returning integracao_id`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  }

  async function pollIntegration(integration: MarketplaceIntegration): Promise<number[]> {
    const imported: number[] = [];
    for (let page = 0; page < MAX_PAGES_PER_CYCLE && !stopping; page++) {
      const result = await pollIntegrationOnce(app, integration);
      imported.push(...result.imported);
      if (!result.more) break;
    }
    if (imported.length > 0) {
      const params = await getParameterValues(app.database.db, integration.unidadeId, [
        'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE',
      ]);
      if (isFlagOn(params.get('CONFIRMAR_PEDIDOS_AUTOMATICAMENTE'))) {
        for (const id of imported) await confirmOnArrival(app, integration, id);
      }
    }
    return imported;
  }

  async function cycle(): Promise<number[]> {
    const imported: number[] = [];
    for (const integration of await listMarketplaceIntegrations(app)) {
      if (stopping) break;
      try {
        if (!(await takeLease(integration.id))) continue;
        imported.push(...(await pollIntegration(integration)));
      } catch (err) {
        // A marketplace outage or a failed transaction: nothing acknowledged, the next cycle gets the events again.
        app.log.warn({ err, integracao: integration.id }, 'marketplace: polling failed');
      }
    }
    return imported;
  }

  function pollAll() {
    // Never two cycles at once in one process.
    running ??= cycle().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(() => {
      void pollAll().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    owner,
    pollAll,
    start() {
      if (!options.enabled) return;
      stopping = false;
      void pollAll().finally(schedule);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      await app.database.db
        .execute(sql`update marketplace_polling set ate = now() where dono = ${owner}`)
        .catch(() => undefined);
    },
  };
}
