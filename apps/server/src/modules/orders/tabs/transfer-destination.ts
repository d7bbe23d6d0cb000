import { MSG, identifierWord } from '@brasa/domain';
import type { TIFoodOrder, TTransferItemsRequest } from '@brasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identificador } from '../../../db/schema';
import { notFound, unprocessable } from '../../../errors';
import type { OrderRow } from '../../order-data/mapper';
import { isFlagOn } from '../../parameters/repository';
import type { OrdersChangeContext, ResolveOrders } from '../mutate-orders';
import * as repo from '../repository';
import { nextSequencial } from '../save/save-service';
import { findOpenOrderIds } from './tabs-repository';

/** The tab or table row of the unit, locked for the rest of the transaction (`SELECT … FOR UPDATE`). */
async function lockIdentifier(tx: repo.Tx, unidadeId: number, tipo: string, number: string) {
  const [row] = await tx
    .select()
    .from(identificador)
    .where(
      and(
        eq(identificador.unidadeId, unidadeId),
        eq(identificador.tipo, tipo),
        eq(identificador.identificador, number),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** What opening a destination needs from outside the transaction (parameters, the unit's sequence). */
export interface OpeningSettings {
  sequenceModel: string | undefined;
  autoConfirm: boolean;
}

export async function openingSettings(app: FastifyInstance, request: FastifyRequest): Promise<OpeningSettings> {
  const params = await app.getUnitParameters(request);
  // A DDL statement waits on locks: the sequence is made before the transaction, as a new order's save does.
  await repo.ensureSequence(app.database.db, request.session.unidadeId);
  return {
    sequenceModel: params.get('TIPO_SEQUENCIAL_IDENTIFICADOR'),
    autoConfirm: isFlagOn(params.get('CONFIRMAR_PEDIDOS_AUTOMATICAMENTE')),
  };
}

/**
 * A new, empty order on the tab or table, as a waiter's new tab gets (sequence number, PENDENTE or CONFIRMADO
 * by CONFIRMAR_PEDIDOS_AUTOMATICAMENTE, channel SO), with the origin's customer: the items it receives are theirs.
 */
async function openOrder(
  ctx: OrdersChangeContext,
  settings: OpeningSettings,
  tipo: string,
  number: string,
  origin: OrderRow,
) {
  const originBody = origin.body as TIFoodOrder;
  const body = {
    items: [],
    payments: [],
    benefits: [],
    ...(originBody.customer ? { customer: originBody.customer } : {}),
  };
  const lines = [
    `Pedido criado por ${ctx.username} em ${ctx.when}, ao receber itens transferidos da ${identifierWord(origin.tipo)} ${origin.identificadorPrincipal ?? origin.id}.`,
    ...(settings.autoConfirm ? [`Pedido confirmado automaticamente em ${ctx.when}.`] : []),
  ];
  const { row } = await repo.insertOrderWithLog(
    ctx.tx,
    {
      unidadeId: ctx.unidadeId,
      tipo,
      identificadorPrincipal: number,
      tipoImportacao: 'SO',
      sequencial: nextSequencial(ctx.unidadeId, settings.sequenceModel),
      situacao: settings.autoConfirm ? 'CONFIRMADO' : 'PENDENTE',
      dataConfirmacao: settings.autoConfirm ? ctx.now : null,
      pessoaClienteId: origin.pessoaClienteId,
      textoBusca: origin.textoBusca,
      statusNotificacao: origin.statusNotificacao ?? 'NAO_NOTIFICADO',
      totalPedidoCents: 0,
      pago: false,
      body,
    },
    { unidadeId: ctx.unidadeId, username: ctx.username, lines },
  );
  return row.id;
}

/**
 * Where a transfer's items go (doc 3 §5 "Transfer items"), found inside the transfer's transaction: the order named
 * by id, else the one open order of the tab/table number. A number of the unit that is active, not BLOQUEADO and
 * has no open order gets one opened here. The identifier row is locked first, so two transfers to the same empty
 * tab at once open one order: the second waits, then finds the first's.
 */
export function transferOrders(input: TTransferItemsRequest, settings: OpeningSettings): ResolveOrders {
  return async (ctx) => {
    if (input.idPedidoDestino) return { ids: [input.idPedidoOrigem, input.idPedidoDestino], opened: [] };
    const { tx, unidadeId } = ctx;
    const origin = await repo.findOrder(tx, unidadeId, input.idPedidoOrigem);
    if (!origin || !origin.row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
    const tipo = input.tipoDestino ?? (origin.row.tipo === 'MESA' ? 'MESA' : 'COMANDA');
    const type = identifierWord(tipo);
    const number = input.identificadorDestino!;
    const identifier = await lockIdentifier(tx, unidadeId, tipo, number);
    const ids = await findOpenOrderIds(tx, unidadeId, tipo, number);
    if (ids.length > 1) throw unprocessable(MSG.agrupeAntesDeTransferir(type));
    if (ids.length === 1) return { ids: [input.idPedidoOrigem, ids[0]!], opened: [] };
    if (!identifier || !identifier.ativo) throw notFound(MSG.identificadorDestinoNaoEncontrado(type));
    if (identifier.status === 'BLOQUEADO') throw unprocessable(MSG.identificadorDestinoBloqueado(type, number));
    const opened = await openOrder(ctx, settings, tipo, number, origin.row);
    return { ids: [input.idPedidoOrigem, opened], opened: [opened] };
  };
}
