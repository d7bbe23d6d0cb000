import type {
  TCardapioEnxuto,
  TGrupoProduto,
  TPessoaDetalhe,
  TProduto,
  TProdutoCardapio,
  TStep,
} from '@brasa/contracts';

export function makeGroup(overrides: Partial<TGrupoProduto> = {}): TGrupoProduto {
  return {
    id: 1,
    descricao: 'Lanches',
    cor: '#E91E63',
    ativo: true,
    mostrarPdvOnline: true,
    mostrarVersaoMobile: true,
    ...overrides,
  };
}

export function makeProduto(overrides: Partial<TProduto> = {}): TProduto {
  return {
    idProduto: 10,
    descricao: 'X-Burger',
    valorUnitarioVenda: 24.9,
    codigoBarras: '7890000000017',
    unidadeMedida: { sigla: 'UN' },
    tipoProduto: 'P',
    cobrarTaxaServico: true,
    abrirPassos: false,
    observacaoAutomatica: null,
    observacoesMobile: null,
    tipoNotificacao: 'COZINHA',
    taxaEntrega: false,
    grupoProduto: makeGroup(),
    ...overrides,
  };
}

export function makeMenuEntry(produto: Partial<TProduto> = {}, complementos: TStep[] = []): TProdutoCardapio {
  const made = makeProduto(produto);
  return { id: made.idProduto, produto: made, complementos };
}

let stepItemId = 1000;

export function makeStep(overrides: Partial<TStep> & { itens?: TStep['itens'] } = {}): TStep {
  return {
    id: 1,
    descricao: 'Escolha o lanche',
    minimo: 1,
    maximo: 1,
    ordem: 1,
    tipoCalculo: null,
    nivel: 2,
    idItemPai: null,
    idProdutoPai: null,
    itens: [],
    ...overrides,
  };
}

export function makeStepItem(produto: Partial<TProduto>, valor = 0, adicionarAutomaticamente = false) {
  stepItemId += 1;
  return { id: stepItemId, produto: makeProduto(produto), valor, adicionarAutomaticamente };
}

/** The demo's 'Combo X-Burger': burger (with level-3 doneness under X-Burger), drink, sides. */
export function makeComboEntry(): TProdutoCardapio {
  const burger = makeStepItem({ idProduto: 10, descricao: 'X-Burger' }, 0, true);
  const salad = makeStepItem({ idProduto: 11, descricao: 'X-Salada' });
  const bacon = makeStepItem({ idProduto: 12, descricao: 'X-Bacon' }, 4);
  const steps: TStep[] = [
    makeStep({ id: 1, descricao: 'Escolha o lanche', itens: [burger, salad, bacon] }),
    makeStep({
      id: 2,
      descricao: 'Ponto da carne',
      nivel: 3,
      idItemPai: burger.id,
      idProdutoPai: 10,
      itens: [
        makeStepItem({ idProduto: 40, descricao: 'Mal passado' }),
        makeStepItem({ idProduto: 41, descricao: 'Ao ponto' }, 0, true),
      ],
    }),
    makeStep({
      id: 3,
      descricao: 'Escolha a bebida',
      ordem: 2,
      itens: [
        makeStepItem({ idProduto: 20, descricao: 'Refrigerante lata' }, 0, true),
        makeStepItem({ idProduto: 21, descricao: 'Suco' }, 2),
      ],
    }),
    makeStep({
      id: 4,
      descricao: 'Acompanhamento',
      ordem: 3,
      minimo: 0,
      maximo: 2,
      itens: [
        makeStepItem({ idProduto: 30, descricao: 'Batata frita' }),
        makeStepItem({ idProduto: 31, descricao: 'Onion rings' }, 3),
      ],
    }),
  ];
  return makeMenuEntry(
    { idProduto: 50, descricao: 'Combo X-Burger', valorUnitarioVenda: 32.9, abrirPassos: true, codigoBarras: null },
    steps,
  );
}

export function makeCustomer(overrides: Partial<TPessoaDetalhe> = {}): TPessoaDetalhe {
  return {
    id: 7,
    nome: 'MARIA SILVA',
    nomeFantasia: null,
    tipo: 'F',
    cpfCnpj: null,
    rgIc: null,
    dataNascimento: null,
    fone: '11987654321',
    celular: null,
    email: null,
    cep: '01310100',
    endereco: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    complemento: null,
    municipio: { id: 1, nome: 'São Paulo', codigoIbge: '3550308', estado: { sigla: 'SP' } },
    latitude: null,
    longitude: null,
    observacoes: null,
    ativo: true,
    tipoCliente: true,
    cargoFuncionario: null,
    codigoReferencial: null,
    servicoProduto: null,
    enderecos: [],
    contatos: [],
    limiteCredito: 0,
    ...overrides,
  };
}

/** The lean menu the server answers for these entries (GET /api-v2/produtoCardapio/enxuto). */
export function toLeanMenu(menu: readonly TProdutoCardapio[]): TCardapioEnxuto {
  const products = menu.map((entry) => entry.produto);
  const byId = (pick: (p: TProduto) => string | null) =>
    Object.fromEntries(products.flatMap((p) => (pick(p) ? [[String(p.idProduto), pick(p)!]] : [])));
  return {
    id: products.map((p) => p.idProduto),
    descricao: products.map((p) => p.descricao),
    valorUnitarioVenda: products.map((p) => p.valorUnitarioVenda),
    grupo: products.map((p) => p.grupoProduto?.id ?? null),
    codigoBarras: products.map((p) => p.codigoBarras),
    unidadeMedida: products.map((p) => p.unidadeMedida.sigla),
    tipoNotificacao: products.map((p) => p.tipoNotificacao),
    combos: products.filter((p) => p.abrirPassos).map((p) => p.idProduto),
    semTaxaServico: products.filter((p) => !p.cobrarTaxaServico).map((p) => p.idProduto),
    observacaoAutomatica: byId((p) => p.observacaoAutomatica),
    observacoesMobile: byId((p) => p.observacoesMobile),
  };
}
