import type { TOrder, TOrderFiscalPart } from '@brasa/contracts';

/** The order's tax document part (doc 1 §3 `pedido`), null when no document was issued. */
export function fiscalPartOf(order: TOrder): TOrderFiscalPart | null {
  const part = (order as TOrder & { pedido?: TOrderFiscalPart | null }).pedido;
  return part && typeof part === 'object' && typeof part.status === 'number' ? part : null;
}

/** Authorized (100, 150 late) or issued offline and not yet transmitted (tpEmis 9, status 0). */
export function hasInvoice(order: TOrder): boolean {
  const part = fiscalPartOf(order);
  if (!part) return order.comNF;
  return part.situacao === 'AUTORIZADA' || part.situacao === 'CONTINGENCIA' || [100, 150].includes(part.status);
}

export type InvoiceBadgeColor = 'success' | 'warning' | 'error' | 'default';

export interface InvoiceBadge {
  label: string;
  color: InvoiceBadgeColor;
  /** The authority's message, for the badge's title. */
  title: string | null;
}

/**
 * The board card's invoice status (doc 2 §2.1), read from the document: 'NFC-e 100' authorized (green),
 * in contingency or waiting for SEFAZ (amber), cancelled, rejected with its code (red); 'Sem NF' without one.
 */
export function invoiceBadge(order: TOrder): InvoiceBadge {
  const part = fiscalPartOf(order);
  if (!part)
    return { label: order.comNF ? 'Com NF' : 'Sem NF', color: order.comNF ? 'success' : 'default', title: null };
  const name = part.modelo === '55' ? 'NF-e' : part.modelo === '65' ? 'NFC-e' : 'NF';
  const title = part.msgStatus ?? part.statusDescricao;
  switch (part.situacao) {
    case 'AUTORIZADA':
      return { label: `${name} ${part.status}`, color: 'success', title };
    case 'CONTINGENCIA':
      return { label: `${name} contingência`, color: 'warning', title };
    case 'RESERVADA':
    case 'CONSULTAR':
      return { label: `${name} aguardando`, color: 'warning', title };
    case 'CANCELADA':
      return { label: `${name} cancelada`, color: 'default', title };
    default:
      return { label: `${name} rejeitada ${part.status}`, color: 'error', title };
  }
}
