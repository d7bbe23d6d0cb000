export { OrderEntryDialog, type OrderEntryDialogProps } from './components/order-entry-dialog';
export type { EntryOrigin } from './model/order-draft';
export { MinimizedOrdersButton } from './components/minimized-orders-button';
export type { QuickSaleCustomerPrompt, QuickSaleOptions } from './model/quick-sale';
export { QUICK_SALE_CUSTOMER_PROMPTS } from './model/quick-sale';
export { FastSalePage } from './components/fast-sale-page';
export { OrderEditorDialog } from './components/order-editor-dialog';
