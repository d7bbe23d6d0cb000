import { calculateOrderTotals, planProduction, productionSettingsFrom, toCents } from '@brasa/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { kdsOrderSnapshot, newKdsRow } from '../../print/kds/entry';

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
}

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
];

/** Seeds the demo orders of a unit (order numbers 1..n; the unit's sequence continues after them). */
export async function seedDemoOrders(tx: Tx, unidadeId: number, customers: Map<string, number>, now = new Date()) {
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
    const opened = new Date(now.getTime() - demo.minutosAtras * 60_000);
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
    // The demo orders were sent to production when they were opened (production.ts does it for new ones).
    const production = planProduction({
      order: { tipo: demo.tipo, situacao: demo.situacao ?? 'CONFIRMADO' },
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
    const schedule =
      demo.agendadoEmDias !== undefined
        ? new Date(now.getFullYear(), now.getMonth(), now.getDate() + demo.agendadoEmDias, 19, 30)
        : null;
    const delivery = demo.tipo === 'DELIVERY';
    const body = {
      createdAt: opened.toISOString(),
      customer: demo.cliente ? { name: demo.cliente.toUpperCase() } : null,
      deliveryMethod: { mode: delivery ? 'DELIVERY' : demo.tipo === 'BALCAO' ? 'TAKEOUT' : 'INDOOR' },
      ...(delivery
        ? {
            deliveryAddress: {
              streetName: 'Rua Augusta',
              streetNumber: '1500',
              neighborhood: 'Consolação',
              city: 'São Paulo',
            },
          }
        : {}),
      ...(schedule ? { scheduled: true, schedule: { deliveryDateTimeStart: schedule.toISOString() } } : {}),
      items,
      payments,
    };
    const totals = calculateOrderTotals({ items, deliveryMode: body.deliveryMethod.mode, payments });
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
        dataEnvio: situacao === 'ENVIADO' || situacao === 'ENTREGUE' ? opened : null,
        dataEntrega: situacao === 'ENTREGUE' ? now : null,
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
