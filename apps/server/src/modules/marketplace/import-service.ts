import { MSG, formatDateTimeBr, orderStatusLabel, statusDateField, type OrderStatus } from '@brasa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { marketplaceEvento, marketplacePedido } from '../../db/schema';
import type { OrderEvent } from '../../events/types';
import type { IfoodEvent, IfoodOrder } from '../../providers/marketplace';
import { toOrder } from '../order-data/mapper';
import { orderChangeEvents } from '../orders/events';
import type { TIFoodOrder } from '@brasa/contracts';
import { cancelOrderProduction } from '../orders/production/production';
import { reverseOrderPayments } from '../payments/record-payments';
import * as orders from '../orders/repository';
import type { MarketplaceIntegration } from './integrations';
import { EVENT_STATUS, STATUS_RANK, mapIfoodOrder, situacaoOfMarketplaceStatus } from './mapping';
import { applyDisputeEvents, publishDisputes } from './disputes';

const SYSTEM_USER = 'iFood';
/** Events the polling answers at most (the sandbox's and iFood's page): a full page means more are waiting. */
export const POLL_PAGE = 100;

export interface PollResult {
  /** Distinct events received. */
  received: number;
  /** Stored now (new event ids). */
  stored: number;
  /** Our orders created. */
  imported: number[];
  /** Our orders moved by a status event. */
  moved: number;
  acknowledged: number;
  /** The page was full: poll again at once. */
  more: boolean;
}

export interface PollHooks {
  /** Runs inside the store transaction after everything is written (tests throw here to kill it). */
  beforeCommit?: (tx: Tx) => Promise<void> | void;
}

/** How many order details are fetched at once. */
const DETAIL_CONCURRENCY = 8;

async function mapLimit<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

/** The status an order's events lead to: the highest ranked (CANCELLED is final). */
function latestStatus(events: readonly IfoodEvent[]): { status: string; at: Date } | null {
  let best: { status: string; at: Date } | null = null;
  for (const e of events) {
    const status = EVENT_STATUS[e.code];
    if (!status) continue;
    if (!best || STATUS_RANK[status]! > STATUS_RANK[best.status]!) best = { status, at: new Date(e.createdAt) };
  }
  return best;
}

/**
 * One polling cycle of one integration (FIELD-NOTES iFood, doc 4 §4 'Polling'): the events, de-duplicated by id and
 * applied in createdAt order; the details of the orders not known yet; then ONE transaction that stores the new
 * events (a unique event id: a redelivery or a duplicate is stored once), creates or moves the orders and records
 * their order events; the acknowledgment only after that commit. A crash between commit and ack costs a redelivery,
 * which finds its events stored and is only acknowledged. Events whose order details could not be read are neither
 * stored nor acknowledged: they come again.
 */
export async function pollIntegrationOnce(
  app: FastifyInstance,
  integration: MarketplaceIntegration,
  hooks: PollHooks = {},
): Promise<PollResult> {
  const { client } = integration;
  const raw = await client.pollEvents(integration.merchantIds);
  const byId = new Map<string, IfoodEvent>();
  for (const e of raw) if (e?.id && e.orderId) byId.set(e.id, e);
  const events = [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const result: PollResult = {
    received: events.length,
    stored: 0,
    imported: [],
    moved: 0,
    acknowledged: 0,
    more: raw.length >= POLL_PAGE,
  };
  if (events.length === 0) return result;

  const db = app.database.db;
  const ids = events.map((e) => e.id);
  const known = new Set(
    (
      await db.select({ id: marketplaceEvento.id }).from(marketplaceEvento).where(inArray(marketplaceEvento.id, ids))
    ).map((r) => r.id),
  );
  const fresh = events.filter((e) => !known.has(e.id));
  const orderIds = [...new Set(fresh.map((e) => e.orderId))];
  const linked = new Set(
    orderIds.length === 0
      ? []
      : (
          await db
            .select({ id: marketplacePedido.pedidoMarketplaceId })
            .from(marketplacePedido)
            .where(
              and(
                eq(marketplacePedido.integracaoId, integration.id),
                inArray(marketplacePedido.pedidoMarketplaceId, orderIds),
              ),
            )
        ).map((r) => r.id),
  );
  const details = new Map<string, IfoodOrder>();
  const missing = orderIds.filter((id) => !linked.has(id));
  await mapLimit(missing, DETAIL_CONCURRENCY, async (orderId) => {
    try {
      details.set(orderId, await client.getOrder(orderId));
    } catch (err) {
      app.log.warn({ err, orderId }, 'marketplace: order details not read; its events come again');
    }
  });
  const storable = fresh.filter((e) => linked.has(e.orderId) || details.has(e.orderId));

  const recorded: OrderEvent[] = [];
  const disputes: number[] = [];
  await app.orderEvents.transaction(async (tx) => {
    const inserted =
      storable.length === 0
        ? []
        : await tx
            .insert(marketplaceEvento)
            .values(
              storable.map((e) => ({
                id: e.id,
                integracaoId: integration.id,
                unidadeId: integration.unidadeId,
                codigo: e.code,
                pedidoMarketplaceId: e.orderId,
                criadoEm: new Date(e.createdAt),
                payload: e,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: marketplaceEvento.id });
    const insertedIds = new Set(inserted.map((r) => r.id));
    result.stored = insertedIds.size;
    const grouped = new Map<string, IfoodEvent[]>();
    for (const e of storable) {
      if (!insertedIds.has(e.id)) continue;
      const list = grouped.get(e.orderId) ?? [];
      list.push(e);
      grouped.set(e.orderId, list);
    }
    for (const [orderId, orderEvents] of grouped) {
      const outcome = await applyOrderEvents(app, tx, integration, orderId, orderEvents, details.get(orderId));
      if (outcome.created) result.imported.push(outcome.created);
      if (outcome.moved) result.moved++;
      recorded.push(...outcome.events);
      disputes.push(...outcome.disputes);
    }
    await app.orderEvents.record(tx, recorded);
    await hooks.beforeCommit?.(tx);
  });
  await publishDisputes(app, integration.unidadeId, integration.unidadeUuid, disputes).catch((err: unknown) => {
    app.log.warn({ err }, 'marketplace: disputes stored but not told to the terminals');
  });
  // Only now: everything stored (this cycle's and the ones a crash left unacknowledged).
  const ack = [...known, ...storable.map((e) => e.id)];
  try {
    await client.acknowledge(ack);
    result.acknowledged = ack.length;
  } catch (err) {
    app.log.warn({ err }, 'marketplace: acknowledgment failed; the events come again and are de-duplicated');
  }
  return result;
}

interface EventsOutcome {
  created?: number;
  moved?: boolean;
  events: OrderEvent[];
  /** Negotiation disputes stored or ended (disputes.ts). */
  disputes: number[];
}

/**
 * One marketplace order's new events, inside the store transaction: create our order or move it, and store its
 * negotiation events.
 */
async function applyOrderEvents(
  app: FastifyInstance,
  tx: Tx,
  integration: MarketplaceIntegration,
  marketplaceOrderId: string,
  events: readonly IfoodEvent[],
  detail: IfoodOrder | undefined,
): Promise<EventsOutcome> {
  const outcome = await applyStatusEvents(app, tx, integration, marketplaceOrderId, events, detail);
  const pedidoId = outcome.pedidoId;
  const disputes =
    pedidoId === undefined
      ? []
      : await applyDisputeEvents(tx, integration, { pedidoId, pedidoMarketplaceId: marketplaceOrderId }, events);
  return { created: outcome.created, moved: outcome.moved, events: outcome.events, disputes };
}

/** The status events: create our order or move it; answers our order's id when it has one. */
async function applyStatusEvents(
  app: FastifyInstance,
  tx: Tx,
  integration: MarketplaceIntegration,
  marketplaceOrderId: string,
  events: readonly IfoodEvent[],
  detail: IfoodOrder | undefined,
): Promise<{ pedidoId?: number; created?: number; moved?: boolean; events: OrderEvent[] }> {
  const { unidadeId, unidadeUuid } = integration;
  // One writer per marketplace order, whichever instance (the poll lease makes this rare; this makes it safe).
  await tx.execute(sql`select pg_advisory_xact_lock(${integration.id}, hashtext(${marketplaceOrderId}))`);
  const latest = latestStatus(events);
  const [link] = await tx
    .select()
    .from(marketplacePedido)
    .where(
      and(
        eq(marketplacePedido.integracaoId, integration.id),
        eq(marketplacePedido.pedidoMarketplaceId, marketplaceOrderId),
      ),
    );
  const now = new Date();
  const when = formatDateTimeBr(now);
  if (!link) {
    if (!detail) return { events: [] };
    const mapped = mapIfoodOrder(detail);
    const status = latest?.status ?? 'PLACED';
    const situacao = situacaoOfMarketplaceStatus(status) ?? 'CONFIRMADO';
    const dateField = statusDateField(situacao);
    const { row } = await orders.insertOrderWithLog(
      tx,
      {
        unidadeId,
        tipo: mapped.tipo,
        situacao,
        tipoImportacao: 'IF',
        tipoImportacaoOriginal: 'IF',
        pagoOnline: mapped.pagoOnline,
        pedidoAgendado: mapped.pedidoAgendado,
        dataPedido: mapped.dataPedido,
        dataIntegracao: now,
        ...(dateField && situacao !== 'PENDENTE' ? { [dateField]: now } : {}),
        totalPedidoCents: mapped.totalPedidoCents,
        pago: mapped.pago,
        textoBusca: mapped.textoBusca,
        descricao: `iFood #${detail.displayId ?? ''}`.trim(),
        identificadorPrincipal: detail.displayId ?? null,
        body: mapped.body,
      },
      {
        unidadeId,
        username: SYSTEM_USER,
        lines: [`Pedido recebido do iFood (${detail.displayId ?? marketplaceOrderId}) em ${when}.`],
      },
    );
    await tx.insert(marketplacePedido).values({
      integracaoId: integration.id,
      unidadeId,
      pedidoMarketplaceId: marketplaceOrderId,
      pedidoId: row.id,
      statusMarketplace: status,
      statusEm: latest?.at ?? now,
    });
    const saved = toOrder((await orders.findOrder(tx, unidadeId, row.id))!);
    return {
      pedidoId: row.id,
      created: row.id,
      events: orderChangeEvents({ unidadeId, unidadeUuid }, saved, undefined),
    };
  }
  const pedidoId = link.pedidoId;
  const refusal = await applyCancellationRefusal(tx, integration, link.pedidoId, events, when);
  if (!latest) return { pedidoId, events: refusal };
  const current = link.statusMarketplace;
  // An older event never undoes a newer status; CANCELLED is final.
  if (current === 'CANCELLED' || STATUS_RANK[latest.status]! <= STATUS_RANK[current]!) {
    return { pedidoId, events: refusal };
  }
  await tx
    .update(marketplacePedido)
    .set({ statusMarketplace: latest.status, statusEm: latest.at })
    .where(eq(marketplacePedido.id, link.id));
  const target = situacaoOfMarketplaceStatus(latest.status);
  const row = await orders.lockOrder(tx, unidadeId, link.pedidoId);
  if (!row || !target || row.situacao === target || row.situacao === 'CANCELADO') return { pedidoId, events: refusal };
  const cancelEvent = events.find((e) => e.code === 'CAN');
  const code = (cancelEvent?.metadata as { reasonCode?: string } | undefined)?.reasonCode;
  const motivo = `Cancelado no iFood${code ? ` (código ${code})` : ''}`;
  let reversal: string | null = null;
  if (target === 'CANCELADO') {
    await cancelOrderProduction(app, tx, row, motivo, now);
    // The money recorded on the order comes back as our own cancel gives it back (each payment reversed once,
    // prepaid back to the balance): a cancellation by the customer or by iFood is a cancel all the same.
    const moneyCtx = { unidadeId, username: SYSTEM_USER, customerId: row.pessoaClienteId, when };
    reversal = await reverseOrderPayments(tx, moneyCtx, row.id, row.body as TIFoodOrder);
  }
  const dateField = statusDateField(target);
  const updated = await orders.updateOrder(tx, unidadeId, row.id, row.version, {
    situacao: target,
    ...(dateField ? { [dateField]: now } : {}),
    ...(target === 'CANCELADO' ? { motivoCancelamento: motivo } : {}),
  });
  if (!updated) return { pedidoId, events: refusal };
  await orders.insertLog(tx, unidadeId, row.id, SYSTEM_USER, [
    `Situação alterada de ${orderStatusLabel(row.situacao as OrderStatus)} para ${orderStatusLabel(target)} pelo iFood em ${when}.`,
    ...(reversal ? [reversal] : []),
  ]);
  const saved = toOrder((await orders.findOrder(tx, unidadeId, row.id))!);
  return {
    pedidoId,
    moved: true,
    events: [...refusal, ...orderChangeEvents({ unidadeId, unidadeUuid }, saved, row)],
  };
}

/**
 * CANCELLATION_REQUEST_FAILED: iFood refused our cancellation request. The order stays as it was; the log keeps
 * iFood's reason and every terminal of the unit is told (the order's message, shown as a warning).
 */
async function applyCancellationRefusal(
  tx: Tx,
  integration: MarketplaceIntegration,
  pedidoId: number,
  events: readonly IfoodEvent[],
  when: string,
): Promise<OrderEvent[]> {
  const failed = events.find((e) => e.code === 'CARF');
  if (!failed) return [];
  const { unidadeId, unidadeUuid } = integration;
  const row = await orders.lockOrder(tx, unidadeId, pedidoId);
  if (!row || row.situacao === 'CANCELADO') return [];
  const metadata = (failed.metadata ?? {}) as { reason?: unknown; reasonCode?: unknown };
  const reason = typeof metadata.reason === 'string' && metadata.reason ? metadata.reason : 'sem motivo informado';
  const updated = await orders.updateOrder(tx, unidadeId, row.id, row.version, {});
  if (!updated) return [];
  const message = MSG.marketplaceCancellationRefused(row.sequencial ?? row.id, reason);
  await orders.insertLog(tx, unidadeId, row.id, SYSTEM_USER, [`${message} (em ${when}).`]);
  const saved = { ...toOrder((await orders.findOrder(tx, unidadeId, row.id))!), mensagemParaUsuario: message };
  return orderChangeEvents({ unidadeId, unidadeUuid }, saved, row);
}
