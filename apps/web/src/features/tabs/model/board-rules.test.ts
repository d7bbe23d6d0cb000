import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { buildCards, type Identifier } from './identifier-cards';
import { searchIdentifier } from './identifier-search';
import { addToJoinList, checkJoin, joinSuccessMessages } from './join-orders';
import { canTransferBetween, checkTransfer, transferLines } from './transfer-items';
import { checkTransferTables } from './transfer-tables';
import { TABS_TEXTS } from './tabs-texts';

const ident = (identificador: string): Identifier => ({
  id: Number(identificador),
  tipo: 'COMANDA',
  identificador,
  status: 'NORMAL',
  ativo: true,
});
const tab = (number: string, extra = {}) => makeOrder({ tipo: 'COMANDA', identificadorPrincipal: number, ...extra });

describe('identifier search (doc 3 §5)', () => {
  const cards = buildCards([ident('12'), ident('13')], [tab('12')], 'COMANDA');
  it('finds a card with orders', () => {
    expect(searchIdentifier(cards, ' 12 ', 'COMANDA')).toMatchObject({ ok: true });
  });
  it('refuses an unknown number and a card without orders with the spec words', () => {
    expect(searchIdentifier(cards, '99', 'COMANDA')).toEqual({ ok: false, message: 'A comanda: 99 não existe.' });
    expect(searchIdentifier(cards, '13', 'COMANDA')).toEqual({
      ok: false,
      message: 'Nenhum pedido encontrado para a comanda: 13',
    });
    expect(searchIdentifier(cards, '', 'MESA')).toEqual({
      ok: false,
      message: 'É necessário informar um valor para buscar a mesa',
    });
  });
});

describe('join (doc 3 §4.3, §5 "Join tab")', () => {
  it('ignores orders with a cancellation reason and repeats', () => {
    const a = tab('12');
    const list = addToJoinList([a], [a, tab('13', { motivoCancelamento: 'erro' })]);
    expect(list).toEqual([a]);
  });
  it('needs more than one order and a destination', () => {
    const a = tab('12');
    const b = tab('13');
    expect(checkJoin([a], a.id, 'comanda')).toEqual({
      ok: false,
      message: 'Adicione outra comanda para poder juntar.',
    });
    expect(checkJoin([a, b], null, 'comanda')).toEqual({ ok: false, message: TABS_TEXTS.SELECT_DESTINATION });
    expect(checkJoin([a, b], b.id, 'comanda')).toEqual({ ok: true });
  });
  it("tells '{type} X foi agrupada na {type} Y' for each other number", () => {
    const a = tab('12');
    const b = tab('13');
    expect(joinSuccessMessages([a, b], a, 'Comanda')).toEqual(['Comanda 13 foi agrupada na Comanda 12']);
  });
});

describe('transfer items (doc 3 §4.4, §5)', () => {
  const origin = tab('12', {
    iFoodOrder: {
      items: [
        { referenceCode: 'a', name: 'Picanha na chapa com arroz, farofa e vinagrete', quantity: 1, price: 90 },
        { referenceCode: 'b', name: 'Chopp', quantity: 2, price: 10 },
      ],
      payments: [],
    },
  });
  const base = {
    origin,
    originNumber: '12',
    destinationNumber: '13',
    destinationExists: true,
    selected: ['a'],
    word: 'comanda',
  };

  it('cuts names to 35 characters', () => {
    expect(transferLines(origin)[0]!.name.length).toBeLessThanOrEqual(35);
    expect(transferLines(origin)[1]!.name).toBe('Chopp');
  });
  it('disables the arrow when either side holds two or more orders', () => {
    expect(canTransferBetween([origin], [])).toBe(true);
    expect(canTransferBetween([origin, origin], [])).toBe(false);
    expect(canTransferBetween([origin], [origin, origin])).toBe(false);
  });
  it('refuses in the spec order with its words', () => {
    expect(checkTransfer({ ...base, destinationNumber: '12' })).toEqual({
      ok: false,
      message: 'Impossível enviar pedidos de uma comanda para ela mesma',
    });
    expect(checkTransfer({ ...base, destinationExists: false })).toEqual({
      ok: false,
      message: 'Nenhuma comanda Encontrada para o identificador informado',
    });
    expect(checkTransfer({ ...base, blockedNumber: '50' })).toEqual({
      ok: false,
      message: 'A comanda 50 está BLOQUEADA: desbloqueie-a antes de transferir itens para ela.',
    });
    expect(checkTransfer({ ...base, selected: [] })).toEqual({ ok: false, message: 'Nenhum iten transferido' });
    expect(checkTransfer(base)).toEqual({ ok: true });
  });
  it('refuses an origin that already received money, showing amount and total', () => {
    const paid = tab('12', { iFoodOrder: { ...origin.iFoodOrder, payments: [{ value: 30, name: 'Dinheiro' }] } });
    const check = checkTransfer({ ...base, origin: paid });
    expect(check).toMatchObject({ ok: false, partlyPaid: true });
    expect(!check.ok && check.message).toContain('R$ 30,00');
  });
});

describe('transfer tables (doc 3 §5)', () => {
  const a = tab('12', { identificadorSecundario: '5' });
  const input = { table: '7', selected: [a], tables: ['5', '7'], word: 'comanda' };
  it('checks number, selection, current table and existence', () => {
    expect(checkTransferTables({ ...input, table: ' ' })).toEqual({
      ok: false,
      message: 'Por favor, insira o número da mesa de destino.',
    });
    expect(checkTransferTables({ ...input, selected: [] })).toEqual({
      ok: false,
      message: 'Nenhuma comanda selecionada para transferência.',
    });
    expect(checkTransferTables({ ...input, table: '5' })).toEqual({
      ok: false,
      message: 'As comandas selecionadas já estão associadas a esta mesa.',
    });
    expect(checkTransferTables({ ...input, table: '9' })).toEqual({ ok: false, message: "Mesa '9' não encontrada." });
    expect(checkTransferTables(input)).toEqual({ ok: true });
  });
});
