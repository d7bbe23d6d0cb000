/**
 * Tab 'Entregadores' (Conferência, doc 4 §2): the order columns, which are shown by default, the per-column
 * preference kept on this terminal, and each courier's preparation-time stars and ticket average (doc 4 §9).
 */
import type { TOrder } from '@brasa/contracts';
import {
  ORDER_STATUS_LABELS,
  averagePreparationMinutes,
  formatMoneyReais,
  isOrderStatus,
  preparationStars,
  ticketAverage,
  toCents,
} from '@brasa/domain';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { channelLabel, formatDeliveryAddress } from '../../../shared/orders/order-view';
import { readStored, writeStored } from '../../../shared/storage/local-storage';

export interface ConferenceColumn {
  readonly id: string;
  readonly label: string;
  readonly visibleByDefault: boolean;
  readonly align?: 'right';
  readonly value: (order: TOrder) => string;
}

/** The order's delivery fee: the body's deliveryFee, else the fee product's price (stored bodies are loose). */
function deliveryFee(order: TOrder): number {
  const body = order.iFoodOrder as {
    deliveryFee?: number | null;
    productDeliveryFee?: { valorUnitarioVenda?: number };
  };
  return body?.deliveryFee ?? body?.productDeliveryFee?.valorUnitarioVenda ?? 0;
}

/** doc 4 §2: default origin, id, type, sequence, date, customer, neighborhood, fee, online payment, total. */
export const CONFERENCE_COLUMNS: readonly ConferenceColumn[] = [
  { id: 'origem', label: 'Origem', visibleByDefault: true, value: (o) => channelLabel(o.tipoImportacao) },
  { id: 'id', label: 'ID', visibleByDefault: true, value: (o) => String(o.id) },
  { id: 'tipo', label: 'Tipo', visibleByDefault: true, value: (o) => (o.tipo === 'BALCAO' ? 'Balcão' : 'Delivery') },
  { id: 'sequencial', label: 'Sequencial', visibleByDefault: true, value: (o) => String(o.sequencial ?? '') },
  { id: 'data', label: 'Data', visibleByDefault: true, value: (o) => dateTimeText(o.dataPedido) },
  {
    id: 'cliente',
    label: 'Cliente',
    visibleByDefault: true,
    value: (o) => o.pessoaCliente?.nome ?? o.iFoodOrder?.customer?.name ?? '',
  },
  {
    id: 'bairro',
    label: 'Bairro',
    visibleByDefault: true,
    value: (o) => o.iFoodOrder?.deliveryAddress?.neighborhood ?? '',
  },
  { id: 'taxa', label: 'Taxa', visibleByDefault: true, align: 'right', value: (o) => formatMoneyReais(deliveryFee(o)) },
  { id: 'pagoOnline', label: 'Pago online', visibleByDefault: true, value: (o) => (o.pagoOnline ? 'Sim' : 'Não') },
  {
    id: 'total',
    label: 'Total',
    visibleByDefault: true,
    align: 'right',
    value: (o) => formatMoneyReais(o.totalPedido),
  },
  {
    id: 'codigoPlataforma',
    label: 'Código plataforma',
    visibleByDefault: false,
    value: (o) => o.iFoodOrder?.shortReference ?? '',
  },
  {
    id: 'telefone',
    label: 'Telefone',
    visibleByDefault: false,
    value: (o) => String(o.pessoaCliente?.fone ?? o.iFoodOrder?.customer?.phone ?? ''),
  },
  { id: 'endereco', label: 'Endereço', visibleByDefault: false, value: (o) => formatDeliveryAddress(o, true) ?? '' },
  { id: 'observacoes', label: 'Observações', visibleByDefault: false, value: (o) => o.iFoodOrder?.observations ?? '' },
  {
    id: 'situacao',
    label: 'Situação',
    visibleByDefault: false,
    value: (o) => (isOrderStatus(o.situacao) ? ORDER_STATUS_LABELS[o.situacao] : String(o.situacao)),
  },
];

const KEY = 'couriers.conference.columns';

/** Shown columns: each column's stored choice, else its default (so a column added later gets its default). */
export function readColumnPreferences(): Record<string, boolean> {
  const stored = readStored<unknown>(KEY, {});
  const prefs = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    CONFERENCE_COLUMNS.map((column) => [
      column.id,
      typeof prefs[column.id] === 'boolean' ? (prefs[column.id] as boolean) : column.visibleByDefault,
    ]),
  );
}

/** Keeps one column's choice (doc 4 §2: 'column preferences are stored locally per column'). */
export function writeColumnPreference(columnId: string, visible: boolean): Record<string, boolean> {
  const stored = readStored<Record<string, boolean>>(KEY, {});
  const next = { ...(typeof stored === 'object' && stored !== null ? stored : {}), [columnId]: visible };
  writeStored(KEY, next);
  return readColumnPreferences();
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** One courier's indicators: orders, total, average preparation minutes, stars and ticket average. */
export function courierIndicators(orders: readonly TOrder[]) {
  const average = averagePreparationMinutes(
    orders.map((order) => ({
      situacao: order.situacao,
      pedidoAgendado: order.pedidoAgendado,
      dataPedido: new Date(order.dataPedido),
      dataEnvio: toDate(order.dataEnvio),
      dataEntrega: toDate(order.dataEntrega),
    })),
  );
  return {
    averageMinutes: average,
    stars: preparationStars(average),
    ticketAverageCents: ticketAverage(
      orders.map((order) => ({ situacao: order.situacao, totalCents: toCents(order.totalPedido) })),
    ),
  };
}
