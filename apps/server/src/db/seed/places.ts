/**
 * The demo's addresses with their coordinates (São Paulo, around the Matriz on Avenida Paulista; the Filial in
 * Campinas): the seed writes them, and the geocoding sandbox (providers/geocoding/sandbox.ts) answers them
 * exactly, so a demo address geocoded again lands where the seed put it.
 */
export interface DemoPlace {
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
  lat: number;
  lng: number;
}

const sp = (street: string, number: string, neighborhood: string, postalCode: string, lat: number, lng: number) => ({
  street,
  number,
  neighborhood,
  city: 'São Paulo',
  state: 'SP',
  postalCode,
  lat,
  lng,
});

export const DEMO_PLACES = {
  matriz: sp('Avenida Paulista', '1000', 'Bela Vista', '01310100', -23.5614, -46.6559),
  filial: {
    street: 'Rua Barão de Jaguara',
    number: '1200',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    postalCode: '13015002',
    lat: -22.9056,
    lng: -47.0608,
  },
  augusta: sp('Rua Augusta', '1500', 'Consolação', '01304001', -23.5567, -46.6593),
  haddock: sp('Rua Haddock Lobo', '595', 'Cerqueira César', '01414001', -23.5614, -46.6664),
  consolacao: sp('Rua da Consolação', '2200', 'Consolação', '01302001', -23.5531, -46.6588),
  santos: sp('Alameda Santos', '700', 'Jardim Paulista', '01418100', -23.5673, -46.6497),
  oscarFreire: sp('Rua Oscar Freire', '900', 'Jardins', '01426001', -23.5629, -46.6706),
  // Route planning demo (issue 14): the evening's deliveries spread around the shop.
  brigadeiro: sp('Avenida Brigadeiro Luís Antônio', '2500', 'Jardim Paulista', '01402000', -23.5701, -46.6533),
  frei: sp('Rua Frei Caneca', '800', 'Consolação', '01307001', -23.5537, -46.6521),
  bela: sp('Rua Treze de Maio', '1200', 'Bela Vista', '01327000', -23.5609, -46.6445),
  pinheiros: sp('Rua dos Pinheiros', '600', 'Pinheiros', '05422001', -23.5672, -46.6827),
  vilaMadalena: sp('Rua Harmonia', '350', 'Vila Madalena', '05435000', -23.5539, -46.6904),
  liberdade: sp('Rua da Glória', '400', 'Liberdade', '01510000', -23.5588, -46.6349),
} satisfies Record<string, DemoPlace>;

export type DemoPlaceKey = keyof typeof DEMO_PLACES;
