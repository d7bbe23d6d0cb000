import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { DRAWER_ICON_SX } from './drawer-styles';
import { CollapsedTooltip } from './collapsed-tooltip';
import type { MenuLink } from './menu-items';

const INSET_SX = { pl: 4 } as const;
const FLAT_SX = { pl: 2 } as const;

/** One drawer link; icon-only with a tooltip when the drawer is collapsed. */
export function NavLinkItem({ link, isCollapsed, inset }: { link: MenuLink; isCollapsed: boolean; inset?: boolean }) {
  const { pathname } = useLocation();
  const Icon = link.icon;
  const isSelected = pathname === link.path || (link.path === '/delivery' && pathname === '/');
  return (
    <CollapsedTooltip title={link.label} isCollapsed={isCollapsed}>
      <ListItemButton
        component={Link}
        to={link.path}
        target={link.isNewTab ? '_blank' : undefined}
        rel={link.isNewTab ? 'noopener' : undefined}
        selected={isSelected}
        sx={inset && !isCollapsed ? INSET_SX : FLAT_SX}
        aria-label={link.label}
        data-testid={`menu-link-${link.path}`}
      >
        <ListItemIcon sx={DRAWER_ICON_SX}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {isCollapsed ? null : <ListItemText primary={link.label} />}
      </ListItemButton>
    </CollapsedTooltip>
  );
}
