/**
 * pt-BR texts of spec document 4, first half: login and unified access, layout, board polling, couriers and
 * settlement, dispatch, route planning and the delivery-person app. Word for word, except the typo fix
 * 'usário' -> 'usuário'. Part of `MSG` (messages.ts).
 */
type Text = string | number;

export const STAFF_AREA_MESSAGES = Object.freeze({
  // — doc 4 §2 login, unified access, layout —
  LOADING: 'Carregando....',
  SETTINGS_TITLE: 'Configurações – Opções para o terminal',
  LOGIN_TAGLINE: 'Gestão inteligente',
  UNIFIED_LOGIN_TITLE: 'Acesso unificado',
  acessandoComo: (name: Text) => `Acessando como ${name}, clique continuar`,
  LOGIN_AS_ANOTHER_USER: 'Acessar como outro usuário',
  NEW_ORDER: 'Novo pedido',
  OFFLINE_BANNER: 'ATENÇÃO - Você está offline. Este pedido está em modo apenas visualização',
  LAST_PRINTS: 'Últimas impressões',
  LAST_KDS_ITEMS: 'Últimos itens KDS',
  LOGOUT: 'Sair',
  CHANGE_THEME: 'Mudar tema',
  LOGOUT_CONFIRM: 'Você será desconectado da sua conta. Tem certeza que deseja continuar?',

  // — doc 4 §5 login and new orders —
  NO_BACKOFFICE_ACCESS: 'Seu usuário não tem acesso ao sistema retaguarda.',
  REDIRECTING_TO_BACKOFFICE: 'Direcionando para o sistema gerencial',
  NO_PERMISSION_BALCAO: 'Seu usuário não tem permissão para lançar pedido de balcão',
  NO_PERMISSION_DELIVERY: 'Seu usuário não tem permissão para lançar pedido de delivery',

  // — doc 4 §8 login —
  LOGIN_FAILED: 'Falha ao realizar login',
  LOGIN_SUCCESS: 'Logado com sucesso',
  LOGIN_GERENCIAL_SUCCESS: 'Logado no gerencial com sucesso',

  // — doc 4 §4/§8 board, polling, system status —
  PENDING_ORDERS_NOTIFICATION: 'Existem pedidos pendentes',
  INTEGRATION_ORDERS_FETCH_FAILED: 'Falha ao buscar pedidos das integrações.',
  ORDER_STATUS_CHANGE_FAILED: 'Falha ao alterar situação do pedido',
  pedidosNaoImportados: (count: number) =>
    count === 1
      ? 'Existe 1 pedido que ainda não foi importado.'
      : `Existem ${count} pedidos que ainda não foram importados.`,
  NO_ORDER_FOUND_USE_FILTER: 'Nenhum pedido encontrado – Utilize o filtro para melhores resultados',
  SYSTEM_STATUS_ERROR: 'Erro ao buscar status da empresa',
  LEARN_MORE: 'Saber mais',
  CLOSE: 'Fechar',
  KDS_ITEMS_LOG_FETCH_FAILED: 'Erro ao buscar os itens do KDS',

  // — doc 4 §2 courier screen —
  COURIERS: 'Entregadores',
  COURIER_SETTLEMENT_TAB: 'Acerto de Entregadores',
  EDIT_COURIERS: 'Editar entregadores',
  COURIER_FORM_TITLE: 'Cadastro de entregador',

  // — doc 4 §5 courier form —
  COURIER_NAME_REQUIRED: 'Informe um nome para o entregador.',
  COURIER_PHONE_REQUIRED: 'Informe um telefone para o entregador.',
  COURIER_USERNAME_TAKEN: 'Username já está sendo utilizado!',
  COURIER_USERNAME_REQUIRED: 'Informe o username do entregador.',
  COURIER_PASSWORD_REQUIRED: 'Informe a senha do entregador.',
  COURIER_PROFILE_REQUIRED: 'Selecione o perfil do entregador.',
  COURIER_CREDENTIALS_SUPPORT_ONLY: 'Para alterar o usuário e senha, é necessário entrar em contato com o suporte.',

  // — doc 4 §5 settlement —
  SETTLEMENT_PAYMENT_METHOD_REQUIRED: 'Nenhuma forma de pagamento informado',
  /** Settlement precondition; the payment one is CASH_CLOSED (doc 1). */
  CASH_CLOSED_SETTLEMENT: 'Não é possível realizar o lançamento pois o caixa está fechado.',

  // — doc 4 §8 courier and settlement —
  COURIER_PROFILE_FETCH_FAILED: 'Erro ao buscar perfil do entregador',
  COURIER_PROFILES_FETCH_FAILED: 'Erro ao buscar perfis de entregadores:',
  COURIER_ID_FETCH_FAILED: 'Erro ao obter ID do entregador.',
  COURIER_SAVED: 'Entregador salvo com sucesso.',
  acertoNaoRealizado: (detail: Text) => `Não foi possível realizar acerto do entregador: ${detail}`,
  SETTLEMENT_POST_FAILED: 'Erro ao lançar acerto do entregador',
  SETTLEMENT_POSTED: 'Acerto lançado com sucesso!',
  SETTLEMENT_PRINT_RECEIPT_QUESTION: 'Deseja imprimir um comprovante deste lançamento?',
  pedidosAgendadosNaoBuscados: (detail: Text) => `Não foi possível buscar os pedidos agendados. Detalhe: ${detail}`,
  SEQUENCE_CHANGED: 'Sequencial alterado com sucesso',
  SEQUENCE_CHANGE_FAILED: 'Não foi possível alterar sequencial',
  SETTINGS_SAVED: 'Configurações salvas com sucesso',

  // — doc 4 §2 dispatch tab —
  DISPATCH_TITLE: 'Despacho de Pedidos',
  NO_ORDER_ADDED: 'Nenhum pedido adicionado',
  CONFIRMING: 'Confirmando',
  OPEN_ROUTES: 'Abrir Rotas',
  ROUTES_DIALOG_TITLE: 'Rotas dos Pedidos',
  COURIER_CODES: 'Códigos entregadores',
  ORDERS_LISTING: 'Listagem dos pedidos',
  NO_DISPATCH_DONE: 'Nenhum despacho realizado',
  CLICK_TO_UPDATE: 'Clique para atualizar',
  CUSTOMERS_AND_SALES_LISTING: 'Listagem de clientes e vendas',
  DELIVERY_ADDRESS_TITLE: 'Endereço de Entrega',
  SAVE: 'Salvar',

  // — doc 4 §5 dispatch input —
  ORDER_LOOKUP_TOO_SHORT: 'Não foi possível encontrar um pedido com esse valor informado.',
  ORDER_ALREADY_QUEUED: 'Pedido já adicionado à fila de envio.',
  DISPATCH_LIST_FULL: 'Não é possível adicionar mais pedidos na lista. O limite de pedidos foi alcançado.',
  DISPATCH_LIST_EMPTY: 'Não há nenhum item na lista. Insira um pedido para realizar essa operação.',
  DISPATCH_NO_COURIER: 'Não há nenhum entregador selecionado. Escolha um entregador para realizar essa operação.',

  // — doc 4 §8 dispatch —
  pedidoNaoAdicionado: (id: Text, status: Text) => `Pedido ID ${id} não adicionado. Status do pedido: ${status}.`,
  STATUSES_CHANGED_DOT: 'Situações dos pedidos selecionados alteradas com sucesso.',
  ORDERS_NOT_MOVED: 'Um ou mais pedidos não foram movidos. Favor verificar.',
  INTEGRATION_SERVER_ERROR_BANNER:
    'Houve um erro ao se comunicar com o servidor da integração, 1 ou mais pedidos não foram atualizados',
  entregadorSelecionado: (name: Text) => `Entregador ${name} selecionado.`,
  COURIER_CODE_NOT_FOUND: 'Não foi possível encontrar um entregador com o código informado.',

  // — doc 4 §2/§4 route planning —
  ROUTING_TITLE: 'Roteirização',
  roteirizacaoSubtitulo: (count: Text) => `Crie rotas e gerencie rotas - (${count}) pedidos`,
  ROUTING_ORDERS: 'Pedidos',
  ROUTING_SELECTED: 'Selecionados',
  ALL: 'Todos',
  SELECT_ALL: 'Selecionar todos',
  criarRotaBotao: (count: Text) => `Criar rota (${count})`,
  ROUTING_FULLSCREEN_TITLE: 'Roteirização - Crie rotas a partir dos pedidos pelo mapa',
  ROUTES_COLUMN_TITLE: 'Rotas - Criação e consulta de rotas',
  DISPATCHES_TAB: 'Despachos',
  DELIVERED_TAB: 'Entregues',
  NEW_ROUTE: 'Nova rota',
  CANCEL: 'Cancelar',
  CREATE_ROUTE: 'Criar Rota',
  DISPATCH: 'Despachar',
  MARK_AS_DELIVERED: 'Marcar como entregue',
  NO_DISPATCH_DELIVERED: 'Nenhum despacho entregue',
  NO_ORDER_SELECTED: 'Nenhum pedido selecionado',
  ALLOCATED_IN_ROUTE: 'Alocado em Rota',
  ROUTE_ORDER_ALREADY_DISPATCHED: 'Não é possível criar uma nova rota para um pedido que já foi despachado.',
  ROUTE_CANCEL_CONFIRM: 'Deseja realmente cancelar a ação? A rota não será criada.',

  // — doc 4 §5 address and route —
  ROUTE_ADDRESS_FIELDS_REQUIRED: 'Por favor, preencha todos os campos obrigatórios para que a rota seja criada.',
  NO_VALID_ROUTE_ADDRESS: 'Nenhum endereço válido encontrado para a rota',
  enderecosIncorretos: (count: Text) =>
    `Há ${count} endereço(s) incorreto(s). É necessário corrigir na listagem dos pedidos para que a rota seja criada`,
  MAPS_KEY_NOT_FOUND: 'Chave de API do Google Maps não encontrada',

  // — doc 4 §8 route —
  DATA_LOAD_FAILED: 'Erro ao carregar dados',
  erroObterDirecoes: (detail: Text) => `Erro ao obter direções: ${detail}`,
  ROUTE_LINK_UNAVAILABLE: 'Link da rota não disponível',
  LINK_COPIED: 'Link copiado para a área de transferência.',
  LINK_COPY_FAILED: 'Erro ao copiar o link.',
  LINK_GENERATE_FAILED: 'Erro ao gerar o link.',
  ADDRESS_UPDATED: 'Endereço atualizado com sucesso.',
  ADDRESS_UPDATE_FAILED: 'Erro ao atualizar o endereço. Tente novamente.',

  // — doc 4 §2/§4 delivery-person app —
  ROUTES_WITHOUT_COURIER: 'Rotas sem entregador',
  NO_ORDER_TO_DELIVER: 'Nenhum pedido para entrega',
  WAIT_FOR_DISPATCH: 'Aguarde até que um pedido seja despachado para entrega',
  TAKE_CARD_MACHINE: 'Levar máquina de cartão',
  levarTrocoPara: (values: Text) => `Levar troco para ${values}`,
  ROUTE_ALREADY_STARTED: 'Rota já iniciada',
  OPEN_IN_MAP: 'Abrir no mapa',
  DELIVERY_DONE: 'Entrega realizada',
  START: 'Iniciar',
  FINISH: 'Finalizar',
  DAILY_DELIVERY_HISTORY: 'Histórico de Entregas do Dia',
  NO_ORDER_DELIVERED_TODAY: 'Nenhum pedido entregue hoje',
  ACCESS: 'Acessar',
  PLEASE_WAIT: 'Aguarde...',
  DELIVER_ALL_CONFIRM:
    'Entregar todos os pedidos: Você está prestes a entregar todos os pedidos. Esta ação não pode ser desfeita. Deseja continuar?',
  DELIVER_ALL: 'Entregar todos',
  SCAN_CONFIRMATION_TITLE: 'CONFIRMAÇÃO',
  BEGIN: 'Começar',
  SCAN: 'Escanear',
  SCAN_CONFIRMED: 'CONFIRMADO',
  INVALID_CODE: 'Código inválido.',
  CONCLUDE: 'Concluir',
  NEW_DISPATCH_FOR_YOU: 'Novo despacho associado a você',
  NEW_DISPATCH_WITHOUT_COURIER: 'Novo despacho sem entregador disponível',
} as const);
