import { styled } from '@mui/material/styles';
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
import { NoticeFeed } from './notice-feed';
import { PrintFailureNotifier } from './print-failure-notifier';

// The frame's boxes, styled once here rather than from `sx` objects on every render of the layout.
const Frame = styled('div')({ display: 'flex', minHeight: '100vh' });
const Column = styled('div')({ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
const Main = styled('main')(({ theme }) => ({
  padding: theme.spacing(2),
  flexGrow: 1,
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
}));

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
    <Frame>
      <SideDrawer profile={profile} />
      <Column>
        <TopBar profile={profile} />
        <OfflineBanner />
        <Main>
          <Outlet />
        </Main>
      </Column>
      <SystemStatusNotifier unitUuid={profile.unidade.uuid} />
      <PrintFailureNotifier />
      <NoticeFeed unitUuid={profile.unidade.uuid} />
      <NewOrderDialog />
      <OrderDialogs />
      <LogDialogs />
      <MinimizedOrdersButton />
    </Frame>
  );
}
