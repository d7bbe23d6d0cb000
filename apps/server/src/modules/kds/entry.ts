import type { TIFoodOrder, TKdsEntry, TOrder, TOrderItem } from '@brasa/contracts';
import type { KdsItemStatus } from '@brasa/domain';
import type { itemKds } from '../../db/schema';

export type KdsRow = typeof itemKds.$inferSelect;
export type KdsInsert = typeof itemKds.$inferInsert;

/** What the kitchen sees of an order: stored in each entry (`dados`) as it was when the item was sent. */
export type KdsOrderSnapshot = TKdsEntry['pedidoKds'];
type KdsData = Pick<TKdsEntry, 'pedidoKds' | 'deliveryAddress'> & {
  item: Omit<
    TKdsEntry['item'],
    'status' | 'justificativaCancelamento' | 'datasStatus' | 'codigoReferencial' | 'localNotificacao'
  >;
};

/** The order fields a KDS entry shows (doc 3 §3 KDS entry). */
export interface KdsOrderSource {
  id: number;
  sequencial: number | null;
  tipo: string;
  tipoImportacao: string;
  pedidoAgendado: string | null;
  identificadorPrincipal: string | null;
  identificadorSecundario: string | null;
  complementoIdentificador: string | null;
  dataPedido: Date;
  body: unknown;
  /** The customer's name when the caller has it (else the body's customer). */
  clienteNome?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function kdsOrderSnapshot(order: KdsOrderSource): Pick<TKdsEntry, 'pedidoKds' | 'deliveryAddress'> {
  const body = order.body as TIFoodOrder;
  const nome = text(order.clienteNome) ?? text(body.customer?.name);
  const address = body.deliveryAddress;
  return {
    pedidoKds: {
      id: order.id,
      sequencia: order.sequencial,
      tipoPedido: order.tipo,
      operacao: text(body.deliveryMethod?.mode),
      agendado: order.pedidoAgendado === 'AGENDADO' || body.scheduled === true,
      pessoaCliente: nome ? { nome } : null,
      identificadorPrincipal: order.identificadorPrincipal,
      identificadorSecundario: order.identificadorSecundario,
      complementoIdentificador: order.complementoIdentificador,
      dataPedido: order.dataPedido.toISOString(),
      observacao: text(body.observations),
      tipoImportacao: order.tipoImportacao,
    },
    deliveryAddress:
      order.tipo === 'DELIVERY' && address
        ? {
            neighborhood: text(address.neighborhood),
            formatedAdress:
              text(address.formattedAddress) ??
              ([address.streetName, address.streetNumber].filter(Boolean).join(', ') || null),
          }
        : null,
  };
}

/** The order as the API answers it, as the source of its entries' snapshot. */
export function kdsSourceOfOrder(order: TOrder): KdsOrderSource & { pessoaClienteId: number | null } {
  return {
    id: order.id,
    sequencial: order.sequencial,
    tipo: order.tipo,
    tipoImportacao: order.tipoImportacao,
    pedidoAgendado: order.pedidoAgendado,
    identificadorPrincipal: order.identificadorPrincipal,
    identificadorSecundario: order.identificadorSecundario,
    complementoIdentificador: order.complementoIdentificador,
    dataPedido: new Date(order.dataPedido),
    body: order.iFoodOrder,
    clienteNome: order.pessoaCliente?.nome ?? null,
    pessoaClienteId: order.pessoaCliente?.id ?? null,
  };
}

/**
 * What the kitchen sees of an order, as comparable text: equal for two versions of the order when its entries
 * would show the same (the customer by id, since a stored row has no name beside it).
 */
export function kdsViewKey(order: KdsOrderSource & { pessoaClienteId: number | null }): string {
  const { pedidoKds, deliveryAddress } = kdsOrderSnapshot({ ...order, clienteNome: null });
  return JSON.stringify([pedidoKds, deliveryAddress, order.pessoaClienteId]);
}

/** The row of a new KDS entry for one order item. */
export function newKdsRow(
  unidadeId: number,
  snapshot: Pick<TKdsEntry, 'pedidoKds' | 'deliveryAddress'>,
  item: TOrderItem,
  opts: { place: string; versaoPedido: number; impresso: boolean; now: Date },
): KdsInsert {
  const seller = (item as { pessoaVendedor?: { nome?: unknown } | null }).pessoaVendedor;
  const dados: KdsData = {
    ...snapshot,
    item: {
      quantidade: item.quantity,
      descricao: item.name,
      observacao: text(item.observations),
      pessoaVendedor: text(seller?.nome) ? { nome: String(seller!.nome) } : null,
      subItemKDS: (item.subItems ?? []).map((sub) => ({
        quantidade: sub.quantity ?? 1,
        descricao: sub.name ?? '',
        observacao: text(sub.observations),
      })),
    },
  };
  return {
    unidadeId,
    pedidoId: snapshot.pedidoKds.id,
    versaoPedido: opts.versaoPedido,
    codigoReferencial: item.referenceCode ?? '',
    localNotificacao: opts.place,
    status: 'PENDENTE',
    impresso: opts.impresso,
    datasStatus: { PENDENTE: opts.now.toISOString() },
    dados,
    createdAt: opts.now,
    updatedAt: opts.now,
  };
}

/** A stored entry as the KDS reads it. */
export function toKdsEntry(row: KdsRow, unidadeUuid: string): TKdsEntry {
  const dados = row.dados as KdsData;
  return {
    id: row.id,
    version: row.version,
    unidadeUuid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pedidoKds: dados.pedidoKds,
    deliveryAddress: dados.deliveryAddress,
    item: {
      ...dados.item,
      codigoReferencial: row.codigoReferencial,
      status: row.status as KdsItemStatus,
      justificativaCancelamento: row.justificativaCancelamento,
      localNotificacao: row.localNotificacao,
      datasStatus: row.datasStatus as TKdsEntry['item']['datasStatus'],
    },
  };
}
