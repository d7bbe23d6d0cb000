import type { OrderStatus } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound, unprocessable } from '../../errors';
import { MarketplaceRefusedError, type MarketplaceOrderAction } from '../../providers/marketplace';
import { findOrder } from '../orders/repository';
import { changeStatus } from '../orders/status/status-service';
import { pollIntegrationOnce } from './import-service';
import { findMarketplaceIntegration, findMarketplaceLink, type MarketplaceIntegration } from './integrations';
import { MARKETPLACE_MSG } from './messages';
import type { StatusChangeGate } from '../orders/status/status-gate';

/** The actions our status change asks of the marketplace (doc 1 §4, issue 15); [] = nothing to tell. */
export function marketplaceActionsFor(
  target: OrderStatus,
  order: { orderType?: string; orderTiming?: string },
): MarketplaceOrderAction[] {
  const takeout = order.orderType === 'TAKEOUT';
  switch (target) {
    // The kitchen gets a marketplace order's items when it is confirmed (orders/production.ts): preparation starts
    // then, unless the order is scheduled.
    case 'CONFIRMADO':
      return order.orderTiming === 'SCHEDULED' ? ['confirm'] : ['confirm', 'startPreparation'];
    case 'AGUARDANDO_RETIRADA':
      return ['readyToPickup'];
    case 'ENVIADO':
      return [takeout ? 'readyToPickup' : 'dispatch'];
    default:
      return [];
  }
}

async function linkedOrder(app: FastifyInstance, unidadeId: number, orderId: number) {
  const link = await findMarketplaceLink(app.database.db, unidadeId, orderId);
  if (!link) return undefined;
  const integration = await findMarketplaceIntegration(app, link.integracaoId);
  if (!integration) throw unprocessable(MARKETPLACE_MSG.INTEGRATION_INACTIVE);
  return { link, integration };
}

function asUserError(err: unknown): never {
  if (err instanceof MarketplaceRefusedError) throw new AppError(422, MARKETPLACE_MSG.refused(err.message), err.code);
  throw err;
}

/**
 * Before our status change of a marketplace order is written: the marketplace is told first (confirm, preparation,
 * ready, dispatch, cancellation with its reason code), so a refusal leaves our status as it was and comes back as
 * the order's error (the card returns). A marketplace order whose change the marketplace accepted but we failed to
 * write is brought back in line by the status event that follows. Orders of our own channels: nothing. A
 * cancellation is a request (iFood answers 202): 'CANCELLATION_REQUESTED' tells the caller not to cancel yet.
 */
export const tellMarketplaceBeforeStatusChange: StatusChangeGate = async (app, unidadeId, orderId, target, input) => {
  const found = await linkedOrder(app, unidadeId, orderId);
  if (!found) return;
  const { link, integration } = found;
  if (link.statusMarketplace === 'CANCELLED') return;
  const row = (await findOrder(app.database.db, unidadeId, orderId))?.row;
  // Our own rules (status-service) answer a change to the same status or of a cancelled order.
  if (!row || row.situacao === target || row.situacao === 'CANCELADO') return;
  const body = row.body as { orderType?: string; orderTiming?: string };
  try {
    if (target === 'CANCELADO') {
      const code = input.cancellationCode?.trim();
      if (!code) throw unprocessable(MARKETPLACE_MSG.CANCEL_CODE_REQUIRED);
      await integration.client.requestCancellation(link.pedidoMarketplaceId, {
        reason: input.motivoCancelamento?.trim() || code,
        cancellationCode: code,
      });
      // iFood answers 202: the order is cancelled when its CANCELLED event comes, not now.
      return 'CANCELLATION_REQUESTED';
    }
    const [first, ...optional] = marketplaceActionsFor(target, body);
    if (!first) return;
    await integration.client.orderAction(link.pedidoMarketplaceId, first);
    for (const action of optional) {
      // A follow-up step (preparation started) that fails does not undo the confirmation.
      await integration.client.orderAction(link.pedidoMarketplaceId, action).catch((err: unknown) => {
        app.log.warn({ err, orderId, action }, 'marketplace: follow-up action failed');
      });
    }
  } catch (err) {
    asUserError(err);
  }
};

/**
 * A marketplace order's delivery code is the marketplace's: it checks what the courier typed (true/false). Null for
 * an order of our own channels.
 */
export async function verifyMarketplaceDeliveryCode(
  app: FastifyInstance,
  unidadeId: number,
  orderId: number,
  code: string,
): Promise<boolean | null> {
  const found = await linkedOrder(app, unidadeId, orderId);
  if (!found) return null;
  try {
    return await found.integration.client.verifyDeliveryCode(found.link.pedidoMarketplaceId, code);
  } catch (err) {
    return asUserError(err);
  }
}

/** A request-shaped caller for changes the system makes on its own (auto-confirm). */
function systemRequest(integration: MarketplaceIntegration): FastifyRequest {
  return {
    session: {
      sub: 'system',
      userId: 0,
      unidadeId: integration.unidadeId,
      unidadeUuid: integration.unidadeUuid,
      username: 'Confirmação automática',
    },
  } as unknown as FastifyRequest;
}

/** CONFIRMAR_PEDIDOS_AUTOMATICAMENTE (doc 2 §9): an imported PENDENTE order is confirmed as the cashier would. */
export async function confirmOnArrival(app: FastifyInstance, integration: MarketplaceIntegration, orderId: number) {
  try {
    await changeStatus(app, systemRequest(integration), orderId, 'CONFIRMADO', {});
  } catch (err) {
    app.log.warn({ err, orderId }, 'marketplace: automatic confirmation failed');
  }
}

/** GET getCancellationReasons/{orderId} (doc 1 §2.15, §7): `{ message: JSON text of [{ description, cancelCodeId }] }`. */
export async function cancellationReasonsOf(app: FastifyInstance, unidadeId: number, orderId: number) {
  const found = await linkedOrder(app, unidadeId, orderId);
  if (!found) throw notFound(MARKETPLACE_MSG.NOT_MARKETPLACE_ORDER);
  try {
    const reasons = await found.integration.client.cancellationReasons(found.link.pedidoMarketplaceId);
    return {
      message: JSON.stringify(reasons.map((r) => ({ description: r.description, cancelCodeId: r.cancelCodeId }))),
    };
  } catch (err) {
    asUserError(err);
  }
}

/** GET atualizarPedido/{id} (doc 1 §7): the integration's pending events are applied now (status and all). */
export async function refreshFromMarketplace(app: FastifyInstance, unidadeId: number, orderId: number) {
  const found = await linkedOrder(app, unidadeId, orderId);
  if (!found) throw notFound(MARKETPLACE_MSG.NOT_MARKETPLACE_ORDER);
  try {
    await pollIntegrationOnce(app, found.integration);
  } catch (err) {
    asUserError(err);
  }
}
