import type { TMarketplaceDispute } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { makeDispute } from '../../../test/make-dispute';
import { applyDisputeMessage, disputeOrderName, isPending, timeLeftText } from './disputes-model';

const NOW = Date.parse('2026-12-02T18:00:00Z');
const dispute = (id: number, over: Partial<TMarketplaceDispute> = {}) =>
  makeDispute({
    id,
    pedidoId: 100 + id,
    numeroPedido: 10 + id,
    expiraEm: new Date(NOW + id * 60_000).toISOString(),
    ...over,
  });

describe('the board’s open disputes', () => {
  it('adds a new open dispute by deadline and says it is new; a repeat replaces it and is not new', () => {
    const first = applyDisputeMessage([dispute(5)], dispute(2), NOW);
    expect(first.list.map((d) => d.id)).toEqual([2, 5]);
    expect(first.isNew).toBe(true);
    const again = applyDisputeMessage(first.list, dispute(2, { status: 'RESPONDENDO' }), NOW);
    expect(again.isNew).toBe(false);
    expect(again.list.find((d) => d.id === 2)?.status).toBe('RESPONDENDO');
  });

  it('an answered, settled or expired dispute leaves the list', () => {
    const list = [dispute(1), dispute(2)];
    expect(applyDisputeMessage(list, dispute(1, { status: 'RESPONDIDA' }), NOW).list.map((d) => d.id)).toEqual([2]);
    expect(applyDisputeMessage(list, dispute(2, { status: 'ENCERRADA' }), NOW).list.map((d) => d.id)).toEqual([1]);
    const late = dispute(3, { expiraEm: new Date(NOW - 1).toISOString() });
    expect(applyDisputeMessage(list, late, NOW)).toEqual({ list, isNew: false });
    expect(isPending(late, NOW)).toBe(false);
  });

  it('shows the time left as mm:ss, h:mm:ss past an hour, and 00:00 once over', () => {
    expect(timeLeftText(new Date(NOW + 65_500).toISOString(), NOW)).toBe('01:05');
    expect(timeLeftText(new Date(NOW + 3_725_000).toISOString(), NOW)).toBe('1:02:05');
    expect(timeLeftText(new Date(NOW - 5_000).toISOString(), NOW)).toBe('00:00');
  });

  it('names the order by its board number and iFood’s', () => {
    expect(disputeOrderName(dispute(1))).toBe('#11 (iFood 4321)');
    expect(disputeOrderName({ numeroPedido: null, pedidoId: 7, identificador: null })).toBe('#7');
  });
});
