import type {
  TIFoodOrder,
  TLogisticsAvailability,
  TLogisticsIntegration,
  TLogisticsTracking,
  TOrder,
} from '@brasa/contracts';
import {
  DELIVERY_PROVIDER_TYPE,
  LOGISTICS_SENT,
  LOGISTICS_TYPES,
  MSG,
  formatDateTimeBr,
  isFinalLogisticsPhase,
  type LogisticsPhase,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError, notFound, unprocessable } from '../../errors';
import { claimOf, idempotentCall } from '../../idempotency';
import type { LogisticsCredentials, LogisticsOrder, LogisticsProvider } from '../../providers/logistics';
import { listActiveIntegrations, type IntegrationRow } from '../integrations/repository';
import { toOrder } from '../order-data/mapper';
import * as orders from '../orders/repository';
import { writeOrderChange } from '../orders/mutate-order';

const SEND_ROUTE = 'POST /api-v2/integracaoLogistica/:orderId/:integrationId';

export interface SendOptions {
  bandeiraCartao?: string;
  tipoCartao?: string;
  retornoEntregador?: boolean;
  naoConfirmarEntrega?: boolean;
  quoteId?: string;
}

/** The provider of an integration's tipo: ID is iFood's on-demand delivery; KA and FD the courier platform. */
function providerOf(app: FastifyInstance, row: IntegrationRow): LogisticsProvider {
  return row.tipo === 'ID' ? app.providers.logistics.ifood : app.providers.logistics.plataforma;
}

const credentialsOf = (row: IntegrationRow) => row.segredos as LogisticsCredentials;

export async function listLogisticsIntegrations(
  app: FastifyInstance,
  unidadeId: number,
): Promise<TLogisticsIntegration[]> {
  const rows = await listActiveIntegrations(app.database.db, unidadeId, LOGISTICS_TYPES);
  return rows.map((r) => ({
    id: r.id,
    descricao: r.descricao,
    tipoImportacao: r.tipo,
    logo: typeof r.dados.logo === 'string' ? r.dados.logo : null,
  }));
}

async function findIntegration(app: FastifyInstance, unidadeId: number, id: number): Promise<IntegrationRow> {
  const rows = await listActiveIntegrations(app.database.db, unidadeId, LOGISTICS_TYPES);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(MSG.LOGISTICS_INTEGRATION_NOT_FOUND);
  return row;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof orders.lockOrder>>>;

/** The rules of a send (doc 1 §4): a delivery order, not cancelled, with an address, not already ENVIADO. */
function checkSendable(row: OrderRow) {
  const body = row.body as TIFoodOrder;
  if (!row.ativo || row.situacao === 'CANCELADO') throw unprocessable(MSG.LOGISTICS_CANCELLED_ORDER);
  if (row.tipo !== 'DELIVERY' || body.deliveryMethod?.mode === 'TAKEOUT') {
    throw unprocessable(MSG.LOGISTICS_ONLY_DELIVERY);
  }
  if (row.statusLogistica === LOGISTICS_SENT) throw unprocessable(MSG.LOGISTICS_ALREADY_SENT, 'LOGISTICS_ALREADY_SENT');
}

/** The order as a courier needs it; `referencia` changes after every undo so a new send is a new delivery. */
function logisticsOrderOf(row: OrderRow, integration: IntegrationRow, options: SendOptions): LogisticsOrder {
  const body = row.body as TIFoodOrder & { id?: unknown };
  const a = body.deliveryAddress;
  if (!a?.streetName || !a.streetNumber || !a.neighborhood || !a.city) {
    throw unprocessable(MSG.LOGISTICS_ADDRESS_MISSING);
  }
  const paidCents = (body.payments ?? []).reduce((sum, p) => sum + Math.round(Number(p.value ?? 0) * 100), 0);
  return {
    referencia: `brasa-${row.unidadeId}-${row.id}-${integration.id}-${row.tentativaLogistica}`,
    pedidoId: row.id,
    marketplaceOrderId: row.tipoImportacao === 'IF' && body.id != null ? String(body.id) : null,
    cliente: { nome: body.customer?.name ?? 'Cliente', telefone: body.customer?.phone ?? null },
    endereco: {
      streetName: a.streetName,
      streetNumber: a.streetNumber,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state ?? null,
      postalCode: a.postalCode ?? null,
      complement: a.complement ?? null,
      reference: a.reference ?? null,
      latitude: a.coordinates?.latitude ?? null,
      longitude: a.coordinates?.longitude ?? null,
    },
    totalCents: row.totalPedidoCents,
    aCobrarCents: row.pago ? 0 : Math.max(0, row.totalPedidoCents - paidCents),
    bandeiraCartao: options.bandeiraCartao ?? null,
    tipoCartao: options.tipoCartao ?? null,
    retornoEntregador: integration.tipo === 'KA' && !!options.retornoEntregador,
    naoConfirmarEntrega: integration.tipo === 'ID' && row.tipoImportacao !== 'IF' && !!options.naoConfirmarEntrega,
  };
}

/** A provider failure as the user's message (doc 1 §8: 'Não foi possível enviar seu pedido. {detail}'). */
function sendFailure(err: unknown): never {
  if (
    err instanceof AppError &&
    (err.code === 'LOGISTICS_REFUSED' || err.code === 'LOGISTICS_UNAVAILABLE' || err.code === 'LOGISTICS_CONFIG')
  ) {
    throw new AppError(err.statusCode, MSG.logisticaNaoEnviada(err.message), err.code);
  }
  throw err;
}

async function loadOrder(app: FastifyInstance, unidadeId: number, orderId: number): Promise<OrderRow> {
  const found = await orders.findOrder(app.database.db, unidadeId, orderId);
  if (!found) throw notFound(MSG.ORDER_NOT_FOUND);
  return found.row;
}

/** GET availability/{orderId}/{integrationId}: the courier's quote and payment methods; changes nothing. */
export async function availability(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  integrationId: number,
): Promise<TLogisticsAvailability> {
  const { unidadeId } = request.session;
  const row = await loadOrder(app, unidadeId, orderId);
  const integration = await findIntegration(app, unidadeId, integrationId);
  checkSendable(row);
  const order = logisticsOrderOf(row, integration, {});
  const quote = await providerOf(app, integration).availability(credentialsOf(integration), order).catch(sendFailure);
  return {
    quoteId: quote.quoteId,
    valorCotacao: quote.netValueCents / 100,
    valorBruto: quote.grossValueCents / 100,
    distanciaMetros: quote.distanceMeters,
    tempoEntrega: quote.deliveryTimeMinutes,
    paymentMethods: quote.paymentMethods,
    cliente: order.cliente.nome,
  };
}

async function writeOrder(
  app: FastifyInstance,
  tx: Tx,
  request: FastifyRequest,
  row: OrderRow,
  values: Parameters<typeof orders.updateOrder>[4],
  log: string,
) {
  const { unidadeId, unidadeUuid, username } = request.session;
  return writeOrderChange(app, tx, { unidadeId, unidadeUuid, username }, row, { values, logs: [log] });
}

/**
 * POST integracaoLogistica/{orderId}/{integrationId} (doc 1 §4): asks the courier and marks the order ENVIADO with
 * the provider's answer (jsonRetornoLogistica with trackingUrl). With an Idempotency-Key a retry answers the first
 * result; without one a lost answer is still safe: the provider's own key is our per-attempt reference, so a
 * second ask answers the same delivery. A second send while ENVIADO is refused.
 */
export async function sendToLogistics(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  integrationId: number,
  options: SendOptions,
): Promise<TOrder> {
  const { unidadeId } = request.session;
  const claim = claimOf(request, SEND_ROUTE, [orderId, integrationId, options]);
  const integration = await findIntegration(app, unidadeId, integrationId);
  // A retry while the first still asks, or after a crash before it stored its answer, asks again: that is safe
  // (the provider's key is the same reference, so it answers the same delivery) and step 3 settles it once.
  return idempotentCall(app.database.db, claim, () => send(app, request, orderId, integration, options), {
    whileRunning: 'rerun',
  });
}

async function send(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  integration: Awaited<ReturnType<typeof findIntegration>>,
  options: SendOptions,
): Promise<TOrder> {
  const { unidadeId, username } = request.session;
  // 1. The rules, before the courier is asked.
  const row = await loadOrder(app, unidadeId, orderId);
  checkSendable(row);

  // 2. The courier.
  const order: LogisticsOrder = logisticsOrderOf(row, integration, options);
  const delivery = await providerOf(app, integration)
    .requestDriver(credentialsOf(integration), order, options.quoteId)
    .catch(sendFailure);

  // 3. The order, with the answer.
  const outcome = await app.orderEvents.transaction(async (tx) => {
    const row = await orders.lockOrder(tx, unidadeId, orderId);
    if (!row) throw notFound(MSG.ORDER_NOT_FOUND);
    if (row.statusLogistica === LOGISTICS_SENT) {
      // Another send got there first. The same delivery (same attempt): answer the order as it is; another one
      // (another integration at the same time): ours is an orphan, cancelled below, and the send refused.
      if (String(row.jsonRetornoLogistica?.id ?? '') !== delivery.id) return { orphan: true as const };
      return { saved: toOrder((await orders.findOrder(tx, unidadeId, orderId))!) };
    }
    const retorno = {
      provedor: providerOf(app, integration).name,
      id: delivery.id,
      status: delivery.status,
      fase: delivery.phase,
      trackingUrl: delivery.trackingUrl,
      entregador: delivery.driver,
      referencia: order.referencia,
      opcoes: {
        bandeiraCartao: options.bandeiraCartao ?? null,
        tipoCartao: options.tipoCartao ?? null,
        retornoEntregador: order.retornoEntregador ?? false,
        naoConfirmarEntrega: order.naoConfirmarEntrega ?? false,
      },
    };
    const saved: TOrder = await writeOrder(
      app,
      tx,
      request,
      row,
      {
        statusLogistica: LOGISTICS_SENT,
        idConfiguracaoIntegracaoLogistica: integration.id,
        jsonRetornoLogistica: retorno,
      },
      `Pedido enviado para a logística ${integration.descricao} (${integration.tipo}) por ${username} em ${formatDateTimeBr(new Date())}. Entrega ${delivery.id}.`,
    );
    // The courier's status from now on comes by itself (tracker.ts), committed with the send.
    await app.logisticsTracker.enqueue(tx, { unidadeId, orderId, deliveryId: delivery.id });
    return { saved };
  });
  if ('orphan' in outcome) {
    await providerOf(app, integration)
      .cancel(credentialsOf(integration), delivery.id, 'Pedido já enviado por outra integração')
      .catch((err: unknown) => request.log.warn({ err, deliveryId: delivery.id }, 'entrega órfã não cancelada'));
    throw unprocessable(MSG.LOGISTICS_ALREADY_SENT, 'LOGISTICS_ALREADY_SENT');
  }
  return outcome.saved;
}

/**
 * Whether the provider's delivery is already over (delivered, or cancelled by the platform): then there is nothing
 * to cancel, and asking would be refused ('Entrega já concluída'). The phase the tracker last wrote, else the
 * provider's tracking now; a tracking failure answers null (the cancel is tried, as before).
 */
async function finishedPhaseOf(
  provider: LogisticsProvider,
  integration: IntegrationRow,
  retorno: Record<string, unknown> | null | undefined,
  deliveryId: string,
): Promise<LogisticsPhase | null> {
  const known = retorno?.fase as LogisticsPhase | null | undefined;
  if (isFinalLogisticsPhase(known)) return known!;
  const now = await provider.tracking(credentialsOf(integration), deliveryId).catch(() => null);
  return now && isFinalLogisticsPhase(now.phase) ? now.phase : null;
}

/**
 * POST desfazerLogistica/{orderId}/{logisticsConfigId}: cancels the courier at the provider, then clears the
 * order's logistics status; the attempt counter grows so a later send is a new delivery. The order's status stays
 * where it is (ENVIADO or ENTREGUE after the courier's reports). A delivery already over at the provider (delivered,
 * or cancelled by the platform) is not cancelled again: the undo only clears it here.
 */
export async function undoLogistics(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  integrationId: number,
): Promise<TOrder> {
  const { unidadeId, username } = request.session;
  const row = await loadOrder(app, unidadeId, orderId);
  if (row.statusLogistica !== LOGISTICS_SENT || row.idConfiguracaoIntegracaoLogistica !== integrationId) {
    throw unprocessable(MSG.LOGISTICS_NOT_SENT);
  }
  const integration = await findIntegration(app, unidadeId, integrationId);
  const provider = providerOf(app, integration);
  const deliveryId = String(row.jsonRetornoLogistica?.id ?? '');
  const finished = deliveryId
    ? await finishedPhaseOf(provider, integration, row.jsonRetornoLogistica, deliveryId)
    : null;
  if (deliveryId && !finished) {
    await provider
      .cancel(credentialsOf(integration), deliveryId, `Cancelado na loja por ${username}`)
      .catch((err: unknown) => {
        if (err instanceof AppError) {
          throw new AppError(err.statusCode, `${MSG.UNDO_LOGISTICS_FAILED}: ${err.message}`, err.code);
        }
        throw err;
      });
  }
  const outcome = !deliveryId
    ? 'Entrega - cancelada'
    : finished === 'DELIVERED'
      ? `Entrega ${deliveryId} já concluída na plataforma`
      : finished === 'CANCELLED'
        ? `Entrega ${deliveryId} já cancelada pela plataforma`
        : `Entrega ${deliveryId} cancelada`;
  return app.orderEvents.transaction(async (tx) => {
    const locked = await orders.lockOrder(tx, unidadeId, orderId);
    if (!locked) throw notFound(MSG.ORDER_NOT_FOUND);
    if (locked.statusLogistica !== LOGISTICS_SENT) throw unprocessable(MSG.LOGISTICS_NOT_SENT);
    return writeOrder(
      app,
      tx,
      request,
      locked,
      {
        statusLogistica: null,
        idConfiguracaoIntegracaoLogistica: null,
        jsonRetornoLogistica: null,
        tentativaLogistica: locked.tentativaLogistica + 1,
      },
      `Logística ${integration.descricao} (${integration.tipo}) desfeita por ${username} em ${formatDateTimeBr(new Date())}. ${outcome}.`,
    );
  });
}

/** GET tracking/{orderId}: the courier's status and link now (the order keeps what the send answered). */
export async function tracking(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
): Promise<TLogisticsTracking> {
  const { unidadeId } = request.session;
  const row = await loadOrder(app, unidadeId, orderId);
  if (row.statusLogistica !== LOGISTICS_SENT || !row.idConfiguracaoIntegracaoLogistica) {
    throw unprocessable(MSG.LOGISTICS_NOT_SENT);
  }
  const integration = await findIntegration(app, unidadeId, row.idConfiguracaoIntegracaoLogistica);
  const delivery = await providerOf(app, integration)
    .tracking(credentialsOf(integration), String(row.jsonRetornoLogistica?.id ?? ''))
    .catch(sendFailure);
  return { status: delivery.status, trackingUrl: delivery.trackingUrl, entregador: delivery.driver };
}

/**
 * PUT enviarFoodyDelivery (doc 2 §7): the automatic send after saving a delivery order, to the unit's single
 * delivery-provider (FD) integration; refused when there is none or more than one (the choice dialog's case).
 */
export async function sendToDeliveryProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
): Promise<TOrder> {
  const integrations = await listLogisticsIntegrations(app, request.session.unidadeId);
  const providers = integrations.filter((i) => i.tipoImportacao === DELIVERY_PROVIDER_TYPE);
  if (providers.length !== 1) throw unprocessable(MSG.LOGISTICS_NO_DELIVERY_PROVIDER);
  return sendToLogistics(app, request, orderId, providers[0]!.id, {});
}
