/**
 * The items step's code field (doc 2 §5.6): `[quantity x] code [= unit price]`, scale labels (13 digits
 * starting with 2) and what to do with the product found. Pure: the hook asks the server only for codes
 * the loaded menu does not know.
 */
import type { TProduto } from '@brasa/contracts';
import {
  MSG,
  type Cents,
  isScaleBarcode,
  parseProductCode,
  parseScaleBarcode,
  scaleItemQuantity,
  toCents,
} from '@brasa/domain';
import type { MenuEntry, MenuProduct } from './menu-entry';

export type CodeEntryOutcome =
  /** `quantity` is null when none was typed (a KG product then asks for its weight). */
  | {
      readonly kind: 'product';
      readonly entry: MenuEntry;
      readonly quantity: number | null;
      readonly unitPriceCents?: Cents;
    }
  /** The bare '=12,50' form: the price applies to the next product picked. */
  | { readonly kind: 'unitPrice'; readonly unitPriceCents: Cents }
  /** Not in the menu: ask the server (name, barcode or id). */
  | {
      readonly kind: 'lookup';
      readonly code: string;
      readonly quantity: number | null;
      readonly unitPriceCents?: Cents;
    }
  | { readonly kind: 'error'; readonly message: string };

const TYPED_MULTIPLIER = /^\s*\d+(?:[.,]\d+)?\s*[xX]/;

/** A menu product whose barcode or id is exactly `code`. */
function findByCode(menu: readonly MenuEntry[], code: string): MenuEntry | undefined {
  const wanted = code.trim();
  return (
    menu.find((entry) => entry.produto.codigoBarras?.trim() === wanted) ??
    menu.find((entry) => String(entry.produto.idProduto) === wanted)
  );
}

/** The menu entry of a product found by the server search (a product outside the menu has no steps). */
export function toMenuEntry(menu: readonly MenuEntry[], produto: TProduto): MenuEntry {
  return (
    menu.find((entry) => entry.produto.idProduto === produto.idProduto) ?? {
      id: produto.idProduto,
      produto,
      complementos: [],
    }
  );
}

/** The server answer's exact match for a code (barcode or id), as a menu entry. */
export function matchLookup(menu: readonly MenuEntry[], code: string, results: readonly TProduto[]): MenuEntry | null {
  const wanted = code.trim();
  const found =
    results.find((produto) => produto.codigoBarras?.trim() === wanted) ??
    results.find((produto) => String(produto.idProduto) === wanted);
  return found ? toMenuEntry(menu, found) : null;
}

export function readCodeEntry(input: string, menu: readonly MenuEntry[], scaleFormat: string | null): CodeEntryOutcome {
  const parsed = parseProductCode(input);
  if (!parsed.ok) return { kind: 'error', message: parsed.message };
  const { code, unitPrice: unitPriceCents } = parsed.value;
  const quantity = TYPED_MULTIPLIER.test(input) ? parsed.value.quantity : null;
  const price = unitPriceCents === undefined ? {} : { unitPriceCents };
  if (code === '') return { kind: 'unitPrice', unitPriceCents: unitPriceCents! };

  const known = findByCode(menu, code);
  if (known) return { kind: 'product', entry: known, quantity, ...price };

  if (isScaleBarcode(code)) {
    const reading = parseScaleBarcode(code, scaleFormat);
    if (!reading.ok) return { kind: 'error', message: reading.message };
    const entry = menu.find((candidate) => candidate.produto.codigoBarras?.trim() === reading.value.productCode);
    if (!entry) return { kind: 'error', message: MSG.produtoNaoCadastrado(code) };
    const weighed = scaleItemQuantity(reading.value, toCents(entry.produto.valorUnitarioVenda));
    return { kind: 'product', entry, quantity: weighed.quantity };
  }
  return { kind: 'lookup', code, quantity, ...price };
}

export type ProductAction =
  { readonly kind: 'combo' } | { readonly kind: 'weigh' } | { readonly kind: 'add'; readonly quantity: number };

/** Combos open their steps; KG products without a typed quantity ask for the weight (doc 2 §5.6). */
export function productActionFor(produto: MenuProduct, quantity: number | null): ProductAction {
  if (produto.abrirPassos) return { kind: 'combo' };
  if (produto.unidadeMedida.sigla.toUpperCase() === 'KG' && quantity === null) return { kind: 'weigh' };
  return { kind: 'add', quantity: quantity ?? 1 };
}
