/**
 * The demo unit's finance for the income statement (DRE): the operation groups every unit starts with, and on
 * the server's first start the last months' money so the report means something at once: daily sales per
 * payment method (with some reversals), purchases and product costs, rent, payroll, card fees, courier pay,
 * bank interest. Amounts come from a fixed-seed generator: every demo shows the same numbers for a given day.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import * as t from '../schema';

type Classificacao = 'VB' | 'CMV' | 'DO' | 'RF' | 'DF';

const GROUPS: readonly { descricao: string; classificacao: Classificacao; vendas?: true; operacoes: string[] }[] = [
  { descricao: 'Vendas', classificacao: 'VB', vendas: true, operacoes: [] },
  {
    descricao: 'Compras de mercadorias',
    classificacao: 'CMV',
    operacoes: ['Carnes', 'Hortifrúti', 'Bebidas', 'Embalagens'],
  },
  { descricao: 'Ocupação', classificacao: 'DO', operacoes: ['Aluguel', 'Energia elétrica', 'Água'] },
  { descricao: 'Pessoal', classificacao: 'DO', operacoes: ['Folha de pagamento', 'Encargos'] },
  { descricao: 'Vendas e entregas', classificacao: 'DO', operacoes: ['Taxas de cartão', 'Acerto de entregadores'] },
  { descricao: 'Receitas financeiras', classificacao: 'RF', operacoes: ['Rendimento de aplicação'] },
  { descricao: 'Despesas financeiras', classificacao: 'DF', operacoes: ['Tarifas bancárias', 'Juros'] },
];

/** The operation groups and operations of a new unit; returns the operation ids by description. */
export async function seedOperationGroups(tx: Tx, unidadeId: number): Promise<Map<string, number>> {
  const operations = new Map<string, number>();
  for (const g of GROUPS) {
    const [group] = await tx
      .insert(t.grupoOperacao)
      .values({ unidadeId, descricao: g.descricao, classificacao: g.classificacao, vendas: g.vendas ?? false })
      .returning({ id: t.grupoOperacao.id });
    if (g.operacoes.length === 0) continue;
    const rows = await tx
      .insert(t.operacaoFinanceira)
      .values(g.operacoes.map((descricao) => ({ unidadeId, grupoId: group!.id, descricao })))
      .returning();
    for (const r of rows) operations.set(r.descricao, r.id);
  }
  return operations;
}

/** mulberry32: a small seeded generator (same demo every time). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/**
 * From the first day of the month three months back to yesterday: sales (movimento_financeiro ENTRADA, one per day
 * and method, some ESTORNO) and the entries (lancamento_financeiro) of costs and expenses.
 */
export async function seedDemoFinance(tx: Tx, unidadeId: number, operations: Map<string, number>, now: Date) {
  const methods = await tx
    .select()
    .from(t.formaPagamento)
    .where(and(eq(t.formaPagamento.unidadeId, unidadeId)));
  const byCode = (code: string) => methods.find((m) => m.codigo === code && !m.utilizaTef)!;
  const share: [string, number][] = [
    ['DIN', 0.18],
    ['CC', 0.34],
    ['CD', 0.22],
    ['PX', 0.26],
  ];
  const rand = random(unidadeId * 7919);
  const start = new Date(now.getFullYear(), now.getMonth() - 3, 1, 12);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  const movements: (typeof t.movimentoFinanceiro.$inferInsert)[] = [];
  const entries: (typeof t.lancamentoFinanceiro.$inferInsert)[] = [];
  const entry = (operacao: string, descricao: string, valorCents: number, data: Date) =>
    entries.push({ unidadeId, operacaoId: operations.get(operacao)!, descricao, valorCents, data });
  const at = (d: Date, hour: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour);
  for (let day = start; day < today; day = new Date(day.getTime() + DAY_MS)) {
    day = at(day, 12);
    const key = `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
    const weekend = day.getDay() === 0 || day.getDay() === 5 || day.getDay() === 6;
    const dailySales = Math.round((weekend ? 620_000 : 380_000) * (0.8 + rand() * 0.4));
    let cardSales = 0;
    for (const [code, part] of share) {
      const method = byCode(code);
      const valorCents = Math.round(dailySales * part);
      if (code === 'CC' || code === 'CD') cardSales += valorCents;
      movements.push({
        unidadeId,
        contaId: method.contaId,
        formaPagamentoId: method.id,
        pagamentoId: `DEMO:${key}:${code}`,
        tipo: 'ENTRADA',
        valorCents,
        username: 'admin',
        createdAt: at(day, 21),
      });
    }
    if (rand() < 0.35) {
      const method = byCode('CC');
      movements.push({
        unidadeId,
        contaId: method.contaId,
        formaPagamentoId: method.id,
        pagamentoId: `DEMO:${key}:CC`,
        tipo: 'ESTORNO',
        valorCents: -Math.round(4_000 + rand() * 12_000),
        username: 'admin',
        createdAt: at(day, 22),
      });
    }
    const date = day.toLocaleDateString('pt-BR');
    entry('Taxas de cartão', `Taxas das vendas de ${date}`, -Math.round(cardSales * 0.029), at(day, 23));
    entry(
      'Acerto de entregadores',
      `Acerto do dia ${date}`,
      -Math.round((weekend ? 24_000 : 15_000) * (0.9 + rand() * 0.2)),
      at(day, 23),
    );
    if (day.getDay() === 1 || day.getDay() === 4) {
      entry('Carnes', `Compra de carnes ${date}`, -Math.round(280_000 + rand() * 80_000), at(day, 9));
      entry('Hortifrúti', `Compra de hortifrúti ${date}`, -Math.round(60_000 + rand() * 25_000), at(day, 9));
      entry('Bebidas', `Compra de bebidas ${date}`, -Math.round(120_000 + rand() * 40_000), at(day, 10));
    }
    if (day.getDate() === 10)
      entry('Embalagens', `Embalagens ${date}`, -Math.round(90_000 + rand() * 20_000), at(day, 10));
    if (day.getDate() === 5) {
      const month = day.toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' });
      entry('Aluguel', `Aluguel ${month}`, -1_200_000, at(day, 10));
      entry('Folha de pagamento', `Folha ${month}`, -2_850_000, at(day, 10));
      entry('Encargos', `FGTS e INSS ${month}`, -640_000, at(day, 10));
      entry('Energia elétrica', `Conta de energia ${month}`, -Math.round(280_000 + rand() * 60_000), at(day, 10));
      entry('Água', `Conta de água ${month}`, -Math.round(45_000 + rand() * 15_000), at(day, 10));
      entry('Tarifas bancárias', `Tarifas ${month}`, -8_990, at(day, 10));
    }
    if (day.getDate() === 20) {
      entry('Rendimento de aplicação', `Rendimento CDB ${date}`, Math.round(30_000 + rand() * 10_000), at(day, 10));
      if (rand() < 0.5)
        entry('Juros', `Juros de antecipação ${date}`, -Math.round(15_000 + rand() * 10_000), at(day, 10));
    }
  }
  for (let i = 0; i < movements.length; i += 500)
    await tx.insert(t.movimentoFinanceiro).values(movements.slice(i, i + 500));
  for (let i = 0; i < entries.length; i += 500)
    await tx.insert(t.lancamentoFinanceiro).values(entries.slice(i, i + 500));
}
