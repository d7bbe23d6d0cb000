import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { CollapsedTooltip } from './collapsed-tooltip';
import type { MenuLink } from './menu-items';

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
        sx={{ pl: inset && !isCollapsed ? 4 : 2 }}
        aria-label={link.label}
        data-testid={`menu-link-${link.path}`}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {isCollapsed ? null : <ListItemText primary={link.label} />}
      </ListItemButton>
    </CollapsedTooltip>
  );
}
