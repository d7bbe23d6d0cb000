import { and, eq } from 'drizzle-orm';
import { conta, formaPagamento, movimentoFinanceiro, pedidoIntegracao, pessoa } from '../src/db/schema';
import type { TestContext } from './helpers';

/** The demo couriers of the unit of `as` (DEMO_COURIERS: MOTOBOY CARLOS, MOTOBOY PEDRO), by name. */
export async function couriersOf(ctx: TestContext, as = 'despacho') {
  const unidadeId = (await ctx.session(as)).unidade.id;
  const rows = await ctx.database.db
    .select({ id: pessoa.id, nome: pessoa.nome })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.cargoFuncionario, 'ENTR')));
  const byName = new Map(rows.map((r) => [r.nome, r.id]));
  return { unidadeId, carlos: byName.get('MOTOBOY CARLOS')!, pedro: byName.get('MOTOBOY PEDRO')! };
}

export async function paymentMethodId(ctx: TestContext, unidadeId: number, codigo: string) {
  const [row] = await ctx.database.db
    .select({ id: formaPagamento.id, contaId: formaPagamento.contaId })
    .from(formaPagamento)
    .where(and(eq(formaPagamento.unidadeId, unidadeId), eq(formaPagamento.codigo, codigo)));
  return row!;
}

export interface StoredDelivery {
  unidadeId: number;
  courierId: number | null;
  at: Date;
  situacao?: string;
  feeReais?: number;
  totalCents?: number;
  /** Cash the courier collected (a movement in the cash account). */
  cashCents?: number;
  imported?: boolean;
  tipo?: string;
}

let seq = 10_000;

/** A delivery written straight to the database (the settlement reads what is stored). */
export async function storeDelivery(ctx: TestContext, d: StoredDelivery): Promise<number> {
  const db = ctx.database.db;
  const situacao = d.situacao ?? 'ENTREGUE';
  const [row] = await db
    .insert(pedidoIntegracao)
    .values({
      unidadeId: d.unidadeId,
      sequencial: ++seq,
      tipo: d.tipo ?? 'DELIVERY',
      situacao,
      dataPedido: d.at,
      dataConfirmacao: d.at,
      dataEnvio: situacao === 'ENVIADO' || situacao === 'ENTREGUE' ? d.at : null,
      dataEntrega: situacao === 'ENTREGUE' ? d.at : null,
      dataImportacao: d.imported ? d.at : null,
      pessoaEntregadorId: d.courierId,
      totalPedidoCents: d.totalCents ?? 5000,
      body: {
        deliveryMethod: { mode: 'DELIVERY' },
        items: [],
        payments: [],
        ...(d.feeReais !== undefined ? { deliveryFee: d.feeReais } : {}),
      },
    })
    .returning({ id: pedidoIntegracao.id });
  if (d.cashCents) {
    const cash = await paymentMethodId(ctx, d.unidadeId, 'DIN');
    await db.insert(movimentoFinanceiro).values({
      unidadeId: d.unidadeId,
      contaId: cash.contaId,
      formaPagamentoId: cash.id,
      pedidoId: row!.id,
      pagamentoId: `teste-${row!.id}`,
      tipo: 'ENTRADA',
      valorCents: d.cashCents,
      username: 'caixa',
    });
  }
  return row!.id;
}

/** The account type of a payment method's account (to check where a settlement movement went). */
export async function accountTypeOf(ctx: TestContext, contaId: number) {
  const [row] = await ctx.database.db.select({ tipo: conta.tipoConta }).from(conta).where(eq(conta.id, contaId));
  return row?.tipo;
}

/** 'yyyy-MM-dd HH:mm:ss' local, as the list queries take dates. */
export function queryDate(date: Date) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}
