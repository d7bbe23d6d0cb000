import AddCircleIcon from '@mui/icons-material/AddCircle';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useHasOpened } from '../../shared/hooks/use-has-opened';
import { CollapsedTooltip } from './collapsed-tooltip';
import { useStartNewOrder } from './use-start-new-order';

/** 'Novo pedido': delivery (Insert), counter (Home), tab/table: each opens the order dialog. */
export function NewOrderMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const startNewOrder = useStartNewOrder();
  const isMenuMounted = useHasOpened(anchor !== null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <CollapsedTooltip title="Novo pedido" isCollapsed={isCollapsed}>
        {/* A drawer item (class `nav-item`, drawer-styles.tsx); the tooltip needs the element itself. */}
        <button
          type="button"
          className="nav-item"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="new-order-menu"
        >
          <span className="nav-item-icon">
            <AddCircleIcon color="primary" />
          </span>
          {isCollapsed ? null : <span className="nav-item-text nav-item-text--strong">Novo pedido</span>}
        </button>
      </CollapsedTooltip>
      {isMenuMounted ? (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={choose(() => startNewOrder('DELIVERY'))} data-testid="new-order-delivery">
            <ListItemIcon>
              <DeliveryDiningIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Delivery" secondary="Insert" />
          </MenuItem>
          <MenuItem onClick={choose(() => startNewOrder('BALCAO'))} data-testid="new-order-counter">
            <ListItemIcon>
              <StorefrontIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Balcão" secondary="Home" />
          </MenuItem>
          <MenuItem onClick={choose(() => startNewOrder('COMANDA_MESA'))} data-testid="new-order-tab">
            <ListItemIcon>
              <TableRestaurantIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Comanda/Mesa" />
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
