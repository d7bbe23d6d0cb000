import { MSG } from '@brasa/domain';
import { typeWord, type IdentifierCard, type IdentifierType } from './identifier-cards';

export type SearchResult = { ok: true; card: IdentifierCard } | { ok: false; message: string };

/**
 * doc 3 §5 "Identifier search": the number must be one of the main type's cards, else 'A {type}: {n} não
 * existe.'; a card without orders gives 'Nenhum pedido encontrado para a {type}: {n}'.
 */
export function searchIdentifier(cards: readonly IdentifierCard[], text: string, tipo: IdentifierType): SearchResult {
  const number = text.trim();
  const word = typeWord(tipo);
  if (!number) return { ok: false, message: MSG.informeValorParaBuscar(word) };
  const card = cards.find((candidate) => candidate.identifier.identificador.trim() === number);
  if (!card) return { ok: false, message: MSG.identificadorNaoExiste(word, number) };
  if (card.orders.length === 0) return { ok: false, message: MSG.nenhumPedidoParaIdentificador(word, number) };
  return { ok: true, card };
}
