import type { TActiveIntegration, TIfoodPostActionResult, TMenuCategory, TMenuOption } from '@brasa/contracts';

/** doc 4 §3: `dados.IFOOD_MERCHANT_ID` holds the integration's store ids, comma-separated. */
export function storesOf(integration: TActiveIntegration | undefined): string[] {
  if (!integration) return [];
  try {
    const dados = JSON.parse(integration.dados) as { IFOOD_MERCHANT_ID?: unknown };
    return String(dados.IFOOD_MERCHANT_ID ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

function applyTo<T extends TMenuOption>(entry: T, result: TIfoodPostActionResult): T {
  return {
    ...entry,
    ...(result.status ? { status: result.status } : {}),
    ...(result.externalCode !== null ? { externalCode: result.externalCode || null } : {}),
  };
}

/**
 * The local list after the server accepted a change (doc 4 §4 'Integrated menus'): the item, or the option in
 * every item that shares its group.
 */
export function applyResult(categories: TMenuCategory[], result: TIfoodPostActionResult): TMenuCategory[] {
  return categories.map((category) => ({
    ...category,
    items: category.items.map((item) => {
      if (result.itemId !== null) return item.id === result.itemId ? applyTo(item, result) : item;
      return {
        ...item,
        optionGroups: item.optionGroups.map((g) => ({
          ...g,
          options: g.options.map((o) => (o.id === result.optionId ? applyTo(o, result) : o)),
        })),
      };
    }),
  }));
}

/** The associated product of an external code: our product ids are what imported orders map back by. */
export function associatedProductId(externalCode: string | null, productIds: ReadonlySet<number>): number | null {
  if (!externalCode || !/^\d+$/.test(externalCode)) return null;
  const id = Number(externalCode);
  return productIds.has(id) ? id : null;
}
