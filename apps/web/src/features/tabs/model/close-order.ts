import { MSG } from '@brasa/domain';
import type { TCloseOrderRequest } from '@brasa/contracts';
import type { TOrder } from '@brasa/contracts';

export interface CloseOrderForm {
  readonly divideInto: string;
  readonly recalculateFee: boolean;
  readonly feePercent: string;
  readonly print: boolean;
}

/** doc 3 §9: the divisor defaults to the people count, or 1. */
export function defaultDivideInto(order: Pick<TOrder, 'quantidadePessoas'>): number {
  const people = Number(order.quantidadePessoas);
  return Number.isInteger(people) && people >= 1 ? people : 1;
}

export function initialCloseForm(order: TOrder, feePercent: number): CloseOrderForm {
  return {
    divideInto: String(defaultDivideInto(order)),
    recalculateFee: false,
    feePercent: String(feePercent).replace('.', ','),
    print: true,
  };
}

export type CloseRequestResult = { ok: true; request: TCloseOrderRequest } | { ok: false; message: string };

/** doc 3 §5: divideInto is at least 1 (the server refuses with the same words). */
export const DIVIDE_AT_LEAST_ONE = MSG.DIVIDE_INTO_MIN;

/**
 * The close-order request (doc 3 §3 options): the percent travels only when the fee block is shown and
 * recalculation is on; the server computes the fee and the split.
 */
export function buildCloseRequest(
  order: Pick<TOrder, 'version'>,
  form: CloseOrderForm,
  feeBlockShown: boolean,
): CloseRequestResult {
  const divideInto = Number(form.divideInto.trim());
  if (!Number.isInteger(divideInto) || divideInto < 1) return { ok: false, message: DIVIDE_AT_LEAST_ONE };
  const recalculate = feeBlockShown && form.recalculateFee;
  const percent = Number(form.feePercent.trim().replace(',', '.'));
  return {
    ok: true,
    request: {
      version: order.version ?? 0,
      divideInto,
      imprimirPedido: form.print,
      recalcularTaxaDeServico: recalculate,
      percentualTaxaServico: recalculate && Number.isFinite(percent) ? percent : null,
    },
  };
}
