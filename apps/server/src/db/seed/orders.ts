import {
  calculateOrderTotals,
  planProduction,
  productionHeldUntil,
  productionSettingsFrom,
  toCents,
} from '@brasa/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { kdsOrderSnapshot, newKdsRow } from '../../modules/kds/entry';
import { DEMO_PLACES, type DemoPlaceKey } from './places';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoLine {
  produto: string;
  quantidade: number;
  /** Already being prepared: its KDS entry starts INICIADO (every kitchen line is on the KDS at first start). */
  status?: string;
}

/** The demo's production settings (seed/index.ts): the kitchen on the KDS and its printer, the bar printing only. */
const DEMO_PRODUCTION = productionSettingsFrom(
  (key) => ({ LOCAL_NOTIFICACAO_ITEM: 'AMBOS', LOCAL_NOTIFICACAO_ITEM_POR_LOCAL: 'BAR:IMPRESSO' })[key],
);

interface DemoOrder {
  tipo: 'COMANDA' | 'MESA' | 'DELIVERY' | 'BALCAO';
  situacao?: string;
  identificadorPrincipal?: string;
  identificadorSecundario?: string;
  quantidadePessoas?: number;
  cliente?: string;
  /** Minutes before now the order was opened. */
  minutosAtras: number;
  itens: DemoLine[];
  /** Cash paid (reais), recorded with its money movement. */
  pagoDinheiro?: number;
  /** Days from today of a scheduled order, at 19:30 local time. */
  agendadoEmDias?: number;
  /** Opened yesterday at this local time [hour, minute] instead of `minutosAtras` (yesterday's deliveries). */
  ontemAs?: readonly [number, number];
  /** Courier key (DEMO_COURIERS) of a dispatched or delivered delivery. */
  entregador?: string;
  /** Delivery fee (reais). */
  taxaEntrega?: number;
  /**
   * Where a delivery goes: a demo place (with its coordinates) or an address without coordinates (route planning's
   * 'Há n endereço(s) incorreto(s)…'). By default the customer's registered address.
   */
  endereco?: DemoPlaceKey | DemoAddressWithoutPoint;
}

interface DemoAddressWithoutPoint {
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
}

/** The registered address of the demo customers (seed/people.ts), as demo places. */
const CUSTOMER_PLACE: Record<string, DemoPlaceKey> = {
  maria: 'augusta',
  joao: 'consolacao',
  parceiro: 'santos',
  ana: 'oscarFreire',
};

/** The delivery address of a demo delivery, with coordinates when it is a known place. */
function demoDeliveryAddress(demo: DemoOrder) {
  const where = demo.endereco ?? (demo.cliente ? CUSTOMER_PLACE[demo.cliente] : undefined) ?? 'augusta';
  if (typeof where !== 'string') return { ...where, state: 'SP' };
  const place = DEMO_PLACES[where];
  return {
    streetName: place.street,
    streetNumber: place.number,
    neighborhood: place.neighborhood,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    coordinates: { latitude: place.lat, longitude: place.lng },
  };
}

/** This evening's deliveries waiting for a route (issue 14): ready in the kitchen, spread around the shop. */
const routeDelivery = (
  cliente: string,
  endereco: DemoOrder['endereco'],
  minutosAtras: number,
  produto: string,
): DemoOrder => ({
  tipo: 'DELIVERY',
  situacao: 'CONFIRMADO',
  cliente,
  endereco,
  minutosAtras,
  taxaEntrega: 7,
  itens: [{ produto, quantidade: 1, status: 'NOTIFICADO' }],
});

const yesterdayDelivery = (
  entregador: string,
  ontemAs: readonly [number, number],
  produto: string,
  taxaEntrega: number,
  pagoDinheiro?: number,
): DemoOrder => ({
  tipo: 'DELIVERY',
  situacao: 'ENTREGUE',
  cliente: 'ana',
  minutosAtras: 0,
  ontemAs,
  entregador,
  taxaEntrega,
  itens: [{ produto, quantidade: 1, status: 'NOTIFICADO' }],
  ...(pagoDinheiro ? { pagoDinheiro } : {}),
});

/**
 * What the tab board, the delivery board and the scheduled orders show on first start (issue 11): open tabs and
 * tables with items (tab 50 is the blocked identifier, tab 12 sits on table 5, tab 21 is partly paid), delivery and
 * counter orders across the delivery board's columns, and scheduled deliveries for today and tomorrow.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    tipo: 'COMANDA',
    identificadorPrincipal: '12',
    identificadorSecundario: '5',
    quantidadePessoas: 2,
    minutosAtras: 35,
    itens: [
      { produto: 'Cerveja long neck', quantidade: 4, status: 'NOTIFICADO' },
      { produto: 'Batata frita', quantidade: 1, status: 'NOTIFICADO' },
    ],
  },
  {
    tipo: 'COMANDA',
    identificadorPrincipal: '13',
    quantidadePessoas: 1,
    minutosAtras: 12,
    itens: [
      { produto: 'Caipirinha de limão', quantidade: 2 },
      { produto: 'Onion rings', quantidade: 1 },
    ],
  },
  {
    tipo: 'COMANDA',
    identificadorPrincipal: '21',
    quantidadePessoas: 3,
    minutosAtras: 95,
    itens: [
      { produto: 'Filé à parmegiana', quantidade: 2, status: 'NOTIFICADO' },
      { produto: 'Suco natural de laranja', quantidade: 3, status: 'NOTIFICADO' },
    ],
    pagoDinheiro: 50,
  },
  {
    tipo: 'COMANDA',
    identificadorPrincipal: '50',
    quantidadePessoas: 1,
    minutosAtras: 140,
    itens: [{ produto: 'Café expresso', quantidade: 2 }],
  },
  {
    tipo: 'MESA',
    identificadorPrincipal: '3',
    quantidadePessoas: 4,
    minutosAtras: 48,
    itens: [
      { produto: 'Pizza calabresa', quantidade: 1, status: 'NOTIFICADO' },
      { produto: 'Refrigerante lata 350ml', quantidade: 4 },
    ],
  },
  {
    tipo: 'MESA',
    identificadorPrincipal: '8',
    quantidadePessoas: 2,
    minutosAtras: 5,
    itens: [{ produto: 'Feijoada completa', quantidade: 2 }],
  },
  // The delivery board: one order per column.
  {
    tipo: 'DELIVERY',
    situacao: 'PENDENTE',
    cliente: 'maria',
    minutosAtras: 4,
    itens: [{ produto: 'X-Bacon', quantidade: 2 }],
  },
  {
    tipo: 'DELIVERY',
    situacao: 'CONFIRMADO',
    cliente: 'joao',
    minutosAtras: 18,
    itens: [{ produto: 'Pizza portuguesa', quantidade: 1, status: 'NOTIFICADO' }],
  },
  {
    tipo: 'BALCAO',
    situacao: 'CONFIRMADO',
    minutosAtras: 9,
    itens: [{ produto: 'X-Salada', quantidade: 1, status: 'NOTIFICADO' }],
  },
  {
    tipo: 'DELIVERY',
    situacao: 'ENVIADO',
    cliente: 'ana',
    minutosAtras: 41,
    itens: [{ produto: 'Strogonoff de frango', quantidade: 2 }],
  },
  {
    tipo: 'BALCAO',
    situacao: 'ENTREGUE',
    minutosAtras: 70,
    itens: [{ produto: 'Misto quente', quantidade: 2 }],
    pagoDinheiro: 25.8,
  },
  // Scheduled deliveries: today and tomorrow.
  {
    tipo: 'DELIVERY',
    situacao: 'PENDENTE',
    cliente: 'maria',
    minutosAtras: 180,
    agendadoEmDias: 0,
    itens: [{ produto: 'Combo família', quantidade: 1 }],
  },
  {
    tipo: 'DELIVERY',
    situacao: 'PENDENTE',
    cliente: 'joao',
    minutosAtras: 60,
    agendadoEmDias: 1,
    itens: [{ produto: 'Pizza margherita', quantidade: 2 }],
  },
  // Yesterday evening's deliveries (issue 13): what the courier settlement settles on first start; the ones paid in
  // cash were collected by the courier (pagoDinheiro covers the whole order, fee included).
  yesterdayDelivery('entregador_1', [19, 5], 'Pizza portuguesa', 7, 59.9),
  yesterdayDelivery('entregador_1', [19, 40], 'Strogonoff de frango', 7),
  yesterdayDelivery('entregador_1', [20, 15], 'Pizza margherita', 9, 60.9),
  yesterdayDelivery('entregador_1', [21, 30], 'X-Bacon', 5),
  yesterdayDelivery('entregador_2', [19, 20], 'Pizza portuguesa', 7),
  yesterdayDelivery('entregador_2', [20, 50], 'X-Bacon', 6, 35.9),
  // Route planning (issue 14): deliveries to plan on the map, three of them without coordinates (one the geocoder
  // finds, one it does not know, one without a number).
  routeDelivery('carlos', 'brigadeiro', 26, 'Pizza calabresa'),
  routeDelivery('parceiro', 'frei', 24, 'X-Tudo'),
  routeDelivery('maria', 'bela', 22, 'Pizza mussarela'),
  routeDelivery('joao', 'pinheiros', 20, 'Feijoada completa'),
  routeDelivery('ana', 'vilaMadalena', 17, 'Pizza frango com catupiry'),
  routeDelivery('carlos', 'liberdade', 15, 'X-Burger'),
  routeDelivery('maria', 'haddock', 12, 'Bauru'),
  routeDelivery(
    'carlos',
    { streetName: 'Rua Pamplona', streetNumber: '1200', neighborhood: 'Jardim Paulista', city: 'São Paulo' },
    11,
    'Pizza portuguesa',
  ),
  routeDelivery(
    'parceiro',
    { streetName: 'Rua Inexistente', streetNumber: '10', neighborhood: 'Centro', city: 'São Paulo' },
    9,
    'X-Salada',
  ),
  routeDelivery(
    'joao',
    { streetName: 'Rua Bela Cintra', streetNumber: '', neighborhood: 'Consolação', city: 'São Paulo' },
    7,
    'Misto quente',
  ),
];

/** Seeds the demo orders of a unit (order numbers 1..n; the unit's sequence continues after them). */
export async function seedDemoOrders(
  tx: Tx,
  unidadeId: number,
  customers: Map<string, number>,
  now = new Date(),
  couriers: ReadonlyMap<string, number> = new Map(),
) {
  const products = new Map(
    (
      await tx
        .select({
          id: t.produto.id,
          descricao: t.produto.descricao,
          preco: t.produto.valorUnitarioVendaCents,
          local: t.produto.tipoNotificacao,
        })
        .from(t.produto)
        .where(eq(t.produto.unidadeId, unidadeId))
    ).map((p) => [p.descricao, p]),
  );
  const [cash] = await tx
    .select({ id: t.formaPagamento.id, contaId: t.formaPagamento.contaId })
    .from(t.formaPagamento)
    .where(and(eq(t.formaPagamento.unidadeId, unidadeId), eq(t.formaPagamento.codigo, 'DIN')));
  let sequencial = 0;
  for (const demo of DEMO_ORDERS) {
    sequencial++;
    const opened = demo.ontemAs
      ? new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, demo.ontemAs[0], demo.ontemAs[1])
      : new Date(now.getTime() - demo.minutosAtras * 60_000);
    const lines = demo.itens.map((line) => {
      const product = products.get(line.produto);
      if (!product) throw new Error(`seed: produto ${line.produto} não existe`);
      return {
        referenceCode: randomUUID(),
        externalCode: String(product.id),
        name: product.descricao,
        quantity: line.quantidade,
        price: product.preco / 100,
        status: 'PENDENTE',
        localNotification: product.local,
        createdAt: opened.toISOString(),
        notSaved: false,
        versao: 1,
      };
    });
    const schedule =
      demo.agendadoEmDias !== undefined
        ? new Date(now.getFullYear(), now.getMonth(), now.getDate() + demo.agendadoEmDias, 19, 30)
        : null;
    // The demo orders were sent to production when they were opened (production.ts does it for new ones); a
    // scheduled one waits for its preparation start (demo-tickets.ts writes its release job).
    const heldForSchedule =
      productionHeldUntil({ pedidoAgendado: 'AGENDADO', scheduledFor: schedule?.toISOString() }, now) !== null;
    const production = planProduction({
      order: { tipo: demo.tipo, situacao: demo.situacao ?? 'CONFIRMADO', heldForSchedule },
      items: lines,
      placeOf: (item) => item.localNotification,
      settings: DEMO_PRODUCTION,
    });
    const kdsRoutes = production.routes.filter((route) => route.kds);
    const items = production.items.map((item, index) =>
      kdsRoutes.some((route) => route.index === index)
        ? { ...item, dataNotificacao: opened.toISOString(), statusKds: 'PENDENTE', dataKds: opened.toISOString() }
        : item.status === 'NOTIFICADO'
          ? { ...item, dataNotificacao: opened.toISOString() }
          : item,
    );
    const paymentId = randomUUID();
    const payments =
      demo.pagoDinheiro && cash
        ? [
            {
              id: paymentId,
              code: 'DIN',
              name: 'Dinheiro',
              value: demo.pagoDinheiro,
              formaPagamento: { id: cash.id, descricao: 'Dinheiro' },
              tipoConta: 'CX',
              contaId: cash.contaId,
              dataPagamento: opened.toISOString(),
              username: 'caixa',
            },
          ]
        : [];
    const delivery = demo.tipo === 'DELIVERY';
    const body = {
      createdAt: opened.toISOString(),
      customer: demo.cliente ? { name: demo.cliente.toUpperCase() } : null,
      deliveryMethod: { mode: delivery ? 'DELIVERY' : demo.tipo === 'BALCAO' ? 'TAKEOUT' : 'INDOOR' },
      ...(delivery ? { deliveryAddress: demoDeliveryAddress(demo) } : {}),
      ...(schedule ? { scheduled: true, schedule: { deliveryDateTimeStart: schedule.toISOString() } } : {}),
      items,
      payments,
      ...(demo.taxaEntrega ? { deliveryFee: demo.taxaEntrega } : {}),
    };
    const totals = calculateOrderTotals({
      items,
      deliveryMode: body.deliveryMethod.mode,
      deliveryFee: demo.taxaEntrega ?? null,
      payments,
    });
    // Yesterday's deliveries left 15 minutes after the order and arrived 20 minutes later.
    const sent = demo.ontemAs ? new Date(opened.getTime() + 15 * 60_000) : opened;
    const delivered = demo.ontemAs ? new Date(sent.getTime() + 20 * 60_000) : now;
    const situacao = demo.situacao ?? 'CONFIRMADO';
    const [row] = await tx
      .insert(t.pedidoIntegracao)
      .values({
        unidadeId,
        sequencial,
        tipo: demo.tipo,
        situacao,
        tipoImportacao: 'SO',
        pedidoAgendado: schedule ? 'AGENDADO' : null,
        dataPedido: opened,
        dataConfirmacao: situacao === 'PENDENTE' ? null : opened,
        dataEnvio: situacao === 'ENVIADO' || situacao === 'ENTREGUE' ? sent : null,
        dataEntrega: situacao === 'ENTREGUE' ? delivered : null,
        pessoaEntregadorId: demo.entregador ? (couriers.get(demo.entregador) ?? null) : null,
        identificadorPrincipal: demo.identificadorPrincipal ?? null,
        identificadorSecundario: demo.identificadorSecundario ?? null,
        quantidadePessoas: demo.quantidadePessoas ?? null,
        pessoaClienteId: demo.cliente ? (customers.get(demo.cliente) ?? null) : null,
        statusNotificacao: items.every((i) => i.status === 'NOTIFICADO') ? 'NOTIFICADO' : 'NAO_NOTIFICADO',
        totalPedidoCents: totals.total,
        pago: totals.pago,
        textoBusca: (demo.cliente ?? '').toLowerCase(),
        body: { ...body, subTotal: totals.subTotal / 100, totalPrice: totals.total / 100 },
        createdAt: opened,
        updatedAt: opened,
      })
      .returning();
    const snapshot = kdsOrderSnapshot({ ...row!, clienteNome: demo.cliente?.toUpperCase() ?? null });
    const done = situacao === 'ENVIADO' || situacao === 'ENTREGUE';
    const kdsRows = kdsRoutes.map((route) => {
      const started = demo.itens[route.index]!.status === 'NOTIFICADO';
      const kds = newKdsRow(unidadeId, snapshot, items[route.index]!, {
        place: route.place,
        versaoPedido: 1,
        impresso: false,
        now: opened,
      });
      const status = done ? 'DESPACHADO' : started ? 'INICIADO' : 'PENDENTE';
      return { ...kds, status, datasStatus: { PENDENTE: opened.toISOString(), [status]: opened.toISOString() } };
    });
    if (kdsRows.length) await tx.insert(t.itemKds).values(kdsRows);
    await tx.insert(t.pedidoIntegracaoLog).values({
      unidadeId,
      pedidoId: row!.id,
      username: 'caixa',
      texto: 'Pedido de demonstração criado na instalação.',
    });
    if (payments.length && cash) {
      await tx.insert(t.movimentoFinanceiro).values({
        unidadeId,
        contaId: cash.contaId,
        formaPagamentoId: cash.id,
        pedidoId: row!.id,
        pagamentoId: paymentId,
        tipo: 'ENTRADA',
        valorCents: toCents(demo.pagoDinheiro!),
        username: 'caixa',
      });
    }
  }
  // The unit's order numbers continue after the demo ones (repository.ts, model S).
  const name = sql.raw(`pedido_sequencia_u${Number(unidadeId)}`);
  await tx.execute(sql`create sequence if not exists ${name} as integer minvalue 0 start 1`);
  await tx.execute(sql`select setval(${`pedido_sequencia_u${Number(unidadeId)}`}::regclass, ${sequencial}, true)`);
}
