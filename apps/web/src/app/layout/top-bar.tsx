import type { TProfile } from '@brasa/contracts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMatches } from 'react-router';
import { CashRegisterChip } from '../../features/system';
import { ColorModeToggle } from '../../shared/ui/color-mode-toggle';
import { NotificationsButton } from './notifications-button';
import { UnitLinks } from './unit-links';

interface RouteHandle {
  title?: string;
}

/** The deepest matched route's title (route objects carry `handle.title` from the route table). */
function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return 'Brasa PDV';
}

/**
 * doc 3 §2 "Layout": the page's title, the cash-register status, the notifications (not on touch or small screens),
 * the unit's benefits, training and support links, and the light/dark toggle, on one line.
 */
export function TopBar({ profile }: { profile: TProfile }) {
  const title = usePageTitle();
  return (
    <AppBar position="sticky" elevation={1} color="primary">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }} data-testid="top-bar-title">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 1 }, flexShrink: 0 }}>
          <CashRegisterChip username={profile.username} />
          <NotificationsButton unitUuid={profile.unidade.uuid} />
          <UnitLinks />
          <ColorModeToggle />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
