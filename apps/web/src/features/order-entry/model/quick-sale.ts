/** Quick sale (CAIXA_RAPIDO) customer rule: doc 2 §5.1, doc 4 §5 "Customer form", §3 fast_sale_settings. */
import type { OrderDraft } from './order-draft';

/** fast_sale_settings: when the customer dialog is shown; NAO_EXIBIR (the default) never. */
export const QUICK_SALE_CUSTOMER_PROMPTS = ['NAO_EXIBIR', 'EXIBIR_COMECO', 'EXIBIR_FINAL'] as const;
export type QuickSaleCustomerPrompt = (typeof QUICK_SALE_CUSTOMER_PROMPTS)[number];

export interface QuickSaleOptions {
  readonly customerPrompt: QuickSaleCustomerPrompt;
}

/** With the dialog shown at the start or the end, the customer is mandatory. */
export const isCustomerMandatory = (quickSale: QuickSaleOptions | null | undefined) =>
  !!quickSale && quickSale.customerPrompt !== 'NAO_EXIBIR';

/** EXIBIR_COMECO opens the customer dialog with the order dialog (unless a continued order has one). */
export function opensCustomerFirst(
  quickSale: QuickSaleOptions | null | undefined,
  draft: Pick<OrderDraft, 'customer'>,
) {
  return quickSale?.customerPrompt === 'EXIBIR_COMECO' && !draft.customer;
}

/** Before saving, a mandatory customer still missing opens the customer dialog (EXIBIR_FINAL, or removed). */
export function asksCustomerBeforeSave(
  quickSale: QuickSaleOptions | null | undefined,
  draft: Pick<OrderDraft, 'customer'>,
): boolean {
  return isCustomerMandatory(quickSale) && !draft.customer?.id;
}
