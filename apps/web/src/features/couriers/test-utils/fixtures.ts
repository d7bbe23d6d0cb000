import type { TCourier, TCourierSettlementEntry, TSettlementLine } from '@brasa/contracts';

export function makeCourier(overrides: Partial<TCourier> = {}): TCourier {
  return {
    id: 7,
    nome: 'JOAO MOTO',
    fone: '11999990000',
    celular: null,
    email: null,
    tipo: 'F',
    ativo: true,
    cargoFuncionario: 'ENTR',
    entregadorValorDiaria: 50,
    entregadorValorFixoPedido: 2,
    entregadorPercentualTaxaEntrega: 10,
    entregadorValorMinimo: 60,
    entregadorUsername: null,
    perfil: null,
    ...overrides,
  };
}

export function makeDay(
  courier: Pick<TCourier, 'id' | 'nome'>,
  overrides: Partial<TSettlementLine> = {},
): TSettlementLine {
  return {
    pessoa: { id: courier.id, nome: courier.nome },
    dataPedido: '2026-11-23',
    pedidos: [101, 102],
    isAcertoDone: false,
    valor: 30,
    valorPagar: 60,
    totalValorEntrega: 16,
    valores: { diaria: 50, totalPorEntrega: 4, totalPorcentagemEntrega: 1.6, entregadorValorMinimo: 60 },
    saldo: -30,
    ...overrides,
  };
}

export function makeSettlementEntry(courier: TCourier, dias: TSettlementLine[]): TCourierSettlementEntry {
  return { pessoa: courier, pedidos: [], pedidoIntegracaoMovimentoFinanceiroList: [], dias };
}
