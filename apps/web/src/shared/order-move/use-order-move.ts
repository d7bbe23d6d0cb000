import type { TOrder } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import { useMutationState } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CHANGE_STATUS_MUTATION_KEY, useChangeOrderStatus, type ChangeStatusInput } from './change-order-status';
import { needsCancelReason, needsCourierChoice, needsTefCancelConfirm } from './move-rules';
import type { StatusChangeSource } from './status-change-feedback';

/**
 * A move waiting for the user: the card-terminal payments question, then the cancellation reason; or the
 * courier.
 */
export type PendingMove =
  | { kind: 'tefConfirm'; order: TOrder }
  | { kind: 'cancelReason'; order: TOrder; tefConfirmed: boolean }
  | { kind: 'courier'; order: TOrder };

export interface OrderMove {
  /** A drop on a column or a choice in the card's status menu. */
  requestMove: (order: TOrder, to: OrderStatus) => void;
  pending: PendingMove | null;
  /** 'Existem pagamentos de TEF neste pedido, deseja mesmo continuar?' answered yes: ask the reason next. */
  confirmTefCancel: () => void;
  /** The justification, and for a marketplace order the code of the marketplace's reason (doc 1 §2.15). */
  confirmCancelReason: (reason: string, cancellationCode?: string) => void;
  confirmCourier: (courierId: number) => void;
  dismiss: () => void;
  /** A move to ENVIADO is running: the board shows a blocking overlay (doc 2 §4.1). */
  isSending: boolean;
}

/**
 * The board's moves (doc 2 §4.1, doc 4 §4), also used by the order detail (doc 1 §4): most go straight to the
 * server, optimistically; CANCELADO asks for the reason first (and, with card-terminal payments, whether to go
 * on at all); a marketplace delivery order without a courier asks for one before ENVIADO. `source` picks the
 * messages (status-change-feedback.ts).
 */
export function useOrderMove(source: StatusChangeSource = 'board'): OrderMove {
  const changeStatus = useChangeOrderStatus();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const sendingCount = useMutationState({
    filters: { mutationKey: CHANGE_STATUS_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ChangeStatusInput | undefined)?.to,
  }).filter((to) => to === 'ENVIADO').length;
  const { mutate } = changeStatus;

  const requestMove = useCallback(
    (order: TOrder, to: OrderStatus) => {
      if (order.situacao === to) return;
      if (needsTefCancelConfirm(order, to)) return setPending({ kind: 'tefConfirm', order });
      if (needsCancelReason(to)) return setPending({ kind: 'cancelReason', order, tefConfirmed: false });
      if (needsCourierChoice(order, to)) return setPending({ kind: 'courier', order });
      mutate({ order, to, source });
    },
    [mutate, source],
  );

  const confirmTefCancel = () => {
    if (pending?.kind !== 'tefConfirm') return;
    setPending({ kind: 'cancelReason', order: pending.order, tefConfirmed: true });
  };

  const confirmCancelReason = (reason: string, cancellationCode?: string) => {
    if (pending?.kind !== 'cancelReason') return;
    setPending(null);
    mutate({
      order: pending.order,
      to: 'CANCELADO',
      motivoCancelamento: reason,
      cancellationCode,
      source,
      tefConfirmed: pending.tefConfirmed,
    });
  };

  // One call assigns the courier and moves: a refused move leaves no courier behind.
  const confirmCourier = (courierId: number) => {
    if (pending?.kind !== 'courier') return;
    setPending(null);
    mutate({ order: pending.order, to: 'ENVIADO', idDeliveryMan: courierId, source });
  };

  return {
    requestMove,
    pending,
    confirmTefCancel,
    confirmCancelReason,
    confirmCourier,
    dismiss: () => setPending(null),
    isSending: sendingCount > 0,
  };
}
