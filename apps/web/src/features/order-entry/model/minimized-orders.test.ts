import { describe, expect, it } from 'vitest';
import { makeCustomer, makeProduto } from '../test-utils/menu-factories';
import { makeDraftItem } from './draft-item';
import {
  minimizedOrdersKey,
  removeMinimizedOrder,
  sanitizeMinimizedOrders,
  summarizeMinimizedOrder,
  upsertMinimizedOrder,
  type MinimizedOrder,
} from './minimized-orders';
import { initialOrderDraft } from './order-draft';

function entry(id: string, overrides: Partial<MinimizedOrder> = {}): MinimizedOrder {
  return {
    id,
    savedAt: '2026-11-21T14:00:00.000Z',
    origin: 'DELIVERY',
    quickSale: null,
    step: 1,
    draft: { ...initialOrderDraft('DELIVERY'), items: [makeDraftItem(makeProduto(), { quantity: 2 })] },
    ...overrides,
  };
}

describe('minimized orders', () => {
  it('are kept per unit', () => {
    expect(minimizedOrdersKey('abc')).toBe('minimizedOrders.abc');
  });

  it('put the last one first and replace an entry with the same id', () => {
    const list = upsertMinimizedOrder(upsertMinimizedOrder([], entry('a')), entry('b'));
    expect(list.map((item) => item.id)).toEqual(['b', 'a']);
    const again = upsertMinimizedOrder(list, entry('a', { step: 2 }));
    expect(again.map((item) => [item.id, item.step])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(removeMinimizedOrder(again, 'a').map((item) => item.id)).toEqual(['b']);
  });

  it('survive a JSON round trip and drop junk', () => {
    const kept = entry('a');
    const stored = JSON.parse(JSON.stringify([kept, { id: 3 }, 'x', { id: 'b', draft: {} }]));
    expect(sanitizeMinimizedOrders(stored)).toEqual([kept]);
    expect(sanitizeMinimizedOrders(null)).toEqual([]);
    const old = sanitizeMinimizedOrders([{ id: 'c', origin: '?', step: 9, draft: { tipo: 'BALCAO', items: [] } }]);
    const quick = sanitizeMinimizedOrders([{ ...kept, quickSale: { customerPrompt: 'X' } }]);
    expect(quick[0]?.quickSale).toEqual({ customerPrompt: 'NAO_EXIBIR' });
    expect(old[0]).toMatchObject({ origin: 'BALCAO', step: 0, quickSale: null, draft: { courier: null } });
  });

  it('summarize type, identifier, customer, lines and total', () => {
    const customer = makeCustomer();
    expect(summarizeMinimizedOrder(entry('a', { draft: { ...entry('a').draft, customer } }))).toEqual({
      title: 'Delivery',
      customer: 'MARIA SILVA',
      itemCount: 1,
      totalCents: 4980,
    });
    const tab = { ...initialOrderDraft('COMANDA'), identificadorPrincipal: '15' };
    expect(summarizeMinimizedOrder(entry('t', { draft: tab })).title).toBe('Comanda 15');
    expect(summarizeMinimizedOrder(entry('q', { quickSale: { customerPrompt: 'EXIBIR_FINAL' } })).title).toBe(
      'Venda rápida',
    );
  });
});
