import {
  MSG,
  canChangeStatus,
  isConfirmTransition,
  orderStatusLabel,
  statusDateField,
  type OrderStatus,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound, unprocessable } from '../../../errors';
import { mutateOrder } from '../mutate-order';
import { checkOrderReachable } from '../order-access';
import { askStatusChangeGate } from './status-gate';
import { getGenericCodeValue, getParameterValues, isFlagOn } from '../../parameters/repository';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import { reverseOrderPayments } from '../../payments/record-payments';
import * as repo from '../repository';
import { cancelOrderProduction, sendOrderToProduction } from '../production/production';
import {
  STATUS_STAFF_ROLES,
  checkCourierOrder,
  checkCourierOwnsOrders,
  checkCourierStatusCall,
  courierActorOf,
  type CourierActor,
} from '../../couriers/courier-app-guard';

export interface StatusChangeInput {
  motivoCancelamento?: string;
  cancellationCode?: string;
  /** With ENVIADO: also assign this courier (-1 or absent: keep). */
  idDeliveryMan?: number;
  /** A courier's call from the delivery app: only his own orders, only start and delivery (courier-app-guard). */
  courier?: CourierActor;
  /** The order's version the caller decided on (the logistics tracker): another change first answers 409. */
  expectedVersion?: number;
}

async function statusOptions(app: FastifyInstance, unidadeId: number) {
  const params = await getParameterValues(app.database.db, unidadeId, [
    'COLUNA_AGUARDANDO_RETIRADA_PDV',
    'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR',
    'EXIGIR_CODIGO_ENTREGA',
  ]);
  return {
    awaitingPickupEnabled: isFlagOn(params.get('COLUNA_AGUARDANDO_RETIRADA_PDV')),
    printOnConfirm: isFlagOn(params.get('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR')),
    deliveryCodeRequired: isFlagOn(params.get('EXIGIR_CODIGO_ENTREGA')),
  };
}

/**
 * A user's status change (POST situacao/{id}/{status}): only an order whose type his roles reach (order-access.ts);
 * the kitchen's and the marketplace's own moves call changeStatus directly.
 */
export async function changeStatusAsUser(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  target: OrderStatus,
  input: StatusChangeInput,
): Promise<TOrder> {
  await checkOrderReachable(app, request, id);
  return changeStatus(app, request, id, target, input);
}

/**
 * Moves one order to `target` (doc 1 §4, doc 2 §4.1): any status but the current one; AGUARDANDO_RETIRADA only
 * with its parameter; a cancelled order refuses; every transition stamps its date and logs user and date;
 * PENDENTE -> CONFIRMADO runs the post-confirm routine (print job when IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR).
 */
export async function changeStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  target: OrderStatus,
  input: StatusChangeInput,
  opts?: Awaited<ReturnType<typeof statusOptions>>,
): Promise<TOrder> {
  const { unidadeId } = request.session;
  const options = opts ?? (await statusOptions(app, unidadeId));
  const motivo = input.motivoCancelamento?.trim();
  if (target === 'CANCELADO' && !motivo) throw unprocessable(MSG.CANCEL_JUSTIFICATION_REQUIRED);
  const courierId = input.idDeliveryMan !== undefined && input.idDeliveryMan > 0 ? input.idDeliveryMan : undefined;
  // A marketplace order: the marketplace first (outside the transaction); its refusal leaves our status unchanged.
  const told = await askStatusChangeGate(app, unidadeId, id, target, input);
  if (told === 'CANCELLATION_REQUESTED') {
    // iFood cancels on its own event (import-service): nothing is cancelled or given back yet; the log says who
    // asked, and the answer says it is waiting.
    const requested = await mutateOrder(app, request, id, (row, { when, username }) => ({
      values: {},
      logs: [
        `Cancelamento solicitado ao iFood por ${username} em ${when}. Motivo: ${motivo}` +
          `${input.cancellationCode ? ` (código ${input.cancellationCode})` : ''}.`,
      ],
    }));
    return { ...requested, mensagemParaUsuario: MSG.MARKETPLACE_CANCELLATION_REQUESTED };
  }
  return mutateOrder(
    app,
    request,
    id,
    async (row, { tx, now, when, username }) => {
      const from = row.situacao as OrderStatus;
      if (input.courier) checkCourierOrder(input.courier, row, target);
      // EXIGIR_CODIGO_ENTREGA: a courier delivers an order that goes to the customer's door only with the customer's
      // code (confirmacaoDeEntrega), never by a plain status change.
      const goesToDoor = (row.body as TIFoodOrder).deliveryMethod?.mode === 'DELIVERY';
      if (input.courier && target === 'ENTREGUE' && options.deliveryCodeRequired && goesToDoor)
        throw unprocessable(MSG.DELIVERY_CODE_NEEDED_TO_DELIVER);
      const check = canChangeStatus({ situacao: from }, target, options);
      if (!check.ok) throw unprocessable(check.message);
      if (courierId !== undefined) {
        const courier = await repo.findPersonOfUnit(tx, unidadeId, courierId);
        if (!courier || courier.cargo !== 'ENTR') throw notFound(MSG.COURIER_NOT_FOUND);
      }
      const reason =
        target === 'CANCELADO'
          ? ` Motivo: ${motivo}${input.cancellationCode ? ` (código ${input.cancellationCode})` : ''}.`
          : '';
      const logs = [
        `Situação alterada de ${orderStatusLabel(from)} para ${orderStatusLabel(target)} por ${username} em ${when}.${reason}`,
      ];
      let production: Awaited<ReturnType<typeof sendOrderToProduction>>['values'] = {};
      if (target === 'CANCELADO') {
        const moneyCtx = { unidadeId, username, customerId: row.pessoaClienteId, when };
        const reversal = await reverseOrderPayments(tx, moneyCtx, id, row.body as TIFoodOrder);
        if (reversal) logs.push(reversal);
        await cancelOrderProduction(app, tx, row, motivo!, now);
      } else {
        // A marketplace order's items go to production when it is confirmed (production.ts).
        const sent = await sendOrderToProduction(app, tx, row, {
          situacao: target,
          items: (row.body as TIFoodOrder).items ?? [],
          now,
        });
        production = sent.values;
        logs.push(...sent.logs);
      }
      const dateField = statusDateField(target);
      return {
        values: {
          ...production,
          situacao: target,
          ...(dateField ? { [dateField]: now } : {}),
          ...(target === 'CANCELADO' ? { motivoCancelamento: motivo } : {}),
          ...(courierId !== undefined ? { pessoaEntregadorId: courierId } : {}),
        },
        logs,
        // The post-confirm routine's receipt, at the confirming terminal's print location.
        ...(isConfirmTransition(from, target) && options.printOnConfirm
          ? { print: { origem: 'CONFIRMACAO' as const, descricao: `Pedido #${row.sequencial ?? id} confirmado` } }
          : {}),
      };
    },
    input.expectedVersion,
  );
}

/**
 * doc 2 §4.1, §5.8: several orders to one status; one result per order, failures carry `err`.
 * The selection is limited by the generic code LIMITE_DESPACHO (default 20).
 */
export async function changeStatusMultiple(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: number[],
  target: OrderStatus,
  idDeliveryMan: number | undefined,
): Promise<(TOrder | { id: number; err: string })[]> {
  const { unidadeId } = request.session;
  const limit = Number(await getGenericCodeValue(app.database.db, unidadeId, 'LIMITE_DESPACHO')) || 20;
  if (ids.length === 0) throw unprocessable(MSG.MULTI_STATUS_NOTHING_SELECTED);
  if (ids.length > limit) throw unprocessable(MSG.limiteTransferencia(limit));
  // The delivery-person app calls this too: a courier moves only his own orders (checked again per order).
  const courier = await courierActorOf(app, request, STATUS_STAFF_ROLES);
  if (courier) {
    checkCourierStatusCall(courier, target, idDeliveryMan);
    await checkCourierOwnsOrders(app, unidadeId, courier, ids);
  }
  const input: StatusChangeInput = courier ? { courier } : { idDeliveryMan };
  const options = await statusOptions(app, unidadeId);
  const results: (TOrder | { id: number; err: string })[] = [];
  for (const id of ids) {
    try {
      // Staff move only the order types their roles reach (a courier, only his own orders: above).
      if (!courier) await checkOrderReachable(app, request, id);
      results.push(await changeStatus(app, request, id, target, input, options));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, err: err.message });
    }
  }
  return results;
}
