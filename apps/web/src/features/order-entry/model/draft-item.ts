import { type Cents, asCents, initialItemStatus, toCents } from '@brasa/domain';
import type { MenuProduct } from './menu-entry';
import { newReferenceCode, type DraftItem, type DraftSubItem } from './order-draft';

/** doc 2 §2.7: the observation dialog's quick phrases come from the product's 'a;b;c' list. */
function quickPhrasesOf(produto: Pick<MenuProduct, 'observacoesMobile'>): string[] {
  return (produto.observacoesMobile ?? '')
    .split(';')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}

export interface NewItemOptions {
  readonly quantity?: number;
  /** A typed unit price ('=12,50'), else the product's. */
  readonly unitPriceCents?: Cents;
  readonly subItems?: readonly DraftSubItem[];
  readonly seller?: { readonly id: number; readonly nome: string } | null;
}

/** A new, unsaved line for `produto` (doc 2 §4.3: items added to a new order are notSaved). */
export function makeDraftItem(produto: MenuProduct, options: NewItemOptions = {}): DraftItem {
  return {
    key: newReferenceCode(),
    productId: produto.idProduto,
    name: produto.descricao,
    unit: produto.unidadeMedida.sigla,
    quantity: options.quantity ?? 1,
    priceCents: options.unitPriceCents ?? toCents(produto.valorUnitarioVenda),
    discountCents: asCents(0),
    observations: produto.observacaoAutomatica?.trim() ?? '',
    status: initialItemStatus(produto.tipoNotificacao),
    tipoNotificacao: produto.tipoNotificacao,
    statusChosen: false,
    // doc 2 §9: items default to charging the service fee.
    chargeServiceFee: produto.cobrarTaxaServico !== false,
    subItems: options.subItems ?? [],
    notSaved: true,
    quickPhrases: quickPhrasesOf(produto),
    seller: options.seller ?? null,
  };
}
