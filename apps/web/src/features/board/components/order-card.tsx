import type { TOrder } from '@brasa/contracts';
import { MSG, type OrderStatus } from '@brasa/domain';
import { useDraggable } from '@dnd-kit/core';
import Paper from '@mui/material/Paper';
import { memo, type KeyboardEvent } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { isValidBoardOrder } from '../../../shared/orders/order-view';
import { OrderCardContent } from './order-card-content';
import { OrderStatusMenu } from './order-status-menu';

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
    <Paper
      ref={setNodeRef}
      variant="outlined"
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={open}
      aria-label={`Pedido ${order.sequencial ?? order.id}`}
      data-testid={`order-card-${order.id}`}
      data-status={order.situacao}
      sx={{
        p: 1,
        cursor: isValid ? 'grab' : 'pointer',
        opacity: isDragging ? 0.4 : 1,
        touchAction: 'manipulation',
        borderLeft: 4,
        borderLeftColor: isValid ? (order.tipo === 'DELIVERY' ? 'primary.main' : 'secondary.main') : 'error.main',
        '&:hover': { boxShadow: 2 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <OrderCardContent
        order={order}
        actions={
          isValid ? (
            <OrderStatusMenu order={order} awaitingPickupEnabled={awaitingPickupEnabled} onMove={onMove} />
          ) : null
        }
      />
    </Paper>
  );
});
