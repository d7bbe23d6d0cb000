/**
 * Texts the spec describes without quoting them ("a warning asks to capture the weight manually") or that
 * our own rules need (status machine, login throttle, guards). Our wording, in the spec's voice.
 * Part of `MSG` (messages.ts).
 */
type Text = string | number;

export const OUR_MESSAGES = Object.freeze({
  // — report jobs (doc 4 §3, issue 18) —
  JOB_OTHER_USER: 'Você só pode ver os seus próprios relatórios.',
  JOB_NOT_FINISHED: 'O relatório ainda está em processamento.',
  JOB_LINK_INVALID: 'Link do relatório inválido ou expirado.',
  JOB_DESCRIPTION_DRE_PDF: 'DRE em PDF',
  JOB_DESCRIPTION_DRE_EXCEL: 'DRE em Excel',
  JOB_DESCRIPTION_COURIER_SALES: 'Vendas por entregador',
  // — scheduled orders go to production at their preparation start (issue 31 §4) —
  producaoAgendadaPara: (when: Text) => `Pedido agendado: itens enviados para produção em ${when} (início do preparo).`,
  producaoAgendadaLiberada: (when: Text) => `Início do preparo do pedido agendado em ${when}.`,
  // — order status machine (doc 1 §4) —
  statusInalterado: (label: Text) => `O pedido já está com o status ${label}.`,
  statusInvalido: (value: Text) => `Status de pedido inválido: ${value}.`,
  CANCELLED_ORDER_LOCKED: 'Não é possível alterar o status de um pedido cancelado.',
  AWAITING_PICKUP_DISABLED: 'O status Aguardando retirada não está habilitado.',
  MULTI_STATUS_NOTHING_SELECTED: 'Selecione ao menos um pedido.',
  SEND_WITHOUT_COURIER_CONFIRM: 'Nenhum entregador selecionado. Deseja enviar mesmo assim?',
  ORDER_NOT_FOUND: 'Pedido não encontrado.',
  ORDER_CHANGED_ELSEWHERE: 'Este pedido foi alterado em outro terminal. Confira as alterações.',
  CANCELLED_ORDER_EDIT: 'Não é possível alterar um pedido cancelado.',
  ORDER_VERSION_REQUIRED: 'Informe a versão do pedido para salvar as alterações.',
  CHANNEL_NOT_ALLOWED: 'Pedidos lançados no PDV só podem ter origem em canais próprios.',
  COURIER_NOT_FOUND: 'Entregador não encontrado.',
  // — delivery-person app: what a courier may change (doc 4 §6 "sees the orders of their own person id") —
  COURIER_USER_WITHOUT_PERSON: 'Seu usuário não está associado a um entregador.',
  COURIER_ORDER_NOT_IN_YOUR_ROUTE: 'Este pedido não está em uma rota sua.',
  COURIER_STATUS_NOT_ALLOWED: 'O entregador só pode iniciar a rota e entregar os pedidos.',
  COURIER_CANNOT_ASSIGN: 'O entregador não pode associar pedidos a outro entregador.',
  COURIER_START_ONLY_WAITING: 'Só é possível iniciar pedidos que aguardam retirada.',
  COURIER_DELIVER_ONLY_SENT: 'Só é possível entregar pedidos que saíram para entrega.',
  COURIER_OWN_HISTORY_ONLY: 'Você só pode consultar as suas próprias entregas.',
  CUSTOMER_NOT_FOUND: 'Cliente não encontrado.',
  SEQUENCE_MODEL_NOT_S: 'O sequencial só pode ser alterado quando o modelo de sequência é S.',
  NO_PERMISSION_IDENTIFIER_ORDER: 'Seu usuário não tem permissão para lançar pedido de comanda ou mesa',
  NO_PERMISSION_FAST_SALE: 'Seu usuário não tem permissão para lançar venda rápida',
  comboPriceMismatch: (name: Text) => `O preço de '${name}' no combo não confere com o cardápio.`,
  ORDER_RANGE_INVALID: 'Período inválido: informe início e fim no formato yyyy-MM-dd HH:mm:ss.',

  // — people, addresses and contacts (doc 4 §5 "Customer form") —
  PERSON_NOT_FOUND: 'Pessoa não encontrada.',
  INVALID_DOCUMENT: 'CPF/CNPJ inválido.',
  BIRTH_DATE_IN_FUTURE: 'A data de nascimento não pode ser futura.',
  CITY_NOT_FOUND: 'Município não encontrado.',
  DELIVERY_FEE_PRODUCT_NOT_FOUND: 'Taxa de entrega não encontrada.',
  ADDRESS_NOT_FOUND: 'Endereço não encontrado.',
  CONTACT_NOT_FOUND: 'Contato não encontrado.',
  CEP_INVALID: 'Informe um CEP com 8 dígitos.',
  CEP_PROVIDER_FAILED: 'Não foi possível consultar o CEP. Tente novamente.',
  DIRECTIONS_FAILED: 'Não foi possível calcular a rota. Tente novamente.',

  // — login, access and guards (doc 4 §5–6) —
  /** `wait` reads like "20 segundo(s)" or "2 minuto(s)". */
  loginThrottled: (wait: Text) => `Muitas tentativas de login. Tente novamente em ${wait}.`,
  noRole: (role: Text) => `Seu usuário não tem permissão para acessar esta funcionalidade (${role}).`,
  NO_PDV_ACCESS: 'Seu usuário não tem acesso ao PDV.',
  NO_ANALYTICS_ACCESS: 'Seu usuário não tem acesso ao sistema analytics.',
  REDIRECTING_TO_ANALYTICS: 'Direcionando para o sistema analytics',
  SYSTEM_EXPIRED: 'O acesso desta empresa expirou.',
  SYSTEM_INACTIVE: 'Esta empresa está inativa.',

  // — feature-unavailable page (doc 3 §2.4) —
  FEATURE_UNAVAILABLE_DESCRIPTION: 'Esta funcionalidade não está disponível para o seu usuário.',
  FEATURE_UNAVAILABLE_WAITER_HINT: 'Verifique com o gerente do estabelecimento a liberação desta funcionalidade.',
  REQUEST_FEATURE: 'Solicitar funcionalidade',
  UNKNOWN_FEATURE: 'Funcionalidade desconhecida.',

  // — couriers, settlement and dispatch (doc 4 §4, §5, §9) —
  /** doc 4 §5: the settlement's operation parameter is unset (the screen shows a red alert; the server refuses). */
  SETTLEMENT_OPERATION_MISSING:
    'A operação do acerto de entregadores não está configurada (parâmetro ID_OPERACAO_ACERTO_ENTREGADOR).',
  SETTLEMENT_ALREADY_DONE: 'O acerto deste entregador neste dia já foi lançado.',
  acertoPedidoDeOutroEntregador: (id: Text) => `O pedido ${id} não é deste entregador.`,
  acertoPedidoSituacao: (id: Text, status: Text) => `O pedido ${id} não pode entrar no acerto: situação ${status}.`,
  SETTLEMENT_PAYMENT_METHOD_NOT_FOUND: 'Forma de pagamento não encontrada.',
  /** A receipt naming a settlement that is not one of this unit's (or does not exist). */
  SETTLEMENT_NOT_FOUND: 'Acerto de entregador não encontrado.',
  SETTLEMENT_RECEIPT_TITLE: 'Recibo de acerto de entregador',
  COURIER_SALES_REPORT: 'Vendas por entregador',
  GENERATE_RECEIPT: 'Gerar recibo',
  PRINT: 'Imprimir',
  COURIER_LOGIN_NOT_FOUND: 'Este entregador não possui usuário cadastrado.',
  COURIER_PROFILE_NOT_FOUND: 'Perfil de entregador não encontrado.',
  COURIER_USERNAME_WITH_SPACES: 'O username não pode conter espaços.',

  // — cash shift (doc 4 §4) —
  CASH_SHIFT_ALREADY_OPEN: 'Já existe um caixa aberto para este usuário.',
  CASH_SHIFT_NOT_OPEN: 'Não há caixa aberto para este usuário.',

  // — order detail (doc 1 §2, §5) —
  NO_LOGISTICS_INTEGRATION: 'Você não possui integração de logística ativa. Entre em contato com o suporte.',
  LOGISTICS_ALREADY_SENT: 'Pedido já enviado para a logística. Desfaça a logística antes de enviar novamente.',
  LOGISTICS_NOT_SENT: 'Pedido não foi enviado para esta integração de logística.',
  LOGISTICS_ONLY_DELIVERY: 'Somente pedidos de entrega podem ser enviados para a logística.',
  LOGISTICS_CANCELLED_ORDER: 'Pedido cancelado não pode ser enviado para a logística.',
  LOGISTICS_ADDRESS_MISSING: 'Pedido sem endereço de entrega completo (rua, número, bairro e cidade).',
  LOGISTICS_INTEGRATION_NOT_FOUND: 'Integração de logística não encontrada.',
  LOGISTICS_NO_DELIVERY_PROVIDER: 'Nenhuma integração de entrega (FD) ativa para envio automático.',
  LOYALTY_INTEGRATION_NOT_FOUND: 'Integração de fidelidade não encontrada.',
  // — integrated menus (doc 4 §2, §7): the store, the catalog and what each action needs —
  MARKETPLACE_INTEGRATION_NOT_FOUND: 'Integração do iFood não encontrada.',
  MARKETPLACE_STORE_NOT_FOUND: 'Loja não encontrada nesta integração do iFood.',
  MENU_CATALOG_REQUIRED: 'Informe o catálogo (catalogId).',
  MENU_ITEM_REQUIRED: 'Informe o item (itemId).',
  MENU_OPTION_REQUIRED: 'Informe o complemento (optionId).',
  MENU_STATUS_REQUIRED: 'Informe o status: AVAILABLE ou UNAVAILABLE.',
  MENU_EXTERNAL_CODE_REQUIRED: 'Informe o código externo (externalCode).',
  MENU_ITEM_UPDATED: 'Item atualizado no iFood.',
  LOYALTY_NAME_REQUIRED: 'Informe o nome do cliente.',
  LOYALTY_CPF_OR_PHONE_REQUIRED: 'Informe o CPF ou o telefone do cliente.',
  LOYALTY_PHONE_REQUIRED: 'Informe o telefone do cliente.',
  LOYALTY_TOTAL_MISMATCH: 'O valor informado não confere com o total do pedido.',
  FISCAL_MODELS_NOT_CONFIGURED: 'Parâmetro MODELOS_DE_DOCUMENTOS_EMITIDOS não configurado',
  // — tax documents (issue 17) —
  modeloNaoHabilitado: (modelo: Text) => `O modelo ${modelo} não está habilitado em MODELOS_DE_DOCUMENTOS_EMITIDOS.`,
  FISCAL_ORDER_NOT_PAID: 'O pedido precisa estar pago para emitir o documento fiscal.',
  FISCAL_ORDER_CANCELLED: 'Não é possível emitir documento fiscal de um pedido cancelado.',
  FISCAL_NOT_CONFIGURED: 'A unidade não possui dados fiscais e certificado digital configurados.',
  FISCAL_NO_ITEMS: 'O pedido não possui itens para o documento fiscal.',
  FISCAL_ALREADY_ISSUED: 'Este pedido já possui documento fiscal autorizado.',
  FISCAL_CANCEL_ONLY_AUTHORIZED: 'Só é possível cancelar um documento fiscal autorizado.',
  FISCAL_CANCEL_WINDOW: 'O prazo para cancelamento deste documento fiscal terminou.',
  FISCAL_DOCUMENT_NOT_FOUND: 'Documento fiscal não encontrado.',
  FISCAL_PRINT_NOT_AUTHORIZED:
    'Só é possível imprimir um documento fiscal autorizado, emitido em contingência ou cancelado.',
  FISCAL_PDF_ONLY_NFE: 'O DANFE em PDF é emitido apenas para a NF-e (modelo 55).',
  FISCAL_OFFLINE_ISSUED: 'SEFAZ indisponível: NFC-e emitida em contingência, será transmitida automaticamente.',
  FISCAL_PENDING: 'SEFAZ sem resposta: o documento será consultado e transmitido automaticamente.',
  FISCAL_CONTINGENCY_JUSTIFICATION: 'SEFAZ indisponivel no momento da emissao da NFC-e',
  FISCAL_SUBSTITUTION_JUSTIFICATION: 'NFC-e substituida pela emitida em contingencia off-line',
  documentoFiscalVivo: (nome: Text, numero: Text, situacao: Text, outro: Text) =>
    `Este pedido já possui a ${nome} nº ${numero} (${situacao}). Para emitir a ${outro}, cancele antes a ${nome}.`,
  PREPAID_BALANCE_EXCEEDED: 'O pagamento excede o saldo pré-pago disponível.',
  PREPAID_ROLE_REQUIRED: 'Seu usuário não tem permissão para usar crédito pré-pago.',
  /** doc 1 §9 "Authorization note: max 80 characters". */
  autorizacaoMuitoLonga: (maximum: Text) => `O texto da autorização pode ter no máximo ${maximum} caracteres.`,
  /** doc 1 §5 "Service fee total cannot be negative". */
  SERVICE_FEE_NEGATIVE: 'A taxa de serviço não pode ser negativa.',
  SERVICE_FEE_ABOVE_LIMIT: 'A taxa de serviço não pode passar de 100%.',
  /** doc 1 §5 "The delivery fee cannot be removed when the pending total is lower than the fee". */
  DELIVERY_FEE_REMOVAL_ABOVE_PENDING: 'Não é possível remover a taxa de entrega: o valor pendente é menor que a taxa.',
  /** Order-level amounts (doc 1 §9 total) that would take value off the order outside the discount rules. */
  DELIVERY_FEE_NEGATIVE: 'A taxa de entrega não pode ser negativa.',
  TIP_NEGATIVE: 'A taxa adicional (gorjeta) não pode ser negativa.',
  DISCOUNT_NEGATIVE: 'O desconto não pode ser negativo.',
  /** The counterpart of the spec's 'Limite máximo atingido' for the minimum of 1 (doc 1 §9). */
  SPLIT_MIN_REACHED: 'Limite mínimo atingido',
  /** doc 1 §5 "Totals consistency". */
  pagamentosNaoConferem: (paid: Text, total: Text) =>
    `A soma dos pagamentos (${paid}) não confere com o total do pedido (${total}).`,
  IDEMPOTENCY_KEY_REUSED: 'Esta chave de idempotência já foi usada em outra operação.',
  IDEMPOTENCY_IN_PROGRESS: 'Esta operação ainda está em andamento. Tente novamente em instantes.',
  // — the first run (issue 32): the company, the first unit and the administrator —
  SETUP_ALREADY_CONFIGURED: 'O sistema já foi configurado.',
  UF_INVALID: 'Selecione um estado (UF) válido.',
  USERNAME_INVALID: 'Use de 3 a 30 letras minúsculas, números, ponto, hífen ou sublinhado, sem espaços.',
  PASSWORD_SHORT: 'A senha deve ter ao menos 6 caracteres.',
  PASSWORD_MISMATCH: 'As senhas não conferem.',
  PASSWORD_HASH: 'A senha deve ser enviada como hash SHA-256 (64 caracteres hexadecimais).',
  ORDER_ALREADY_IMPORTED: 'Este pedido já foi importado.',
  ORDER_IMPORTED: 'Pedido importado com sucesso.',
  /** The single-order counterpart of the spec's IMPORT_FAILED ('os pedidos'), for import at checkout. */
  IMPORT_ORDER_FAILED: 'Não foi possível importar o pedido.',
  /** doc 1 §4: edit and pay only for orders not yet imported (the import can be undone first). */
  IMPORTED_ORDER_EDIT: 'Não é possível alterar um pedido importado. Desfaça a importação primeiro.',
  /** doc 1 §4: edit and pay only for orders not from an integration (convert it first). */
  INTEGRATION_ORDER_PAYMENT: 'Pedidos de integração não recebem pagamentos no PDV. Converta o pedido primeiro.',
  ORDER_NOT_IMPORTED: 'Este pedido não está importado.',
  CANCELLED_ORDER_IMPORT: 'Não é possível importar um pedido cancelado.',
  NO_CONVERT_PERMISSION: 'Seu usuário não tem permissão para converter pedidos de integração',
  CONVERT_ONLY_INTEGRATION: 'Somente pedidos de integração podem ser convertidos.',
  ORDER_NOT_CONVERTED: 'Este pedido não foi convertido.',
  CONVERSION_IMPORTED_ORDER: 'Não é possível converter ou desfazer a conversão de um pedido importado.',
  CONVERSION_CANCELLED_ORDER: 'Não é possível converter ou desfazer a conversão de um pedido cancelado.',
  CONVERT_TO_TAB_ONLY_OWN_ONLINE:
    'Somente pedidos do canal próprio (SO) que não são comanda nem mesa podem ser convertidos em comanda ou mesa.',
  DELIVERY_CONFIRMATION_ONLY_SENT: 'A confirmação de entrega só está disponível para pedidos enviados.',
  DELIVERY_CODE_INVALID: 'Código de entrega inválido.',
  DELIVERY_CODE_NEEDED_TO_DELIVER: 'Informe o código de entrega do cliente para concluir a entrega.',
  CUSTOMER_MONEY_UNKNOWN: 'Aguarde a consulta do limite de crédito ou do saldo pré-pago do cliente.',
  documentoJaCadastrado: (nome: Text, id: Text) =>
    `Este CPF/CNPJ já está cadastrado para o cliente ${nome} (código ${id}).`,
  MARKETPLACE_CANCELLATION_REQUESTED:
    'Cancelamento solicitado ao iFood. O pedido será cancelado quando o iFood confirmar.',
  marketplaceCancellationRefused: (pedido: Text, motivo: Text) =>
    `O iFood recusou o cancelamento do pedido #${pedido}: ${motivo}`,
  // — iFood's negotiation platform (HANDSHAKE_DISPUTE) —
  DISPUTE_NOT_FOUND: 'Negociação não encontrada.',
  disputaExpirada: (quando: Text) => `O prazo para responder esta negociação terminou em ${quando}.`,
  disputaRespondida: (usuario: Text) => `Esta negociação já foi respondida por ${usuario}.`,
  DISPUTE_ANSWER_IN_PROGRESS: 'A resposta desta negociação está sendo enviada ao iFood. Aguarde.',
  DISPUTE_ALTERNATIVE_NOT_FOUND: 'Alternativa não encontrada nesta negociação.',
  disputaValorMaximo: (valor: Text) => `Informe um valor maior que zero e de no máximo ${valor}.`,
  disputaTempos: (minutos: Text) => `Escolha um dos tempos oferecidos: ${minutos} minutos.`,
  DISPUTE_TIME_REASON: 'Escolha um dos motivos oferecidos pelo iFood para o atraso.',
  DISPUTE_ACCEPT_REASON: 'Escolha um dos motivos de aceite oferecidos pelo iFood.',
  negociacaoAberta: (pedido: Text) => `O cliente abriu uma negociação no iFood para o pedido #${pedido}.`,
  DISPUTE_ANSWERED: 'Resposta enviada ao iFood.',
  PRINT_LOCATION_NOT_FOUND: 'Local de impressão não encontrado.',
  KDS_NO_ITEMS: 'Nenhum item do pedido para enviar ao KDS.',
  TEF_RECEIPT_SENT: 'Comprovante enviado para impressão.',
  // — card terminal (issue 16) —
  TEF_INTENT_NOT_FOUND: 'Intenção de venda não encontrada.',
  TEF_IDEMPOTENCY_KEY_REQUIRED: 'Informe o cabeçalho Idempotency-Key.',
  TEF_METHOD_NOT_TEF: 'Esta forma de pagamento não utiliza o TEF.',
  TEF_METHOD_NO_CARD_TYPE: 'Forma de pagamento do TEF sem tipo de cartão (CC, CD, PX ou PD).',
  TEF_START_IN_FLIGHT: 'A venda ainda está sendo enviada ao terminal. Tente novamente em instantes.',
  TEF_APPROVED_CANCEL_VIA_DELETE: 'Venda já aprovada: para estorná-la, exclua o pagamento com a senha técnica.',
  TEF_CODE_NOT_FOR_PIX: 'O código de autorização não é informado para pix.',
  TEF_CODE_ALREADY_SET: 'A adquirente já informou o código de autorização.',
  TEF_CODE_ONLY_APPROVED: 'Somente vendas aprovadas recebem código de autorização.',
  TEF_TECH_PASSWORD_REQUIRED: 'Informe a senha técnica.',
  TEF_TECH_PASSWORD_INVALID: 'Senha técnica inválida.',
  TEF_PAYMENT_NOT_RECORDED: 'Esta venda não tem pagamento registrado no pedido.',
  TEF_PAYMENT_DELETE_BY_SAVE:
    'Pagamentos de TEF são excluídos pela exclusão com senha técnica, não ao salvar o pedido.',
  TEF_RECEIPT_UNAVAILABLE: 'Comprovante não disponível para esta venda.',
  TEF_AGENT_SIGNATURE_INVALID: 'Resultado do terminal local com assinatura inválida.',
  TEF_AGENT_ONLY_EL: 'Esta venda não é do terminal local.',
  TEF_AGENT_CANCEL_REFUSED: 'O terminal local não cancelou a venda.',
  TEF_AGENT_CANCEL_MISMATCH: 'O cancelamento do terminal local não corresponde a esta venda.',
  TEF_AGENT_NOTHING_TO_REVERSE: 'Esta venda não está pendente de estorno.',
  TEF_CALLBACK_INVALID: 'Notificação do TEF com assinatura inválida.',
  TEF_AGENT_UNREACHABLE:
    'Não foi possível falar com o agente do terminal de cartão nesta máquina. Verifique se ele está aberto e tente novamente.',
  /** A card-terminal method typed into a save: what the cashier must do instead. */
  TEF_METHOD_CHARGE_ON_TERMINAL:
    'Pagamentos com esta forma são cobrados no terminal de cartão: escolha a forma de pagamento na tela de pagamento e conclua a venda no terminal.',
  // — print server (doc 3 §7, doc 4 §7) —
  UNIT_NOT_FOUND: 'Unidade não encontrada.',
  PRINT_NOT_FOUND: 'Impressão não encontrada.',
  PRINT_ONLINE_LINK_INVALID: 'Link de impressão inválido ou expirado. Abra a impressão novamente.',
  PRINT_ONLINE_NOTHING: 'Informe os pedidos (ids) ou a impressão (impressaoId).',

  // — board and order entry (doc 2 §4.7, §8) —
  SCALE_CAPTURE_MANUALLY: 'Não foi possível capturar o peso. Informe o peso manualmente.',
  SCALE_READER_NOT_OPEN: 'Abra o aplicativo PDV desktop ou o leitor da balança para capturar o peso.',
  SCALE_REQUEST_FILE_NOT_CREATED: 'Não foi possível criar o arquivo de requisição da balança.',
  SCALE_FILE_DELETE_FAILED: 'Não foi possível excluir o arquivo de leitura da balança.',
  // — weighing kiosk (doc 3 §2.6, §9) —
  SCALE_IDENTIFIER_GENERATION_INVALID: "Geração de comanda inválida: use 'S|mínimo|máximo' ou 'A|mínimo|máximo'.",
  SCALE_PRODUCT_NOT_SELECTED: 'Produto não selecionado para a balança.',
  SCALE_PRODUCT_NOT_KG: 'Somente produtos vendidos por quilo (KG) podem ser pesados.',
  SCALE_WEIGHT_REQUIRED: 'Informe um peso maior que zero.',
  SCALE_WEIGHT_CHANGED: 'O peso na balança não confere com o enviado ou não está estável. Pese novamente.',
  SCALE_TAB_REQUIRED: 'Informe o número da comanda.',
  SCALE_TAB_NOT_FOUND: 'Comanda não encontrada ou bloqueada.',
  SCALE_PRODUCT_NOT_FOUND: 'Produto não encontrado.',
  SCALE_PRINTED: 'Pedido enviado para impressão.',
  SCALE_SETTINGS_SAVED: 'Configurações da balança salvas.',
  BARCODE_INVALID: 'Código de barras inválido.',
  THIRD_PARTY_DELIVERY_FEE_NOTICE:
    'A entrega é feita por terceiros. Verifique se a taxa de entrega deve ser adicionada ao pedido.',
  pedidosNaoPagosIgnorados: (ids: Text) => `Os pedidos ${ids} não foram importados pois não estão pagos.`,

  // — order entry: item edit and waiter rule (doc 2 §5.1, §5.3) —
  ITEM_SELLER_REQUIRED: 'Selecione o garçom responsável pelos itens do pedido.',
  ITEM_QUANTITY_NEGATIVE: 'A quantidade do item não pode ser negativa.',
  ITEM_QUANTITY_MINIMUM: 'A quantidade mínima do item é 1.',
  ITEM_AMOUNT_TOO_LARGE: 'O valor do item excede o máximo permitido.',
  ORDER_TOTAL_TOO_LARGE: 'O total do pedido excede o valor máximo permitido.',
  ITEM_PRICE_NEGATIVE: 'O valor unitário do item não pode ser negativo.',
  quantidadeMaximaItem: (maximum: Text) => `A quantidade máxima por item é ${maximum}.`,
  ITEM_PRICE_LOCKED: 'O valor unitário deste item não pode ser alterado.',
  ITEM_QUANTITY_LOCKED: 'A quantidade deste item não pode ser alterada.',
  ORDER_DISCOUNT_RESET: 'O desconto do pedido foi removido porque um item foi alterado.',

  // — tab and table board (doc 3 §5, §8) —
  TRANSFER_GROUP_FIRST: 'Agrupe os pedidos antes de transferir os itens.',
  transferenciaPedidoComPagamento: (received: Text, total: Text) =>
    `Este pedido já possui pagamentos. Valor recebido: ${received}. Total do pedido: ${total}. Estorne os pagamentos antes de transferir os itens.`,
  COMPANY_WITHOUT_COORDINATES: 'A empresa não possui coordenadas cadastradas.',
  pessoasSemCoordenadas: (count: Text) => `${count} pessoa(s) sem coordenadas cadastradas.`,
  // — sales heat map (issue 18) —
  PERIOD_INVALID: 'Período inválido: informe as datas no formato yyyy-MM-dd 00:00:00, a final depois da inicial.',
  PEOPLE_NOT_FOUND: 'Pessoa não encontrada.',

  // — route planning (issue 14) —
  ADDRESS_NOT_FOUND_ON_MAP: 'Endereço não encontrado no mapa.',
  GEOCODING_FAILED: 'Não foi possível localizar o endereço. Tente novamente.',
  DELIVERY_ADDRESS_INCOMPLETE: 'Endereço de entrega incompleto (rua, número e município).',
  COMPANY_ADDRESS_NOT_FOUND: 'Não foi possível localizar o endereço da empresa no mapa.',
  ORDERS_WITHOUT_ROUTE: 'Não há rota entre a empresa e um dos endereços.',
  // — a created route keeps its stop order and ETAs (issue 31 §4) —
  ROUTE_NOT_FOUND: 'Rota não encontrada.',
  ROUTE_STARTED_LOCKED: 'Não é possível alterar as paradas de uma rota já iniciada.',
  ROUTE_CHANGED_ELSEWHERE: 'Esta rota foi alterada em outro terminal. Confira as alterações.',
  ROUTE_NEEDS_A_STOP: 'A rota precisa de ao menos um pedido.',
  ROUTE_UPDATED: 'Rota atualizada.',
  OPTIMIZE_ROUTE: 'Otimizar rota',
  previsaoChegada: (hhmm: Text) => `Previsão ${hhmm}`,
} as const);
