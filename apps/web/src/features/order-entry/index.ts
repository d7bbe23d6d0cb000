export { OrderEntryDialog, type OrderEntryDialogProps } from './components/order-entry-dialog';
export type { EntryOrigin } from './model/order-draft';
