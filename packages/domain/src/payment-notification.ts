/**
 * Kitchen notification held until payment (doc 1 §4 "Notification", doc 2 §4.2): with NOTIFICAR_PAGAMENTO_PEDIDO
 * on a counter order, PENDENTE items are held as NOTIFICAR_PAGAMENTO (the order's statusNotificacao too) and
 * nothing is printed; once the order is paid they turn PENDENTE again and printing is triggered.
 */
export const HELD_FOR_PAYMENT = 'NOTIFICAR_PAGAMENTO';

export interface NotificationInput<Item extends { readonly status?: string | null }> {
  readonly tipo: string;
  readonly notifyOnPayment: boolean;
  readonly pago: boolean;
  readonly statusNotificacao: string | null;
  readonly items: readonly Item[];
}

export interface NotificationOutcome<Item> {
  readonly statusNotificacao: string;
  readonly items: Item[];
  /** The order was just paid and its held items were released: print them now. */
  readonly released: boolean;
}

export function applyPaymentNotification<Item extends { readonly status?: string | null }>(
  input: NotificationInput<Item>,
): NotificationOutcome<Item> {
  const status = input.statusNotificacao ?? 'NAO_NOTIFICADO';
  const withStatus = (from: string, to: string) =>
    input.items.map((item) => (item.status === from ? { ...item, status: to } : item));
  const held = status === HELD_FOR_PAYMENT || input.items.some((item) => item.status === HELD_FOR_PAYMENT);
  if (input.pago) {
    if (!held) return { statusNotificacao: status, items: [...input.items], released: false };
    return { statusNotificacao: 'NAO_NOTIFICADO', items: withStatus(HELD_FOR_PAYMENT, 'PENDENTE'), released: true };
  }
  const holds = input.notifyOnPayment && input.tipo === 'BALCAO';
  if (!holds) return { statusNotificacao: status, items: [...input.items], released: false };
  const items = withStatus('PENDENTE', HELD_FOR_PAYMENT);
  const anyHeld = items.some((item) => item.status === HELD_FOR_PAYMENT);
  const next = anyHeld && status === 'NAO_NOTIFICADO' ? HELD_FOR_PAYMENT : status;
  return { statusNotificacao: next, items, released: false };
}
