import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_STATUS_LABELS, type OrderStatus } from '@brasa/domain';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { INITIAL_CARDS_PER_COLUMN, MORE_CARDS_STEP } from '../model/board-columns';
import { OrderCard } from './order-card';

interface Props {
  status: OrderStatus;
  orders: TOrder[];
  awaitingPickupEnabled: boolean;
  headerExtras?: ReactNode;
  onOpen: (order: TOrder) => void;
  onMove: (order: TOrder, to: OrderStatus) => void;
}

/** One status list of the board: a drop target with its label, count and the first cards. */
export function BoardColumn({ status, orders, awaitingPickupEnabled, headerExtras, onOpen, onMove }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [shown, setShown] = useState(INITIAL_CARDS_PER_COLUMN);
  const label = ORDER_STATUS_LABELS[status];
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={label}
      variant="outlined"
      data-testid={`board-column-${status}`}
      sx={{
        flex: '1 0 200px',
        minWidth: 200,
        maxWidth: 420,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        bgcolor: isOver ? 'action.selected' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', px: 1, py: 0.75, minHeight: 44, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
          {label}
        </Typography>
        <Chip size="small" label={orders.length} data-testid={`board-column-count-${status}`} />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', flexShrink: 0, '& .MuiIconButton-root': { p: 0.25 } }}>{headerExtras}</Box>
      </Stack>
      <Stack spacing={1} sx={{ p: 1, overflowY: 'auto', flex: 1, minHeight: 120 }}>
        {orders.slice(0, shown).map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            awaitingPickupEnabled={awaitingPickupEnabled}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
        {orders.length > shown ? (
          <Button
            size="small"
            onClick={() => setShown((current) => current + MORE_CARDS_STEP)}
            data-testid={`board-column-show-more-${status}`}
          >
            {MSG.SHOW_MORE}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
