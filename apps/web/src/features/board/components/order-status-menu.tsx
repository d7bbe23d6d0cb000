import type { TOrder } from '@brasa/contracts';
import { ORDER_STATUS_LABELS, availableTargetStatuses, type OrderStatus } from '@brasa/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

interface Props {
  order: TOrder;
  awaitingPickupEnabled: boolean;
  onMove: (order: TOrder, to: OrderStatus) => void;
}

/** The keyboard and touch way to move a card: 'Mover para' with the statuses the order may take. */
export function OrderStatusMenu({ order, awaitingPickupEnabled, onMove }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Every card has this menu: it is mounted on its first opening only (and then kept for the closing fade).
  const [wasOpened, setWasOpened] = useState(false);
  const targets = availableTargetStatuses(order.situacao, { awaitingPickupEnabled });
  // The menu is portaled, but React events still bubble to the card: keep them from opening or dragging it.
  const stop = (event: MouseEvent | PointerEvent | KeyboardEvent) => event.stopPropagation();
  if (targets.length === 0) return null;
  return (
    <>
      {/* A plain button (class `bc-menu`, order-card-content.tsx): every card on the board draws one. */}
      <button
        type="button"
        className="bc-menu"
        aria-label={`Alterar situação do pedido ${order.id}`}
        aria-haspopup="menu"
        onPointerDown={stop}
        onKeyDown={stop}
        onClick={(event) => {
          event.stopPropagation();
          setWasOpened(true);
          setAnchor(event.currentTarget);
        }}
        data-testid={`order-card-menu-${order.id}`}
      >
        <MoreVertIcon fontSize="small" />
      </button>
      {wasOpened ? (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          onClick={stop}
          onPointerDown={stop}
          onKeyDown={stop}
          slotProps={{ list: { dense: true } }}
        >
          <ListSubheader>Mover para</ListSubheader>
          {targets.map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                setAnchor(null);
                onMove(order, status);
              }}
              data-testid={`order-card-move-${order.id}-${status}`}
            >
              {ORDER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
