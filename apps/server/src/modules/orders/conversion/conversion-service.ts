import {
  MSG,
  ROLES,
  fail,
  hasRole,
  isIdentifierOrderType,
  isImported,
  isIntegrationChannel,
  ok,
  type Result,
  identifierWord,
} from '@brasa/domain';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, orFail } from '../../../errors';
import { getParameterValues } from '../../parameters/repository';
import { hasUsableTable } from '../actions/actions-repository';
import type { OrderRow } from '../../order-data/mapper';
import { mutateOrder } from '../mutate-order';
import { withTotals } from '../../order-data/totals';

type ConversionState = Pick<OrderRow, 'situacao' | 'dataImportacao'>;

/** doc 1 §4: converting (and undoing it) needs an order neither cancelled nor imported. */
export function checkConversionState(order: ConversionState): Result<true> {
  if (order.situacao === 'CANCELADO') return fail(MSG.CONVERSION_CANCELLED_ORDER);
  if (isImported(order)) return fail(MSG.CONVERSION_IMPORTED_ORDER);
  return ok(true);
}

/**
 * doc 1 §4: an own-online order (channel SO, not an integration order made editable) that is neither tab nor
 * table, not imported and not cancelled can become a tab or table.
 */
export function checkTabConversion(
  order: ConversionState & Pick<OrderRow, 'tipo' | 'tipoImportacao' | 'tipoImportacaoOriginal'>,
): Result<true> {
  const state = checkConversionState(order);
  if (!state.ok) return state;
  const ownOnline = order.tipoImportacao === 'SO' && !order.tipoImportacaoOriginal;
  if (!ownOnline || isIdentifierOrderType(order.tipo)) return fail(MSG.CONVERT_TO_TAB_ONLY_OWN_ONLINE);
  return ok(true);
}

/** doc 1 §5: the identifier is digits only, at least one ('Informe um valor válido'); leading zeros dropped. */
export function parseTabIdentifier(raw: string): Result<string> {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return fail(MSG.INVALID_VALUE);
  return ok(text.replace(/^0+(?=\d)/, ''));
}

async function requireConvertRole(app: FastifyInstance, request: FastifyRequest) {
  const profile = await app.getProfile(request);
  if (!hasRole(profile, ROLES.ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA)) throw forbidden(MSG.NO_CONVERT_PERMISSION);
}

/**
 * POST /api-v2/pedidoIntegracao/converterPedido/{id}: a marketplace order becomes editable at the PDV. The
 * channel is kept in tipoImportacaoOriginal and the order takes the own channel SO, so edit and pay open.
 */
export async function convertOrder(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TOrder> {
  await requireConvertRole(app, request);
  return mutateOrder(app, request, id, (row, { when, username }) => {
    orFail(checkConversionState(row));
    if (!isIntegrationChannel(row.tipoImportacao)) throw new AppError(422, MSG.CONVERT_ONLY_INTEGRATION);
    return {
      values: { tipoImportacaoOriginal: row.tipoImportacao, tipoImportacao: 'SO' },
      logs: [`Pedido convertido para edição (canal de origem ${row.tipoImportacao}) por ${username} em ${when}.`],
    };
  });
}

/** POST /api-v2/pedidoIntegracao/desfazerConversaoPedido/{id}: the original channel comes back. */
export async function undoConversion(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TOrder> {
  await requireConvertRole(app, request);
  return mutateOrder(app, request, id, (row, { when, username }) => {
    orFail(checkConversionState(row));
    const original = row.tipoImportacaoOriginal;
    if (!original) throw new AppError(422, MSG.ORDER_NOT_CONVERTED);
    return {
      values: { tipoImportacao: original, tipoImportacaoOriginal: null },
      logs: [`Conversão do pedido desfeita (canal ${original}) por ${username} em ${when}.`],
    };
  });
}

/**
 * POST /api-v2/pedidoIntegracao/converterPedidoComanda/{id}/{identifier}: an own-online order becomes a tab, or
 * a table when MODELO_IDENTIFICADOR_PRINCIPAL is MESA (the table must be active and not blocked). Tabs and
 * tables eat in, so the delivery mode becomes INDOOR and the totals are recomputed. Not undoable.
 */
export async function convertToTab(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  rawIdentifier: string,
): Promise<TOrder> {
  const { unidadeId } = request.session;
  const profile = await app.getProfile(request);
  if (!hasRole(profile, ROLES.ROLE_PDV_COMANDA_MESA)) throw forbidden(MSG.CONVERT_REQUIRES_TAB_MODULE);
  const identifier = orFail(parseTabIdentifier(rawIdentifier));
  const params = await getParameterValues(app.database.db, unidadeId, ['MODELO_IDENTIFICADOR_PRINCIPAL']);
  const tipo = params.get('MODELO_IDENTIFICADOR_PRINCIPAL') === 'MESA' ? 'MESA' : 'COMANDA';
  return mutateOrder(app, request, id, async (row, { tx, when, username }) => {
    orFail(checkTabConversion(row));
    if (tipo === 'MESA' && !(await hasUsableTable(tx, unidadeId, identifier))) {
      throw new AppError(422, MSG.mesaNaoEncontrada(identifier));
    }
    const stored = row.body as TIFoodOrder;
    const { body, totals } = withTotals({ ...stored, deliveryMethod: { ...stored.deliveryMethod, mode: 'INDOOR' } });
    return {
      values: {
        tipo,
        identificadorPrincipal: identifier,
        body,
        totalPedidoCents: totals.total,
        pago: totals.pago,
      },
      logs: [`Pedido convertido em ${identifierWord(tipo)} ${identifier} por ${username} em ${when}.`],
    };
  });
}
