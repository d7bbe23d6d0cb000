/**
 * Who may call each server route: the one table the server enforces (a route missing here fails at startup)
 * and a reviewer reads. Keys are the HTTP method and the Fastify URL pattern as registered
 * ('GET /api-v2/pedidoIntegracao/:id'); the legacy dispatcher's pairs are 'SERVICE entity:action'; checks a
 * service makes inside one call (payments riding in the order save, customers' documents) are 'ACTION ...'.
 */
import { MSG } from './messages';
import { hasAnyRole, ROLES, type Role, type RoleProfile } from './roles';

/** public: no session; session: any logged-in user; otherwise any one of `anyOf` (hasRole rules). */
export type ApiAccess =
  | 'public'
  | 'session'
  | {
      readonly anyOf: readonly Role[];
      /** Roles that refuse the access even with one of `anyOf` (a restriction: doc 1 §6 BLOQUEIO_PAGAMENTO). */
      readonly noneOf?: readonly Role[];
      /** The spec's message for the 403, when it names one. */ readonly message?: string;
    };

const R = ROLES;
const anyOf = (...roles: Role[]): ApiAccess => ({ anyOf: roles });

/** Who launches and edits orders (doc 4 §6 delivery board, doc 3 §6 tab/table board, doc 4 §6 fast sale). */
const ORDER_ENTRY: Role[] = [R.ROLE_PDV_DELIVERY, R.ROLE_PDV_COMANDA_MESA, R.ROLE_VENDA_RAPIDA_PDV_ONLINE];
/** Screens that show and move orders: order entry's boards plus dispatch (doc 4 §6 ROLE_PDV_DESPACHO_ENTREGADORES). */
const ORDER_BOARD: Role[] = [...ORDER_ENTRY, R.ROLE_PDV_DESPACHO_ENTREGADORES];
/**
 * Cashier roles: who reverses money and closes the sale (deletes, imports, loyalty points). The delivery board
 * closes delivery and counter orders (doc 4 §6 ROLE_PDV_DELIVERY), quick sale its own (ROLE_VENDA_RAPIDA_PDV_ONLINE).
 */
export const CASHIER_ROLES: readonly Role[] = Object.freeze([R.ROLE_PDV_DELIVERY, R.ROLE_VENDA_RAPIDA_PDV_ONLINE]);
const CASHIER = [...CASHIER_ROLES];
/**
 * Who takes money (doc 1 §5-6): any role that works orders, so a unit that contracted only tabs and tables can
 * take a tab's payment. ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO blocks payment and the card terminal (TAKES_MONEY
 * below; the payment's preconditions and the screens say it too): the demo waiter holds it.
 */
export const PAYER_ROLES: readonly Role[] = Object.freeze([...ORDER_ENTRY]);
const PAYERS = [...PAYER_ROLES];
/** Money routes: a payer without the block role, refused with the spec's message (doc 1 §6). */
const TAKES_MONEY = (): ApiAccess => ({
  anyOf: PAYERS,
  noneOf: [R.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO],
  message: MSG.NO_PAYMENT_PERMISSION,
});
/**
 * The register and its payment methods: who takes money, and courier settlement (doc 4 §5 "Settlement": posting
 * needs an OPEN register); the block role keeps a waiter out of it too.
 */
const CASH_SHIFT: ApiAccess = {
  anyOf: [...PAYERS, R.ROLE_ACERTO_ENTREGADORES],
  noneOf: [R.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO],
};
/** Who registers customers (doc 4 "Customer dialogs", opened from delivery, counter and quick-sale entry). */
const CUSTOMER_REGISTER: Role[] = [...CASHIER];
/** The back office's reports (DRE): the administrator or who configures the unit (a manager). */
const BACK_OFFICE: Role[] = [R.ROLE_ADMIN, R.ROLE_CONFIGURAR_PARAMETROS];
/** Order settings: back-office parameters (doc 4 §6 ROLE_CONFIGURAR_PARAMETROS) or the administrator. */
const SETTINGS: Role[] = [R.ROLE_CONFIGURAR_PARAMETROS, R.ROLE_ADMIN];

const PRINT_READERS: Role[] = [...ORDER_BOARD, R.ROLE_UTILIZA_KDS, R.ROLE_UTILIZA_NOTIFICACAO];
const ORDERS = '/api-v2/pedidoIntegracao';
/** Who sees the marketplace stores in the integrations drawer, and who opens, closes and pauses them. */
const STORE_MANAGERS: Role[] = [R.ROLE_PDV_DELIVERY, ...SETTINGS];
const STORE_VIEWERS: Role[] = [...STORE_MANAGERS, R.ROLE_PDV_DESPACHO_ENTREGADORES];
const PRINT = '/api-v2/impressaoAPI';

export const API_PERMISSIONS: Readonly<Record<string, ApiAccess>> = Object.freeze({
  // Login, liveness and the unit's status (doc 4 §7: "no authentication").
  'POST /api-v2/usuario/login': 'public',
  'GET /api-v2/ping': 'public',
  'GET /api-v2/sistema/status/:unitUuid': 'public',
  // The first run (issue 32): answered to anyone; the POST and the CEP work only while nothing exists.
  'GET /api-v2/setup': 'public',
  'POST /api-v2/setup': 'public',
  'GET /api-v2/setup/cep/:cep': 'public',
  // The built web app (@fastify/static wildcard); the SPA fallback is the not-found handler, not a route.
  'GET /*': 'public',

  // Every screen: the profile, the top bar's register status (doc 4 §2 Layout), parameters and generic codes,
  // the feature request from the unavailable page (doc 3 §2.4; waiters are refused in the service).
  'GET /api-v2/usuario/logged': 'session',
  'SERVICE aberturaTurno:get': 'session',
  'GET /api-v2/parametro/tipo/:types': 'session',
  'GET /api-v2/codigoGenerico/chave/:keys': 'session',
  // The unit's active integrations (doc 1/2/4 §7): only what a browser may read (`dados`), never credentials.
  'GET /api-v2/pedidoIntegracao/allIntegracoesAtivas': 'session',
  // Tax documents (doc 1 §6 ROLE_NOTA_FISCAL, issue 17).
  'POST /api-v2/pedidoIntegracao/gerarNotaFiscal': {
    anyOf: [ROLES.ROLE_NOTA_FISCAL],
    message: MSG.NO_FISCAL_PERMISSION,
  },
  'POST /api-v2/pedidoIntegracao/cancelarNotaFiscal': {
    anyOf: [ROLES.ROLE_NOTA_FISCAL],
    message: MSG.NO_FISCAL_PERMISSION,
  },
  // Printing them: the DANFE NFC-e on the thermal printer, the DANFE NF-e as a PDF.
  'POST /api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/:id': {
    anyOf: [ROLES.ROLE_NOTA_FISCAL],
    message: MSG.NO_FISCAL_PERMISSION,
  },
  'GET /api-v2/notaFiscal/:id/danfe.pdf': {
    anyOf: [ROLES.ROLE_NOTA_FISCAL],
    message: MSG.NO_FISCAL_PERMISSION,
  },
  'POST /api-v2/sistema/solicitarFuncionalidade/:role': 'session',
  // The dispatcher route itself; each entity:action pair below is checked by the dispatcher.
  'GET /service': 'session',

  // Cash shift: a cashier's (doc 4 §2 top bar, doc 4 §5 settlement).
  'POST /api-v2/aberturaTurno/abrir': CASH_SHIFT,
  'POST /api-v2/aberturaTurno/fechar': CASH_SHIFT,

  // Menu and product search for order entry (doc 2 §7); by-weight products also for the scale kiosk (doc 3 §6).
  'SERVICE grupoProduto:list': anyOf(...ORDER_ENTRY),
  'SERVICE produtoCardapio:list': anyOf(...ORDER_ENTRY),
  'GET /api-v2/produtoCardapio/listAllProducts': anyOf(...ORDER_ENTRY),
  // Ours: the order dialog's lean menu and one combo's steps, opened from the same screen.
  'GET /api-v2/produtoCardapio/enxuto': anyOf(...ORDER_ENTRY),
  'GET /api-v2/produtoCardapio/:id/complementos': anyOf(...ORDER_ENTRY),
  'GET /api-v2/produtoCardapio/listDeliveryFee': anyOf(...ORDER_ENTRY),
  'GET /api-v2/produtoCardapio/listByUnidadeMedida': anyOf(...ORDER_ENTRY, R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),
  'GET /api-v2/produto/list': anyOf(...ORDER_ENTRY),
  'GET /api-v2/produto/listWithoutStep': anyOf(...ORDER_ENTRY),
  'GET /api-v2/usuario/listUsuarios': anyOf(...ORDER_ENTRY),
  'POST /api-v2/log/saveListItens': anyOf(...ORDER_ENTRY),
  // Payment methods: the payment dialog and the settlement tab (doc 1 §7, doc 4 §5).
  'SERVICE formaPagamento:list': CASH_SHIFT,

  // Tabs and tables (doc 3 §6 ROLE_PDV_COMANDA_MESA; doc 1 §6 conversion needs the module).
  'GET /api-v2/identificador/tipo/:types': anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`GET ${ORDERS}/listByIdentificadorSecundario`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`GET ${ORDERS}/listByIdentificadorPrincipal`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`GET ${ORDERS}/listByTipo`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  // Join, transfers and close move items, people and (join) payments between tabs: a waiter's too (no money
  // is taken; doc 3 §6). saveAll adds or removes payments only with ACTION pedidoIntegracao:pagamentos.
  [`GET ${ORDERS}/juntarPedidoIntegracao`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`POST ${ORDERS}/saveAll`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`POST ${ORDERS}/transferirItens`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`POST ${ORDERS}/transferirMesa`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  [`POST ${ORDERS}/fecharPedido/:id`]: anyOf(R.ROLE_PDV_COMANDA_MESA),
  // Scheduled orders report (doc 3 §2.1, doc 4 §7).
  [`GET ${ORDERS}/listAllPedidosAgendados`]: anyOf(R.ROLE_PDV_PEDIDOS_AGENDADOS),
  [`POST ${ORDERS}/converterPedidoComanda/:id/:identifier`]: {
    anyOf: [R.ROLE_PDV_COMANDA_MESA],
    message: MSG.CONVERT_REQUIRES_TAB_MODULE,
  },

  // Orders: board, detail and saves (doc 1 §7, doc 2 §7, doc 4 §7). The save's per-type rule (doc 4 §5 "New
  // orders": counter and delivery need ROLE_PDV_DELIVERY) and its payments (ACTION below) are checked inside.
  [`GET ${ORDERS}/list`]: anyOf(...ORDER_BOARD, R.ROLE_PDV_PEDIDOS_AGENDADOS),
  // Ours: the delivery board's lean cards (the list's filters; the detail loads the whole order).
  [`GET ${ORDERS}/quadro`]: anyOf(...ORDER_BOARD, R.ROLE_PDV_PEDIDOS_AGENDADOS),
  [`GET ${ORDERS}/:id`]: anyOf(...ORDER_BOARD, R.ROLE_PDV_PEDIDOS_AGENDADOS),
  [`POST ${ORDERS}`]: anyOf(...ORDER_BOARD),
  [`POST ${ORDERS}/situacao/:id/:status`]: anyOf(...ORDER_BOARD),
  // The delivery-person app starts and delivers its routes through it (doc 4 §4): a courier only his own orders,
  // checked in the service (courier-app-guard).
  [`POST ${ORDERS}/situacao/multiple/:ids/:status`]: anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_ACESSO_APP_ENTREGADORES,
  ),
  [`POST ${ORDERS}/entregador/:orderId/:deliveryPersonId`]: anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
  ),
  // Delivery confirmation by code: the board, dispatch and the delivery-person app (doc 1 §7, doc 4 §6).
  [`POST ${ORDERS}/confirmacaoDeEntrega/:orderId/:code`]: anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_ACESSO_APP_ENTREGADORES,
  ),
  // Logistics (doc 1 §2.12, §7): the delivery cashier and dispatch send orders to couriers.
  'GET /api-v2/integracaoLogistica/list': anyOf(R.ROLE_PDV_DELIVERY, R.ROLE_PDV_DESPACHO_ENTREGADORES),
  'GET /api-v2/integracaoLogistica/availability/:orderId/:integrationId': anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
  ),
  'POST /api-v2/integracaoLogistica/:orderId/:integrationId': anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
  ),
  'POST /api-v2/integracaoLogistica/desfazerLogistica/:orderId/:logisticsConfigId': anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
  ),
  'GET /api-v2/integracaoLogistica/tracking/:orderId': anyOf(R.ROLE_PDV_DELIVERY, R.ROLE_PDV_DESPACHO_ENTREGADORES),
  [`PUT ${ORDERS}/enviarFoodyDelivery`]: anyOf(R.ROLE_PDV_DELIVERY),
  // Loyalty (doc 2 §2.7): after an import, by whoever imports.
  [`GET ${ORDERS}/integracoesFidelidade`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/pontuarFidelimax/:orderId/:total`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/pontuarStamps/:orderId/:total`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/pontuar/:orderId/ZO`]: anyOf(...CASHIER),
  // Integration polling of the delivery board (doc 4 §7, every 30 s).
  [`POST ${ORDERS}/poolingIntegracoes`]: anyOf(R.ROLE_PDV_DELIVERY),
  // Marketplace (iFood) orders: the cancel dialog's reasons and the refresh from the marketplace (doc 1 §2.15, §7).
  // The integrations drawer (doc 2 §2.8, §4.6, §5.9): the delivery board's users and the back office see the stores;
  // opening, closing and pausing a store, and the chat switch, are for the delivery cashier and the back office.
  [`GET ${ORDERS}/integracoesAtivas`]: anyOf(...STORE_VIEWERS),
  [`GET ${ORDERS}/statusLojas`]: anyOf(...STORE_VIEWERS),
  [`POST ${ORDERS}/aplicarAcao/:configId/:action`]: anyOf(...STORE_VIEWERS),
  [`POST ${ORDERS}/alterarStatusLoja/:configId/:storeId/:status`]: anyOf(...STORE_MANAGERS),
  [`POST ${ORDERS}/atualizarParametro/:configId/:value`]: anyOf(...STORE_MANAGERS),
  [`POST ${ORDERS}/createInterruption/:configId`]: anyOf(...STORE_MANAGERS),
  [`POST ${ORDERS}/deleteInterruption/:configId`]: anyOf(...STORE_MANAGERS),
  // doc 2 §6 messaging-connect role.
  [`GET ${ORDERS}/whatsapp/status`]: anyOf(R.ROLE_CONECTAR_WHATSAPP),
  [`GET ${ORDERS}/getCancellationReasons/:orderId`]: anyOf(...ORDER_BOARD),
  [`GET ${ORDERS}/atualizarPedido/:id`]: anyOf(...ORDER_BOARD),
  // iFood's negotiation platform: the customer's disputes on delivery and counter orders are the delivery cashier's
  // to answer (a refund is money), on the delivery board.
  [`GET ${ORDERS}/negociacoes`]: anyOf(R.ROLE_PDV_DELIVERY),
  [`POST ${ORDERS}/negociacoes/:id/responder`]: anyOf(R.ROLE_PDV_DELIVERY),
  // Integrated menus (doc 4 §2, §7): the /integrated-menus page's role reads and changes the marketplace's catalog.
  [`GET ${ORDERS}/getIfoodAction/:integrationId/:action`]: anyOf(R.ROLE_PDV_DELIVERY),
  [`POST ${ORDERS}/postIfoodAction/:action`]: anyOf(R.ROLE_PDV_DELIVERY),
  // The order sequence (doc 4 §5 "New orders", §7): read by the board, changed only by settings.
  [`GET ${ORDERS}/lastPedidoIntegracaoSequence`]: anyOf(R.ROLE_PDV_DELIVERY, ...SETTINGS),
  [`POST ${ORDERS}/updatePedidoIntegracaoSequence/:value`]: anyOf(...SETTINGS),
  // Deleting an order reverses its payments: money, so a cashier's (doc 1 §4).
  [`DELETE ${ORDERS}/:id/:justification`]: anyOf(...CASHIER),
  // Re-send items to the kitchen (doc 2 §6 ROLE_UTILIZA_NOTIFICACAO, ROLE_UTILIZA_KDS).
  [`POST ${ORDERS}/renotificar/:id`]: anyOf(R.ROLE_UTILIZA_NOTIFICACAO, R.ROLE_UTILIZA_KDS),
  // Audit of a deleted payment or of a cancel with card-terminal payments (doc 1 §7).
  'POST /api-v2/logEvento': anyOf(...ORDER_BOARD),

  // Import into the back office closes the sale: a cashier's (doc 1 §4, doc 2 §4.4). Undo is also blocked by
  // ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO in the service (doc 1 §6).
  [`GET ${ORDERS}/prepararIntegracao/:id`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/finalizarIntegracao/`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/finalizarIntegracao`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/importar/:id`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/importarTodos`]: anyOf(...CASHIER),
  [`POST ${ORDERS}/desfazerIntegracao/:id`]: anyOf(...CASHIER),
  // Conversion of integration orders (doc 1 §6 ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_{product}).
  [`POST ${ORDERS}/converterPedido/:id`]: {
    anyOf: [R.ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA],
    message: MSG.NO_CONVERT_PERMISSION,
  },
  [`POST ${ORDERS}/desfazerConversaoPedido/:id`]: {
    anyOf: [R.ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA],
    message: MSG.NO_CONVERT_PERMISSION,
  },

  // Printing (doc 1 §7): the order from the boards; kitchen items for KDS/notification (doc 2 §6); the card
  // terminal's receipt belongs to the payment.
  [`POST ${PRINT}/enviarImpressaoApp/PedidoIntegracao/:id`]: anyOf(...ORDER_BOARD),
  [`POST ${PRINT}/enviarImpressaoKds`]: anyOf(R.ROLE_UTILIZA_KDS, R.ROLE_UTILIZA_NOTIFICACAO),
  [`POST ${PRINT}/enviarImpressaoTef/:location`]: TAKES_MONEY(),
  // The card terminal (issue 16): its dialog in the drawer (doc 2 §2.8) for cashiers and settings; the sale
  // intents for whoever takes money (BLOQUEIO_PAGAMENTO also blocks the terminal: this table is the only check).
  'POST /api-v2/tef/login': anyOf(...PAYERS, ...SETTINGS),
  'GET /api-v2/tef/configuracao': anyOf(...PAYERS, ...SETTINGS),
  'GET /api-v2/tef/terminais': anyOf(...PAYERS, ...SETTINGS),
  'POST /api-v2/tef/intencaoVenda': TAKES_MONEY(),
  'GET /api-v2/tef/intencaoVenda': TAKES_MONEY(),
  'GET /api-v2/tef/intencaoVenda/:id': TAKES_MONEY(),
  'POST /api-v2/tef/intencaoVenda/:id/cancelar': TAKES_MONEY(),
  'POST /api-v2/tef/intencaoVenda/:id/codigoAutorizacao': TAKES_MONEY(),
  'POST /api-v2/tef/intencaoVenda/:id/excluirPagamento': TAKES_MONEY(),
  'POST /api-v2/tef/intencaoVenda/:id/resultadoAgente': TAKES_MONEY(),
  'POST /api-v2/tef/resultadoAgente': TAKES_MONEY(),
  'POST /api-v2/tef/cancelamentoAgente': TAKES_MONEY(),
  'GET /api-v2/tef/estornosAgente': TAKES_MONEY(),
  // The cloud provider's status notification: signed in its URL, it only makes the server ask the provider.
  'POST /api-v2/tef/notificacao/:unidadeId/:id': 'public',
  // The print server (doc 3 §7, doc 4 §7): the print log ('Últimas impressões' on the boards, the item dialog) and
  // the print locations (KDS settings, print dialogs). The online print page checks its own signed link.
  'GET /api/impressao/list/:unitUuid': anyOf(...PRINT_READERS),
  'GET /api/impressao/identificador/:identificador': anyOf(...PRINT_READERS),
  'GET /api/impressao/:id/visualizar': anyOf(...PRINT_READERS),
  'POST /api/impressao/online': anyOf(...PRINT_READERS),
  'GET /api/localImpressao/list/:unitUuid': anyOf(...PRINT_READERS),
  'GET /impressao-online.html': 'public',
  // The demo's virtual printers are shared by every unit of the process.
  'GET /sandbox/impressoras': anyOf(R.ROLE_ADMIN),

  // The kitchen display on the print server (doc 3 §7, doc 4 §7): the kitchen's calls need ROLE_UTILIZA_KDS (doc 3
  // §6); one order's entries are also read by the boards ('Últimos itens KDS', the item information, doc 4 §2,
  // doc 1 §2.13); the cancels come from order entry and the detail (doc 2 §7, doc 1 §7) or the KDS.
  'GET /api/kds/listAllByDate': anyOf(R.ROLE_UTILIZA_KDS),
  'POST /api/kds/updateItemStatus': anyOf(R.ROLE_UTILIZA_KDS),
  'GET /api/kds/listByIdPedidoIntegracao': anyOf(R.ROLE_UTILIZA_KDS, ...ORDER_BOARD),
  'POST /api/kds/cancelarItem': anyOf(R.ROLE_UTILIZA_KDS, ...ORDER_ENTRY),
  'POST /api/kds/cancelarItemsByPedido': anyOf(R.ROLE_UTILIZA_KDS, ...ORDER_BOARD),

  // The payment dialog's look-ups of a customer's money (doc 1 §7); prepaid also needs ROLE_CREDITO_PRE_PAGO.
  'SERVICE limiteCredito:get': TAKES_MONEY(),
  'SERVICE saldoPrePago:get': TAKES_MONEY(),
  // Pending amounts (doc 2 §6 ROLE_VISUALIZAR_VALORES_PENDENTES).
  [`GET ${ORDERS}/contasPendentes/:customerId`]: {
    anyOf: [R.ROLE_VISUALIZAR_VALORES_PENDENTES],
    message: MSG.NO_PENDING_VALUES_PERMISSION,
  },

  // Customers. Order entry finds and shows them (tabs need one, doc 2 §5.1); their documents and the
  // registration form are for who registers customers (ACTION below); couriers are saved from /deliveryman
  // (doc 4 §6 ROLE_PDV_GESTAO_ENTREGADORES, checked again in the service for cargo ENTR).
  'GET /api-v2/pessoa/list': anyOf(...ORDER_ENTRY),
  'GET /api-v2/pessoa/:id': anyOf(...ORDER_ENTRY),
  [`GET ${ORDERS}/listByPessoa/:personId`]: anyOf(...ORDER_ENTRY),
  'POST /api-v2/pessoa': anyOf(...CUSTOMER_REGISTER, R.ROLE_PDV_GESTAO_ENTREGADORES),
  'POST /api-v2/endereco': anyOf(...CUSTOMER_REGISTER),
  'DELETE /api-v2/endereco/:id': anyOf(...CUSTOMER_REGISTER),
  'POST /api-v2/contatoPessoa': anyOf(...CUSTOMER_REGISTER),
  'DELETE /api-v2/contatoPessoa/:id': anyOf(...CUSTOMER_REGISTER),
  'GET /api-v2/cep/:cep': anyOf(...CUSTOMER_REGISTER),
  // City search and distances: the customer form and the dispatch address form (doc 4 "Routes dialog").
  'GET /api-v2/municipio/list': anyOf(...CUSTOMER_REGISTER, R.ROLE_PDV_DESPACHO_ENTREGADORES),
  'GET /api-v2/endereco/directions/:origin/:destination': anyOf(...CUSTOMER_REGISTER, R.ROLE_PDV_DESPACHO_ENTREGADORES),

  // Couriers, settlement and dispatch (doc 4 §6, §7). The courier list also feeds the board's courier choice.
  'GET /api-v2/pessoa/entregador': anyOf(
    R.ROLE_PDV_DELIVERY,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_PDV_GESTAO_ENTREGADORES,
    R.ROLE_ACERTO_ENTREGADORES,
  ),
  // Courier logins: the login fields are ROLE_CADASTRO_ENTREGADORES's; /deliveryman edits the rest of a login
  // (profile, active); creating one and changing username or password are checked inside (ACTION below).
  'GET /api-v2/usuario/delivery-man/username-available': anyOf(R.ROLE_CADASTRO_ENTREGADORES),
  'POST /api-v2/usuario/saveUserDeliveryMan': anyOf(
    R.ROLE_CADASTRO_ENTREGADORES,
    R.ROLE_PDV_GESTAO_ENTREGADORES,
    R.ROLE_ADMIN,
  ),
  'GET /api-v2/usuario/getProfileDeliveryman': anyOf(R.ROLE_PDV_GESTAO_ENTREGADORES, R.ROLE_CADASTRO_ENTREGADORES),
  'GET /api-v2/usuario/deliverymen/profiles': anyOf(R.ROLE_PDV_GESTAO_ENTREGADORES, R.ROLE_CADASTRO_ENTREGADORES),
  'ACTION usuario:criarLoginEntregador': anyOf(R.ROLE_CADASTRO_ENTREGADORES),
  'ACTION usuario:alterarCredenciaisEntregador': {
    anyOf: [R.ROLE_ADMIN],
    message: MSG.COURIER_CREDENTIALS_SUPPORT_ONLY,
  },
  // Orders by courier: conference (/deliveryman), dispatch, and the delivery-person app, which sees only its own
  // orders and the ones without a courier (doc 4 §6, filtered in the service).
  [`GET ${ORDERS}/listPorEntregador`]: anyOf(
    R.ROLE_PDV_GESTAO_ENTREGADORES,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_ACERTO_ENTREGADORES,
    R.ROLE_ACESSO_APP_ENTREGADORES,
  ),
  // The delivery app's 'Relatórios' reads the courier's own deliveries (idEntregador checked in the service).
  [`GET ${ORDERS}/listPorEntregadorById`]: anyOf(
    R.ROLE_PDV_GESTAO_ENTREGADORES,
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_ACERTO_ENTREGADORES,
    R.ROLE_ACESSO_APP_ENTREGADORES,
  ),
  // Settlement tab (doc 4 §2, §6 ROLE_ACERTO_ENTREGADORES): its list and its post move money.
  [`GET ${ORDERS}/listPorEntregadorAcerto`]: anyOf(R.ROLE_ACERTO_ENTREGADORES),
  'POST /api-v2/pessoa/acertoEntregador': anyOf(R.ROLE_ACERTO_ENTREGADORES),
  // The receipt of posted settlements (doc 4 §7 gerarRecibo), opened from the same tab.
  'GET /api-v2/entregador/acerto/recibo': anyOf(R.ROLE_ACERTO_ENTREGADORES),
  // Dispatch of orders to a courier (doc 4 §6 ROLE_PDV_DESPACHO_ENTREGADORES).
  [`POST ${ORDERS}/associar-despacho/multiple/:ids/:situacao`]: anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES),
  // Route planning (issue 14; doc 4 §4 'Route planning', §7): the dispatch tab and the delivery board's routes
  // dialog. The map's configuration (tiles, the unit's point) also serves the delivery-person app.
  'GET /api-v2/roteirizacao/mapa': anyOf(
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_PDV_DELIVERY,
    R.ROLE_ACESSO_APP_ENTREGADORES,
    R.ROLE_MAPA_DE_CALOR,
  ),
  'POST /api-v2/roteirizacao/planejar': anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES, R.ROLE_PDV_DELIVERY),
  'POST /api-v2/roteirizacao/geocodificar': anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES, R.ROLE_PDV_DELIVERY),
  // A route keeps its stop order and ETAs (issue 31 §4): creating and editing one dispatches orders.
  'POST /api-v2/roteirizacao/rotas': anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES),
  'GET /api-v2/roteirizacao/rotas/:agrupador': anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES, R.ROLE_PDV_DELIVERY),
  'PUT /api-v2/roteirizacao/rotas/:agrupador': anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES),
  [`POST ${ORDERS}/updateCoordinatesBatch`]: anyOf(R.ROLE_PDV_DESPACHO_ENTREGADORES, R.ROLE_PDV_DELIVERY),
  // 'Clique para atualizar' (doc 4 §2 routes dialog): the company's coordinates from its address.
  'POST /api-v2/sistema/atualizarLocalizacao/:unitUuid': anyOf(
    R.ROLE_PDV_DESPACHO_ENTREGADORES,
    R.ROLE_PDV_DELIVERY,
    R.ROLE_ADMIN,
    R.ROLE_MAPA_DE_CALOR,
  ),
  // Sales heat map (doc 3 §6 ROLE_MAPA_DE_CALOR, §7): the period's sales and the customers' coordinates.
  'GET /api-v2/pedido/listCountPedidos': anyOf(R.ROLE_MAPA_DE_CALOR),
  'GET /api-v2/pedido/listPedidos': anyOf(R.ROLE_MAPA_DE_CALOR),
  'POST /api-v2/pessoa/saveList': anyOf(R.ROLE_MAPA_DE_CALOR),
  'POST /api-v2/pessoa/geocodificar': anyOf(R.ROLE_MAPA_DE_CALOR),
  // Weighing kiosk and scale capture (doc 3 §6 ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE; doc 2 §6 the same role for
  // the capture in order entry): the reading, the terminal's settings, the KG products and the kiosk's sale.
  'GET /api-v2/balanca/peso': anyOf(R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),
  'GET /api-v2/balanca/configuracao': anyOf(R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),
  'PUT /api-v2/balanca/configuracao': anyOf(R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),
  'GET /api-v2/balanca/produtos': anyOf(R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),
  'POST /api-v2/balanca/pedido': anyOf(R.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE),

  // Income statement and report jobs (doc 4 §2 back office, issue 18): the manager's. Jobs are any user's own
  // (the service answers only the caller's jobs and files only to their unit); a DRE export needs the DRE's roles.
  'GET /api-v2/dreReport/gerar': anyOf(...BACK_OFFICE),
  'POST /api-v2/jobAssincrono': 'session',
  'GET /api-v2/jobAssincrono/open/:id': 'session',
  'GET /api-v2/jobAssincrono/listByNomeAndIdUsuario/:name/:userId': 'session',
  // The file opens in a new window (no bearer header): a signed link for one file of one unit, checked by the service.
  'GET /api-v2/jobAssincrono/arquivo/:uuid': 'public',
  'ACTION jobAssincrono:DRE': anyOf(...BACK_OFFICE),
  'ACTION jobAssincrono:VENDAS_ENTREGADOR': anyOf(
    ...BACK_OFFICE,
    R.ROLE_ACERTO_ENTREGADORES,
    R.ROLE_PDV_GESTAO_ENTREGADORES,
  ),

  // Checks inside one call. Payments ride in the order save (doc 1 §7): adding or removing one is a cashier's.
  'ACTION pedidoIntegracao:pagamentos': TAKES_MONEY(),
  // Customers' CPF/CNPJ and RG/IE are shown only to who registers customers.
  'ACTION pessoa:documentos': anyOf(...CUSTOMER_REGISTER),
} satisfies Record<string, ApiAccess>);

/**
 * URL prefixes served by plugins that register their own routes, all public: the OpenAPI UI and document
 * (@fastify/swagger-ui under /api-docs).
 */
export const PUBLIC_API_PREFIXES: readonly string[] = Object.freeze(['/api-docs']);

/** The table's key of a route; HEAD routes Fastify adds for GETs share the GET entry. */
export function apiPermissionKey(method: string, url: string): string {
  const verb = method.toUpperCase();
  return `${verb === 'HEAD' ? 'GET' : verb} ${url}`;
}

export function serviceActionKey(entity: string, action: string): string {
  return `SERVICE ${entity}:${action}`;
}

/** What a route needs, or undefined when the table has no entry (the server refuses to start). */
export function apiAccessOf(method: string, url: string): ApiAccess | undefined {
  const key = apiPermissionKey(method, url);
  if (key in API_PERMISSIONS) return API_PERMISSIONS[key];
  const isUnderPrefix = PUBLIC_API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  return isUnderPrefix ? 'public' : undefined;
}

/** The roles an access needs (empty for public and session). */
export function rolesOf(access: ApiAccess): readonly Role[] {
  return typeof access === 'string' ? [] : access.anyOf;
}

/** Whether a logged-in profile passes an access rule (public and session always do). */
export function isApiAccessAllowed(profile: RoleProfile, access: ApiAccess): boolean {
  if (typeof access === 'string') return true;
  return hasAnyRole(profile, access.anyOf) && !hasAnyRole(profile, access.noneOf ?? []);
}

/** The 403 message for a refused access: the spec's own when the entry names one, else the first role's. */
export function apiAccessDeniedMessage(access: ApiAccess): string {
  if (typeof access === 'string') return '';
  return access.message ?? MSG.noRole(access.anyOf[0]!);
}
