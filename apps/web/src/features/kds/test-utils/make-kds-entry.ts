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
  const now = new Date().toISOString();
  return {
    id,
    version: 1,
    unidadeUuid: '8c7f3d0e-8d4b-4a49-9f0e-0d1f3c2b1a00',
    createdAt: now,
    updatedAt: now,
    deliveryAddress: null,
    ...rest,
    pedidoKds: {
      id: 100,
      sequencia: 7,
      tipoPedido: 'COMANDA',
      operacao: 'INDOOR',
      agendado: false,
      pessoaCliente: null,
      identificadorPrincipal: '12',
      identificadorSecundario: null,
      complementoIdentificador: null,
      dataPedido: now,
      observacao: null,
      tipoImportacao: 'SO',
      ...pedidoKds,
    },
    item: {
      codigoReferencial: `ref-${id}`,
      status: 'PENDENTE',
      quantidade: 1,
      descricao: 'Picanha na chapa',
      observacao: null,
      justificativaCancelamento: null,
      localNotificacao: 'COZINHA',
      pessoaVendedor: null,
      subItemKDS: [],
      datasStatus: {},
      ...item,
    },
  };
}
