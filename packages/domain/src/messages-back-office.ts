/**
 * pt-BR texts of spec document 4, second half: integrated menus, income statement (DRE), customers, report
 * jobs, help desk, fast sale and the rest. Word for word, except the typo fix 'pesssoa' -> 'pessoa'.
 * Part of `MSG` (messages.ts).
 */
type Text = string | number;

export const BACK_OFFICE_MESSAGES = Object.freeze({
  // — doc 4 §2 integrated menus —
  INTEGRATED_MENUS_TITLE: 'Gestão de cardápios integrados',
  loja: (number: Text) => `Loja ${number}`,
  catalogo: (number: Text) => `Catálogo ${number}`,
  ACTIVE: 'Ativo',
  UPDATE: 'Atualizar',
  NO_INTEGRATION_SELECTED: 'Nenhuma integração selecionada',

  // — doc 4 §8 integrated menus (widget message: see widgetIfoodNaoEncontrado, doc 2) —
  produtosIfoodNaoBuscados: (reason: Text) => `Não foi possível buscar os produtos do iFood. ${reason}`,
  itemIfoodNaoAtualizado: (reason: Text) => `Não foi possível atualizar o item no IFOOD ${reason}`,

  // — doc 4 §2 income statement (DRE) —
  GENERATE_REPORT: 'Gerar Relatório',
  EXPORT: 'Exportar',
  DRE_NET_REVENUE: '(=) RECEITA LÍQUIDA',
  DRE_GROSS_MARGIN: '(=) MARGEM BRUTA',
  DRE_EBITDA: '(=) EBITDA',
  DRE_NET_RESULT: '(=) RESULTADO LÍQUIDO',
  DRE_TITLE: 'Demonstrativo de Resultado do Exercício',
  DRE_VALUE_COLUMN: 'Valor (R$)',
  DRE_NO_DATA: 'Não existem dados para o período selecionado.',
  DRE_NO_CMV_GROUP: 'Nenhum grupo de operação está classificado como CMV.',
  DRE_LOAD_FAILED: 'Erro ao carregar dados do relatório.',

  // — doc 4 §5 DRE —
  DRE_DATES_INVALID: 'Por favor, preencha as datas corretamente.',
  DRE_END_BEFORE_START: 'A data final não pode ser anterior à data inicial.',
  DRE_INTERVAL_TOO_LONG: 'O intervalo entre a data inicial e data final não pode exceder 3 meses.',

  // — doc 4 §8 DRE —
  dadosFinanceirosNaoCarregados: (reason: Text) => `Falha ao carregar dados financeiros: ${reason}`,
  relatorioNaoGerado: (reason: Text) => `Falha ao gerar relatório: ${reason}`,
  NO_DATA_FOR_PERIOD: 'Nenhum dado encontrado para o período selecionado.',
  REPORT_GENERATED: 'Relatório gerado com sucesso.',
  dadosUsuarioEmpresaNaoCarregados: (reason: Text) => `Falha ao carregar dados do usuário/empresa: ${reason}`,

  // — doc 4 §2 customers —
  CUSTOMER_SEARCH_PLACEHOLDER: 'Busque o cliente pelo nome, telefone...',
  adicionarCliente: (text: Text) => `Adicionar cliente "${text}"`,
  EDIT: 'Editar',
  NEW_CUSTOMER: 'Novo cliente',
  CUSTOMER_FORM_TITLE: 'Cadastro do cliente',
  STATE_REGISTRATION_EXEMPT: 'ISENTO',
  STATE_REGISTRATION_NON_CONTRIBUTOR: 'NÃO CONTRIBUINTE',
  CALCULATE_DISTANCE: 'Calcular distância',
  SAVE_BEFORE_SECONDARY_ADDRESSES: 'Para adicionar endereços secundários é necessário salvar',

  // — doc 4 §5 customer form —
  REQUIRED_FIELD: 'obrigatório',
  informeContato: (tipo: Text) => `Informe um ${tipo}.`,
  COMPANY_NOT_FOUND_CHECK: 'Nenhuma empresa encontrada. Por favor, verifique.',
  COMPANY_PERSON_NOT_FOUND_CHECK: 'Nenhuma pessoa associada no cadastro da empresa. Por favor, verifique.',
  CEP_NOT_FOUND: 'CEP não encontrado',
  CEP_NOTHING_FOUND: 'Nada encontrado para o CEP informado.',

  // — doc 4 §8 customers —
  erroBuscarMunicipios: (reason: Text) => `Erro ao buscar os municípios - ${reason}`,
  CUSTOMER_SAVE_FAILED: 'Erro ao salvar cliente',
  SAVED: 'Salvo com sucesso',
  SECONDARY_ADDRESS_SAVE_FAILED: 'Erro ao salvar endereço secundário',
  SECONDARY_ADDRESS_SAVED: 'Endereço secundário salvo com sucesso',
  SECONDARY_ADDRESS_DELETE_FAILED: 'Erro ao excluir endereço secundário',
  SECONDARY_ADDRESS_DELETED: 'Endereço secundário excluído com sucesso',
  SECONDARY_CONTACT_SAVE_FAILED: 'Erro ao salvar contato secundário',
  SECONDARY_CONTACT_DELETE_FAILED: 'Erro ao excluir contato secundário',
  /** "matching success messages" (doc 4 §8), worded as the address ones. */
  SECONDARY_CONTACT_SAVED: 'Contato secundário salvo com sucesso',
  SECONDARY_CONTACT_DELETED: 'Contato secundário excluído com sucesso',
  NO_ROUTE_FOR_ADDRESS: 'Nenhuma rota encontrada para o endereço informado.',
  DELETE_ADDRESS_CONFIRM: 'Deseja realmente excluir esse endereço?',
  DELETE_CONTACT_CONFIRM: 'Deseja realmente excluir esse contato?',
  CANCEL_ACTION_CONFIRM: 'Deseja realmente cancelar a ação?',

  // — doc 4 §2/§4/§8 report jobs —
  SEE_ALL: 'Ver todos',
  PROCESSING: 'Processando',
  WHAT_HAPPENED: 'O que houve?',
  REPORT_OPEN_FAILED: 'Erro ao abrir relatório',
  falhaAoAbrir: (detail: Text) => `Falha ao abrir: ${detail}`,
  REPORTS_LOAD_FAILED: 'Erro ao carregar dados dos relatórios',
  dadosUsuarioEmpresaCarregadosFalha: (detail: Text) =>
    `Falha ao carregar dados do usuário/empresa carregados: ${detail}`,
  NO_DATA_FOUND: 'Nenhum dado encontrado',
  NO_REPORT_IN_PROGRESS: 'Nenhum relatório em andamento encontrado',

  // — doc 4 §8 help desk —
  HUMAN_SUPPORT_CLOSED: 'Fora de horário do atendimento humano. Redirecionando para o atendente de IA',

  // — doc 4 §2 fast sale and settings —
  FAST_SALE_HEADING: 'Inicie aqui uma venda rápida',
  OPEN_FAST_SALE: 'Abrir Venda Rápida',
  SETTINGS: 'Configurações',
  FAST_SALE_SETTINGS_TITLE: 'Configurações de venda rápida',

  // — doc 4 §8 other —
  PARAMETERS_FETCH_FAILED: 'Erro ao buscar os parametros ...',
  PRINT_LOCATIONS_FETCH_FAILED: 'Erro ao buscar os locais de impressão',
  NAME_UNAVAILABLE: 'Nome não disponível',
  ADDRESS_UNAVAILABLE: 'Endereço não disponível',
  VALUE_UNAVAILABLE: 'Valor não disponível',
  NO_ADDRESS_INFORMED: 'Nenhum endereço informado',
} as const);
