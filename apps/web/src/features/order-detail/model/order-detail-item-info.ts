import type { TOrderItem } from '@brasa/contracts';
import { ITEM_STATUSES, MSG, type ItemStatus } from '@brasa/domain';
import { dateTimeText, parsePayloadDate } from '../../../shared/format/date-time-br';
import type { StatusAt } from './item-production-status';
import { kdsStatusLabel, printStatusLabel } from './order-codes';
import { textOf } from './order-detail-view';

/** What the item information dialog shows (spec doc 1 §2 item 13), as text ready to draw. */
export interface ItemInfo {
  name: string;
  seller: string;
  addedAt: string;
  notification: string;
  print: string;
  kitchenDisplay: string;
  externalCode: string;
  logs: string | null;
}

/**
 * Ours: the item's notification status (doc 1 §3 Item status, doc 2 §4.2), shown by name; one label for each
 * of the domain's ITEM_STATUSES. An unknown status shows as sent.
 */
export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = Object.freeze({
  PENDENTE: 'Pendente',
  NOTIFICADO: 'Notificado',
  NAO_NOTIFICAR: 'Não notificar',
  NOTIFICAR_PAGAMENTO: 'Notificar no pagamento',
});

const isItemStatus = (value: string): value is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(value);

/** The label of an item status, or the status as sent when it is not one of ours. */
export const itemStatusLabel = (status: string): string => (isItemStatus(status) ? ITEM_STATUS_LABELS[status] : status);

type LooseItem = TOrderItem & Record<string, unknown>;

/** 'IMPRESSO em 02/01/2025 12:05', or just one of the two, or 'Não informado'. */
function statusWithDate(status: string, date: unknown): string {
  const parts = [status, parsePayloadDate(date) ? `em ${dateTimeText(date)}` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : MSG.NOT_INFORMED;
}

/** The item's logs as lines: a text, or a list of texts or objects; null when there are none. */
export function itemLogsText(logs: unknown): string | null {
  if (typeof logs === 'string') return logs.trim() || null;
  if (!Array.isArray(logs) || logs.length === 0) return null;
  const lines = logs.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)));
  return lines.join('\n');
}

/**
 * The item's support data. The fields are not in the contract (the server may or may not send them), so
 * they are read defensively: dataCriacao/createdAt, dataNotificacao, statusImpressao/dataImpressao,
 * statusKds/dataKds, pessoaVendedor.nome and logs.
 */
export function readItemInfo(
  item: TOrderItem,
  production: { print?: StatusAt | null; kds?: StatusAt | null } = {},
): ItemInfo {
  const loose = item as LooseItem;
  const seller = loose.pessoaVendedor as { nome?: unknown } | null | undefined;
  const status = textOf(loose.status);
  const notifiedAt = parsePayloadDate(loose.dataNotificacao) ? dateTimeText(loose.dataNotificacao) : '';
  const notification = [itemStatusLabel(status), notifiedAt && `em ${notifiedAt}`].filter(Boolean).join(' ');
  const addedAt = loose.dataCriacao ?? loose.createdAt;
  return {
    name: item.name,
    seller: textOf(seller?.nome) || MSG.NOT_INFORMED,
    addedAt: parsePayloadDate(addedAt) ? dateTimeText(addedAt) : MSG.NOT_INFORMED,
    notification: notification || MSG.NOT_INFORMED,
    // The print server's records (what was printed where, the KDS state) win over the copy on the item.
    print: production.print
      ? statusWithDate(printStatusLabel(production.print.status), production.print.date)
      : statusWithDate(printStatusLabel(textOf(loose.statusImpressao)), loose.dataImpressao),
    kitchenDisplay: production.kds
      ? statusWithDate(kdsStatusLabel(production.kds.status), production.kds.date)
      : statusWithDate(kdsStatusLabel(textOf(loose.statusKds)), loose.dataKds),
    externalCode: textOf(item.externalCode) || MSG.NOT_INFORMED,
    logs: itemLogsText(loose.logs),
  };
}
