/**
 * The KDS entry as the print server answers it (doc 3 §3 "KDS entry"). The server branch owns the schema;
 * this is the part the screen reads, kept loose (optional fields) so an older or newer server still draws.
 */
export const KDS_ITEM_STATUSES = [
  'PENDENTE',
  'INICIADO',
  'CONCLUIDO',
  'DESPACHADO',
  'CANCELADO',
  'CANCELAMENTO_ACEITO',
] as const;
export type KdsItemStatus = (typeof KDS_ITEM_STATUSES)[number];

export interface KdsSubItem {
  quantidade?: number | null;
  descricao?: string | null;
  observacao?: string | null;
}

export interface KdsItem {
  status: KdsItemStatus | string;
  quantidade?: number | null;
  descricao?: string | null;
  observacao?: string | null;
  justificativaCancelamento?: string | null;
  pessoaVendedor?: { nome?: string | null } | null;
  subItemKDS?: KdsSubItem[] | null;
  /** The line's referenceCode in the order (what a cancellation names). */
  codigoReferencial?: string | null;
  /** The notification place of the product (TIPO_NOTIFICACAO_PRODUTO code, e.g. COZINHA). */
  localNotificacao?: string | null;
  [key: string]: unknown;
}

export interface KdsOrder {
  id: number;
  sequencia?: number | string | null;
  tipoPedido?: string | null;
  /** TAKEOUT means pickup. */
  operacao?: string | null;
  agendado?: boolean | string | null;
  pessoaCliente?: { nome?: string | null } | null;
  complementoIdentificador?: string | null;
  identificadorPrincipal?: string | null;
  dataPedido?: string | null;
  observacao?: string | null;
  /** The channel code (SO, IF, ...). */
  tipoImportacao?: string | null;
  [key: string]: unknown;
}

export interface KdsEntry {
  /** The print server's document id (`_id`, as its print log documents); `id` accepted too. */
  _id?: string | number;
  id?: string | number;
  createdAt: string;
  updatedAt?: string | null;
  /** Bumped by every status change: the server answers 409 to a change based on an older one. */
  version?: number;
  pedidoKds: KdsOrder;
  deliveryAddress?: { neighborhood?: string | null; formatedAdress?: string | null } | null;
  item: KdsItem;
  [key: string]: unknown;
}

/** The entry's stable key. */
export function entryKey(entry: KdsEntry): string {
  return String(entry._id ?? entry.id ?? `${entry.pedidoKds.id}:${entry.item.codigoReferencial ?? entry.createdAt}`);
}

export const isCancelledStatus = (status: string): boolean =>
  status === 'CANCELADO' || status === 'CANCELAMENTO_ACEITO';

/** Status labels (ours; the spec names only the codes). */
export const KDS_STATUS_LABELS: Readonly<Record<KdsItemStatus, string>> = Object.freeze({
  PENDENTE: 'Pendente',
  INICIADO: 'Em preparo',
  CONCLUIDO: 'Pronto',
  DESPACHADO: 'Despachado',
  CANCELADO: 'Cancelado',
  CANCELAMENTO_ACEITO: 'Cancelamento aceito',
});

export const kdsStatusText = (status: string): string =>
  (KDS_STATUS_LABELS as Record<string, string>)[status] ?? status;
