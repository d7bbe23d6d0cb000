import type { TOrder } from '@brasa/contracts';
import { MSG, markerColor } from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { addressLine, customerName, orderNumber } from '../../../shared/routes/order-labels';

/** doc 4 §9: virtual list rows of 80 px in the panel. */
export const PANEL_ROW_PX = 80;
/** Rows drawn beyond the visible ones, so a short scroll finds them ready. */
const OVERSCAN_ROWS = 5;
/** Without layout (jsdom, a panel not laid out yet) the list counts as this tall, so its first rows are drawn. */
const NO_LAYOUT_RECT: Rect = { width: 320, height: 640 };
const observeListRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT));

/**
 * The orders of one tab, virtualized like the board's columns: 300 orders draw only the rows in view.
 */
function OrdersList({
  orders,
  selectedIds,
  onToggle,
}: {
  orders: readonly TOrder[];
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler; this list simply re-renders with its virtualizer.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => PANEL_ROW_PX,
    getItemKey: (index) => orders[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeListRect,
  });
  return (
    <Box ref={listRef} sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }} data-testid="routing-order-list">
      <Box role="list" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const order = orders[row.index]!;
          return (
            <Box
              key={row.key}
              role="listitem"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: PANEL_ROW_PX }}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <OrderRow order={order} selected={selectedIds.has(order.id)} onToggle={onToggle} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** One order of the panel: colour of its marker, number, customer and address (doc 4 §2). */
function OrderRow({ order, selected, onToggle }: { order: TOrder; selected: boolean; onToggle: (id: number) => void }) {
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onToggle(order.id)}
      data-testid={`routing-order-${order.id}`}
      sx={{ height: PANEL_ROW_PX, gap: 1 }}
    >
      <Box sx={{ width: 12, height: 12, flexShrink: 0, borderRadius: '50%', bgcolor: markerColor(order) }} />
      <ListItemText
        primary={`#${orderNumber(order)} ${customerName(order)}`}
        secondary={addressLine(order)}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
}

/** The 'Pedidos' panel (doc 4 §2): 'Selecionados' / 'Todos', 'Selecionar todos', 'Criar rota (n)'. */
export function OrdersPanel({
  orders,
  selected,
  onToggle,
  onSelectAll,
  onCreate,
}: {
  orders: readonly TOrder[];
  selected: readonly TOrder[];
  onToggle: (id: number) => void;
  onSelectAll: () => void;
  onCreate: () => void;
}) {
  const [tab, setTab] = useState<'selected' | 'all'>('all');
  const selectedIds = new Set(selected.map((order) => order.id));
  const list = tab === 'selected' ? selected : orders;
  const empty = tab === 'selected' ? MSG.NO_ORDER_SELECTED : MSG.NO_ORDER_FOUND;
  return (
    <Paper
      elevation={4}
      sx={{ display: 'flex', flexDirection: 'column', maxHeight: '100%', minHeight: 0 }}
      data-testid="routing-panel"
    >
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
        {MSG.ROUTING_ORDERS}
      </Typography>
      <Tabs value={tab} onChange={(_e, value: 'selected' | 'all') => setTab(value)} variant="fullWidth">
        <Tab
          value="selected"
          label={`${MSG.ROUTING_SELECTED} (${selected.length})`}
          data-testid="routing-tab-selected"
        />
        <Tab value="all" label={`${MSG.ALL} (${orders.length})`} data-testid="routing-tab-all" />
      </Tabs>
      {list.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center', flex: 1 }}>
          {empty}
        </Typography>
      ) : (
        <OrdersList key={tab} orders={list} selectedIds={selectedIds} onToggle={onToggle} />
      )}
      <Stack direction="row" spacing={1} sx={{ p: 1 }}>
        <Button size="small" onClick={onSelectAll} data-testid="routing-select-all">
          {MSG.SELECT_ALL}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={selected.length === 0}
          onClick={onCreate}
          sx={{ flex: 1 }}
          data-testid="routing-create"
        >
          {MSG.criarRotaBotao(selected.length)}
        </Button>
      </Stack>
    </Paper>
  );
}
