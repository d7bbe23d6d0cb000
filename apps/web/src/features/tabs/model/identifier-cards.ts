import type { TOrder } from '@brasa/contracts';
import { identifierWord } from '@brasa/domain';

export type IdentifierType = 'COMANDA' | 'MESA';

/** One tab or table of the unit (GET /api-v2/identificador/tipo/{COMANDA,MESA}, doc 3 §3). */
export interface Identifier {
  readonly id: number;
  readonly tipo: IdentifierType;
  readonly identificador: string;
  readonly status: 'NORMAL' | 'BLOQUEADO';
  readonly ativo: boolean;
  readonly pessoa?: { readonly id: number; readonly nome: string } | null;
}

/** doc 3 §3: a card pairs an identifier with its open orders. */
export interface IdentifierCard {
  readonly identifier: Identifier;
  readonly orders: readonly TOrder[];
}

/** The pt-BR word of a type inside messages ('comanda' / 'mesa'). */
export const typeWord = (tipo: IdentifierType): string => identifierWord(tipo);
/** The tab's label ('Comandas' / 'Mesas', doc 3 §2.3). */
export const typePlural = (tipo: IdentifierType): string => (tipo === 'MESA' ? 'Mesas' : 'Comandas');
export const oppositeType = (tipo: IdentifierType): IdentifierType => (tipo === 'MESA' ? 'COMANDA' : 'MESA');

/** MODELO_IDENTIFICADOR_PRINCIPAL: MESA or COMANDA (COMANDA when unset). */
export function readIdentifierModel(value: string | null | undefined): IdentifierType {
  return value?.trim().toUpperCase() === 'MESA' ? 'MESA' : 'COMANDA';
}

/** An order still open on the board: active, not cancelled. */
export function isOpenOrder(order: TOrder): boolean {
  return order.ativo !== false && order.situacao !== 'CANCELADO' && !order.motivoCancelamento;
}

const key = (value: string | null | undefined) => (value ?? '').trim();

function groupBy(orders: readonly TOrder[], pick: (order: TOrder) => string | null | undefined) {
  const groups = new Map<string, TOrder[]>();
  for (const order of orders) {
    const value = key(pick(order));
    if (!value) continue;
    const list = groups.get(value);
    if (list) list.push(order);
    else groups.set(value, [order]);
  }
  return groups;
}

/**
 * The cards of one type: every identifier of the type with its open orders of that type (by main
 * identifier). Orders whose number has no identifier registered still get a card, so none is hidden.
 */
export function buildCards(
  identifiers: readonly Identifier[],
  orders: readonly TOrder[],
  tipo: IdentifierType,
): IdentifierCard[] {
  const groups = groupBy(
    orders.filter((order) => order.tipo === tipo && isOpenOrder(order)),
    (order) => order.identificadorPrincipal,
  );
  const cards: IdentifierCard[] = [];
  const seen = new Set<string>();
  for (const identifier of identifiers) {
    if (identifier.tipo !== tipo || identifier.ativo === false) continue;
    const number = key(identifier.identificador);
    seen.add(number);
    cards.push({ identifier, orders: groups.get(number) ?? [] });
  }
  for (const [number, list] of groups) {
    if (!seen.has(number)) cards.push({ identifier: syntheticIdentifier(tipo, number), orders: list });
  }
  return cards;
}

/**
 * The 'Mesas' tab when the model is COMANDA: every table with the tabs seated on it (identificadorSecundario)
 * and the table's own orders.
 */
export function buildTableCards(identifiers: readonly Identifier[], orders: readonly TOrder[]): IdentifierCard[] {
  const open = orders.filter(isOpenOrder);
  const seated = groupBy(
    open.filter((order) => order.tipo === 'COMANDA'),
    (order) => order.identificadorSecundario,
  );
  const own = groupBy(
    open.filter((order) => order.tipo === 'MESA'),
    (order) => order.identificadorPrincipal,
  );
  const numbers = new Set<string>();
  const cards: IdentifierCard[] = [];
  const add = (identifier: Identifier) => {
    const number = key(identifier.identificador);
    numbers.add(number);
    cards.push({ identifier, orders: [...(own.get(number) ?? []), ...(seated.get(number) ?? [])] });
  };
  for (const identifier of identifiers) if (identifier.tipo === 'MESA' && identifier.ativo !== false) add(identifier);
  for (const number of new Set([...own.keys(), ...seated.keys()])) {
    if (!numbers.has(number)) add(syntheticIdentifier('MESA', number));
  }
  return cards;
}

/** 'Outros pedidos abertos' (doc 3 §2.3): the opposite type's orders, as cards, only those with orders. */
export function buildOtherCards(
  identifiers: readonly Identifier[],
  orders: readonly TOrder[],
  model: IdentifierType,
): IdentifierCard[] {
  return buildCards(identifiers, orders, oppositeType(model)).filter((card) => card.orders.length > 0);
}

function syntheticIdentifier(tipo: IdentifierType, identificador: string): Identifier {
  return { id: -1, tipo, identificador, status: 'NORMAL', ativo: true, pessoa: null };
}

/** Numbers compare as numbers ('2' before '10'), anything else as text. */
export function compareIdentifiers(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && a.trim() !== '' && b.trim() !== '') return na - nb;
  return a.localeCompare(b, 'pt-BR', { numeric: true });
}

export type CardSort = 'opens' | 'ids';

/** doc 3 §2.3: 'opens' puts the cards with open orders first, 'ids' sorts by number (the default). */
export function sortCards(cards: readonly IdentifierCard[], sort: CardSort): IdentifierCard[] {
  return [...cards].sort((a, b) => {
    if (sort === 'opens') {
      const open = Number(b.orders.length > 0) - Number(a.orders.length > 0);
      if (open !== 0) return open;
    }
    return compareIdentifiers(a.identifier.identificador, b.identifier.identificador);
  });
}

export function sanitizeCardSort(stored: unknown): CardSort {
  return stored === 'opens' ? 'opens' : 'ids';
}
