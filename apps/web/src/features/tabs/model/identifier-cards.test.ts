import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import {
  buildCards,
  buildOtherCards,
  buildTableCards,
  readIdentifierModel,
  sanitizeCardSort,
  sortCards,
  type Identifier,
} from './identifier-cards';

const ident = (
  tipo: 'COMANDA' | 'MESA',
  identificador: string,
  status: 'NORMAL' | 'BLOQUEADO' = 'NORMAL',
): Identifier => ({
  id: Number(identificador) + (tipo === 'MESA' ? 1000 : 0),
  tipo,
  identificador,
  status,
  ativo: true,
  pessoa: null,
});
const tab = (number: string, extra = {}) =>
  makeOrder({ tipo: 'COMANDA', identificadorPrincipal: number, situacao: 'CONFIRMADO', ...extra });

describe('identifier cards (doc 3 §2.3, §3)', () => {
  const identifiers = [
    ident('COMANDA', '10'),
    ident('COMANDA', '2'),
    ident('COMANDA', '3', 'BLOQUEADO'),
    ident('MESA', '5'),
  ];

  it('pairs each identifier of the type with its open orders of that type', () => {
    const orders = [tab('2'), tab('2'), tab('10'), makeOrder({ tipo: 'MESA', identificadorPrincipal: '2' })];
    const cards = buildCards(identifiers, orders, 'COMANDA');
    expect(cards.map((card) => [card.identifier.identificador, card.orders.length])).toEqual([
      ['10', 1],
      ['2', 2],
      ['3', 0],
    ]);
  });

  it('leaves out cancelled and inactive orders, and gives an unregistered number its own card', () => {
    const orders = [tab('2', { situacao: 'CANCELADO' }), tab('2', { ativo: false }), tab('77')];
    const cards = buildCards(identifiers, orders, 'COMANDA');
    expect(cards.find((card) => card.identifier.identificador === '2')!.orders).toHaveLength(0);
    expect(cards.find((card) => card.identifier.identificador === '77')!.orders).toHaveLength(1);
  });

  it('the Mesas tab seats tabs on their table (identificadorSecundario) beside the table orders', () => {
    const orders = [
      tab('2', { identificadorSecundario: '5' }),
      makeOrder({ tipo: 'MESA', identificadorPrincipal: '5' }),
    ];
    const [table] = buildTableCards(identifiers, orders);
    expect(table!.identifier.identificador).toBe('5');
    expect(table!.orders).toHaveLength(2);
  });

  it("'Outros pedidos abertos' holds only the opposite type's cards that have orders", () => {
    const orders = [makeOrder({ tipo: 'MESA', identificadorPrincipal: '5' }), tab('2')];
    expect(buildOtherCards(identifiers, orders, 'COMANDA').map((card) => card.identifier.identificador)).toEqual(['5']);
    expect(buildOtherCards([], [], 'COMANDA')).toEqual([]);
  });

  it("sorts by number by default ('ids', 2 before 10) and puts open ones first with 'opens'", () => {
    const cards = buildCards(identifiers, [tab('10')], 'COMANDA');
    expect(sortCards(cards, 'ids').map((c) => c.identifier.identificador)).toEqual(['2', '3', '10']);
    expect(sortCards(cards, 'opens').map((c) => c.identifier.identificador)).toEqual(['10', '2', '3']);
    expect(sanitizeCardSort('junk')).toBe('ids');
    expect(sanitizeCardSort('opens')).toBe('opens');
  });

  it('reads MODELO_IDENTIFICADOR_PRINCIPAL, COMANDA when unset', () => {
    expect(readIdentifierModel(' mesa ')).toBe('MESA');
    expect(readIdentifierModel(null)).toBe('COMANDA');
  });
});
