import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useProfileRefresh } from '../../features/auth';
import { MinimizedOrdersButton } from '../../features/order-entry';
import { OfflineBanner, SystemStatusNotifier, useReachabilityPoll } from '../../features/system';
import { useProfile } from '../../shared/session/use-session';
import { LogDialogs } from './log-dialogs';
import { NewOrderDialog } from './new-order-dialog';
import { OrderDialogs } from './order-dialogs';
import { SideDrawer } from './side-drawer';
import { TopBar } from './top-bar';
import { useNewOrderShortcuts } from './use-new-order-shortcuts';
import { useStartNewOrder } from './use-start-new-order';

/** Frame of the authenticated PDV screens: drawer, top bar, offline banner, status notices, shortcuts. */
export function AppLayout() {
  const profile = useProfile();
  useProfileRefresh();
  useReachabilityPoll();
  const startNewOrder = useStartNewOrder();
  useNewOrderShortcuts(startNewOrder);

  // Without a profile the guard inside <Outlet/> redirects to the login.
  if (!profile) return <Outlet />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideDrawer profile={profile} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar profile={profile} />
        <OfflineBanner />
        <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}>
          <Outlet />
        </Box>
      </Box>
      <SystemStatusNotifier unitUuid={profile.unidade.uuid} />
      <NewOrderDialog />
      <OrderDialogs />
      <LogDialogs />
      <MinimizedOrdersButton />
    </Box>
  );
}
