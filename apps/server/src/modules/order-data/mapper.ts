import { toReais, type Cents } from '@brasa/domain';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import type { pedidoIntegracao } from '../../db/schema';

export type OrderRow = typeof pedidoIntegracao.$inferSelect;
export interface OrderRowWithNames {
  row: OrderRow;
  clienteNome: string | null;
  entregadorNome: string | null;
  logs: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored order as the API answers it (the spec's pedidoIntegracao shape). */
export function toOrder({ row, clienteNome, entregadorNome, logs }: OrderRowWithNames): TOrder {
  const body = row.body as TIFoodOrder;
  const coords = body.deliveryAddress?.coordinates;
  return {
    id: row.id,
    version: row.version,
    sequencial: row.sequencial,
    tipo: row.tipo as TOrder['tipo'],
    situacao: row.situacao as TOrder['situacao'],
    tipoImportacao: row.tipoImportacao,
    tipoImportacaoOriginal: row.tipoImportacaoOriginal,
    ativo: row.ativo,
    pago: row.pago,
    pagoOnline: row.pagoOnline,
    comNF: row.comNf,
    pedidoAgendado: row.pedidoAgendado,
    dataPedido: row.dataPedido.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dataImportacao: iso(row.dataImportacao),
    dataIntegracao: iso(row.dataIntegracao),
    dataConfirmacao: iso(row.dataConfirmacao),
    dataAguardandoRetirada: iso(row.dataAguardandoRetirada),
    dataEnvio: iso(row.dataEnvio),
    dataEntrega: iso(row.dataEntrega),
    dataCancelamento: iso(row.dataCancelamento),
    motivoCancelamento: row.motivoCancelamento,
    justificativaExclusao: row.justificativaExclusao,
    identificadorPrincipal: row.identificadorPrincipal,
    identificadorSecundario: row.identificadorSecundario,
    complementoIdentificador: row.complementoIdentificador,
    quantidadePessoas: row.quantidadePessoas,
    pessoaCliente: row.pessoaClienteId ? { id: row.pessoaClienteId, nome: clienteNome } : null,
    pessoaEntregador: row.pessoaEntregadorId ? { id: row.pessoaEntregadorId, nome: entregadorNome } : null,
    statusLogistica: row.statusLogistica,
    idConfiguracaoIntegracaoLogistica: row.idConfiguracaoIntegracaoLogistica ?? null,
    jsonRetornoLogistica: row.jsonRetornoLogistica ?? null,
    statusNotificacao: row.statusNotificacao,
    agrupadorDespacho: row.agrupadorDespacho,
    paradaRota: row.paradaRota ?? null,
    idMovimentoFinanceiroAcerto: row.idMovimentoFinanceiroAcerto,
    totalPedido: toReais(row.totalPedidoCents as Cents),
    levarTrocoPara: body.levarTrocoPara ?? null,
    latitude: coords?.latitude ?? null,
    longitude: coords?.longitude ?? null,
    descricao: row.descricao,
    logs: logs ?? '',
    iFoodOrder: body,
    pedido: row.notaFiscal ?? null,
  };
}
