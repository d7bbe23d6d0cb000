import type { KdsLogEntry, PrintLogEntry } from '../../../shared/api/print-server';

/** The identifier the print server files an order's tickets under (doc 4 §7). */
export const orderIdentifier = (orderId: number) => `PEDIDO_INTEGRACAO_ID_${orderId}`;

/** The order id typed in the search, or null when it is not a positive whole number. */
export function readOrderId(text: string): number | null {
  const trimmed = text.trim().replace(/^#/, '');
  if (!/^\d{1,12}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 ? id : null;
}

/** Ours: the print statuses of the print log (issue 12: PENDENTE / IMPRESSO / ERRO). */
export const PRINT_STATUS_TEXT: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  IMPRESSO: 'Impresso',
  ERRO: 'Erro',
};
export const printStatusText = (status: string | null | undefined) =>
  status ? (PRINT_STATUS_TEXT[status] ?? status) : '—';

const time = (text: string | null | undefined) => (text ? Date.parse(text) || 0 : 0);

/** Newest first (the dialogs are 'Últimas'). */
export const sortPrintLog = (entries: readonly PrintLogEntry[]) =>
  [...entries].sort((a, b) => time(b.dataCriacao) - time(a.dataCriacao));

export const sortKdsLog = (entries: readonly KdsLogEntry[]) =>
  [...entries].sort((a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt));

/** The ticket as printed: the stored text, else a readable rendering of what the server kept. */
export function ticketText(entry: PrintLogEntry): string {
  const content = entry.conteudo;
  if (typeof content === 'string' && content.trim() !== '') return content;
  return entry.descricao ?? '';
}
