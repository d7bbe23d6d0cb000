import type { TOrder } from '@brasa/contracts';
import { ORDER_STATUS_LABELS, isOrderStatus, type OrderStatus } from '@brasa/domain';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Announcements,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { memo, useState, type ReactNode } from 'react';
import type { OrdersByStatus } from '../model/board-columns';
import { BoardColumn } from './board-column';
import { OrderCardContent, OrderCardStyles } from './order-card-content';

/** The column under the pointer; keyboard moves have no pointer and use the card's rectangle. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Arrow left/right jump a picked-up card to the centre of the previous/next column. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? columns.find((rect) => rect.left > centre)
      : [...columns].reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return undefined;
  return { x: currentCoordinates.x + (target.left + target.width / 2 - centre), y: currentCoordinates.y };
};

const columnName = (id: UniqueIdentifier | undefined) => (isOrderStatus(id) ? ORDER_STATUS_LABELS[id] : '');

/** Screen-reader announcements in pt-BR (dnd-kit's defaults are English). */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Pedido ${active.id} selecionado.`,
  onDragOver: ({ active, over }) =>
    over ? `Pedido ${active.id} sobre a coluna ${columnName(over.id)}.` : `Pedido ${active.id} fora das colunas.`,
  onDragEnd: ({ active, over }) =>
    over ? `Pedido ${active.id} solto na coluna ${columnName(over.id)}.` : `Pedido ${active.id} solto.`,
  onDragCancel: ({ active }) => `Movimento do pedido ${active.id} cancelado.`,
};

interface Props {
  columns: OrderStatus[];
  groups: OrdersByStatus;
  awaitingPickupEnabled: boolean;
  headerExtras: Partial<Record<OrderStatus, ReactNode>>;
  onOpen: (order: TOrder) => void;
  onMove: (order: TOrder, to: OrderStatus) => void;
}

/**
 * The kanban (doc 2 §2.1): drag a card with the pointer (after 5 px, so a click still opens it) or with
 * the keyboard (Space picks up, arrows change column, Space drops, Escape cancels).
 */
export const BoardKanban = memo(function BoardKanban({
  columns,
  groups,
  awaitingPickupEnabled,
  headerExtras,
  onOpen,
  onMove,
}: Props) {
  const [dragged, setDragged] = useState<TOrder | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.order as TOrder) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const order = active.data.current?.order as TOrder | undefined;
    const to = over?.id;
    if (order && isOrderStatus(to) && to !== order.situacao) onMove(order, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Pressione espaço para pegar o pedido, setas para a esquerda ou direita para trocar de coluna, espaço para soltar e Esc para cancelar.',
        },
      }}
    >
      <OrderCardStyles />
      <Box
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', flex: 1, minHeight: 0, pb: 1 }}
        data-testid="board-columns"
      >
        {columns.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            orders={groups[status]}
            awaitingPickupEnabled={awaitingPickupEnabled}
            draggedId={dragged?.id}
            headerExtras={headerExtras[status]}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <Paper elevation={8} sx={{ p: 1, width: 260, cursor: 'grabbing' }}>
            <OrderCardContent order={dragged} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});
