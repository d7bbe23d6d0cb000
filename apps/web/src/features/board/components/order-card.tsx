import type { TOrder } from '@brasa/contracts';
import { MSG, type OrderStatus } from '@brasa/domain';
import { useDraggable } from '@dnd-kit/core';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { memo, type KeyboardEvent } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { isValidBoardOrder } from '../../../shared/orders/order-view';
import { OrderCardContent } from './order-card-content';
import { OrderStatusMenu } from './order-status-menu';

type Accent = 'delivery' | 'counter' | 'invalid';

/** The card's frame, styled once here rather than from a per-render `sx` object on every card. */
const CardPaper = styled(Paper, {
  shouldForwardProp: (prop) => prop !== 'accent' && prop !== 'isFaded',
})<{ accent: Accent; isFaded: boolean }>(({ theme, accent, isFaded }) => ({
  padding: theme.spacing(1),
  cursor: accent === 'invalid' ? 'pointer' : 'grab',
  opacity: isFaded ? 0.4 : 1,
  touchAction: 'manipulation',
  borderLeftWidth: 4,
  borderLeftStyle: 'solid',
  borderLeftColor:
    accent === 'delivery'
      ? theme.palette.primary.main
      : accent === 'counter'
        ? theme.palette.secondary.main
        : theme.palette.error.main,
  '&:hover': { boxShadow: theme.shadows[2] },
  '&:focus-visible': { outline: 2, outlineColor: theme.palette.primary.main, outlineStyle: 'solid' },
}));

interface Props {
  order: TOrder;
  awaitingPickupEnabled: boolean;
  onOpen: (order: TOrder) => void;
  onMove: (order: TOrder, to: OrderStatus) => void;
}

/**
 * A draggable card. Click or Enter opens the detail; Space picks it up for a keyboard move; the menu
 * moves it without dragging. A broken card only says so (doc 2 §2.1).
 */
export const OrderCard = memo(function OrderCard({ order, awaitingPickupEnabled, onOpen, onMove }: Props) {
  const notify = useNotify();
  const isValid = isValidBoardOrder(order);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: order.id,
    data: { order },
    disabled: !isValid,
    attributes: { roleDescription: 'pedido arrastável' },
  });
  const open = () => (isValid ? onOpen(order) : notify.error(MSG.INVALID_ORDER_CLICK));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While picked up with the keyboard, Enter drops the card (the sensor's key) instead of opening it.
    if (event.key === 'Enter' && !isDragging && event.target === event.currentTarget) {
      event.preventDefault();
      open();
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <CardPaper
      ref={setNodeRef}
      variant="outlined"
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={open}
      aria-label={`Pedido ${order.sequencial ?? order.id}`}
      data-testid={`order-card-${order.id}`}
      data-status={order.situacao}
      accent={isValid ? (order.tipo === 'DELIVERY' ? 'delivery' : 'counter') : 'invalid'}
      isFaded={isDragging}
    >
      <OrderCardContent
        order={order}
        actions={
          isValid ? (
            <OrderStatusMenu order={order} awaitingPickupEnabled={awaitingPickupEnabled} onMove={onMove} />
          ) : null
        }
      />
    </CardPaper>
  );
});
