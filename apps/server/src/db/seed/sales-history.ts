import { calculateOrderTotals } from '@brasa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The sales heat map's first start (issue 18): customers spread over the unit's city, in a few busy neighbourhoods,
 * and a few hundred delivered sales of theirs over the last four months (not the last week, so the boards' periods
 * stay as the other demo orders leave them). Two customers lack coordinates and one a street number, so the page's
 * warnings and update links have something to show. Seeded randomness: every first start draws the same map.
 */
const FIRST_NAMES = [
  'LUCAS',
  'JULIANA',
  'RAFAEL',
  'FERNANDA',
  'BRUNO',
  'PATRÍCIA',
  'GUSTAVO',
  'CAMILA',
  'RODRIGO',
  'LETÍCIA',
  'THIAGO',
  'BEATRIZ',
  'FELIPE',
  'LARISSA',
  'MARCELO',
  'VANESSA',
  'EDUARDO',
  'RENATA',
  'VINÍCIUS',
  'TATIANE',
];
const LAST_NAMES = [
  'ALMEIDA',
  'FERREIRA',
  'RODRIGUES',
  'GOMES',
  'MARTINS',
  'ARAÚJO',
  'BARBOSA',
  'RIBEIRO',
  'CARVALHO',
  'ROCHA',
  'DIAS',
  'MOREIRA',
  'NUNES',
  'MENDES',
  'CASTRO',
  'CAMPOS',
  'TEIXEIRA',
  'LOPES',
];
/** Busy areas around the shop: [neighbourhood, street, lat, lng, how many customers]. */
const AREAS: readonly [string, string, number, number, number][] = [
  ['Bela Vista', 'Rua Treze de Maio', -23.5618, -46.6468, 16],
  ['Jardim Paulista', 'Alameda Santos', -23.5675, -46.6605, 14],
  ['Consolação', 'Rua Frei Caneca', -23.5535, -46.6545, 14],
  ['Pinheiros', 'Rua dos Pinheiros', -23.5665, -46.6845, 12],
  ['Vila Mariana', 'Rua Domingos de Morais', -23.5885, -46.6365, 12],
  ['Liberdade', 'Rua Galvão Bueno', -23.5585, -46.6355, 8],
  ['Perdizes', 'Rua Cardoso de Almeida', -23.5365, -46.6745, 8],
  ['Moema', 'Avenida Ibirapuera', -23.6035, -46.6645, 6],
];
const PRODUCTS = [
  'X-Burger',
  'X-Salada',
  'X-Bacon',
  'X-Tudo',
  'Pizza calabresa',
  'Pizza mussarela',
  'Feijoada completa',
  'Filé à parmegiana',
  'Batata frita',
  'Refrigerante lata 350ml',
  'Suco natural de laranja',
  'Pudim de leite',
];
const DELIVERY_FEE = 7;
const HISTORY_DAYS = 120;
const RECENT_DAYS_LEFT_OUT = 7;

/** Mulberry32: a small seeded generator, so the demo map is the same on every first start. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedSalesHistory(tx: Tx, unidadeId: number, municipioId: number | undefined, now = new Date()) {
  const random = seededRandom(18);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const products = await tx
    .select({ id: t.produto.id, descricao: t.produto.descricao, preco: t.produto.valorUnitarioVendaCents })
    .from(t.produto)
    .where(and(eq(t.produto.unidadeId, unidadeId), inArray(t.produto.descricao, PRODUCTS)));
  if (products.length === 0) return;

  const people: (typeof t.pessoa.$inferInsert)[] = [];
  for (const [bairro, rua, lat, lng, count] of AREAS) {
    for (let i = 0; i < count; i++) {
      // Spread about 1 km around the area's centre (0.01° ≈ 1.1 km).
      const dLat = (random() + random() - 1) * 0.012;
      const dLng = (random() + random() - 1) * 0.012;
      people.push({
        unidadeId,
        nome: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        tipo: 'F',
        tipoCliente: true,
        celular: `119${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
        endereco: rua,
        numero: String(10 + Math.floor(random() * 1900)),
        bairro,
        municipioId,
        latitude: Number((lat + dLat).toFixed(6)),
        longitude: Number((lng + dLng).toFixed(6)),
      });
    }
  }
  // doc 3 §8 warnings: people without coordinates (the geocoder finds them) and an incomplete address.
  people[3] = { ...people[3]!, latitude: null, longitude: null };
  people[40] = { ...people[40]!, latitude: null, longitude: null };
  people[70] = { ...people[70]!, numero: null, latitude: null, longitude: null };
  const ids = (await tx.insert(t.pessoa).values(people).returning({ id: t.pessoa.id })).map((r) => r.id);

  const orders: (typeof t.pedidoIntegracao.$inferInsert)[] = [];
  ids.forEach((pessoaId, index) => {
    // Regulars near the shop order more often.
    const count = 1 + Math.floor(random() * (index < 44 ? 7 : 4));
    for (let n = 0; n < count; n++) {
      const daysAgo = RECENT_DAYS_LEFT_OUT + random() * (HISTORY_DAYS - RECENT_DAYS_LEFT_OUT);
      const opened = new Date(now.getTime() - daysAgo * 86_400_000);
      opened.setHours(11 + Math.floor(random() * 12), Math.floor(random() * 60), 0, 0);
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const product = pick(products);
        return {
          externalCode: String(product.id),
          name: product.descricao,
          quantity: 1 + Math.floor(random() * 2),
          price: product.preco / 100,
          status: 'NOTIFICADO',
          createdAt: opened.toISOString(),
        };
      });
      const totals = calculateOrderTotals({ items, deliveryMode: 'DELIVERY', deliveryFee: DELIVERY_FEE });
      const person = people[index]!;
      const payments = [
        { code: 'CRE', name: 'Cartão de crédito', value: totals.total / 100, dataPagamento: opened.toISOString() },
      ];
      orders.push({
        unidadeId,
        tipo: 'DELIVERY',
        situacao: 'ENTREGUE',
        tipoImportacao: 'SO',
        pago: true,
        dataPedido: opened,
        dataConfirmacao: opened,
        dataEnvio: new Date(opened.getTime() + 15 * 60_000),
        dataEntrega: new Date(opened.getTime() + 40 * 60_000),
        pessoaClienteId: pessoaId,
        statusNotificacao: 'NOTIFICADO',
        totalPedidoCents: totals.total,
        textoBusca: person.nome.toLowerCase(),
        body: {
          createdAt: opened.toISOString(),
          customer: { name: person.nome, phone: person.celular },
          deliveryMethod: { mode: 'DELIVERY' },
          deliveryAddress: {
            streetName: person.endereco,
            streetNumber: person.numero,
            neighborhood: person.bairro,
            city: 'São Paulo',
            state: 'SP',
            ...(person.latitude ? { coordinates: { latitude: person.latitude, longitude: person.longitude } } : {}),
          },
          items,
          payments,
          deliveryFee: DELIVERY_FEE,
          subTotal: totals.subTotal / 100,
          totalPrice: totals.total / 100,
        },
        createdAt: opened,
        updatedAt: opened,
      });
    }
  });
  await tx.insert(t.pedidoIntegracao).values(orders);
}
