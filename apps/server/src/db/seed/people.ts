/** Demo people: customers (with addresses, coordinates, credit limits, a prepaid balance) and couriers. */
export interface DemoCustomer {
  key: string;
  nome: string;
  tipo: 'F' | 'J';
  cpfCnpj?: string;
  fone?: string;
  email?: string;
  dataNascimento?: string;
  endereco?: {
    rua: string;
    numero: string;
    bairro: string;
    cep: string;
    lat: number;
    lng: number;
    complemento?: string;
  };
  limiteCredito?: number;
  saldoPrePago?: number;
  secundario?: { rua: string; numero: string; bairro: string; cep: string; lat: number; lng: number };
}

export const CONSUMIDOR_FINAL = 'consumidor';

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { key: CONSUMIDOR_FINAL, nome: 'CONSUMIDOR FINAL', tipo: 'F' },
  {
    key: 'maria',
    nome: 'MARIA DA SILVA',
    tipo: 'F',
    cpfCnpj: '52998224725',
    fone: '11987654321',
    email: 'maria.silva@example.com',
    dataNascimento: '1988-03-14',
    endereco: {
      rua: 'Rua Augusta',
      numero: '1500',
      bairro: 'Consolação',
      cep: '01304001',
      lat: -23.5567,
      lng: -46.6593,
      complemento: 'Apto 42',
    },
    limiteCredito: 50000,
    secundario: {
      rua: 'Rua Haddock Lobo',
      numero: '595',
      bairro: 'Cerqueira César',
      cep: '01414001',
      lat: -23.5614,
      lng: -46.6664,
    },
  },
  {
    key: 'joao',
    nome: 'JOÃO PEREIRA',
    tipo: 'F',
    cpfCnpj: '11144477735',
    fone: '11912345678',
    endereco: {
      rua: 'Rua da Consolação',
      numero: '2200',
      bairro: 'Consolação',
      cep: '01302001',
      lat: -23.5531,
      lng: -46.6588,
    },
    limiteCredito: 20000,
    saldoPrePago: 15000,
  },
  {
    key: 'parceiro',
    nome: 'RESTAURANTE PARCEIRO LTDA',
    tipo: 'J',
    cpfCnpj: '11222333000181',
    fone: '1133334444',
    email: 'compras@parceiro.example.com',
    endereco: {
      rua: 'Alameda Santos',
      numero: '700',
      bairro: 'Jardim Paulista',
      cep: '01418100',
      lat: -23.5673,
      lng: -46.6497,
    },
    limiteCredito: 200000,
  },
  {
    key: 'ana',
    nome: 'ANA SOUZA',
    tipo: 'F',
    cpfCnpj: '12345678909',
    fone: '11955554444',
    endereco: {
      rua: 'Rua Oscar Freire',
      numero: '900',
      bairro: 'Jardins',
      cep: '01426001',
      lat: -23.5629,
      lng: -46.6706,
    },
  },
  { key: 'carlos', nome: 'CARLOS OLIVEIRA', tipo: 'F', fone: '11944443333' },
];

export const DEMO_COURIERS = [
  {
    key: 'entregador_1',
    nome: 'MOTOBOY CARLOS',
    fone: '11981112222',
    diaria: 3000,
    fixo: 500,
    percentual: '10',
    minimo: 5000,
  },
  {
    key: 'entregador_2',
    nome: 'MOTOBOY PEDRO',
    fone: '11983334444',
    diaria: 2500,
    fixo: 400,
    percentual: '0',
    minimo: 4000,
  },
];
