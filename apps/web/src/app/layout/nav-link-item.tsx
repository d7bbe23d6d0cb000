import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CollapsedTooltip } from './collapsed-tooltip';
import type { MenuLink } from './menu-items';

/** One drawer link (class `nav-item`, drawer-styles.tsx); icon-only with a tooltip when the drawer is collapsed. */
export function NavLinkItem({ link, isCollapsed, inset }: { link: MenuLink; isCollapsed: boolean; inset?: boolean }) {
  const { pathname } = useLocation();
  const Icon = link.icon;
  const isSelected = pathname === link.path || (link.path === '/delivery' && pathname === '/');
  let className = 'nav-item';
  if (inset && !isCollapsed) className += ' nav-item--inset';
  if (isSelected) className += ' nav-item--selected';
  return (
    <CollapsedTooltip title={link.label} isCollapsed={isCollapsed}>
      <Link
        to={link.path}
        className={className}
        target={link.isNewTab ? '_blank' : undefined}
        rel={link.isNewTab ? 'noopener' : undefined}
        aria-current={isSelected ? 'page' : undefined}
        aria-label={link.label}
        data-testid={`menu-link-${link.path}`}
      >
        <span className="nav-item-icon">
          <Icon fontSize="small" />
        </span>
        {isCollapsed ? null : <span className="nav-item-text">{link.label}</span>}
      </Link>
    </CollapsedTooltip>
  );
}

/** A drawer item that acts (opens, toggles, signs out): the same look as a link. */
export function NavButtonItem(props: {
  icon: ReactNode;
  label: string;
  isCollapsed: boolean;
  onClick: () => void;
  ariaLabel?: string;
  testId: string;
  end?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="nav-item"
      onClick={props.onClick}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
    >
      <span className="nav-item-icon">{props.icon}</span>
      {props.isCollapsed ? null : <span className="nav-item-text">{props.label}</span>}
      {props.isCollapsed ? null : props.end}
    </button>
  );
}
