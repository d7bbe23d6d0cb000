import type { TOrder } from '@brasa/contracts';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { logisticsStatusLabel, notificationStatusLabel } from './order-codes';
import { textOf } from './order-detail-view';
import { channelLabel } from '../../../shared/orders/order-view';

export interface InfoRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The support view of an order (spec doc 1 §2 item 2, §3 Order): its ids, channel, dates and the
 * notification and logistics statuses. Absent values show '—'; loose fields (codigoIntegracao, the
 * marketplace's own id) are read defensively.
 */
export function orderInfoRows(order: TOrder): InfoRow[] {
  const loose = order as TOrder & Record<string, unknown>;
  const body = order.iFoodOrder as TOrder['iFoodOrder'] & Record<string, unknown>;
  const rows: [key: string, label: string, value: string][] = [
    ['id', 'ID', String(order.id)],
    ['sequencial', 'Sequencial', textOf(order.sequencial)],
    ['codigoIntegracao', 'Código de integração', textOf(loose.codigoIntegracao)],
    ['externalId', 'ID no canal', textOf(body?.id)],
    ['shortReference', 'Referência', textOf(body?.shortReference)],
    ['identificadorPrincipal', 'Identificador principal', textOf(order.identificadorPrincipal)],
    ['identificadorSecundario', 'Identificador secundário', textOf(order.identificadorSecundario)],
    ['channel', 'Canal', channelLabel(order.tipoImportacao)],
    [
      'originalChannel',
      'Canal original',
      order.tipoImportacaoOriginal ? channelLabel(order.tipoImportacaoOriginal) : '',
    ],
    ['dataPedido', 'Data do pedido', dateTimeText(order.dataPedido)],
    ['dataImportacao', 'Data de importação', dateTimeText(order.dataImportacao)],
    ['dataIntegracao', 'Data de integração', dateTimeText(order.dataIntegracao)],
    ['dataConfirmacao', 'Data de confirmação', dateTimeText(order.dataConfirmacao)],
    ['dataEnvio', 'Data de envio', dateTimeText(order.dataEnvio)],
    ['dataEntrega', 'Data de entrega', dateTimeText(order.dataEntrega)],
    ['dataCancelamento', 'Data de cancelamento', dateTimeText(order.dataCancelamento)],
    ['statusNotificacao', 'Status de notificação', notificationStatusLabel(textOf(order.statusNotificacao))],
    ['statusLogistica', 'Status da logística', logisticsStatusLabel(textOf(order.statusLogistica))],
  ];
  return rows.map(([key, label, value]) => ({ key, label, value: value || '—' }));
}
