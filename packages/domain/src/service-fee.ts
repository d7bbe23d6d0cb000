/**
 * Fees of an order (doc 1 §5 "Fees", §9 "Service fee"): the service fee per item and in total, and when the
 * delivery fee may be removed.
 */
import { MSG } from './messages';
import { type Cents, asCents, percentOf, sumCents } from './money';
import { type TotalsItem, itemTotal } from './order-totals';
import { type Result, fail, ok } from './result';

export interface ServiceFeeOptions {
  /**
   * Parameter COBRAR_TAXA_VALOR_BRUTO_PEDIDO = S: the fee is taken on the gross value, before the item
   * discount (our reading of "charge the fee on the gross order value").
   */
  readonly onGrossValue?: boolean;
}

export interface ServiceFee {
  /** totalServico of each item, in the items' order (0 where no fee applies). */
  readonly itemsCents: readonly Cents[];
  readonly totalCents: Cents;
}

/**
 * doc 1 §9: the fee applies to items whose productChargeServiceFee is not false, on the item total
 * (quantity × price − discount; like the order subtotal, this counts the sub-items that count in the
 * total, as the order entry does), each rounded to cents and never negative. A percent that is not a
 * positive number (PERCENTUAL_TAXA_SERVICO unset or invalid) charges nothing.
 */
export function calculateServiceFee(
  items: readonly TotalsItem[],
  percent: number,
  options: ServiceFeeOptions = {},
): ServiceFee {
  const rate = Number.isFinite(percent) && percent > 0 ? percent : 0;
  const itemsCents = items.map((item) => {
    if (item.productChargeServiceFee === false || rate === 0) return asCents(0);
    const base = itemTotal(options.onGrossValue === true ? { ...item, discount: 0 } : item);
    return percentOf(asCents(Math.max(0, base)), rate);
  });
  return { itemsCents, totalCents: sumCents(itemsCents) };
}

/** doc 1 §5 "Fees": the service fee total cannot be negative (a typed or edited value). */
export function checkServiceFeeValue(cents: Cents): Result<Cents> {
  return cents < 0 ? fail(MSG.SERVICE_FEE_NEGATIVE) : ok(cents);
}

/** doc 1 §5 "Fees": the delivery fee cannot be removed when the pending total is lower than the fee. */
export function canRemoveDeliveryFee(input: {
  readonly pendingCents: Cents;
  readonly deliveryFeeCents: Cents;
}): boolean {
  return input.pendingCents >= input.deliveryFeeCents;
}

/**
 * doc 1 §9, doc 2 §9: whether an order type charges the service fee at all: listed in
 * TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO (a comma list of order types), or a counter order (BALCAO) with
 * TAXA_SERVICO_PEDIDO_BALCAO = S. The order entry, the payment dialog and the server read it alike.
 */
export function serviceFeeChargedFor(
  tipo: string | null | undefined,
  typesParameter: string | null | undefined,
  counterFlag: boolean,
): boolean {
  if (!tipo) return false;
  const types = (typesParameter ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(Boolean);
  return types.includes(tipo.toUpperCase()) || (tipo.toUpperCase() === 'BALCAO' && counterFlag);
}
