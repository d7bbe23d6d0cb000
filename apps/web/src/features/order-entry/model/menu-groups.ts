import type { TGrupoProduto } from '@brasa/contracts';
import type { MenuEntry } from './menu-entry';

/** doc 2 §9: groups without a colour use a default colour. */
const DEFAULT_GROUP_COLOR = '#78909C';
/** Products whose group is not listed (or has none) are shown together under this id. */
const OTHER_GROUP_ID = -1;

export interface MenuGroup {
  readonly id: number;
  readonly descricao: string;
  readonly cor: string;
  readonly products: readonly MenuEntry[];
}

/** The menu by group, in the order the groups came; empty groups are left out. */
export function groupMenu(groups: readonly TGrupoProduto[], products: readonly MenuEntry[]): MenuGroup[] {
  const byGroup = new Map<number, MenuEntry[]>();
  const known = new Set(groups.map((group) => group.id));
  for (const entry of products) {
    const id = entry.produto.grupoProduto?.id;
    const key = id !== undefined && known.has(id) ? id : OTHER_GROUP_ID;
    const list = byGroup.get(key);
    if (list) list.push(entry);
    else byGroup.set(key, [entry]);
  }
  const listed = groups.map((group) => ({
    id: group.id,
    descricao: group.descricao,
    cor: group.cor?.trim() || DEFAULT_GROUP_COLOR,
    products: byGroup.get(group.id) ?? [],
  }));
  const others = byGroup.get(OTHER_GROUP_ID);
  const all = others
    ? [...listed, { id: OTHER_GROUP_ID, descricao: 'Outros', cor: DEFAULT_GROUP_COLOR, products: others }]
    : listed;
  return all.filter((group) => group.products.length > 0);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Case- and accent-insensitive name filter; every word typed must appear. */
export function filterByName(products: readonly MenuEntry[], text: string): MenuEntry[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((entry) => {
    const name = fold(entry.produto.descricao);
    return words.every((word) => name.includes(word));
  });
}
