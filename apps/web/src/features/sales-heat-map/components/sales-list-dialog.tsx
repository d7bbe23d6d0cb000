import type { THeatMapPedido } from '@brasa/contracts';
import { HEAT_MAP, formatMoney, formatMoneyReais, type Cents, type HeatMapCustomer } from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { dateTimeText } from '../../../shared/format/date-time-br';

const money = (cents: number) => formatMoney(cents as Cents);

/** Before layout (and in jsdom) the list is as tall as its cap, so its first rows render. */
const NO_LAYOUT_RECT: Rect = { width: 600, height: HEAT_MAP.LIST_MAX_PX };
const observeListRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT));

/** A virtual list of 60 px rows, at most 700 px tall (doc 3 §9). */
function VirtualRows<T>({
  rows,
  render,
  testId,
}: {
  rows: readonly T[];
  render: (row: T) => ReactNode;
  testId: string;
}) {
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => HEAT_MAP.LIST_ROW_PX,
    overscan: 8,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeListRect,
  });
  return (
    <Box
      ref={parent}
      data-testid={testId}
      sx={{ maxHeight: HEAT_MAP.LIST_MAX_PX, height: rows.length * HEAT_MAP.LIST_ROW_PX, overflow: 'auto' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            sx={{
              position: 'absolute',
              top: item.start,
              left: 0,
              right: 0,
              height: HEAT_MAP.LIST_ROW_PX,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {render(rows[item.index]!)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const address = (c: HeatMapCustomer) =>
  [
    [c.pessoa.endereco, c.pessoa.numero].filter(Boolean).join(', '),
    c.pessoa.bairro,
    [c.pessoa.municipio, c.pessoa.estado].filter(Boolean).join('/'),
  ]
    .filter(Boolean)
    .join(' - ');

/** 'Listagem' (doc 3 §2.2): the customers on the map and the period's sales. */
export function SalesListDialog({
  open,
  onClose,
  customers,
  orders,
}: {
  open: boolean;
  onClose: () => void;
  customers: readonly HeatMapCustomer[];
  orders: readonly THeatMapPedido[];
}) {
  const [tab, setTab] = useState<'clientes' | 'vendas'>('clientes');
  const byTotal = useMemo(() => [...customers].sort((a, b) => b.valorPedidoCents - a.valorPedidoCents), [customers]);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Listagem</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: 'clientes' | 'vendas') => setTab(value)} sx={{ mb: 1 }}>
          <Tab value="clientes" label={`Clientes (${customers.length})`} />
          <Tab value="vendas" label={`Vendas (${orders.length})`} />
        </Tabs>
        {tab === 'clientes' ? (
          <VirtualRows
            testId="heat-map-customers"
            rows={byTotal}
            render={(c) => (
              <>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {c.pessoa.nome}
                  </Typography>
                  <Typography noWrap variant="body2" color="text.secondary">
                    {address(c)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ width: 90 }}>
                  {c.quantidadePedido} pedido(s)
                </Typography>
                <Typography variant="body2" sx={{ width: 110, textAlign: 'right' }}>
                  {money(c.valorPedidoCents)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ width: 130, textAlign: 'right' }}>
                  Ticket {money(c.ticketMedioCents)}
                </Typography>
              </>
            )}
          />
        ) : (
          <VirtualRows
            testId="heat-map-sales"
            rows={orders}
            render={(o) => (
              <>
                <Typography sx={{ width: 90, fontWeight: 600 }}>#{o.sequencial ?? o.id}</Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap>{o.pessoa.nome}</Typography>
                  <Typography noWrap variant="body2" color="text.secondary">
                    {dateTimeText(o.dataPedido)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ width: 110, textAlign: 'right' }}>
                  {formatMoneyReais(o.totalPedido)}
                </Typography>
              </>
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
