/**
 * KDS entries as the print server answers GET /api/kds/listAllByDate (doc 3 §3 "KDS entry"): orders of four
 * kitchen items with sub-items and observations, arrived over the last two hours, mixed statuses.
 */
const DISHES = [
  'Picanha na chapa',
  'Feijoada completa',
  'Moqueca de peixe',
  'Frango à passarinho',
  'Baião de dois',
  'Escondidinho de carne seca',
  'Pão de queijo (6 un.)',
  'Açaí 500ml',
];
const STATUSES = ['PENDENTE', 'PENDENTE', 'INICIADO', 'CONCLUIDO'];
const TYPES = ['COMANDA', 'MESA', 'DELIVERY', 'BALCAO'];

export function makeKdsEntries(count: number, now = Date.now()) {
  const entries = [];
  for (let i = 0; i < count; i++) {
    const orderIndex = Math.floor(i / 4);
    const tipoPedido = TYPES[orderIndex % TYPES.length]!;
    const createdAt = new Date(now - (count - i) * 7_000).toISOString();
    entries.push({
      id: i + 1,
      unidadeUuid: '',
      createdAt,
      updatedAt: createdAt,
      version: 1,
      pedidoKds: {
        id: 10_000 + orderIndex,
        sequencia: 100 + orderIndex,
        identificadorSecundario: null,
        dataPedido: createdAt,
        tipoPedido,
        identificadorPrincipal:
          tipoPedido === 'COMANDA' || tipoPedido === 'MESA' ? String(1 + (orderIndex % 60)) : null,
        operacao: tipoPedido === 'BALCAO' ? 'TAKEOUT' : 'INDOOR',
        agendado: orderIndex % 17 === 0,
        pessoaCliente: { nome: orderIndex % 3 === 0 ? 'MARIA DA SILVA' : 'João Pereira' },
        complementoIdentificador: orderIndex % 5 === 0 ? 'Aniversário' : null,
        observacao: orderIndex % 7 === 0 ? 'Cliente com pressa' : null,
        tipoImportacao: orderIndex % 6 === 0 ? 'IF' : 'SO',
      },
      deliveryAddress:
        tipoPedido === 'DELIVERY'
          ? { neighborhood: 'Pinheiros', formatedAdress: 'Rua dos Pinheiros, 1000 - apto 12' }
          : null,
      item: {
        status: STATUSES[i % STATUSES.length],
        quantidade: 1 + (i % 3),
        descricao: DISHES[i % DISHES.length],
        observacao: i % 4 === 1 ? 'Sem cebola, bem passado' : null,
        codigoReferencial: `ref-${i}`,
        justificativaCancelamento: null,
        datasStatus: {},
        localNotificacao: 'COZINHA',
        pessoaVendedor: { nome: 'Gabriel Garçom' },
        subItemKDS:
          i % 2 === 0
            ? [
                { quantidade: 1, descricao: 'Farofa' },
                { quantidade: 1, descricao: 'Vinagrete' },
              ]
            : [],
      },
    });
  }
  return entries;
}
