import type { TOrder } from '@brasa/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Which saved order the layout's dialogs show: the order detail (doc 1 §2.1), the payment dialog (doc 1 §2.5)
 * and the order editor (doc 2 §2.7). Boards and order entry ask, the layout listens, so no feature imports another.
 */
interface OrderDialogState {
  /** The order whose detail is open; the dialog refetches it, this is what it shows meanwhile. */
  readonly detail: TOrder | null;
  /** The id of the order being edited in the order dialog. */
  readonly editingId: number | null;
  /** The order being paid in the payment dialog (doc 1 §2.5); it opens over the detail. */
  readonly payment: TOrder | null;
  /** The order whose fiscal document dialog is open (doc 1 §2.14). */
  readonly fiscal: TOrder | null;
}

let state: OrderDialogState = { detail: null, editingId: null, payment: null, fiscal: null };
const listeners = new Set<() => void>();

function emit(next: Partial<OrderDialogState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function openOrderDetail(order: TOrder): void {
  emit({ detail: order });
}

export function closeOrderDetail(): void {
  emit({ detail: null });
}

/** Editing replaces the detail: the editor saves, then reopens the detail of the saved order. */
export function openOrderEditor(orderId: number): void {
  emit({ editingId: orderId, detail: null });
}

export function closeOrderEditor(): void {
  emit({ editingId: null });
}

export function openPayment(order: TOrder): void {
  emit({ payment: order });
}

export function closePayment(): void {
  emit({ payment: null });
}

/** The fiscal document dialog (doc 1 §2.14): from the detail, or after an import ('Gerar nota fiscal ao confirmar'). */
export function openFiscalDocument(order: TOrder): void {
  emit({ fiscal: order });
}

export function closeFiscalDocument(): void {
  emit({ fiscal: null });
}

/** The order whose fiscal document dialog is open, null when closed. */
export function useFiscalDocumentOrder(): TOrder | null {
  return useSyncExternalStore(subscribe, () => state.fiscal);
}

/** The order being paid, null when the payment dialog is closed. */
export function usePaymentOrder(): TOrder | null {
  return useSyncExternalStore(subscribe, () => state.payment);
}

/** The order whose detail is open, null when closed. */
export function useOrderDetail(): TOrder | null {
  return useSyncExternalStore(subscribe, () => state.detail);
}

/** The id of the order being edited, null when the editor is closed. */
export function useOrderEditorId(): number | null {
  return useSyncExternalStore(subscribe, () => state.editingId);
}
