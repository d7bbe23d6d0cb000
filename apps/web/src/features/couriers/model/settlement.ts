/**
 * The settlement tab's rules (doc 4 §2, §4 'Settlement', §5 'Settlement', §9): per courier its day lines (the
 * server computes them with the domain's settleCourierDay), 'done days / total days', which days a post
 * settles and the request. Money stays in reais as the payload has it; sums go through cents.
 */
import type { TCourierSettlementEntry, TSettlementLine, TSettlementPostRequest } from '@brasa/contracts';
import { MSG, sumCents, toCents, toReais } from '@brasa/domain';

export const dayLineKey = (line: Pick<TSettlementLine, 'pessoa' | 'dataPedido'>) =>
  `${line.pessoa.id}|${line.dataPedido}`;

/** doc 4 §2: 'done days / total days'. */
export function doneDaysText(entry: Pick<TCourierSettlementEntry, 'dias'>): string {
  return `${entry.dias.filter((day) => day.isAcertoDone).length} / ${entry.dias.length}`;
}

/** The settlement movements a settled day's orders carry (idMovimentoFinanceiroAcerto): its receipt's ids. */
export function settlementMovementsOf(
  entry: Pick<TCourierSettlementEntry, 'pedidos'>,
  day: Pick<TSettlementLine, 'pedidos'>,
): number[] {
  const orders = new Set(day.pedidos);
  const ids = entry.pedidos
    .filter((order) => orders.has(order.id))
    .map((order) => order.idMovimentoFinanceiroAcerto)
    .filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)].sort((a, b) => a - b);
}

export const openDays = (entry: Pick<TCourierSettlementEntry, 'dias'>) => entry.dias.filter((day) => !day.isAcertoDone);

export interface SettlementTotals {
  readonly valor: number;
  readonly valorPagar: number;
  readonly saldo: number;
}

/** The sums of some day lines, in reais (added as cents). */
export function totalsOf(lines: readonly TSettlementLine[]): SettlementTotals {
  const sum = (pick: (line: TSettlementLine) => number) => toReais(sumCents(lines.map((line) => toCents(pick(line)))));
  return { valor: sum((l) => l.valor), valorPagar: sum((l) => l.valorPagar), saldo: sum((l) => l.saldo) };
}

/** Who pays whom (doc 4 §9): a negative balance is paid by the restaurant, a positive one by the courier. */
export function balanceText(saldo: number): string {
  if (saldo < 0) return 'Restaurante paga ao entregador';
  if (saldo > 0) return 'Entregador paga ao restaurante';
  return 'Quitado';
}

/** Why the post button is off, or null (doc 4 §5: the operation parameter unset, or every day settled). */
export function postBlock(
  operationId: string | null,
  list: readonly Pick<TCourierSettlementEntry, 'dias'>[],
): 'NO_OPERATION' | 'ALL_DONE' | null {
  if (!operationId || operationId.trim() === '') return 'NO_OPERATION';
  if (list.every((entry) => openDays(entry).length === 0)) return 'ALL_DONE';
  return null;
}

export type PostRequestResult = { ok: true; request: TSettlementPostRequest } | { ok: false; message: string };

/**
 * One post item per courier with the orders of its selected open days (doc 4 §3 'Settlement post item').
 * A payment method is required ('Nenhuma forma de pagamento informado'); settled days are never sent.
 */
export function buildSettlementRequest(
  list: readonly TCourierSettlementEntry[],
  selected: ReadonlySet<string>,
  paymentMethodId: number | null,
): PostRequestResult {
  if (paymentMethodId === null) return { ok: false, message: MSG.SETTLEMENT_PAYMENT_METHOD_REQUIRED };
  const request = list
    .map((entry) => ({
      formaPagamento: { id: paymentMethodId },
      pessoaId: entry.pessoa.id,
      pedidos: openDays(entry)
        .filter((day) => selected.has(dayLineKey(day)))
        .flatMap((day) => day.pedidos),
    }))
    .filter((item) => item.pedidos.length > 0);
  if (request.length === 0) return { ok: false, message: NOTHING_SELECTED };
  return { ok: true, request };
}

/** Ours: the spec does not say what a post with no day chosen answers. */
export const NOTHING_SELECTED = 'Selecione ao menos um dia para o acerto.';
