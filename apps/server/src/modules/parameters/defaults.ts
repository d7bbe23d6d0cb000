/**
 * Every parameter and generic code the spec names, with the default a new unit gets.
 * Values that point at other records (ID_...) are filled in by the seed once those records exist.
 * Sources: doc 1 §9, doc 2 §9, doc 4 §3 and §9.
 */
export interface ParameterDefault {
  tipo: string;
  chave: string;
  valor: string;
  descricao: string;
}

const PDV = 'SISTEMA_BRASA_PDV_ONLINE';
const SISTEMA = 'SISTEMA_BRASA';

export const PARAMETER_DEFAULTS: readonly ParameterDefault[] = [
  {
    tipo: PDV,
    chave: 'MODELO_IDENTIFICADOR_PRINCIPAL',
    valor: 'COMANDA',
    descricao: 'Identificador principal: COMANDA ou MESA',
  },
  {
    tipo: PDV,
    chave: 'COLUNA_AGUARDANDO_RETIRADA_PDV',
    valor: '0',
    descricao: 'Exibe a coluna Aguardando retirada (1) ou não (0)',
  },
  {
    tipo: PDV,
    chave: 'TIPO_SEQUENCIAL_IDENTIFICADOR',
    valor: 'S',
    descricao: 'Sequencial do pedido: S, A999 ou A9999',
  },
  {
    tipo: PDV,
    chave: 'TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO',
    valor: 'DELIVERY|BALCAO|COMANDA|MESA|CAIXA_RAPIDO',
    descricao: 'Tipos de pedido notificados à produção (separados por |)',
  },
  {
    tipo: PDV,
    chave: 'LOCAL_NOTIFICACAO_ITEM',
    valor: 'AMBOS',
    descricao: 'Notificação de itens: AMBOS, IMPRESSO ou KDS',
  },
  {
    tipo: PDV,
    // Ours: a place whose items go elsewhere than LOCAL_NOTIFICACAO_ITEM says (e.g. the bar only prints).
    chave: 'LOCAL_NOTIFICACAO_ITEM_POR_LOCAL',
    valor: '',
    descricao:
      'Notificação por local de impressão, sobrepondo LOCAL_NOTIFICACAO_ITEM (ex.: BAR:IMPRESSO|COZINHA:AMBOS)',
  },
  {
    tipo: PDV,
    chave: 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR',
    valor: 'N',
    descricao: 'Imprime ao confirmar o pedido (S/N)',
  },
  {
    // Ours (the spec names no parameter for it): the order's barcode on kitchen tickets.
    tipo: PDV,
    chave: 'IMPRIMIR_CODIGO_BARRAS_PEDIDO',
    valor: 'N',
    descricao: 'Imprime o código de barras do pedido no ticket de produção (S/N)',
  },
  {
    tipo: PDV,
    chave: 'EXIGIR_CODIGO_ENTREGA',
    valor: 'N',
    descricao: 'O app do entregador pede o código de entrega do cliente em "Entrega realizada" (S/N)',
  },
  {
    tipo: PDV,
    chave: 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE',
    valor: 'N',
    descricao: 'Confirma pedidos novos automaticamente (S/N)',
  },
  {
    tipo: PDV,
    chave: 'MODELO_COD_BARRAS_BALANCA',
    valor: 'V',
    descricao: 'Código de barras da balança: V (valor) ou P (peso)',
  },
  {
    tipo: PDV,
    chave: 'IDENTIFICADOR_SECUNDARIO_OBRIGATORIO',
    valor: 'N',
    descricao: 'Mesa obrigatória na comanda (S/N)',
  },
  {
    tipo: PDV,
    chave: 'PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA',
    valor: 'S',
    descricao: 'Permite comanda/mesa sem cliente (S/N)',
  },
  {
    tipo: PDV,
    chave: 'NOTIFICAR_PAGAMENTO_PEDIDO',
    valor: 'N',
    descricao: 'Segura a produção do balcão até o pagamento (S/N)',
  },
  {
    tipo: PDV,
    chave: 'ID_OPERACAO_ACERTO_ENTREGADOR',
    valor: '1',
    descricao: 'Operação financeira do acerto de entregadores',
  },
  {
    tipo: PDV,
    chave: 'EDICAO_PEDIDO_ATUALIZAR',
    valor: 'S',
    descricao: 'Compara alterações de outro terminal ao editar (S/N)',
  },
  { tipo: PDV, chave: 'BETA_COMBO_ADD_AUTOMATICAMENTE', valor: 'N', descricao: 'Adiciona itens padrão do combo (S/N)' },
  { tipo: SISTEMA, chave: 'PERCENTUAL_TAXA_SERVICO', valor: '10', descricao: 'Percentual da taxa de serviço' },
  { tipo: SISTEMA, chave: 'UTILIZA_TAXA_SERVICO', valor: 'S', descricao: 'Utiliza taxa de serviço (S/N)' },
  {
    tipo: SISTEMA,
    chave: 'TAXA_SERVICO_PEDIDO_BALCAO',
    valor: 'N',
    descricao: 'Cobra taxa de serviço no balcão (S/N)',
  },
  {
    tipo: SISTEMA,
    chave: 'COBRAR_TAXA_VALOR_BRUTO_PEDIDO',
    valor: 'N',
    descricao: 'Taxa de serviço sobre o valor bruto (S/N)',
  },
  {
    tipo: SISTEMA,
    chave: 'TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO',
    valor: 'COMANDA,MESA',
    descricao: 'Tipos de pedido com taxa de serviço (separados por vírgula)',
  },
  { tipo: SISTEMA, chave: 'ID_PESSOA_PADRAO_PEDIDO_SAIDA', valor: '', descricao: 'Pessoa padrão (consumidor final)' },
  {
    tipo: 'NOTA_FISCAL_ELETRONICA',
    chave: 'MODELOS_DE_DOCUMENTOS_EMITIDOS',
    valor: '65,55',
    descricao: 'Modelos fiscais emitidos',
  },
  {
    tipo: 'CONTROLE_CREDITO_PDV',
    chave: 'VALIDAR_LIMITE_CREDITO_PESSOA_BRASA',
    valor: 'S',
    descricao: 'Valida o limite de crédito do cliente (S/N)',
  },
  {
    tipo: 'CONTROLE_CREDITO_PDV',
    chave: 'ID_CONTAO_VIRTUAL_LANCAMENTO_CREDITO',
    valor: '',
    descricao: 'Conta virtual dos lançamentos de crédito pré-pago',
  },
  {
    tipo: 'INTEGRACOES_DELIVERIES_GERAIS',
    chave: 'IMPORTAR_PEDIDOS_INTEGRACAO_AUTOMATICAMENTE',
    valor: 'N',
    descricao: 'Importa pedidos de marketplace automaticamente (S/N)',
  },
];

export const GENERIC_CODE_DEFAULTS: readonly { chave: string; codigo: string; valorString: string }[] = [
  { chave: 'LIMITE_DESPACHO', codigo: '20', valorString: 'Limite de pedidos no despacho' },
  // Empty: the web app uses our own print server API on the same host (doc 1 §9: a default when empty).
  { chave: 'URL_SERVIDOR_IMPRESSAO', codigo: '', valorString: 'Endereço do servidor de impressão' },
  { chave: 'GOOGLE_MAPS_KEY', codigo: '', valorString: 'Chave da API de mapas' },
  {
    chave: 'TIPO_NOTIFICACAO_PRODUTO',
    codigo: 'NN,CAIXA,COZINHA,BAR',
    valorString: 'Locais de notificação de produto',
  },
  // The top bar's links (doc 3 §2 "Layout"): an absolute http(s) address, empty hides the link.
  { chave: 'URL_PROGRAMA_BENEFICIOS', codigo: '', valorString: 'Endereço do programa de benefícios' },
  { chave: 'URL_CURSO_TREINAMENTO', codigo: '', valorString: 'Endereço do curso de treinamento' },
  { chave: 'URL_CHAT_SUPORTE', codigo: '', valorString: 'Endereço do chat de suporte' },
];
