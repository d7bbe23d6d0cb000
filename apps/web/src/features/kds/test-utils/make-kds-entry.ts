import type { KdsEntry } from '../model/kds-entry';

let next = 1;

/** A KDS entry with sensible defaults: a COMANDA order's kitchen item, arrived now. */
export function makeKdsEntry(
  overrides: { item?: Partial<KdsEntry['item']>; pedidoKds?: Partial<KdsEntry['pedidoKds']> } & Partial<
    Omit<KdsEntry, 'item' | 'pedidoKds'>
  > = {},
): KdsEntry {
  const id = next++;
  const { item, pedidoKds, ...rest } = overrides;
  return {
    _id: `e${id}`,
    createdAt: new Date().toISOString(),
    version: 1,
    deliveryAddress: null,
    ...rest,
    pedidoKds: {
      id: 100,
      sequencia: 7,
      tipoPedido: 'COMANDA',
      identificadorPrincipal: '12',
      tipoImportacao: 'SO',
      ...pedidoKds,
    },
    item: {
      status: 'PENDENTE',
      quantidade: 1,
      descricao: 'Picanha na chapa',
      codigoReferencial: `ref-${id}`,
      localNotificacao: 'COZINHA',
      ...item,
    },
  };
}
