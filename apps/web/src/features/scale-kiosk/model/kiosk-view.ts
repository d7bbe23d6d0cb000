import type { TScaleProduct, TScaleSettings } from '@brasa/contracts';
import { SCALE_QUICK_KEYS, scaleLine, toCents, type ScaleLine, type ScaleProduct } from '@brasa/domain';

const asScaleProduct = (p: { idProduto: number; descricao: string; valorUnitarioVenda: number }): ScaleProduct => ({
  idProduto: p.idProduto,
  descricao: p.descricao,
  valorUnitarioCents: toCents(p.valorUnitarioVenda),
  tipoNotificacao: 'NN',
  cobrarTaxaServico: true,
});

/** What the customer will pay for `kg` of `product` (the server charges the same, domain scaleLine). */
export function previewLine(product: TScaleProduct, kg: number): ScaleLine {
  const free = product.produtoLivreAssociado ? asScaleProduct(product.produtoLivreAssociado) : null;
  return scaleLine(asScaleProduct(product), kg, free);
}

/** The kiosk's products: the selected ones in the settings' order, or every KG product when none is selected. */
export function kioskProducts(products: readonly TScaleProduct[], settings: TScaleSettings): TScaleProduct[] {
  if (settings.produtosKGSelecionados.length === 0) return [...products];
  const byId = new Map(products.map((p) => [p.idProduto, p]));
  return settings.produtosKGSelecionados.flatMap((id) => byId.get(id) ?? []);
}

/** F1–F11 of each product id (for the buttons' labels). */
export function quickKeyOf(settings: TScaleSettings, idProduto: number): string | null {
  return SCALE_QUICK_KEYS.find((key) => settings.atalhos[key] === idProduto) ?? null;
}

export const DEFAULT_TERMINAL = 'PADRAO';
export const TERMINAL_STORAGE_KEY = 'balanca.terminal';
