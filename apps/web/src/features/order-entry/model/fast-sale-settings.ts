/** doc 4 §3 "Local terminal settings": fast_sale_settings, when the quick sale asks for the customer. */
import { QUICK_SALE_CUSTOMER_PROMPTS, type QuickSaleCustomerPrompt } from './quick-sale';

/** Read through shared/storage, so it is 'brasa.fast_sale_settings' in localStorage like every key of the app. */
export const FAST_SALE_SETTINGS_KEY = 'fast_sale_settings';
const DEFAULT_FAST_SALE_SETTING: QuickSaleCustomerPrompt = 'NAO_EXIBIR';

/** Ours: the spec gives the values, not their labels. */
export const FAST_SALE_SETTING_LABELS: Readonly<Record<QuickSaleCustomerPrompt, string>> = Object.freeze({
  NAO_EXIBIR: 'Não exibir a seleção de cliente',
  EXIBIR_COMECO: 'Selecionar o cliente no começo da venda',
  EXIBIR_FINAL: 'Selecionar o cliente no final da venda',
});

/** Anything stored that is not one of the three values is the default. */
export function sanitizeFastSaleSetting(stored: unknown): QuickSaleCustomerPrompt {
  return QUICK_SALE_CUSTOMER_PROMPTS.includes(stored as QuickSaleCustomerPrompt)
    ? (stored as QuickSaleCustomerPrompt)
    : DEFAULT_FAST_SALE_SETTING;
}
