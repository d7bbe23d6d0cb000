import { SANDBOX_MERCHANT_ID } from '../../providers/marketplace';
import { ALL_ROLES, ROLES, TEF_DELETE_WINDOW_MINUTES, maskCpfOrCnpj, type Role } from '@brasa/domain';
import { createHash, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import { GENERIC_CODE_DEFAULTS, PARAMETER_DEFAULTS } from '../../modules/parameters/defaults';
import type { Db } from '../client';
import * as t from '../schema';
import { DEMO_GROUPS, DEMO_PRODUCTS, DEMO_STEPS } from './menu';
import { seedDemoFinance, seedOperationGroups } from './finance';
import { seedDemoOrders } from './orders';
import { seedSalesHistory } from './sales-history';
import { CONSUMIDOR_FINAL, DEMO_COURIERS, DEMO_CUSTOMERS } from './people';
import { TEF_SANDBOX_COMPANY } from '../../providers/tef/sandbox';
import { LOGISTICS_SANDBOX_CREDENTIALS } from '../../providers/logistics/sandbox';
import { LOYALTY_SANDBOX_TOKEN } from '../../providers/loyalty/sandbox';
import { DEFAULT_TEF_AGENT_PORT, DEMO_TEF_AGENT_KEY } from '../../providers/tef/local-agent';
import { DEMO_FISCAL_DATA, DEMO_FISCAL_SECRETS, demoProductFiscalData } from './fiscal';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Roles that take something away (blocks); "every role" for the admin leaves them out. */
const RESTRICTIVE = /BLOQUEI|NAO_PERMITE/;
export const ADMIN_ROLES = ALL_ROLES.filter((r) => !RESTRICTIVE.test(r));
const CASHIER_ROLES: Role[] = [
  ROLES.ROLE_PDV_DELIVERY,
  ROLES.ROLE_PDV_COMANDA_MESA,
  ROLES.ROLE_NOTA_FISCAL,
  ROLES.ROLE_PDV_PEDIDOS_AGENDADOS,
  ROLES.ROLE_UTILIZA_KDS,
  ROLES.ROLE_UTILIZA_NOTIFICACAO,
  ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE,
  ROLES.ROLE_CREDITO_PRE_PAGO,
  ROLES.ROLE_VISUALIZAR_VALORES_PENDENTES,
  // doc 2 §6: scale capture in order entry.
  ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE,
];

/** The demo logins (password = username), printed when the server starts. */
export const DEMO_LOGINS = [
  { username: 'admin', descricao: 'administrador (todas as funções)' },
  { username: 'caixa', descricao: 'caixa: delivery, comandas/mesas, pagamento, fiscal, agendados, KDS' },
  { username: 'garcom', descricao: 'garçom: comandas e mesas' },
  { username: 'cozinha', descricao: 'cozinha: KDS' },
  { username: 'despacho', descricao: 'despacho e gestão de entregadores' },
  { username: 'entregador_1', descricao: 'entregador: app do entregador' },
  { username: 'caixa_filial', descricao: 'caixa da unidade Filial' },
  { username: 'balanca', descricao: 'autoatendimento balança (quiosque de pesagem)' },
] as const;

/**
 * The demo units' top-bar links (doc 3 §2 "Layout"). Reserved `.example` addresses: a real unit sets its own
 * program, course and chat; a new unit has none (the links hidden).
 */
export const DEMO_GENERIC_CODES: Readonly<Record<string, string>> = {
  URL_PROGRAMA_BENEFICIOS: 'https://beneficios.brasa.example/',
  URL_CURSO_TREINAMENTO: 'https://treinamento.brasa.example/curso-pdv',
  URL_CHAT_SUPORTE: 'https://suporte.brasa.example/chat',
};

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const MUNICIPIOS = [
  { key: 'sp', nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  { key: 'campinas', nome: 'Campinas', codigoIbge: '3509502', uf: 'SP' },
  { key: 'osasco', nome: 'Osasco', codigoIbge: '3534401', uf: 'SP' },
];

/**
 * Seeds the demo company when the database is empty. Returns true when it seeded. With `orders` (the server's
 * first start) it also opens the demo orders (seed/orders.ts); tests start from a unit without orders.
 */
export async function seedDemoIfEmpty(db: Db, options: { orders?: boolean; finance?: boolean } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.empresa);
  if ((row?.n ?? 0) > 0) return false;
  const hashes = new Map<string, string>();
  for (const { username } of DEMO_LOGINS) hashes.set(username, await hashPassword(sha256Hex(username)));
  await db.transaction(async (tx) => {
    const [emp] = await tx
      .insert(t.empresa)
      .values({ nome: 'Brasa Restaurantes Demo', cnpj: '11222333000181' })
      .returning();
    const mun = new Map<string, number>();
    for (const m of await tx
      .insert(t.municipio)
      .values(MUNICIPIOS.map(({ key: _k, ...m }) => m))
      .returning()) {
      mun.set(MUNICIPIOS.find((x) => x.codigoIbge === m.codigoIbge)!.key, m.id);
    }
    const perfis = new Map<string, number>();
    const perfilRows = await tx
      .insert(t.perfilUsuario)
      .values(
        [
          ['gerente', 'Gerente'],
          ['caixa', 'Caixa'],
          ['garcom', 'Garçom'],
          ['cozinha', 'Cozinha'],
          ['despacho', 'Despachante'],
          ['entregador', 'Entregador'],
        ].map(([tipo, descricao]) => ({ empresaId: emp!.id, tipo: tipo!, descricao: descricao! })),
      )
      .returning();
    for (const p of perfilRows) perfis.set(p.tipo, p.id);

    const unitOpts = {
      empresaId: emp!.id,
      mun,
      perfis,
      hashes,
      orders: options.orders === true,
      finance: options.finance === true,
    };
    const matriz = await seedUnit(tx, {
      ...unitOpts,
      nome: 'Matriz',
      cidade: 'sp',
      lat: -23.5614,
      lng: -46.6559,
      endereco: ['Avenida Paulista', '1000', 'Bela Vista', '01310100'],
      roles: ALL_ROLES,
      modeloIdentificador: 'COMANDA',
    });
    await seedUsers(tx, matriz, unitOpts, [
      { username: 'admin', nome: 'Administrador', perfil: 'gerente', roles: ADMIN_ROLES, admin: true, turno: true },
      { username: 'caixa', nome: 'Camila Caixa', perfil: 'caixa', roles: CASHIER_ROLES, turno: true },
      {
        username: 'garcom',
        nome: 'Gabriel Garçom',
        perfil: 'garcom',
        // A waiter takes no money (doc 1 §6): his PAGAR stays disabled.
        roles: [ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_GARCOM_PEDIDO, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO],
      },
      { username: 'cozinha', nome: 'Cláudia Cozinha', perfil: 'cozinha', roles: [ROLES.ROLE_UTILIZA_KDS] },
      // The weighing kiosk's login (doc 3 §2.6): only the kiosk.
      {
        username: 'balanca',
        nome: 'Quiosque Balança',
        perfil: 'caixa',
        roles: [ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE],
      },
      {
        username: 'despacho',
        nome: 'Diego Despacho',
        perfil: 'despacho',
        roles: [
          ROLES.ROLE_PDV_DELIVERY,
          ROLES.ROLE_PDV_DESPACHO_ENTREGADORES,
          ROLES.ROLE_PDV_GESTAO_ENTREGADORES,
          ROLES.ROLE_ACERTO_ENTREGADORES,
          ROLES.ROLE_CADASTRO_ENTREGADORES,
        ],
        // doc 4 §5: the settlement posts only with an open register.
        turno: true,
      },
      {
        username: 'entregador_1',
        nome: 'Motoboy Carlos',
        perfil: 'entregador',
        roles: [ROLES.ROLE_ACESSO_APP_ENTREGADORES],
        courier: 'entregador_1',
      },
    ]);
    // Maps (doc 4 §7 allIntegracoesAtivas tipos=GM): OpenStreetMap tiles, Nominatim geocoding and OSRM routes, no
    // key needed; `dados` is what the browser reads (a `tileUrl` here would override the server's MAP_TILE_URL).
    await tx.insert(t.integracao).values({
      unidadeId: matriz.id,
      tipo: 'GM',
      descricao: 'Mapas (OpenStreetMap)',
      dados: { provedor: 'OPENSTREETMAP', geocodificacao: 'NOMINATIM', rotas: 'OSRM' },
    });
    await seedTefIntegration(tx, matriz.id);
    await seedLogisticsAndLoyalty(tx, matriz.id);
    // iFood (doc 4 §3): the sandbox marketplace's demo store; no baseUrl = the server's marketplace (the sandbox
    // unless MARKETPLACE_URL). The client secret stays in `segredos`.
    await tx.insert(t.integracao).values({
      unidadeId: matriz.id,
      tipo: 'IF',
      descricao: 'iFood — sandbox',
      dados: { IFOOD_MERCHANT_ID: SANDBOX_MERCHANT_ID, clientId: 'brasa-demo' },
      segredos: { clientSecret: 'brasa-demo-secret' },
    });
    await seedFiscalIntegration(tx, matriz.id);
    const filial = await seedUnit(tx, {
      ...unitOpts,
      nome: 'Filial',
      cidade: 'campinas',
      lat: -22.9056,
      lng: -47.0608,
      endereco: ['Rua Barão de Jaguara', '1200', 'Centro', '13015002'],
      roles: ALL_ROLES.filter(
        (r) => r !== ROLES.ROLE_MAPA_DE_CALOR && r !== ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE,
      ),
      modeloIdentificador: 'MESA',
    });
    await seedUsers(tx, filial, unitOpts, [
      { username: 'caixa_filial', nome: 'Fábio Caixa Filial', perfil: 'caixa', roles: CASHIER_ROLES, turno: true },
    ]);
    await seedTefAgentIntegration(tx, filial.id);
  });
  return true;
}

interface UnitOpts {
  /** Open the demo orders (seed/orders.ts). */
  orders: boolean;
  /** Seed the last months' money (seed/finance.ts) for the income statement. */
  finance: boolean;
  empresaId: number;
  mun: Map<string, number>;
  perfis: Map<string, number>;
  hashes: Map<string, string>;
}

interface SeededUnit {
  id: number;
  couriers: Map<string, number>;
}

async function seedUnit(
  tx: Tx,
  o: UnitOpts & {
    nome: string;
    cidade: string;
    lat: number;
    lng: number;
    endereco: [string, string, string, string];
    roles: readonly string[];
    modeloIdentificador: 'COMANDA' | 'MESA';
  },
): Promise<SeededUnit> {
  const [un] = await tx
    .insert(t.unidade)
    .values({
      uuid: randomUUID(),
      empresaId: o.empresaId,
      nome: o.nome,
      latitude: o.lat,
      longitude: o.lng,
      roles: [...o.roles],
    })
    .returning();
  const unidadeId = un!.id;
  const [rua, numero, bairro, cep] = o.endereco;
  const [unitPerson] = await tx
    .insert(t.pessoa)
    .values({
      unidadeId,
      nome: `BRASA RESTAURANTES - ${o.nome.toUpperCase()}`,
      tipo: 'J',
      cpfCnpj: '11222333000181',
      endereco: rua,
      numero,
      bairro,
      cep,
      municipioId: o.mun.get(o.cidade),
      latitude: o.lat,
      longitude: o.lng,
    })
    .returning();
  await tx.update(t.unidade).set({ pessoaId: unitPerson!.id }).where(eq(t.unidade.id, unidadeId));

  // Customers with addresses, coordinates, credit limits and a prepaid balance.
  const customers = new Map<string, number>();
  for (const c of DEMO_CUSTOMERS) {
    const [p] = await tx
      .insert(t.pessoa)
      .values({
        unidadeId,
        nome: c.nome,
        tipo: c.tipo,
        cpfCnpj: c.cpfCnpj,
        fone: c.fone,
        email: c.email,
        dataNascimento: c.dataNascimento,
        endereco: c.endereco?.rua,
        numero: c.endereco?.numero,
        bairro: c.endereco?.bairro,
        complemento: c.endereco?.complemento,
        cep: c.endereco?.cep,
        municipioId: c.endereco ? o.mun.get('sp') : null,
        latitude: c.endereco?.lat,
        longitude: c.endereco?.lng,
        tipoCliente: true,
        limiteCreditoCents: c.limiteCredito ?? 0,
        saldoPrePagoCents: c.saldoPrePago ?? 0,
      })
      .returning();
    customers.set(c.key, p!.id);
    if (c.secundario) {
      const s = c.secundario;
      await tx.insert(t.endereco).values({
        unidadeId,
        pessoaId: p!.id,
        endereco: s.rua,
        numero: s.numero,
        bairro: s.bairro,
        cep: s.cep,
        municipioId: o.mun.get('sp'),
        latitude: s.lat,
        longitude: s.lng,
      });
    }
    if (c.email && c.fone) {
      await tx.insert(t.contatoPessoa).values({ unidadeId, pessoaId: p!.id, tipo: 'FONE', valor: c.fone });
    }
  }

  const couriers = new Map<string, number>();
  for (const c of DEMO_COURIERS) {
    const [p] = await tx
      .insert(t.pessoa)
      .values({
        unidadeId,
        nome: c.nome,
        fone: c.fone,
        cargoFuncionario: 'ENTR',
        funcao: 'Entregador',
        entregadorValorDiariaCents: c.diaria,
        entregadorValorFixoPedidoCents: c.fixo,
        entregadorPercentualTaxaEntrega: c.percentual,
        entregadorValorMinimoCents: c.minimo,
      })
      .returning();
    couriers.set(c.key, p!.id);
  }

  await seedMenu(tx, unidadeId);
  const accounts = await seedPayments(tx, unidadeId);
  const operations = await seedOperationGroups(tx, unidadeId);

  await tx.insert(t.identificador).values([
    ...Array.from({ length: 20 }, (_, i) => ({
      unidadeId,
      tipo: 'MESA',
      identificador: String(i + 1),
      status: i + 1 === 13 ? 'BLOQUEADO' : 'NORMAL',
    })),
    ...Array.from({ length: 50 }, (_, i) => ({
      unidadeId,
      tipo: 'COMANDA',
      identificador: String(i + 1),
      status: i + 1 === 50 ? 'BLOQUEADO' : 'NORMAL',
    })),
  ]);
  await tx.insert(t.localImpressao).values([
    { unidadeId, chave: 'CAIXA', descricao: 'Caixa' },
    { unidadeId, chave: 'COZINHA', descricao: 'Cozinha' },
    { unidadeId, chave: 'BAR', descricao: 'Bar' },
  ]);

  const overrides: Record<string, string> = {
    MODELO_IDENTIFICADOR_PRINCIPAL: o.modeloIdentificador,
    ID_PESSOA_PADRAO_PEDIDO_SAIDA: String(customers.get(CONSUMIDOR_FINAL)),
    ID_CONTAO_VIRTUAL_LANCAMENTO_CREDITO: String(accounts.get('PD')),
    // The demo kitchen has a screen and a printer (AMBOS); the bar prints its tickets only.
    LOCAL_NOTIFICACAO_ITEM_POR_LOCAL: 'BAR:IMPRESSO',
  };
  await tx.insert(t.parametro).values(
    PARAMETER_DEFAULTS.map((p) => {
      const valor = overrides[p.chave] ?? p.valor;
      return { unidadeId, tipo: p.tipo, chave: p.chave, codigo: valor, valorString: valor, descricao: p.descricao };
    }),
  );
  await tx
    .insert(t.codigoGenerico)
    .values(GENERIC_CODE_DEFAULTS.map((g) => ({ unidadeId, ...g, codigo: DEMO_GENERIC_CODES[g.chave] ?? g.codigo })));
  if (o.orders) await seedDemoOrders(tx, unidadeId, customers, new Date(), couriers);
  // The sales heat map's history, for the unit that has the heat map (issue 18).
  if (o.orders && o.roles.includes(ROLES.ROLE_MAPA_DE_CALOR))
    await seedSalesHistory(tx, unidadeId, o.mun.get(o.cidade));
  if (o.finance) await seedDemoFinance(tx, unidadeId, operations, new Date());
  return { id: unidadeId, couriers };
}

async function seedMenu(tx: Tx, unidadeId: number) {
  const groups = new Map<string, number>();
  const groupRows = await tx
    .insert(t.grupoProduto)
    .values(
      DEMO_GROUPS.map((g) => ({
        unidadeId,
        descricao: g.descricao,
        cor: g.cor,
        mostrarPdvOnline: g.key !== 'adicionais',
      })),
    )
    .returning();
  DEMO_GROUPS.forEach((g, i) => groups.set(g.key, groupRows[i]!.id));

  const products = new Map<string, number>();
  const productRows = await tx
    .insert(t.produto)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        unidadeId,
        grupoId: groups.get(p.grupo),
        descricao: p.descricao,
        valorUnitarioVendaCents: p.preco,
        codigoBarras: p.barras,
        unidadeMedida: p.unidade ?? 'UN',
        tipoProduto: p.tipoProduto ?? 'P',
        cobrarTaxaServico: p.taxaServico ?? true,
        abrirPassos: p.abrirPassos ?? false,
        observacoesMobile: p.observacoesMobile,
        tipoNotificacao: p.notificacao ?? 'NN',
        taxaEntrega: p.taxaEntrega ?? false,
        cardapio: p.cardapio ?? true,
        dadosFiscais: demoProductFiscalData(p.grupo),
      })),
    )
    .returning();
  DEMO_PRODUCTS.forEach((p, i) => products.set(p.key, productRows[i]!.id));
  // The weighing kiosk (doc 3 §2.6): 'Comida por quilo' offers 'Buffet livre' when cheaper; the kiosk terminal
  // PADRAO sells it (F1), the customer types the tab number, and each sale prints.
  await tx
    .update(t.produto)
    .set({ produtoLivreAssociadoId: products.get('buffetlivre')! })
    .where(eq(t.produto.id, products.get('quilo')!));
  await tx.insert(t.configuracaoBalanca).values({
    unidadeId,
    terminal: 'PADRAO',
    produtosKgSelecionados: [products.get('quilo')!],
    atalhos: { F1: products.get('quilo')! },
  });

  // Level 2 steps first, remembering their items, then level 3 steps hanging from a level-2 item.
  const level2Items = new Map<string, number>();
  for (const s of [...DEMO_STEPS].sort((a, b) => a.nivel - b.nivel)) {
    const [passo] = await tx
      .insert(t.produtoPasso)
      .values({
        unidadeId,
        produtoId: products.get(s.produto)!,
        passoItemPaiId: s.paiItem ? level2Items.get(`${s.produto}/${s.paiItem}`) : null,
        descricao: s.descricao,
        minimo: s.minimo,
        maximo: s.maximo,
        ordem: s.ordem,
        tipoCalculo: s.tipoCalculo,
        nivel: s.nivel,
      })
      .returning();
    const items = await tx
      .insert(t.produtoPassoItem)
      .values(
        s.itens.map((it) => ({
          passoId: passo!.id,
          produtoId: products.get(it.produto)!,
          valorCents: it.valor,
          adicionarAutomaticamente: it.auto ?? false,
        })),
      )
      .returning();
    if (s.nivel === 2) s.itens.forEach((it, i) => level2Items.set(`${s.produto}/${it.produto}`, items[i]!.id));
  }
  return products;
}

/** One account and at least one payment method of each type (CX, CC, CD, PX, PD, CL, OT). */
async function seedPayments(tx: Tx, unidadeId: number) {
  const accountDefs = [
    { tipoConta: 'CX', descricao: 'Caixa da loja' },
    { tipoConta: 'CC', descricao: 'Cartão de crédito' },
    { tipoConta: 'CD', descricao: 'Cartão de débito' },
    { tipoConta: 'PX', descricao: 'Pix' },
    { tipoConta: 'PD', descricao: 'Crédito pré-pago (conta virtual)' },
    { tipoConta: 'CL', descricao: 'Contas a receber (crediário)', pendente: true },
    { tipoConta: 'OT', descricao: 'Vales e outros' },
  ];
  const rows = await tx
    .insert(t.conta)
    .values(accountDefs.map((a) => ({ unidadeId, ...a })))
    .returning();
  const accounts = new Map(rows.map((r) => [r.tipoConta, r.id]));
  await tx.insert(t.formaPagamento).values([
    { unidadeId, descricao: 'Dinheiro', codigo: 'DIN', contaId: accounts.get('CX')! },
    { unidadeId, descricao: 'Cartão de crédito', codigo: 'CC', contaId: accounts.get('CC')! },
    { unidadeId, descricao: 'Cartão de débito', codigo: 'CD', contaId: accounts.get('CD')! },
    { unidadeId, descricao: 'Pix', codigo: 'PX', contaId: accounts.get('PX')! },
    { unidadeId, descricao: 'Crédito pré-pago', codigo: 'PD', contaId: accounts.get('PD')!, pessoaRequerida: true },
    {
      unidadeId,
      descricao: 'Fiado (crediário 30 dias)',
      codigo: 'CL',
      contaId: accounts.get('CL')!,
      pessoaRequerida: true,
      intervalo: 30,
    },
    { unidadeId, descricao: 'Vale-refeição', codigo: 'OT', contaId: accounts.get('OT')! },
    { unidadeId, descricao: 'Cartão de crédito (TEF)', codigo: 'CC', contaId: accounts.get('CC')!, utilizaTef: true },
    { unidadeId, descricao: 'Cartão de débito (TEF)', codigo: 'CD', contaId: accounts.get('CD')!, utilizaTef: true },
    { unidadeId, descricao: 'Pix (TEF)', codigo: 'PX', contaId: accounts.get('PX')!, utilizaTef: true },
  ]);
  return accounts;
}

/**
 * The demo unit's tax documents (issue 17): homologation data of the demo company in São Paulo, NFC-e series 1
 * and NF-e series 1, the CSC of the SEFAZ sandbox; the A1 certificate is a test one generated on first use.
 */
async function seedFiscalIntegration(tx: Tx, unidadeId: number) {
  await tx.insert(t.integracao).values({
    unidadeId,
    tipo: 'NFE',
    descricao: 'NF-e / NFC-e (homologação)',
    dados: DEMO_FISCAL_DATA as unknown as Record<string, unknown>,
    segredos: DEMO_FISCAL_SECRETS as unknown as Record<string, unknown>,
  });
}

/**
 * The demo unit's card terminal: the sandbox company (providers/tef/sandbox.ts) with its two terminals, the first
 * the default, receipts at CAIXA; the login, technical password and the local agent's key stay in `segredos`.
 */
async function seedTefIntegration(tx: Tx, unidadeId: number) {
  const company = TEF_SANDBOX_COMPANY;
  await tx.insert(t.integracao).values({
    unidadeId,
    tipo: 'TEF',
    descricao: 'TEF (maquininha) — sandbox',
    dados: {
      TEF: {
        tipo: 'TEF',
        cpfCnpj: maskCpfOrCnpj(company.cpfCnpj),
        terminalPadraoId: String(company.terminais[0]!.id),
        localImpressao: 'CAIXA',
        prazoExclusaoMinutos: TEF_DELETE_WINDOW_MINUTES,
      },
    },
    segredos: {
      cpfCnpj: company.cpfCnpj,
      senha: company.senha,
      senhaTecnica: company.senhaTecnica,
      chaveAgente: DEMO_TEF_AGENT_KEY,
    },
  });
}

/**
 * The Filial charges cards through the local terminal agent (tipos=EL, doc 1 §7) instead of the cloud: the browser
 * talks to the sandbox agent `npm start` runs on this machine (port 2001, or the one it took: main.ts points this
 * integration at it). The agent's HMAC key stays in `segredos`.
 */
async function seedTefAgentIntegration(tx: Tx, unidadeId: number) {
  await tx.insert(t.integracao).values({
    unidadeId,
    tipo: 'EL',
    descricao: 'Agente TEF local — sandbox',
    dados: {
      TEF: {
        tipo: 'EL',
        terminalPadraoId: 'PINPAD-01',
        localImpressao: 'CAIXA',
        prazoExclusaoMinutos: TEF_DELETE_WINDOW_MINUTES,
        portaAgente: DEFAULT_TEF_AGENT_PORT,
      },
    },
    // The demo technical password (the same as the cloud sandbox's): deleting a card payment asks for it.
    segredos: { chaveAgente: DEMO_TEF_AGENT_KEY, senhaTecnica: '1234' },
  });
}

/**
 * The demo unit's courier (iFood on-demand delivery, tipo ID) and loyalty platform (FM), both on their sandboxes
 * (providers/logistics, providers/loyalty); the credentials stay in `segredos`.
 */
async function seedLogisticsAndLoyalty(tx: Tx, unidadeId: number) {
  const c = LOGISTICS_SANDBOX_CREDENTIALS;
  await tx.insert(t.integracao).values([
    {
      unidadeId,
      tipo: 'ID',
      descricao: 'iFood Entregas (sob demanda) — sandbox',
      dados: { logo: null },
      segredos: { clientId: c.clientId, clientSecret: c.clientSecret, merchantId: c.merchantId },
    },
    {
      unidadeId,
      tipo: 'FM',
      descricao: 'Programa de fidelidade — sandbox',
      dados: {},
      segredos: { token: LOYALTY_SANDBOX_TOKEN },
    },
  ]);
}

interface DemoUser {
  username: string;
  nome: string;
  perfil: string;
  roles: readonly string[];
  admin?: boolean;
  /** Opens a cash shift for the user. */
  turno?: boolean;
  /** Links the user to a courier person of the unit. */
  courier?: string;
}

async function seedUsers(tx: Tx, unit: SeededUnit, o: UnitOpts, users: DemoUser[]) {
  for (const u of users) {
    let pessoaId = u.courier ? unit.couriers.get(u.courier) : undefined;
    if (!pessoaId) {
      const [p] = await tx
        .insert(t.pessoa)
        .values({ unidadeId: unit.id, nome: u.nome.toUpperCase(), cargoFuncionario: 'FUNC', funcao: u.perfil })
        .returning();
      pessoaId = p!.id;
    }
    const [row] = await tx
      .insert(t.usuario)
      .values({
        unidadeId: unit.id,
        pessoaId,
        perfilId: o.perfis.get(u.perfil)!,
        username: u.username,
        nome: u.nome,
        email: `${u.username}@brasa.example.com`,
        passwordHash: o.hashes.get(u.username)!,
        permissoes: [...u.roles],
        admin: u.admin ?? false,
      })
      .returning();
    if (u.turno)
      await tx.insert(t.aberturaTurno).values({ unidadeId: unit.id, usuarioId: row!.id, valorAberturaCents: 20000 });
  }
}
