import type { TIFoodOrder } from '@brasa/contracts';
import { isDbId } from '@brasa/contracts';
import { MSG, calculateServiceFee, itemTotal, serviceFeeChargedFor, sumCents, toCents, toReais } from '@brasa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { produto } from '../../../db/schema';
import { unprocessable } from '../../../errors';
import { isFlagOn } from '../../parameters/repository';

export const SERVICE_FEE_PARAMETERS = [
  'UTILIZA_TAXA_SERVICO',
  'PERCENTUAL_TAXA_SERVICO',
  'COBRAR_TAXA_VALOR_BRUTO_PEDIDO',
  'TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO',
  'TAXA_SERVICO_PEDIDO_BALCAO',
] as const;

type FeeItem = TIFoodOrder['items'][number];
type FeeBody = TIFoodOrder & { percentualTaxaServico?: number | null };

const positiveCents = (reais: unknown) => toCents(typeof reais === 'number' && Number.isFinite(reais) ? reais : 0);

/** Whether the terminal asks for the fee on this line (a fee amount or the flag) and its product allows it. */
const isCharged = (item: FeeItem) =>
  item.productChargeServiceFee !== false && (item.chargeServiceFee === true || positiveCents(item.totalServico) > 0);

/**
 * The percent a terminal applied without saying it (older clients send only each item's amount): the ratio of
 * the fees to the charged lines' base, to two decimals. The amounts themselves are then recomputed from it.
 */
export function inferServiceFeePercent(items: readonly FeeItem[], onGrossValue: boolean): number | null {
  const charged = items.filter(isCharged);
  const fee = sumCents(charged.map((item) => positiveCents(item.totalServico)));
  if (fee <= 0) return null;
  const base = sumCents(charged.map((item) => itemTotal(onGrossValue ? { ...item, discount: 0 } : item)));
  if (base <= 0) return null;
  return Math.round((fee / base) * 10_000) / 100;
}

/**
 * doc 1 §5 "Fees", §9; doc 3 §3 close order: the server computes each line's totalServico from a percent and the
 * lines (never the terminal's amounts): the percent the request names, else the one inferred from its amounts,
 * else the stored one; only on lines the terminal charges and whose product charges the fee
 * (productChargeServiceFee), on the net or (COBRAR_TAXA_VALOR_BRUTO_PEDIDO) gross value. With UTILIZA_TAXA_SERVICO
 * 'N', or an order type outside TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO (a counter order may charge it with
 * TAXA_SERVICO_PEDIDO_BALCAO), no fee is kept. A percent above 100 is refused.
 */
export function applyServiceFeeRule(
  body: FeeBody,
  stored: FeeBody | undefined,
  params: ReadonlyMap<string, string>,
  tipo: string,
): void {
  const items = body.items ?? [];
  // doc 1 §5 "Fees": a typed negative fee is refused, not silently recomputed.
  if (items.some((item) => toCents(typeof item.totalServico === 'number' ? item.totalServico : 0) < 0)) {
    throw unprocessable(MSG.SERVICE_FEE_NEGATIVE);
  }
  const enabled =
    params.get('UTILIZA_TAXA_SERVICO') !== 'N' &&
    serviceFeeChargedFor(
      tipo,
      params.get('TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO'),
      isFlagOn(params.get('TAXA_SERVICO_PEDIDO_BALCAO')),
    );
  const onGrossValue = isFlagOn(params.get('COBRAR_TAXA_VALOR_BRUTO_PEDIDO'));
  const percent =
    body.percentualTaxaServico ?? inferServiceFeePercent(items, onGrossValue) ?? stored?.percentualTaxaServico ?? 0;
  if (percent > 100) throw unprocessable(MSG.SERVICE_FEE_ABOVE_LIMIT);
  const charged = items.map((item) => enabled && isCharged(item));
  const fee = calculateServiceFee(
    items.map((item, index) => ({ ...item, productChargeServiceFee: charged[index] })),
    percent,
    { onGrossValue },
  );
  items.forEach((item, index) => {
    item.chargeServiceFee = charged[index];
    item.totalServico = toReais(fee.itemsCents[index]!);
  });
  if (charged.some(Boolean) && percent > 0) body.percentualTaxaServico = percent;
  else delete body.percentualTaxaServico;
}

/**
 * doc 1 §9: a line whose product does not charge the fee (produto.cobrarTaxaServico false) never gets one, whatever
 * the terminal sends. Lines stored with the product's answer keep it; charged lines without one are looked up
 * (one query, and none for a save without such a line).
 */
export async function applyProductFeeFlags(
  tx: Tx,
  unidadeId: number,
  items: FeeItem[],
  stored: readonly FeeItem[],
): Promise<void> {
  const before = new Map(stored.map((item) => [item.referenceCode, item]));
  const fresh: FeeItem[] = [];
  for (const item of items) {
    const previous = item.referenceCode ? before.get(item.referenceCode) : undefined;
    const known = previous?.productChargeServiceFee;
    if (typeof known === 'boolean') item.productChargeServiceFee = known;
    else if (isCharged(item)) fresh.push(item);
  }
  const ids = [...new Set(fresh.map((item) => Number(item.externalCode)).filter(isDbId))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: produto.id, cobra: produto.cobrarTaxaServico })
    .from(produto)
    .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, ids)));
  const noFee = new Set(rows.filter((row) => row.cobra === false).map((row) => row.id));
  // The product's answer is kept on the line (stored with it), so it is asked once per line.
  for (const item of fresh) {
    if (rows.some((row) => row.id === Number(item.externalCode))) {
      item.productChargeServiceFee = !noFee.has(Number(item.externalCode));
    }
  }
}
