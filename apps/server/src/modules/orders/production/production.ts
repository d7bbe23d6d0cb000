import {
  MSG,
  cancellationTargets,
  notificationPlace,
  planProduction,
  productionSettingsFrom,
  isIntegrationChannel,
  productionHeldUntil,
  type ProductionRoute,
  type ProductionSettings,
  type ScheduledOrderTiming,
} from '@brasa/domain';
import type { TIFoodOrder, TOrderItem } from '@brasa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { produto } from '../../../db/schema';
import { recordPrintJobs, type PrintJobInput } from '../../../print/print-jobs';
import { kdsOrderSnapshot, newKdsRow, type KdsOrderSource } from '../../kds/entry';
import { cancelKdsEntries, insertKdsEntries } from '../../kds/repository';
import { getParameterValues } from '../../parameters/repository';
import type { OrderRow } from '../../order-data/mapper';
import type { Tx } from '../repository';

/**
 * The production step of the order flow (doc 1 §4 "Notification", doc 2 §4.2): an order sent to production (a
 * save, a confirm, a re-send, a payment releasing held items) turns its PENDENTE items NOTIFICADO, creates the KDS
 * entries of the items that go to a screen and asks for kitchen tickets at the places that print, all in the
 * transaction of the order change. The order row is locked by that change and only PENDENTE items are sent, so a
 * retry or a concurrent save never sends an item twice. Removing a sent item, cancelling or deleting the order
 * cancels its entries and prints a cancellation ticket where it was printed.
 */

/** The production parameters (doc 4 §9) plus ours per place, from a map of the unit's parameters. */
export const PRODUCTION_PARAMETERS = [
  'TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO',
  'LOCAL_NOTIFICACAO_ITEM',
  'LOCAL_NOTIFICACAO_ITEM_POR_LOCAL',
];

export function productionSettings(params: ReadonlyMap<string, string>): ProductionSettings {
  return productionSettingsFrom((key) => params.get(key));
}

export async function loadProductionSettings(tx: Tx, unidadeId: number): Promise<ProductionSettings> {
  return productionSettings(await getParameterValues(tx, unidadeId, PRODUCTION_PARAMETERS));
}

type Item = TOrderItem & Record<string, unknown>;

/** Where an item is notified: its product's tipoNotificacao (one query for the order), else what the line says. */
export async function loadItemPlaces(tx: Tx, unidadeId: number, items: readonly TOrderItem[]) {
  // A held item is looked up too: the payment of this same save may release it.
  const pending = items.filter((item) => ['PENDENTE', 'NOTIFICAR_PAGAMENTO'].includes(item.status ?? 'PENDENTE'));
  const ids = [...new Set(pending.map((item) => Number(item.externalCode)))].filter(
    (id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
  );
  const rows = ids.length
    ? await tx
        .select({ id: produto.id, tipoNotificacao: produto.tipoNotificacao })
        .from(produto)
        .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, ids)))
    : [];
  const byProduct = new Map(rows.map((row) => [row.id, row.tipoNotificacao]));
  return (item: TOrderItem) =>
    byProduct.get(Number(item.externalCode)) ?? (item as Item).localNotification?.toString() ?? null;
}

/**
 * The server's stamps on a sent item: when, and whether it went to the screen and the printer. `localNotification`
 * (where) is the line's own: the terminal sends the product's place (default NN), the server sets it when it sends.
 */
const STAMPS = ['dataNotificacao', 'statusKds', 'dataKds', 'statusImpressao', 'dataImpressao'];

/**
 * The stamps are the server's: a saved line keeps the stored ones while it stays NOTIFICADO; anything a terminal
 * sends in them is dropped.
 */
function withStoredStamps(items: readonly TOrderItem[], stored: readonly TOrderItem[]): Item[] {
  const before = new Map(stored.map((item) => [item.referenceCode, item as Item]));
  return items.map((line) => {
    const item = { ...line } as Item;
    for (const key of STAMPS) delete item[key];
    const previous = before.get(item.referenceCode);
    if (previous && item.status === 'NOTIFICADO') {
      for (const key of [...STAMPS, 'localNotification']) if (previous[key] !== undefined) item[key] = previous[key];
    }
    return item;
  });
}

export interface ProductionPlan {
  items: TOrderItem[];
  routes: ProductionRoute[];
  statusNotificacao: string | null;
  /** A scheduled order before its preparation start: nothing is sent, a release job sends it then. */
  heldUntil: Date | null;
}

/** What decides when a scheduled order goes to production (issue 31 §4), from its columns and body. */
export function schedulingOf(
  pedidoAgendado: string | null | undefined,
  body: Pick<TIFoodOrder, 'schedule' | 'preparationTimeInSeconds'>,
): ScheduledOrderTiming {
  return {
    pedidoAgendado,
    scheduledFor: body.schedule?.deliveryDateTimeStart ?? null,
    preparationTimeInSeconds: body.preparationTimeInSeconds ?? null,
  };
}

/**
 * Step 1, before the order row is written: the PENDENTE items of an order that accepts production become NOTIFICADO
 * with their stamps (the item information dialog's notified-at, KDS and print statuses, doc 1 §2.13). A scheduled
 * order before its preparation start sends nothing yet (`heldUntil`, issue 31 §4).
 */
export function planOrderProduction(input: {
  order: { tipo: string; situacao: string; tipoImportacao: string; statusNotificacao: string | null };
  schedule: ScheduledOrderTiming;
  items: readonly TOrderItem[];
  stored: readonly TOrderItem[];
  placeOf: (item: TOrderItem) => string | null;
  settings: ProductionSettings;
  now: Date;
}): ProductionPlan {
  const { order, settings, now } = input;
  const awaitingConfirmation = order.situacao === 'PENDENTE' && isIntegrationChannel(order.tipoImportacao);
  const lines = withStoredStamps(input.items, input.stored);
  const heldUntil = order.situacao === 'CANCELADO' ? null : productionHeldUntil(input.schedule, now);
  const plan = planProduction({
    order: { ...order, awaitingConfirmation, heldForSchedule: heldUntil !== null },
    items: lines,
    placeOf: input.placeOf,
    settings,
  });
  const at = now.toISOString();
  const items = plan.items.map((item) => item as Item);
  for (const route of plan.routes) {
    const item = items[route.index]!;
    items[route.index] = {
      ...item,
      dataNotificacao: at,
      localNotification: route.place,
      ...(route.kds ? { statusKds: 'PENDENTE', dataKds: at } : {}),
      ...(route.print ? { statusImpressao: 'PENDENTE', dataImpressao: at } : {}),
    };
  }
  const held = items.some((item) => item.status === 'NOTIFICAR_PAGAMENTO');
  const statusNotificacao =
    plan.routes.length > 0 ? (held ? 'NOTIFICAR_PAGAMENTO' : 'NOTIFICADO') : order.statusNotificacao;
  return { items, routes: plan.routes, statusNotificacao, heldUntil };
}

export interface ProductionTarget extends KdsOrderSource {
  /** The order's version once this change is written (the KDS subscriber publishes the entries of this version). */
  version: number;
}

const identificador = (orderId: number) => `PEDIDO_INTEGRACAO_ID_${orderId}`;

interface TicketLine {
  referenceCode: string | null | undefined;
  name: string;
  quantity: number;
  unit?: string;
  observations?: string;
  subItems: { name: string; quantity: number }[];
  motivo?: string;
}

function ticketLine(item: TOrderItem, motivo?: string | null): TicketLine {
  const unit = (item as Item).unit;
  return {
    referenceCode: item.referenceCode,
    name: item.name,
    quantity: item.quantity,
    ...(typeof unit === 'string' && unit ? { unit } : {}),
    ...(item.observations ? { observations: item.observations } : {}),
    subItems: (item.subItems ?? []).map((sub) => ({ name: sub.name ?? '', quantity: sub.quantity ?? 1 })),
    ...(motivo ? { motivo } : {}),
  };
}

/** The kitchen tickets of items already sent (the demo's first start prints those of its orders). */
export function productionTickets(
  unidadeId: number,
  order: Pick<ProductionTarget, 'id' | 'sequencial'>,
  items: readonly { place: string; item: TOrderItem }[],
): PrintJobInput[] {
  return ticketsByPlace(
    unidadeId,
    order,
    'COZINHA',
    items.map(({ place, item }) => ({ place, line: ticketLine(item) })),
  );
}

/** One ticket per place: the kitchen's (origem NOTIFICACAO) or the cancellation's (origem CANCELAMENTO). */
function ticketsByPlace(
  unidadeId: number,
  order: Pick<ProductionTarget, 'id' | 'sequencial'>,
  kind: 'COZINHA' | 'CANCELAMENTO',
  lines: { place: string; line: TicketLine }[],
): PrintJobInput[] {
  const places = new Map<string, TicketLine[]>();
  for (const { place, line } of lines) places.set(place, [...(places.get(place) ?? []), line]);
  const number = order.sequencial ?? order.id;
  return [...places].map(([place, itens]) => ({
    unidadeId,
    pedidoId: order.id,
    identificador: identificador(order.id),
    origem: kind === 'COZINHA' ? 'NOTIFICACAO' : 'CANCELAMENTO',
    localImpressao: place,
    descricao:
      kind === 'COZINHA'
        ? `Pedido #${number}: ${itens.length} item(ns) para ${place}`
        : `Pedido #${number}: ${itens.length} item(ns) cancelado(s) em ${place}`,
    conteudo: JSON.stringify({ tipo: kind, itens }),
  }));
}

/**
 * Step 2, once the row is written: the KDS entries and the kitchen tickets of the routed items, and the log line
 * 'N Itens do pedido enviados para notificação'; for a held scheduled order, the durable job that sends it at its
 * preparation start (scheduled-release.ts; one per order and start). Answers the log lines to add.
 */
export async function recordOrderProduction(
  app: FastifyInstance,
  tx: Tx,
  unidadeId: number,
  order: ProductionTarget,
  plan: Pick<ProductionPlan, 'items' | 'routes' | 'heldUntil'>,
  now: Date,
): Promise<string[]> {
  if (plan.heldUntil) {
    await app.scheduledReleases.enqueue(tx, { unidadeId, orderId: order.id, at: plan.heldUntil.toISOString() });
  }
  if (plan.routes.length === 0) return [];
  const snapshot = kdsOrderSnapshot(order);
  const kdsRows = plan.routes
    .filter((route) => route.kds)
    .map((route) =>
      newKdsRow(unidadeId, snapshot, plan.items[route.index]!, {
        place: route.place,
        versaoPedido: order.version,
        impresso: route.print,
        now,
      }),
    );
  await insertKdsEntries(tx, kdsRows);
  const printed = plan.routes
    .filter((route) => route.print)
    .map((route) => ({ place: route.place, line: ticketLine(plan.items[route.index]!) }));
  await recordPrintJobs(app, tx, ticketsByPlace(unidadeId, order, 'COZINHA', printed));
  return [MSG.itensEnviadosNotificacao(plan.routes.length)];
}

/**
 * Sends an order's PENDENTE items to production inside a change of the order (a confirm, a re-send): answers the
 * body and notification status to write, and the log lines.
 */
export async function sendOrderToProduction(
  app: FastifyInstance,
  tx: Tx,
  row: OrderRow,
  change: { situacao: string; items: readonly TOrderItem[]; now: Date },
) {
  const body = row.body as TIFoodOrder;
  const pending = change.items.some((item) => (item.status ?? 'PENDENTE') === 'PENDENTE');
  if (!pending) return { values: {}, logs: [] };
  const settings = await loadProductionSettings(tx, row.unidadeId);
  const placeOf = await loadItemPlaces(tx, row.unidadeId, change.items);
  const plan = planOrderProduction({
    order: { ...row, situacao: change.situacao },
    schedule: schedulingOf(row.pedidoAgendado, body),
    items: change.items,
    stored: body.items ?? [],
    placeOf,
    settings,
    now: change.now,
  });
  const logs = await recordOrderProduction(
    app,
    tx,
    row.unidadeId,
    { ...row, version: row.version + 1 },
    plan,
    change.now,
  );
  return { values: { body: { ...body, items: plan.items }, statusNotificacao: plan.statusNotificacao }, logs };
}

/**
 * Sent items leaving production (removed from the order, or the whole order cancelled or deleted): their KDS entries
 * become CANCELADO with the reason (the KDS shows them struck through) and a cancellation ticket prints where they
 * were printed. `items` null cancels every entry of the order.
 */
export async function cancelProduction(
  app: FastifyInstance,
  tx: Tx,
  unidadeId: number,
  order: ProductionTarget,
  items: readonly { item: TOrderItem; motivo: string | null }[],
  opts: { wholeOrder: boolean; motivo: string | null; now: Date },
): Promise<void> {
  const targets = items
    .map(({ item, motivo }) => ({ item, motivo, target: cancellationTargets(item as Item) }))
    .filter((entry) => entry.target !== null);
  if (opts.wholeOrder) {
    await cancelKdsEntries(tx, unidadeId, order.id, {
      motivo: opts.motivo,
      versaoCancelamento: order.version,
      now: opts.now,
    });
  } else {
    // Each removed item shows its own justification on the KDS (struck through with its reason, doc 3 §4.1).
    const byReason = new Map<string | null, string[]>();
    for (const t of targets.filter((entry) => entry.target!.kds)) {
      const reason = t.motivo ?? opts.motivo;
      byReason.set(reason, [...(byReason.get(reason) ?? []), t.item.referenceCode ?? '']);
    }
    for (const [motivo, codigos] of byReason) {
      await cancelKdsEntries(tx, unidadeId, order.id, {
        codigos,
        motivo,
        versaoCancelamento: order.version,
        now: opts.now,
      });
    }
  }
  const printed = targets
    .filter((t) => t.target!.print)
    .map((t) => ({ place: notificationPlace(t.target!.place), line: ticketLine(t.item, t.motivo ?? opts.motivo) }));
  await recordPrintJobs(app, tx, ticketsByPlace(unidadeId, order, 'CANCELAMENTO', printed));
}

/** Cancels the production of a whole order (cancelled or deleted) inside its change. */
export async function cancelOrderProduction(app: FastifyInstance, tx: Tx, row: OrderRow, motivo: string, now: Date) {
  const items = ((row.body as TIFoodOrder).items ?? []).map((item) => ({ item, motivo }));
  await cancelProduction(app, tx, row.unidadeId, { ...row, version: row.version + 1 }, items, {
    wholeOrder: true,
    motivo,
    now,
  });
}
