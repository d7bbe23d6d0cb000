import type { TMarketplaceDispute } from '@brasa/contracts';

/** Not answered yet: open, or its answer on its way to iFood. */
export function isOpen(dispute: TMarketplaceDispute): boolean {
  return dispute.status === 'ABERTA' || dispute.status === 'RESPONDENDO';
}

/** A dispute still to be answered here: open and within its deadline. */
export function isPending(dispute: TMarketplaceDispute, nowMs: number): boolean {
  return isOpen(dispute) && Date.parse(dispute.expiraEm) > nowMs;
}

/**
 * The board's list after a realtime MARKETPLACE_DISPUTE: a pending dispute is added or replaced, any other leaves the
 * list; the soonest deadline first. `isNew` says it was not on the list (the board rings for it).
 */
export function applyDisputeMessage(
  list: readonly TMarketplaceDispute[],
  dispute: TMarketplaceDispute,
  nowMs: number,
): { list: TMarketplaceDispute[]; isNew: boolean } {
  const others = list.filter((d) => d.id !== dispute.id);
  const isNew = others.length === list.length;
  if (!isPending(dispute, nowMs)) return { list: others, isNew: false };
  const next = [...others, dispute].sort((a, b) => Date.parse(a.expiraEm) - Date.parse(b.expiraEm) || a.id - b.id);
  return { list: next, isNew };
}

/** The time left as the dialog shows it: 'mm:ss' (or 'h:mm:ss' past an hour); '00:00' once over. */
export function timeLeftText(expiraEm: string, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiraEm) - nowMs) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** The order as the board names it: '#12 (iFood 1234)'. */
export function disputeOrderName(dispute: Pick<TMarketplaceDispute, 'numeroPedido' | 'pedidoId' | 'identificador'>) {
  const number = `#${dispute.numeroPedido ?? dispute.pedidoId}`;
  return dispute.identificador ? `${number} (iFood ${dispute.identificador})` : number;
}
