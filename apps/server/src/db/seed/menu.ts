/**
 * The demo menu: groups with colours, 40+ products, combos with level 2 and 3 steps. Prices in cents.
 * KG products keep a 5-digit scale code in `barras`: a scale label is 2 + code + 5 digits (value or weight) + check.
 */
export interface DemoProduct {
  key: string;
  grupo: string;
  descricao: string;
  preco: number;
  barras?: string;
  unidade?: 'UN' | 'KG';
  tipoProduto?: 'P' | 'S';
  notificacao?: 'NN' | 'COZINHA' | 'BAR' | 'CAIXA';
  taxaServico?: boolean;
  taxaEntrega?: boolean;
  abrirPassos?: boolean;
  cardapio?: boolean;
  observacoesMobile?: string;
}

export const DEMO_GROUPS = [
  { key: 'lanches', descricao: 'Lanches', cor: '#E91E63' },
  { key: 'pizzas', descricao: 'Pizzas', cor: '#FF9800' },
  { key: 'pratos', descricao: 'Pratos do dia', cor: '#795548' },
  { key: 'porcoes', descricao: 'Porções', cor: '#4CAF50' },
  { key: 'bebidas', descricao: 'Bebidas', cor: '#2196F3' },
  { key: 'sobremesas', descricao: 'Sobremesas', cor: '#9C27B0' },
  { key: 'combos', descricao: 'Combos', cor: '#F44336' },
  { key: 'balanca', descricao: 'Balança', cor: '#607D8B' },
  { key: 'adicionais', descricao: 'Adicionais', cor: null },
  { key: 'taxas', descricao: 'Taxas e serviços', cor: '#9E9E9E' },
] as const;

const food = { notificacao: 'COZINHA' } as const;
const drink = { notificacao: 'BAR' } as const;

export const DEMO_PRODUCTS: DemoProduct[] = [
  { key: 'xburger', grupo: 'lanches', descricao: 'X-Burger', preco: 2490, barras: '7890000000017', ...food },
  { key: 'xsalada', grupo: 'lanches', descricao: 'X-Salada', preco: 2690, barras: '7890000000024', ...food },
  { key: 'xbacon', grupo: 'lanches', descricao: 'X-Bacon', preco: 2990, barras: '7890000000031', ...food },
  { key: 'xtudo', grupo: 'lanches', descricao: 'X-Tudo', preco: 3490, ...food },
  { key: 'misto', grupo: 'lanches', descricao: 'Misto quente', preco: 1290, ...food },
  { key: 'bauru', grupo: 'lanches', descricao: 'Bauru', preco: 1890, ...food },
  { key: 'calabresa', grupo: 'pizzas', descricao: 'Pizza calabresa', preco: 4990, ...food },
  { key: 'mussarela', grupo: 'pizzas', descricao: 'Pizza mussarela', preco: 4590, ...food },
  { key: 'portuguesa', grupo: 'pizzas', descricao: 'Pizza portuguesa', preco: 5290, ...food },
  { key: 'frango', grupo: 'pizzas', descricao: 'Pizza frango com catupiry', preco: 5490, ...food },
  { key: 'margherita', grupo: 'pizzas', descricao: 'Pizza margherita', preco: 5190, ...food },
  { key: 'meia', grupo: 'pizzas', descricao: 'Pizza meio a meio', preco: 0, abrirPassos: true, ...food },
  { key: 'doissabores', grupo: 'pizzas', descricao: 'Pizza grande 2 sabores', preco: 0, abrirPassos: true, ...food },
  {
    key: 'pf',
    grupo: 'pratos',
    descricao: 'Prato feito (arroz, feijão, bife e salada)',
    preco: 2890,
    observacoesMobile: 'Sem salada;Bife bem passado;Sem feijão',
    ...food,
  },
  { key: 'feijoada', grupo: 'pratos', descricao: 'Feijoada completa', preco: 4490, ...food },
  { key: 'parmegiana', grupo: 'pratos', descricao: 'Filé à parmegiana', preco: 4890, ...food },
  { key: 'strogonoff', grupo: 'pratos', descricao: 'Strogonoff de frango', preco: 3690, ...food },
  { key: 'batata', grupo: 'porcoes', descricao: 'Batata frita', preco: 2290, ...food },
  { key: 'onion', grupo: 'porcoes', descricao: 'Onion rings', preco: 2490, ...food },
  { key: 'calabresaacebolada', grupo: 'porcoes', descricao: 'Calabresa acebolada', preco: 3290, ...food },
  { key: 'mandioca', grupo: 'porcoes', descricao: 'Mandioca frita', preco: 2190, ...food },
  {
    key: 'coca',
    grupo: 'bebidas',
    descricao: 'Refrigerante lata 350ml',
    preco: 700,
    barras: '7894900011517',
    ...drink,
  },
  {
    key: 'coca2l',
    grupo: 'bebidas',
    descricao: 'Refrigerante 2 litros',
    preco: 1490,
    barras: '7894900027013',
    ...drink,
  },
  { key: 'agua', grupo: 'bebidas', descricao: 'Água mineral 500ml', preco: 450, barras: '7896064200011', ...drink },
  { key: 'suco', grupo: 'bebidas', descricao: 'Suco natural de laranja', preco: 990, ...drink },
  { key: 'cerveja', grupo: 'bebidas', descricao: 'Cerveja long neck', preco: 1190, barras: '7891149103102', ...drink },
  { key: 'caipirinha', grupo: 'bebidas', descricao: 'Caipirinha de limão', preco: 1890, ...drink },
  { key: 'cafe', grupo: 'bebidas', descricao: 'Café expresso', preco: 600, ...drink },
  { key: 'pudim', grupo: 'sobremesas', descricao: 'Pudim de leite', preco: 1290, ...food },
  { key: 'brownie', grupo: 'sobremesas', descricao: 'Brownie com sorvete', preco: 1890, ...food },
  { key: 'acai', grupo: 'sobremesas', descricao: 'Açaí 500ml', preco: 2190, ...food },
  { key: 'petitgateau', grupo: 'sobremesas', descricao: 'Petit gâteau', preco: 2390, ...food },
  { key: 'comboburger', grupo: 'combos', descricao: 'Combo X-Burger', preco: 3290, abrirPassos: true, ...food },
  { key: 'combofamilia', grupo: 'combos', descricao: 'Combo família', preco: 8990, abrirPassos: true, ...food },
  {
    key: 'quilo',
    grupo: 'balanca',
    descricao: 'Comida por quilo',
    preco: 6990,
    unidade: 'KG',
    barras: '00010',
    ...food,
  },
  { key: 'picanha', grupo: 'balanca', descricao: 'Picanha fatiada (kg)', preco: 12990, unidade: 'KG', barras: '00020' },
  { key: 'queijo', grupo: 'balanca', descricao: 'Queijo minas (kg)', preco: 5490, unidade: 'KG', barras: '00030' },
  // The weighing kiosk's free associated product of 'Comida por quilo' (doc 3 §9): charged when cheaper than the plate.
  { key: 'buffetlivre', grupo: 'balanca', descricao: 'Buffet livre', preco: 5990 },
  { key: 'malpassado', grupo: 'adicionais', descricao: 'Mal passado', preco: 0, cardapio: false },
  { key: 'aoponto', grupo: 'adicionais', descricao: 'Ao ponto', preco: 0, cardapio: false },
  { key: 'bempassado', grupo: 'adicionais', descricao: 'Bem passado', preco: 0, cardapio: false },
  { key: 'addbacon', grupo: 'adicionais', descricao: 'Adicional de bacon', preco: 400, cardapio: false },
  { key: 'addqueijo', grupo: 'adicionais', descricao: 'Adicional de queijo', preco: 300, cardapio: false },
  { key: 'addovo', grupo: 'adicionais', descricao: 'Adicional de ovo', preco: 200, cardapio: false },
  {
    key: 'taxacentro',
    grupo: 'taxas',
    descricao: 'Taxa de entrega - Centro',
    preco: 500,
    tipoProduto: 'S',
    taxaEntrega: true,
    taxaServico: false,
    notificacao: 'NN',
  },
  {
    key: 'taxaproximo',
    grupo: 'taxas',
    descricao: 'Taxa de entrega - Bairros próximos',
    preco: 800,
    tipoProduto: 'S',
    taxaEntrega: true,
    taxaServico: false,
    notificacao: 'NN',
  },
  {
    key: 'taxalonge',
    grupo: 'taxas',
    descricao: 'Taxa de entrega - Região distante',
    preco: 1200,
    tipoProduto: 'S',
    taxaEntrega: true,
    taxaServico: false,
    notificacao: 'NN',
  },
  {
    key: 'couvert',
    grupo: 'taxas',
    descricao: 'Couvert artístico',
    preco: 1500,
    tipoProduto: 'S',
    taxaServico: false,
    notificacao: 'NN',
  },
];

export interface DemoStep {
  produto: string;
  /** For level 3 steps: the product key of the level-2 item that opens it, within `produto`'s steps. */
  paiItem?: string;
  descricao: string;
  minimo: number;
  maximo: number;
  ordem: number;
  tipoCalculo?: 'FRACAO' | 'MAIOR_VALOR';
  nivel: 2 | 3;
  itens: { produto: string; valor: number; auto?: boolean }[];
}

export const DEMO_STEPS: DemoStep[] = [
  {
    produto: 'comboburger',
    descricao: 'Escolha o lanche',
    minimo: 1,
    maximo: 1,
    ordem: 1,
    nivel: 2,
    itens: [
      { produto: 'xburger', valor: 0, auto: true },
      { produto: 'xsalada', valor: 0 },
      { produto: 'xbacon', valor: 400 },
    ],
  },
  {
    produto: 'comboburger',
    paiItem: 'xburger',
    descricao: 'Ponto da carne',
    minimo: 1,
    maximo: 1,
    ordem: 1,
    nivel: 3,
    itens: [
      { produto: 'malpassado', valor: 0 },
      { produto: 'aoponto', valor: 0, auto: true },
      { produto: 'bempassado', valor: 0 },
    ],
  },
  {
    produto: 'comboburger',
    paiItem: 'xburger',
    descricao: 'Adicionais',
    minimo: 0,
    maximo: 3,
    ordem: 2,
    nivel: 3,
    itens: [
      { produto: 'addbacon', valor: 400 },
      { produto: 'addqueijo', valor: 300 },
      { produto: 'addovo', valor: 200 },
    ],
  },
  {
    produto: 'comboburger',
    descricao: 'Escolha a bebida',
    minimo: 1,
    maximo: 1,
    ordem: 2,
    nivel: 2,
    itens: [
      { produto: 'coca', valor: 0, auto: true },
      { produto: 'suco', valor: 200 },
      { produto: 'agua', valor: 0 },
    ],
  },
  {
    produto: 'comboburger',
    descricao: 'Acompanhamento',
    minimo: 0,
    maximo: 2,
    ordem: 3,
    nivel: 2,
    itens: [
      { produto: 'batata', valor: 0 },
      { produto: 'onion', valor: 300 },
    ],
  },
  {
    produto: 'meia',
    descricao: 'Sabores',
    minimo: 1,
    maximo: 2,
    ordem: 1,
    tipoCalculo: 'FRACAO',
    nivel: 2,
    itens: [
      { produto: 'calabresa', valor: 4990 },
      { produto: 'mussarela', valor: 4590 },
      { produto: 'portuguesa', valor: 5290 },
      { produto: 'frango', valor: 5490 },
      { produto: 'margherita', valor: 5190 },
    ],
  },
  {
    produto: 'doissabores',
    descricao: 'Sabores',
    minimo: 1,
    maximo: 2,
    ordem: 1,
    tipoCalculo: 'MAIOR_VALOR',
    nivel: 2,
    itens: [
      { produto: 'calabresa', valor: 4990 },
      { produto: 'mussarela', valor: 4590 },
      { produto: 'portuguesa', valor: 5290 },
      { produto: 'frango', valor: 5490 },
    ],
  },
  {
    produto: 'combofamilia',
    descricao: 'Pizzas',
    minimo: 2,
    maximo: 2,
    ordem: 1,
    nivel: 2,
    itens: [
      { produto: 'calabresa', valor: 0 },
      { produto: 'mussarela', valor: 0 },
      { produto: 'portuguesa', valor: 500 },
    ],
  },
  {
    produto: 'combofamilia',
    descricao: 'Bebida',
    minimo: 1,
    maximo: 1,
    ordem: 2,
    nivel: 2,
    itens: [{ produto: 'coca2l', valor: 0, auto: true }],
  },
];
