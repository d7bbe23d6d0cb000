import type { TOrder } from '@brasa/contracts';

let nextId = 1000;

/** A well-formed delivery order of 2025-01-02 12:00 local time; override any field. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  const id = overrides.id ?? nextId++;
  return {
    id,
    version: 1,
    sequencial: id - 999,
    tipo: 'DELIVERY',
    situacao: 'PENDENTE',
    tipoImportacao: 'SO',
    tipoImportacaoOriginal: null,
    ativo: true,
    pago: false,
    pagoOnline: false,
    comNF: false,
    pedidoAgendado: null,
    dataPedido: new Date(2025, 0, 2, 12, 0, 0).toISOString(),
    createdAt: new Date(2025, 0, 2, 12, 0, 0).toISOString(),
    updatedAt: new Date(2025, 0, 2, 12, 0, 0).toISOString(),
    dataImportacao: null,
    dataIntegracao: null,
    dataConfirmacao: null,
    dataAguardandoRetirada: null,
    dataEnvio: null,
    dataEntrega: null,
    dataCancelamento: null,
    motivoCancelamento: null,
    justificativaExclusao: null,
    identificadorPrincipal: null,
    identificadorSecundario: null,
    complementoIdentificador: null,
    quantidadePessoas: null,
    pessoaCliente: null,
    pessoaEntregador: null,
    statusLogistica: null,
    statusNotificacao: null,
    agrupadorDespacho: null,
    totalPedido: 24.9,
    levarTrocoPara: null,
    latitude: null,
    longitude: null,
    descricao: null,
    logs: '',
    iFoodOrder: {
      customer: { name: 'MARIA DA SILVA', phone: '11987654321' },
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryAddress: { streetName: 'Rua Augusta', streetNumber: '1500', neighborhood: 'Consolação' },
      items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
      payments: [],
    },
    ...overrides,
  };
}
