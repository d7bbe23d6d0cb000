import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The drawer's links and buttons (`nav-item`), written once as classes: a dozen ListItemButtons (each a ButtonBase,
 * a ListItemIcon, a ListItemText and its Typography) resolved their props and serialized their styles at every
 * render of the frame, on every page's first paint. The classes copy a dense ListItemButton of the theme.
 */
const drawerStyles = (theme: Theme) => ({
  '.nav-item': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box' as const,
    minWidth: 0,
    margin: 0,
    border: 0,
    borderRadius: 0,
    padding: theme.spacing(0.5, 2),
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    textAlign: 'left' as const,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
  },
  '.nav-item--inset': { paddingLeft: theme.spacing(4) },
  '.nav-item--selected': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    '&:hover': {
      backgroundColor: alpha(
        theme.palette.primary.main,
        theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
      ),
    },
  },
  '.nav-item-icon': {
    display: 'inline-flex',
    flexShrink: 0,
    minWidth: 40,
    color: theme.palette.action.active,
  },
  '.nav-item-text': { ...theme.typography.body2, flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
  '.nav-item-text--strong': { fontWeight: 600 },
});

/** The drawer's classes, once per frame (see `drawerStyles`). */
export function DrawerStyles() {
  return <GlobalStyles styles={drawerStyles} />;
}
