import type {
  TOrder,
  TOrderRouteStop,
  TRouteCreateRequest,
  TRouteDetail,
  TRouteEditRequest,
  TRoutePlan,
} from '@brasa/contracts';
import {
  MSG,
  canChangeStatus,
  formatEtaTime,
  inStopOrder,
  orderStatusLabel,
  routeEligibility,
  routeShareOf,
  statusDateField,
  type OrderStatus,
} from '@brasa/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, conflict, notFound, unprocessable } from '../../errors';
import { associateDispatch, dispatchEvents } from '../couriers/dispatch-service';
import { findCourierRow } from '../couriers/repository';
import { tellMarketplaceBeforeStatusChange } from '../marketplace/status-sync';
import { toOrder } from '../order-data/mapper';
import { mutateOrders, type OrderPart } from '../orders/mutate-orders';
import * as repo from './repository';
import { planRoute } from './service';

/**
 * A created route keeps the stop order and the ETAs it was created with (issue 31 §4). A route is its dispatch
 * group; each order stores its stop (`paradaRota`). The stop order is the optimizer's (computed here) or the one
 * the dispatcher gave; the ETAs are always computed here from that order, never taken from the browser.
 */

/** Without an answer of the directions provider (or a unit point) the route still holds, without ETAs. */
const WITHOUT_DIRECTIONS = new Set(['DIRECTIONS_FAILED', 'NO_ROUTE', 'COMPANY_WITHOUT_COORDINATES']);

/** The stops of `ids` (optimized, or in the order given) with their ETAs counted from `now`. */
export async function planStops(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  unidadeId: number,
  ids: readonly number[],
  otimizar: boolean,
  now: Date,
): Promise<{ order: number[]; stops: Map<number, TOrderRouteStop> }> {
  let plan: TRoutePlan | null = null;
  try {
    plan = await planRoute(app, log, unidadeId, { pedidoIds: [...ids], otimizar });
  } catch (err) {
    if (!(err instanceof AppError) || !WITHOUT_DIRECTIONS.has(err.code ?? '')) throw err;
    log.warn({ err }, 'rota salva sem previsões de chegada');
  }
  const planned = plan?.paradas ?? [];
  const order = [
    ...planned.map((stop) => stop.pedidoId),
    ...ids.filter((id) => !planned.some((s) => s.pedidoId === id)),
  ];
  const byId = new Map(planned.map((stop) => [stop.pedidoId, stop]));
  const partida = now.toISOString();
  const stops = new Map<number, TOrderRouteStop>(
    order.map((id, index) => {
      const stop = byId.get(id);
      const seconds = stop ? Math.round(stop.chegadaSegundos) : null;
      return [
        id,
        {
          posicao: index + 1,
          partida,
          chegada: seconds === null ? null : new Date(now.getTime() + seconds * 1000).toISOString(),
          chegadaSegundos: seconds,
          distanciaMetros: stop ? Math.round(stop.distanciaMetros) : null,
          otimizada: otimizar && plan !== null,
        },
      ];
    }),
  );
  return { order, stops };
}

/**
 * POST ROUTING_PATHS.rotas ('Criar Rota', doc 4 §4): the orders move to AGUARDANDO_RETIRADA with the courier in a
 * new dispatch group, each with its stop. Every order must be free for a new route (doc 4 §4), else nothing moves.
 */
export async function createRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  body: TRouteCreateRequest,
): Promise<TRouteDetail> {
  const { unidadeId } = request.session;
  const ids = [...new Set(body.pedidoIds)];
  const { order, stops } = await planStops(app, request.log, unidadeId, ids, body.otimizar, new Date());
  const results = await associateDispatch(
    app,
    request,
    order,
    'AGUARDANDO_RETIRADA',
    { idDeliveryMan: body.idDeliveryMan ?? undefined },
    {
      stops,
      refuse: (rows) => {
        for (const row of rows.values()) {
          const check = routeEligibility({
            id: row.id,
            situacao: row.situacao as OrderStatus,
            agrupadorDespacho: row.agrupadorDespacho,
          });
          if (!check.ok) throw unprocessable(check.message, 'ROUTE_ORDER_NOT_ELIGIBLE');
        }
      },
    },
  );
  const refused = results.find((result) => 'err' in result && result.err);
  const group = results.find((result): result is TOrder => 'agrupadorDespacho' in result && !!result.agrupadorDespacho);
  if (!group) throw unprocessable(refused && 'err' in refused ? String(refused.err) : MSG.ROUTE_NEEDS_A_STOP);
  return routeDetail(app, unidadeId, group.agrupadorDespacho!);
}

/** GET ROUTING_PATHS.rota: the route in its stored order with its ETAs, totals, shared link and text. */
export async function routeDetail(app: FastifyInstance, unidadeId: number, group: string): Promise<TRouteDetail> {
  const rows = await repo.listRouteOrders(app.database.db, unidadeId, group);
  if (rows.length === 0) throw notFound(MSG.ROUTE_NOT_FOUND);
  const orders = inStopOrder(rows.map(toOrder)).filter((o) => o.situacao !== 'CANCELADO');
  const courier = orders.find((o) => o.pessoaEntregador && o.pessoaEntregador.id > 0)?.pessoaEntregador ?? null;
  const unit = await repo.findUnitPlace(app.database.db, unidadeId);
  const origin = unit && unit.lat !== null && unit.lng !== null ? { lat: unit.lat, lng: unit.lng } : null;
  const share = routeShareOf(origin, orders, courier?.nome ?? null);
  const last = orders.at(-1)?.paradaRota ?? null;
  return {
    agrupadorDespacho: group,
    pessoa: courier ? { id: courier.id, nome: courier.nome ?? '' } : null,
    paradas: orders.map((o, index) => ({
      pedidoId: o.id,
      posicao: o.paradaRota?.posicao ?? index + 1,
      chegada: o.paradaRota?.chegada ?? null,
      chegadaHora: formatEtaTime(o.paradaRota?.chegada),
    })),
    distanciaMetros: last?.distanciaMetros ?? null,
    duracaoSegundos: last?.chegadaSegundos ?? null,
    link: share.ok ? share.value.url : null,
    texto: share.ok ? share.value.text : null,
  };
}

/** Statuses of a route whose stops may still change: nobody left the shop with it yet. */
const EDITABLE: readonly string[] = ['AGUARDANDO_RETIRADA', 'CONFIRMADO'];

/**
 * PUT ROUTING_PATHS.rota (issue 31 §4): the route's stops become `pedidoIds`. Without `otimizar` the current
 * order is kept and new stops go at the end; with it the whole route is optimized again; the ETAs are recomputed
 * from now either way. A removed order leaves the route (back to CONFIRMADO, no courier); an added one joins it
 * with the route's courier and status. Only a route not started yet is edited.
 */
export async function editRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  group: string,
  body: TRouteEditRequest,
): Promise<TRouteDetail> {
  const { unidadeId } = request.session;
  const db = app.database.db;
  const members = (await repo.listRouteOrders(db, unidadeId, group)).map(toOrder);
  const live = inStopOrder(members.filter((o) => o.situacao !== 'CANCELADO'));
  if (live.length === 0) throw notFound(MSG.ROUTE_NOT_FOUND);
  if (live.some((o) => !EDITABLE.includes(o.situacao))) throw unprocessable(MSG.ROUTE_STARTED_LOCKED, 'ROUTE_STARTED');
  const wanted = [...new Set(body.pedidoIds)];
  const kept = live.filter((o) => wanted.includes(o.id)).map((o) => o.id);
  const removed = live.filter((o) => !wanted.includes(o.id)).map((o) => o.id);
  const added = wanted.filter((id) => !members.some((o) => o.id === id));
  const target = live[0]!.situacao as OrderStatus;
  const courierRef = live.find((o) => o.pessoaEntregador && o.pessoaEntregador.id > 0)?.pessoaEntregador ?? null;
  const courier = courierRef ? await findCourierRow(db, unidadeId, courierRef.id) : null;

  // The new stops are checked before the directions call (another unit's id is not found) and again locked.
  const { order, stops } = await planStops(app, request.log, unidadeId, [...kept, ...added], body.otimizar, new Date());
  for (const id of added) await tellMarketplaceBeforeStatusChange(app, unidadeId, id, target, {});

  const versions = new Map(members.map((o) => [o.id, o.version]));
  const leftGroups = new Map<string, number[]>([[group, removed]]);
  const saved = await mutateOrders(
    app,
    request,
    [...members.map((o) => o.id), ...added],
    async (rows, { tx, when, username }) => {
      const now = await repo.listRouteOrderIds(tx, unidadeId, group);
      if (now.length !== members.length || now.some((id) => !versions.has(id))) {
        throw conflict(MSG.ROUTE_CHANGED_ELSEWHERE, 'ROUTE_CHANGED');
      }
      const parts: OrderPart[] = [];
      for (const id of added) {
        const row = rows.get(id)!;
        const check = routeEligibility({
          id,
          situacao: row.situacao as OrderStatus,
          agrupadorDespacho: row.agrupadorDespacho,
        });
        if (!check.ok) throw unprocessable(check.message, 'ROUTE_ORDER_NOT_ELIGIBLE');
        if (row.agrupadorDespacho) leftGroups.set(row.agrupadorDespacho, [id]);
      }
      for (const id of order) {
        const row = rows.get(id)!;
        const values: OrderPart['values'] = { agrupadorDespacho: group, paradaRota: stops.get(id) ?? null };
        const logs: string[] = [];
        if (added.includes(id)) {
          values.pessoaEntregadorId = courier?.id ?? null;
          if (row.situacao !== target) {
            const check = canChangeStatus({ situacao: row.situacao as OrderStatus }, target, {
              awaitingPickupEnabled: true,
            });
            if (!check.ok) throw unprocessable(check.message);
            const dateField = statusDateField(target);
            Object.assign(values, { situacao: target }, dateField ? { [dateField]: new Date() } : {});
            logs.push(
              `Situação alterada de ${orderStatusLabel(row.situacao as OrderStatus)} para ${orderStatusLabel(target)} por ${username} em ${when}.`,
            );
          }
          logs.push(`Incluído na rota ${group} por ${username} em ${when}.`);
        } else {
          logs.push(`Rota ${group} ${body.otimizar ? 'otimizada' : 'recalculada'} por ${username} em ${when}.`);
        }
        parts.push({ id, values, logs });
      }
      for (const id of removed) {
        const row = rows.get(id)!;
        const values: OrderPart['values'] = { agrupadorDespacho: null, paradaRota: null, pessoaEntregadorId: null };
        const logs = [`Removido da rota ${group} por ${username} em ${when}.`];
        if (row.situacao === 'AGUARDANDO_RETIRADA') {
          values.situacao = 'CONFIRMADO';
          logs.unshift(
            `Situação alterada de ${orderStatusLabel('AGUARDANDO_RETIRADA')} para ${orderStatusLabel('CONFIRMADO')} por ${username} em ${when}.`,
          );
        }
        parts.push({ id, values, logs });
      }
      return parts;
    },
    {
      versions,
      extraEvents: (orders, ctx) =>
        dispatchEvents(
          orders.filter((o) => o.agrupadorDespacho === group),
          ctx,
          {
            group,
            courier: courier ? { id: courier.id, nome: courier.nome } : null,
            target,
            isNew: false,
            leftGroups: new Map([...leftGroups].filter(([, ids]) => ids.length > 0)),
          },
        ),
    },
  );
  if (saved.length === 0) throw notFound(MSG.ROUTE_NOT_FOUND);
  return routeDetail(app, unidadeId, group);
}
