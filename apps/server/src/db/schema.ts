/**
 * One PostgreSQL schema for the embedded PGlite and for a PostgreSQL server.
 * Every row that belongs to a business unit carries `unidade_id`; repositories always filter by it.
 * Money columns are integer cents (`*_cents`); HTTP payloads convert to decimal reais at the edge.
 */
import type { TOrderRouteStop } from '@brasa/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const empresa = pgTable('empresa', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  cnpj: text('cnpj'),
  createdAt: createdAt(),
});

export const municipio = pgTable('municipio', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  codigoIbge: text('codigo_ibge').notNull().unique(),
  uf: text('uf').notNull(),
});

export const unidade = pgTable('unidade', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresa.id),
  nome: text('nome').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** The unit's own person record (address, coordinates); set after the person exists. */
  pessoaId: integer('pessoa_id'),
  /** Contracted modules: a user holds a role only when the unit has it too (doc 4 §6). */
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** ATIVO, EXPIRADO or INATIVO (GET /api-v2/sistema/status). */
  status: text('status').notNull().default('ATIVO'),
  informacoes: text('informacoes'),
  /** Whether the unit controls cash shifts; false answers the shift call with status 'N' (DISABLED). */
  controlaTurno: boolean('controla_turno').notNull().default(true),
  createdAt: createdAt(),
});

export const pessoa = pgTable(
  'pessoa',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    nome: text('nome').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** 'F' person, 'J' company. */
    tipo: text('tipo').notNull().default('F'),
    cpfCnpj: text('cpf_cnpj'),
    rgIe: text('rg_ie'),
    dataNascimento: date('data_nascimento'),
    fone: text('fone'),
    celular: text('celular'),
    email: text('email'),
    cep: text('cep'),
    endereco: text('endereco'),
    numero: text('numero'),
    bairro: text('bairro'),
    complemento: text('complemento'),
    municipioId: integer('municipio_id').references(() => municipio.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    observacoes: text('observacoes'),
    ativo: boolean('ativo').notNull().default(true),
    tipoCliente: boolean('tipo_cliente').notNull().default(false),
    /** 'ENTR' for couriers; 'FUNC' for other staff. */
    cargoFuncionario: text('cargo_funcionario'),
    funcao: text('funcao'),
    codigoReferencial: text('codigo_referencial'),
    /** Delivery-fee product used by default for this customer. */
    servicoProdutoId: integer('servico_produto_id'),
    entregadorValorDiariaCents: integer('entregador_valor_diaria_cents').notNull().default(0),
    entregadorValorFixoPedidoCents: integer('entregador_valor_fixo_pedido_cents').notNull().default(0),
    entregadorPercentualTaxaEntrega: numeric('entregador_percentual_taxa_entrega', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    entregadorValorMinimoCents: integer('entregador_valor_minimo_cents').notNull().default(0),
    limiteCreditoCents: integer('limite_credito_cents').notNull().default(0),
    saldoPrePagoCents: integer('saldo_pre_pago_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('pessoa_unidade_nome_idx').on(t.unidadeId, t.nome),
    // A customer's CPF/CNPJ is unique in the unit (people/service.ts names the customer who has it).
    uniqueIndex('pessoa_documento_cliente_idx')
      .on(t.unidadeId, t.cpfCnpj)
      .where(sql`${t.tipoCliente} and ${t.cpfCnpj} is not null and ${t.cpfCnpj} <> ''`),
  ],
);

export const endereco = pgTable('endereco', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  pessoaId: integer('pessoa_id')
    .notNull()
    .references(() => pessoa.id, { onDelete: 'cascade' }),
  endereco: text('endereco').notNull(),
  numero: text('numero'),
  bairro: text('bairro'),
  complemento: text('complemento'),
  referencia: text('referencia'),
  cep: text('cep'),
  municipioId: integer('municipio_id').references(() => municipio.id),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  idProdutoTaxaEntrega: integer('id_produto_taxa_entrega'),
});

export const contatoPessoa = pgTable('contato_pessoa', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  pessoaId: integer('pessoa_id')
    .notNull()
    .references(() => pessoa.id, { onDelete: 'cascade' }),
  /** FONE or EMAIL. */
  tipo: text('tipo').notNull(),
  valor: text('valor').notNull(),
});

export const perfilUsuario = pgTable('perfil_usuario', {
  id: serial('id').primaryKey(),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresa.id),
  /** e.g. 'caixa', 'garcom' (a waiter), 'cozinha', 'entregador', 'gerente'. */
  tipo: text('tipo').notNull(),
  descricao: text('descricao').notNull(),
});

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pessoaId: integer('pessoa_id').references(() => pessoa.id),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfilUsuario.id),
    username: text('username').notNull(),
    nome: text('nome').notNull(),
    email: text('email'),
    /** argon2id of what the client sends (itself the SHA-256 hex of the typed password). */
    passwordHash: text('password_hash').notNull(),
    permissoes: text('permissoes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    admin: boolean('admin').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usuario_username_idx').on(t.username)],
);

export const parametro = pgTable(
  'parametro',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    tipo: text('tipo').notNull(),
    chave: text('chave').notNull(),
    codigo: text('codigo').notNull(),
    valorString: text('valor_string'),
    descricao: text('descricao'),
  },
  (t) => [uniqueIndex('parametro_unidade_chave_idx').on(t.unidadeId, t.chave)],
);

export const codigoGenerico = pgTable(
  'codigo_generico',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    chave: text('chave').notNull(),
    codigo: text('codigo').notNull(),
    valorString: text('valor_string'),
  },
  (t) => [uniqueIndex('codigo_generico_unidade_chave_idx').on(t.unidadeId, t.chave)],
);

export const aberturaTurno = pgTable(
  'abertura_turno',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    dataAbertura: timestamp('data_abertura', { withTimezone: true }).notNull().defaultNow(),
    dataFechamento: timestamp('data_fechamento', { withTimezone: true }),
    valorAberturaCents: integer('valor_abertura_cents').notNull().default(0),
  },
  (t) => [
    index('abertura_turno_usuario_idx').on(t.unidadeId, t.usuarioId, t.dataAbertura),
    // At most one open shift per user: a second concurrent open cannot slip in.
    uniqueIndex('abertura_turno_aberto_idx')
      .on(t.unidadeId, t.usuarioId)
      .where(sql`data_fechamento is null`),
  ],
);

export const solicitacaoFuncionalidade = pgTable('solicitacao_funcionalidade', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuario.id),
  role: text('role').notNull(),
  createdAt: createdAt(),
});

export const grupoProduto = pgTable('grupo_produto', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  descricao: text('descricao').notNull(),
  cor: text('cor'),
  ativo: boolean('ativo').notNull().default(true),
  mostrarPdvOnline: boolean('mostrar_pdv_online').notNull().default(true),
  mostrarVersaoMobile: boolean('mostrar_versao_mobile').notNull().default(true),
});

export const produto = pgTable(
  'produto',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    grupoId: integer('grupo_id').references(() => grupoProduto.id),
    descricao: text('descricao').notNull(),
    valorUnitarioVendaCents: integer('valor_unitario_venda_cents').notNull().default(0),
    codigoBarras: text('codigo_barras'),
    /** UN, KG, ... */
    unidadeMedida: text('unidade_medida').notNull().default('UN'),
    /** 'P' product, 'S' service (excluded from the import product list). */
    tipoProduto: text('tipo_produto').notNull().default('P'),
    cobrarTaxaServico: boolean('cobrar_taxa_servico').notNull().default(true),
    abrirPassos: boolean('abrir_passos').notNull().default(false),
    observacaoAutomatica: text('observacao_automatica'),
    observacoesMobile: text('observacoes_mobile'),
    /** Where items are notified: NN none, or a print location key (COZINHA, BAR...). */
    tipoNotificacao: text('tipo_notificacao').notNull().default('NN'),
    /** Tax data for NF-e/NFC-e (doc 2 §3 fiscal info): ncm, cfop, origem, icms (CSOSN or CST), pisCofinsCst, rates. */
    dadosFiscais: jsonb('dados_fiscais').$type<Record<string, unknown>>(),
    /** A delivery-fee product (listDeliveryFee). */
    taxaEntrega: boolean('taxa_entrega').notNull().default(false),
    /**
     * Weighing kiosk (doc 3 §3 produtoLivreAssociado, §9): the free (all-you-can-eat) product charged instead of a
     * weighed plate when its unit price is lower than the weighed total.
     */
    produtoLivreAssociadoId: integer('produto_livre_associado_id'),
    /** Shown on the menu (produtoCardapio). */
    cardapio: boolean('cardapio').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    index('produto_unidade_idx').on(t.unidadeId, t.descricao),
    index('produto_barras_idx').on(t.unidadeId, t.codigoBarras),
    // Name-prefix search in name order (byte order, so LIKE 'abc%' and ORDER BY use it on any database locale).
    index('produto_descricao_prefixo_idx').on(t.unidadeId, sql`(lower(${t.descricao}) collate "C")`),
  ],
);

/**
 * Word-prefix search (a name any of whose words but the first starts with the text; the first is the name prefix):
 * the lower-cased name from each such word on, kept by statement triggers on `produto` (migration 0009). A search reads the
 * first matches of `sufixo LIKE 'text%'` in index order and stops, however many products match.
 */
export const produtoSufixo = pgTable(
  'produto_sufixo',
  {
    unidadeId: integer('unidade_id').notNull(),
    sufixo: text('sufixo').notNull(),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produto.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.unidadeId, t.sufixo, t.produtoId] }),
    index('produto_sufixo_produto_idx').on(t.produtoId),
  ],
);

/**
 * One row: a counter every statement that writes `produto` or `grupo_produto` raises (statement triggers, migration
 * 0011), in the writer's transaction. The lean menu is cached per unit under the counter it read before building it,
 * so any committed menu change is seen by the next request on every instance, at the cost of one tiny read.
 */
export const cardapioVersao = pgTable('cardapio_versao', {
  id: integer('id').primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull().default(0),
});

/**
 * One row: a counter every statement that writes what a session profile reads (users, profiles, units, companies,
 * parameters, towns, and the people of users and units) raises, in the writer's transaction (triggers, migration
 * 0017). A request's profile and unit parameters are cached under the counter read before them, so a committed
 * change (a user deactivated, a role or parameter changed) is seen by the next request on every instance, at the
 * cost of one tiny read instead of the profile's join.
 */
export const sessaoVersao = pgTable('sessao_versao', {
  id: integer('id').primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull().default(0),
});

/** Combo steps (complementos): level 2 steps belong to a product; level 3 steps to a level-2 step item. */
export const produtoPasso = pgTable('produto_passo', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  produtoId: integer('produto_id')
    .notNull()
    .references(() => produto.id),
  /** For level 3: the level-2 step item that opens this step. */
  passoItemPaiId: integer('passo_item_pai_id'),
  descricao: text('descricao').notNull(),
  minimo: integer('minimo').notNull().default(0),
  maximo: integer('maximo').notNull().default(1),
  ordem: integer('ordem').notNull().default(1),
  /** FRACAO or MAIOR_VALOR. */
  tipoCalculo: text('tipo_calculo'),
  nivel: integer('nivel').notNull().default(2),
});

export const produtoPassoItem = pgTable('produto_passo_item', {
  id: serial('id').primaryKey(),
  passoId: integer('passo_id')
    .notNull()
    .references(() => produtoPasso.id, { onDelete: 'cascade' }),
  produtoId: integer('produto_id')
    .notNull()
    .references(() => produto.id),
  valorCents: integer('valor_cents').notNull().default(0),
  adicionarAutomaticamente: boolean('adicionar_automaticamente').notNull().default(false),
});

export const conta = pgTable('conta', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  descricao: text('descricao').notNull(),
  /** CX cash, CC credit card, CD debit card, CL credit account, BC bank, PX pix, PD prepaid, OT other. */
  tipoConta: text('tipo_conta').notNull(),
  /** Pending-type account (credit sale): payments stay pending for the customer. */
  pendente: boolean('pendente').notNull().default(false),
});

export const formaPagamento = pgTable('forma_pagamento', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  descricao: text('descricao').notNull(),
  /** Payment code: DIN, CC, CD, PX, PD, CL, OT ... */
  codigo: text('codigo').notNull(),
  contaId: integer('conta_id')
    .notNull()
    .references(() => conta.id),
  utilizaTef: boolean('utiliza_tef').notNull().default(false),
  modeloPos: text('modelo_pos'),
  pessoaRequerida: boolean('pessoa_requerida').notNull().default(false),
  /** Days until the due date, for methods that take one. */
  intervalo: integer('intervalo').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
});

/**
 * The weighing kiosk's settings per unit and terminal (doc 3 §2.6, §3 produtosKGSelecionados, §9): the KG products
 * offered, the quick-access slots F1–F11, the tab number generation 'mode|min|max' ('' = typed by the customer)
 * with the last number given, and whether a new order prints.
 */
export const configuracaoBalanca = pgTable(
  'configuracao_balanca',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    terminal: text('terminal').notNull(),
    produtosKgSelecionados: jsonb('produtos_kg_selecionados').$type<number[]>().notNull().default([]),
    /** { F1: idProduto, ... } */
    atalhos: jsonb('atalhos').$type<Record<string, number>>().notNull().default({}),
    geracaoIdentificador: text('geracao_identificador').notNull().default(''),
    ultimoIdentificador: integer('ultimo_identificador'),
    imprimirAoCriar: boolean('imprimir_ao_criar').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('configuracao_balanca_unidade_terminal_idx').on(t.unidadeId, t.terminal)],
);

/** Tabs (COMANDA) and tables (MESA). */
export const identificador = pgTable(
  'identificador',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    tipo: text('tipo').notNull(),
    identificador: text('identificador').notNull(),
    /** NORMAL or BLOQUEADO. */
    status: text('status').notNull().default('NORMAL'),
    ativo: boolean('ativo').notNull().default(true),
    pessoaId: integer('pessoa_id').references(() => pessoa.id),
  },
  (t) => [uniqueIndex('identificador_unidade_tipo_idx').on(t.unidadeId, t.tipo, t.identificador)],
);

export const localImpressao = pgTable(
  'local_impressao',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    chave: text('chave').notNull(),
    descricao: text('descricao').notNull(),
    /** The location's printer (ESC/POS over TCP, raw port 9100); no host: no printer, its prints end in ERRO. */
    impressoraHost: text('impressora_host'),
    impressoraPorta: integer('impressora_porta').notNull().default(9100),
    /** Paper width in mm: 58 (32 columns) or 80 (48 columns). */
    larguraPapel: integer('largura_papel').notNull().default(80),
    /** The printer's code page for Portuguese accents: cp860, cp850 or windows1252. */
    paginaCodigo: text('pagina_codigo').notNull().default('cp860'),
    impressoraAtiva: boolean('impressora_ativa').notNull().default(true),
  },
  (t) => [uniqueIndex('local_impressao_unidade_chave_idx').on(t.unidadeId, t.chave)],
);

/**
 * The integration order: the columns the board filters and sorts on, plus the embedded
 * marketplace-style body (`body`, the spec's iFoodOrder) as JSONB. `version` grows on every write.
 */
export const pedidoIntegracao = pgTable(
  'pedido_integracao',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    version: integer('version').notNull().default(1),
    sequencial: integer('sequencial'),
    tipo: text('tipo').notNull(),
    situacao: text('situacao').notNull().default('PENDENTE'),
    tipoImportacao: text('tipo_importacao').notNull().default('SO'),
    tipoImportacaoOriginal: text('tipo_importacao_original'),
    ativo: boolean('ativo').notNull().default(true),
    pago: boolean('pago').notNull().default(false),
    pagoOnline: boolean('pago_online').notNull().default(false),
    comNf: boolean('com_nf').notNull().default(false),
    pedidoAgendado: text('pedido_agendado'),
    dataPedido: timestamp('data_pedido', { withTimezone: true }).notNull().defaultNow(),
    dataImportacao: timestamp('data_importacao', { withTimezone: true }),
    dataIntegracao: timestamp('data_integracao', { withTimezone: true }),
    dataConfirmacao: timestamp('data_confirmacao', { withTimezone: true }),
    dataAguardandoRetirada: timestamp('data_aguardando_retirada', { withTimezone: true }),
    dataEnvio: timestamp('data_envio', { withTimezone: true }),
    dataEntrega: timestamp('data_entrega', { withTimezone: true }),
    /**
     * The customer's delivery code of our own delivery orders (made by the server, entry-rules.ts): never in the
     * body, lists or realtime messages (a courier's app receives those); the staff's order read and the
     * customer's receipt show it. A marketplace order's code is the marketplace's (it checks what is typed).
     */
    codigoEntrega: text('codigo_entrega'),
    dataCancelamento: timestamp('data_cancelamento', { withTimezone: true }),
    motivoCancelamento: text('motivo_cancelamento'),
    justificativaExclusao: text('justificativa_exclusao'),
    identificadorPrincipal: text('identificador_principal'),
    identificadorSecundario: text('identificador_secundario'),
    complementoIdentificador: text('complemento_identificador'),
    quantidadePessoas: integer('quantidade_pessoas'),
    pessoaClienteId: integer('pessoa_cliente_id').references(() => pessoa.id),
    pessoaEntregadorId: integer('pessoa_entregador_id').references(() => pessoa.id),
    statusLogistica: text('status_logistica'),
    /** The logistics integration (integracao.id) the order was sent with (doc 1 §3); null when not sent. */
    idConfiguracaoIntegracaoLogistica: integer('id_configuracao_integracao_logistica'),
    /** The logistics provider's answer to the send (delivery id, status, driver, trackingUrl). */
    jsonRetornoLogistica: jsonb('json_retorno_logistica').$type<Record<string, unknown>>(),
    /** Sends undone so far: part of the provider's idempotency key, so a send after an undo is a new delivery. */
    tentativaLogistica: integer('tentativa_logistica').notNull().default(0),
    statusNotificacao: text('status_notificacao'),
    agrupadorDespacho: text('agrupador_despacho'),
    /** Its stop in the route (position and ETA, issue 31 §4), written with the dispatch group; null outside one. */
    paradaRota: jsonb('parada_rota').$type<TOrderRouteStop>(),
    /** The courier settlement movement (movimento_financeiro ACERTO_ENTREGADOR) that settled this order (doc 4 §3). */
    idMovimentoFinanceiroAcerto: integer('id_movimento_financeiro_acerto'),
    totalPedidoCents: integer('total_pedido_cents').notNull().default(0),
    /** The tax document part the API answers as `pedido` (doc 1 §3): status, statusDescricao, msgStatus, chave... */
    notaFiscal: jsonb('nota_fiscal').$type<Record<string, unknown>>(),
    descricao: text('descricao'),
    /** Customer name, phone and address words, lower-cased, for the board's text search. */
    textoBusca: text('texto_busca').notNull().default(''),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedido_unidade_data_idx').on(t.unidadeId, t.dataPedido),
    // The board: a unit's active orders of a period in (dataPedido, id) order, read in index order.
    index('pedido_quadro_idx')
      .on(t.unidadeId, t.dataPedido, t.id)
      .where(sql`${t.ativo}`),
    index('pedido_unidade_situacao_idx').on(t.unidadeId, t.situacao),
    index('pedido_unidade_sequencial_idx').on(t.unidadeId, t.sequencial),
    // Lists by courier and the settlement (doc 4 §7 listPorEntregador*): a unit's active orders of a period.
    index('pedido_entregador_data_idx')
      .on(t.unidadeId, t.pessoaEntregadorId, t.dataPedido)
      .where(sql`${t.ativo} and ${t.pessoaEntregadorId} is not null`),
    // The tab and table board (doc 3 §7 listByTipo, listByIdentificadorPrincipal): a unit's open orders by type
    // and number (active, unpaid, not imported).
    index('pedido_abertos_idx')
      .on(t.unidadeId, t.tipo, t.identificadorPrincipal)
      .where(sql`${t.ativo} and not ${t.pago} and ${t.dataImportacao} is null`),
    // Orders on a table (listByIdentificadorSecundario, table transfers).
    index('pedido_mesa_idx')
      .on(t.unidadeId, t.identificadorSecundario)
      .where(sql`${t.ativo} and ${t.identificadorSecundario} is not null`),
  ],
);

export const pedidoIntegracaoLog = pgTable(
  'pedido_integracao_log',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pedido_log_pedido_idx').on(t.pedidoId, t.createdAt)],
);

/** Print jobs recorded for the print server to deliver (doc 1 §7 print calls, doc 4 print log). */
export const impressao = pgTable(
  'impressao',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id').references(() => pedidoIntegracao.id, { onDelete: 'set null' }),
    identificador: text('identificador').notNull(),
    origem: text('origem').notNull(),
    localImpressao: text('local_impressao').notNull().default('CAIXA'),
    descricao: text('descricao').notNull(),
    statusImpressao: text('status_impressao').notNull().default('PENDENTE'),
    /** What to print when it is not rendered from the order: a card-terminal receipt, the KDS items (JSON). */
    conteudo: text('conteudo'),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    /** Delivery attempts so far and the last failure's reason (PENDENTE while retried, ERRO when given up). */
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    dataImpressao: timestamp('data_impressao', { withTimezone: true }),
    /** The ticket as rendered (plain text, the printer's columns): what 'Visualizar' shows. */
    textoImpresso: text('texto_impresso'),
  },
  (t) => [
    index('impressao_unidade_idx').on(t.unidadeId, t.dataCriacao),
    index('impressao_identificador_idx').on(t.unidadeId, t.identificador),
  ],
);

/**
 * KDS entries (doc 3 §3): one per order item sent to a kitchen screen, created in the transaction that notified the
 * item. `dados` holds the order and item as the kitchen sees them; status and version move with the screen's
 * updates. `versaoPedido` (the order's version that sent it) keeps one entry per item and sending; a cancellation by
 * an order change records the order's version in `versaoCancelamento`, so the KDS subscriber publishes it.
 */
export const itemKds = pgTable(
  'item_kds',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id, { onDelete: 'cascade' }),
    versaoPedido: integer('versao_pedido').notNull(),
    versaoCancelamento: integer('versao_cancelamento'),
    codigoReferencial: text('codigo_referencial').notNull(),
    localNotificacao: text('local_notificacao').notNull(),
    status: text('status').notNull().default('PENDENTE'),
    version: integer('version').notNull().default(1),
    justificativaCancelamento: text('justificativa_cancelamento'),
    /** The item also went to its place's printer: a cancellation prints a ticket there. */
    impresso: boolean('impresso').notNull().default(false),
    /** When the item reached each status (ISO text by status). */
    datasStatus: jsonb('datas_status').notNull(),
    dados: jsonb('dados').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_kds_unidade_data_idx').on(t.unidadeId, t.createdAt),
    index('item_kds_pedido_idx').on(t.pedidoId),
    uniqueIndex('item_kds_envio_idx').on(t.pedidoId, t.codigoReferencial, t.versaoPedido),
  ],
);

/** Items removed from saved orders (POST /api-v2/log/saveListItens), kept for audit. */
export const logItemExcluido = pgTable(
  'log_item_excluido',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id'),
    username: text('username').notNull(),
    dados: jsonb('dados').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('log_item_excluido_pedido_idx').on(t.unidadeId, t.pedidoId)],
);

/** Audit events sent by terminals (POST /api-v2/logEvento, doc 1 §7): a deleted payment, a cancel with TEF payments. */
export const logEvento = pgTable(
  'log_evento',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id').references(() => pedidoIntegracao.id, { onDelete: 'set null' }),
    tipo: text('tipo').notNull(),
    entidade: text('entidade').notNull(),
    motivo: text('motivo'),
    /** The entity as the terminal sent it (e.g. the deleted payment). */
    dados: jsonb('dados'),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('log_evento_pedido_idx').on(t.unidadeId, t.pedidoId)],
);

/**
 * Money moved by order payments (doc 1 §4 "Payments move money"): an ENTRADA per accepted payment in its
 * method's account, an ESTORNO (negative) when a payment is deleted. One row per payment and kind, so a
 * retried request cannot move the same payment twice.
 */
export const movimentoFinanceiro = pgTable(
  'movimento_financeiro',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    contaId: integer('conta_id')
      .notNull()
      .references(() => conta.id),
    formaPagamentoId: integer('forma_pagamento_id')
      .notNull()
      .references(() => formaPagamento.id),
    /** The order of a payment's movement; null on a courier settlement (its orders point at it). */
    pedidoId: integer('pedido_id').references(() => pedidoIntegracao.id),
    /**
     * The payment's id inside the order body; on a courier settlement 'ACERTO:{courier}:{business day}', so the
     * unique index below lets a courier's day be settled once.
     */
    pagamentoId: text('pagamento_id').notNull(),
    /** The financial operation (parameter ID_OPERACAO_ACERTO_ENTREGADOR on a settlement). */
    operacao: text('operacao'),
    /** ENTRADA, ESTORNO or ACERTO_ENTREGADOR (signed: positive, the courier paid in; negative, paid out). */
    tipo: text('tipo').notNull(),
    valorCents: integer('valor_cents').notNull(),
    /** What the customer handed over, when it was more than the amount (change). */
    trocoParaCents: integer('troco_para_cents'),
    pessoaId: integer('pessoa_id'),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('movimento_financeiro_pagamento_idx').on(t.unidadeId, t.pagamentoId, t.tipo),
    index('movimento_financeiro_conta_idx').on(t.unidadeId, t.contaId, t.createdAt),
  ],
);

/**
 * Idempotency keys of money-moving calls (header Idempotency-Key): the first answer is kept, so a retried
 * request answers it again instead of paying twice. Written inside the call's transaction.
 */
export const chaveIdempotencia = pgTable(
  'chave_idempotencia',
  {
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    chave: text('chave').notNull(),
    /** Method and path the key was used with: the same key on another call is refused. */
    rota: text('rota').notNull(),
    /** SHA-256 of who sent what: a retry is the same request; the key with another body is refused. */
    impressaoDigital: text('impressao_digital'),
    resposta: jsonb('resposta'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chave_idempotencia_pk').on(t.unidadeId, t.chave)],
);

/**
 * Login throttle state when there is no Redis (modules/auth/login-delay.ts): one row per username
 * (`u:<username>`) and per address (`a:<address>`), shared by every instance on the database.
 * Instants are epoch milliseconds from the server's clock.
 */
export const tentativaLogin = pgTable('tentativa_login', {
  chave: text('chave').primaryKey(),
  falhas: integer('falhas').notNull().default(0),
  /** Username: its last failure; address: the start of its window. */
  desde: bigint('desde', { mode: 'number' }).notNull().default(0),
  /** Username only: no attempt before this instant. */
  bloqueadoAte: bigint('bloqueado_ate', { mode: 'number' }).notNull().default(0),
});

/**
 * An external system a unit is connected to (doc 1/2/4 §7 allIntegracoesAtivas): a marketplace (IF), the card
 * terminal in the cloud (TEF) or on the local agent (EL), maps (GM), logistics... `dados` is what a browser of the
 * unit may read (sent as a JSON string); `segredos` (credentials, keys, tokens) never leaves the server.
 */
export const integracao = pgTable(
  'integracao',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    tipo: text('tipo').notNull(),
    descricao: text('descricao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    segredos: jsonb('segredos').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integracao_unidade_tipo_idx').on(t.unidadeId, t.tipo)],
);

/**
 * A card-terminal sale intent (issue 16): owned by the server, created before the terminal is asked (so a lost
 * answer is found again by `referencia`), moved by the provider's status and recorded as the order's payment
 * only on approval, once (`pagamento_id` set in the same transaction as the order's payment).
 */
export const tefIntencaoVenda = pgTable(
  'tef_intencao_venda',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id),
    formaPagamentoId: integer('forma_pagamento_id')
      .notNull()
      .references(() => formaPagamento.id),
    /** TEF (cloud provider) or EL (the local agent on the cashier's machine). */
    tipo: text('tipo').notNull().default('TEF'),
    valorCents: integer('valor_cents').notNull(),
    terminalId: text('terminal_id').notNull(),
    /** CC, CD, PX or PD (doc 1 §7). */
    tipoCartao: text('tipo_cartao').notNull(),
    /** Our reference at the provider: unique, derived from our id. */
    referencia: text('referencia').notNull(),
    /** The provider's intent id, null until the provider answered the start. */
    provedorId: text('provedor_id'),
    /** CRIADA, NO_TERMINAL, APROVADA, RECUSADA, EXPIRADA, CANCELADA. */
    status: text('status').notNull().default('CRIADA'),
    statusTransacao: integer('status_transacao'),
    mensagem: text('mensagem'),
    bandeira: text('bandeira'),
    adquirente: text('adquirente'),
    nsu: text('nsu'),
    codigoAutorizacao: text('codigo_autorizacao'),
    /** The code came from the cashier (the acquirer returned none). */
    codigoAutorizacaoManual: boolean('codigo_autorizacao_manual').notNull().default(false),
    comprovanteCliente: text('comprovante_cliente'),
    comprovanteEstabelecimento: text('comprovante_estabelecimento'),
    /** The payment's id in the order body once recorded (exactly once). */
    pagamentoId: text('pagamento_id'),
    /** An approval the order can no longer take (paid another way, cancelled): to be reversed at the provider. */
    estornar: boolean('estornar').notNull().default(false),
    aprovadaEm: timestamp('aprovada_em', { withTimezone: true }),
    username: text('username').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tef_intencao_referencia_idx').on(t.unidadeId, t.referencia),
    index('tef_intencao_pedido_idx').on(t.unidadeId, t.pedidoId),
    // The reconciler's work list: intents not final, or approved but neither recorded nor reversed yet.
    index('tef_intencao_aberta_idx')
      .on(t.id)
      .where(sql`${t.status} in ('CRIADA', 'NO_TERMINAL') or (${t.status} = 'APROVADA' and ${t.pagamentoId} is null)`),
  ],
);

/**
 * A marketplace event as received by polling (issue 15): the event id is the key, so a redelivered or duplicated
 * event is stored once; stored in the same transaction as the order it imports or moves, and acknowledged to the
 * marketplace only after that commit.
 */
export const marketplaceEvento = pgTable(
  'marketplace_evento',
  {
    id: text('id').primaryKey(),
    integracaoId: integer('integracao_id')
      .notNull()
      .references(() => integracao.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    codigo: text('codigo').notNull(),
    pedidoMarketplaceId: text('pedido_marketplace_id').notNull(),
    /** The event's createdAt at the marketplace (events are applied in this order, older ones never undo newer). */
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('marketplace_evento_pedido_idx').on(t.integracaoId, t.pedidoMarketplaceId)],
);

/** The marketplace's order id ↔ our order: one row per marketplace order and integration, whoever imports it. */
export const marketplacePedido = pgTable(
  'marketplace_pedido',
  {
    id: serial('id').primaryKey(),
    integracaoId: integer('integracao_id')
      .notNull()
      .references(() => integracao.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoMarketplaceId: text('pedido_marketplace_id').notNull(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id),
    /** The marketplace's status as last applied (PLACED, CONFIRMED, READY_TO_PICKUP, DISPATCHED, CONCLUDED, CANCELLED). */
    statusMarketplace: text('status_marketplace').notNull(),
    /** createdAt of the event that set it. */
    statusEm: timestamp('status_em', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marketplace_pedido_integracao_idx').on(t.integracaoId, t.pedidoMarketplaceId),
    uniqueIndex('marketplace_pedido_pedido_idx').on(t.pedidoId),
  ],
);

/**
 * Who polls an integration (issue 15): a lease taken with one conditional UPDATE, renewed every cycle, so with several
 * instances exactly one polls each integration at a time and a dead holder's lease lapses.
 */
export const marketplacePolling = pgTable('marketplace_polling', {
  integracaoId: integer('integracao_id')
    .primaryKey()
    .references(() => integracao.id),
  dono: text('dono').notNull(),
  ate: timestamp('ate', { withTimezone: true }).notNull(),
});

/**
 * iFood's negotiation platform: a customer's dispute on one of our marketplace orders (HANDSHAKE_DISPUTE), to be
 * answered before `expiraEm` (accept, reject or one of the alternatives it offers), and how it ended
 * (HANDSHAKE_SETTLEMENT). One row per dispute id and integration; the answer is claimed with one conditional
 * UPDATE (ABERTA → RESPONDENDO), so two terminals never both answer it.
 */
export const marketplaceDisputa = pgTable(
  'marketplace_disputa',
  {
    id: serial('id').primaryKey(),
    integracaoId: integer('integracao_id')
      .notNull()
      .references(() => integracao.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id),
    /** iFood's disputeId. */
    disputaId: text('disputa_id').notNull(),
    pedidoMarketplaceId: text('pedido_marketplace_id').notNull(),
    /** CANCELLATION, PARTIAL_CANCELLATION, PROPOSED_AMOUNT_REFUND, PROPOSED_ADDITIONAL_TIME... */
    acao: text('acao').notNull(),
    /** AFTER_DELIVERY, DELAY, PREPARATION_TIME, AFTER_DELIVERY_PARTIALLY... */
    tipo: text('tipo'),
    mensagem: text('mensagem'),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    /** ACCEPT_CANCELLATION, REJECT_CANCELLATION, VOID: what iFood does when nobody answers. */
    acaoExpiracao: text('acao_expiracao'),
    /** The HANDSHAKE_DISPUTE event's metadata as received (alternatives, items, evidences, reasons). */
    dados: jsonb('dados').notNull(),
    /** ABERTA, RESPONDENDO (the answer is on its way to iFood), RESPONDIDA, ENCERRADA (settled). */
    status: text('status').notNull().default('ABERTA'),
    /** ACEITAR, REJEITAR, ALTERNATIVA. */
    resposta: text('resposta'),
    /** What was sent: the reason, the alternative and its amount or minutes. */
    respostaDados: jsonb('resposta_dados'),
    respondidaPor: text('respondida_por'),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }),
    /** The answering request's Idempotency-Key: its retry answers the stored result. */
    chaveResposta: text('chave_resposta'),
    /** HANDSHAKE_SETTLEMENT's status: ACCEPTED, REJECTED, EXPIRED, ALTERNATIVE_REPLIED. */
    desfecho: text('desfecho'),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marketplace_disputa_integracao_idx').on(t.integracaoId, t.disputaId),
    index('marketplace_disputa_unidade_idx').on(t.unidadeId, t.status),
  ],
);
/**
 * Operation groups of the unit's finance (doc 4 §2 DRE): each is classified VB (gross sales), CMV (cost of
 * goods sold), DO (operating expenses), RF (financial income) or DF (financial expenses). Order payments are
 * the group flagged `vendas` (their money movements, movimento_financeiro, feed it); other amounts are
 * `lancamento_financeiro` rows of an operation of a group.
 */
export const grupoOperacao = pgTable(
  'grupo_operacao',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    descricao: text('descricao').notNull(),
    /** VB, CMV, DO, RF, DF; null: not in the DRE (transfers between accounts...). */
    classificacao: text('classificacao'),
    /** The group order payments (ENTRADA, ESTORNO) are reported in; one per unit. */
    vendas: boolean('vendas').notNull().default(false),
  },
  (t) => [index('grupo_operacao_unidade_idx').on(t.unidadeId)],
);

export const operacaoFinanceira = pgTable('operacao_financeira', {
  id: serial('id').primaryKey(),
  unidadeId: integer('unidade_id')
    .notNull()
    .references(() => unidade.id),
  grupoId: integer('grupo_id')
    .notNull()
    .references(() => grupoOperacao.id),
  descricao: text('descricao').notNull(),
});

/** A financial entry that is not an order payment: a purchase, a bill, a fee, interest. Signed cents. */
export const lancamentoFinanceiro = pgTable(
  'lancamento_financeiro',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    operacaoId: integer('operacao_id')
      .notNull()
      .references(() => operacaoFinanceira.id),
    descricao: text('descricao').notNull(),
    /** Money in positive, money out negative. */
    valorCents: integer('valor_cents').notNull(),
    /** When it counts (competence date). */
    data: timestamp('data', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lancamento_financeiro_data_idx').on(t.unidadeId, t.data)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Report jobs (doc 4 §3 jobAssincrono): run on pg-boss, the file kept in the row so any instance serves it.
 * status PENDENTE -> INICIADO -> FINALIZADO | ERRO (dados holds the error text).
 */
export const jobAssincrono = pgTable(
  'job_assincrono',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    usuarioId: integer('usuario_id').notNull(),
    /** The panel's name (doc 4 route /gerencial/jobAssincrono/{nome}). */
    nome: text('nome').notNull(),
    /** What runs: DRE_PDF, DRE_EXCEL, VENDAS_ENTREGADOR. */
    relatorio: text('relatorio').notNull(),
    descricao: text('descricao').notNull(),
    status: text('status').notNull().default('PENDENTE'),
    tipo: text('tipo').notNull().default('INFO'),
    dados: text('dados'),
    progresso: integer('progresso').notNull().default(0),
    parametros: jsonb('parametros').notNull(),
    visualizado: boolean('visualizado').notNull().default(false),
    arquivoNome: text('arquivo_nome'),
    arquivoTipo: text('arquivo_tipo'),
    arquivo: bytea('arquivo'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_assincrono_usuario_idx').on(t.unidadeId, t.usuarioId, t.nome, t.createdAt)],
);

/**
 * The next number of each tax-document series (issue 17): a number is taken once, inside the transaction that
 * records its document (`insert ... on conflict do update ... returning`), and never handed out again.
 */
export const serieFiscal = pgTable(
  'serie_fiscal',
  {
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    modelo: text('modelo').notNull(),
    serie: integer('serie').notNull(),
    proximo: integer('proximo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.unidadeId, t.modelo, t.serie] })],
);

/**
 * A tax document (NF-e 55 / NFC-e 65): its reserved number, key and signed XML from the moment the number is taken,
 * then the authority's answer. status: RESERVADA (taken, not answered yet), CONSULTAR (sent, fate unknown: query
 * by key before anything else), AUTORIZADA, REJEITADA, CONTINGENCIA
 * (NFC-e issued offline, to transmit with the same key), SUBSTITUIR (a normal NFC-e of unknown fate replaced by its
 * offline twin: voided if it never arrived, cancelled by substitution, event 110112, if it did), CANCELADA,
 * INUTILIZAR (number to void), INUTILIZADA.
 * A sale has at most one live document (RESERVADA, CONSULTAR, AUTORIZADA or CONTINGENCIA) across both models:
 * `nota_fiscal_viva_idx`.
 */
export const notaFiscal = pgTable(
  'nota_fiscal',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidade.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidoIntegracao.id),
    modelo: text('modelo').notNull(),
    serie: integer('serie').notNull(),
    numero: integer('numero').notNull(),
    chave: text('chave').notNull(),
    tpEmis: integer('tp_emis').notNull().default(1),
    tpAmb: integer('tp_amb').notNull().default(2),
    status: text('status').notNull().default('RESERVADA'),
    cStat: integer('c_stat'),
    xMotivo: text('x_motivo'),
    nProt: text('n_prot'),
    /** The signed NFe (with infNFeSupl for NFC-e), and the protNFe once authorized. */
    xml: text('xml').notNull(),
    protocoloXml: text('protocolo_xml'),
    qrCode: text('qr_code'),
    urlChave: text('url_chave'),
    valorCents: integer('valor_cents').notNull(),
    destNome: text('dest_nome'),
    destCpfCnpj: text('dest_cpf_cnpj'),
    dhEmi: timestamp('dh_emi', { withTimezone: true }).notNull(),
    dhCont: timestamp('dh_cont', { withTimezone: true }),
    xJust: text('x_just'),
    autorizadaEm: timestamp('autorizada_em', { withTimezone: true }),
    cancelamentoProt: text('cancelamento_prot'),
    cancelamentoJust: text('cancelamento_just'),
    username: text('username').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nota_fiscal_numero_idx').on(t.unidadeId, t.modelo, t.serie, t.numero),
    uniqueIndex('nota_fiscal_chave_idx').on(t.unidadeId, t.chave),
    index('nota_fiscal_pedido_idx').on(t.unidadeId, t.pedidoId),
    uniqueIndex('nota_fiscal_viva_idx')
      .on(t.unidadeId, t.pedidoId)
      .where(sql`${t.status} in ('RESERVADA', 'CONSULTAR', 'AUTORIZADA', 'CONTINGENCIA')`),
    // The transmission job's work list: offline NFC-e to send, numbers to void, documents left unanswered.
    index('nota_fiscal_pendente_idx')
      .on(t.id)
      .where(sql`${t.status} in ('RESERVADA', 'CONTINGENCIA', 'CONSULTAR', 'SUBSTITUIR', 'INUTILIZAR')`),
  ],
);
