import { STORE_PATHS, TEF_PATHS, type TProfile } from '@brasa/contracts';
import { MSG, apiAccessOf, isApiAccessAllowed, isMenuPathVisible } from '@brasa/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { SystemSwitcher, useSignOut } from '../../features/auth';
import { LazyIntegrationsDrawer } from '../../features/integrations';
import { LazyTefConfigDialog } from '../../features/payment/tef';
import { APP_VERSION } from '../app-version';
import { DrawerStyles } from './drawer-styles';
import { DELIVERY_LINKS, MAIN_LINKS } from './menu-items';
import { NavButtonItem, NavLinkItem } from './nav-link-item';
import { NewOrderMenu } from './new-order-menu';
import { ProfileCard } from './profile-card';
import { useStoredToggle } from './use-stored-toggle';

export const DRAWER_WIDTH = 264;
export const DRAWER_COLLAPSED_WIDTH = 64;

const isPhoneWidth = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(max-width: 599px)').matches;

/** The PDV side drawer (doc 4 §2 "Layout"); open/collapsed and the Delivery group are remembered locally. */
export function SideDrawer({ profile }: { profile: TProfile }) {
  // A phone (a waiter taking orders at the table) starts with the drawer collapsed, so the page keeps the width.
  const [isOpen, toggleOpen] = useStoredToggle('drawerOpen', !isPhoneWidth());
  const [isDeliveryOpen, toggleDelivery] = useStoredToggle('deliveryMenuOpen', true);
  const signOut = useSignOut();
  const isCollapsed = !isOpen;
  const width = isOpen ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  // On a phone an open drawer (a state remembered from a wider screen) floats over the page instead of pushing it
  // 264 px to the right: the page keeps the collapsed drawer's place.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const placeWidth = isPhone ? DRAWER_COLLAPSED_WIDTH : width;
  // 'Novo pedido' only for who may save an order (the server's permission table decides).
  const saveAccess = apiAccessOf('POST', '/api-v2/pedidoIntegracao');
  const canLaunchOrders = saveAccess !== undefined && isApiAccessAllowed(profile, saveAccess);
  const deliveryLinks = DELIVERY_LINKS.filter((link) => isMenuPathVisible(profile, link.path));
  const mainLinks = MAIN_LINKS.filter((link) => isMenuPathVisible(profile, link.path));
  // doc 2 §2.8 card-terminal entry: for who may log the unit in at the terminal's provider.
  const tefAccess = apiAccessOf('POST', TEF_PATHS.login);
  const canSetUpTef = tefAccess !== undefined && isApiAccessAllowed(profile, tefAccess);
  const [isTefOpen, setTefOpen] = useState(false);
  // doc 2 §2.8 'Integracoes ativas': for who may read the marketplace stores.
  const storesAccess = apiAccessOf('GET', STORE_PATHS.integracoesAtivas);
  const canSeeStores = storesAccess !== undefined && isApiAccessAllowed(profile, storesAccess);
  const [isIntegrationsOpen, setIntegrationsOpen] = useState(false);

  return (
    <Drawer
      variant="permanent"
      sx={{
        width: placeWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: 'width 150ms',
          ...(isPhone && isOpen ? { boxShadow: 8 } : {}),
        },
      }}
      slotProps={{ paper: { 'data-testid': 'side-drawer' } as object }}
    >
      <DrawerStyles />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: isOpen ? 'space-between' : 'center',
          p: 1,
          pl: isOpen ? 2 : 1,
        }}
      >
        {isOpen ? (
          <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
            Brasa PDV
          </Typography>
        ) : null}
        <IconButton
          onClick={toggleOpen}
          aria-label={isOpen ? 'Recolher menu' : 'Expandir menu'}
          data-testid="drawer-toggle"
        >
          {isOpen ? <ChevronLeftIcon /> : <MenuIcon />}
        </IconButton>
      </Box>
      {isOpen ? <SystemSwitcher profile={profile} /> : null}
      <ProfileCard profile={profile} isCollapsed={isCollapsed} />
      <Divider />
      <List dense component="nav" aria-label="Menu principal" sx={{ flexGrow: 1 }}>
        {canLaunchOrders ? <NewOrderMenu isCollapsed={isCollapsed} /> : null}
        {deliveryLinks.length > 0 ? (
          <>
            <NavButtonItem
              icon={<DeliveryDiningIcon fontSize="small" />}
              label="Delivery"
              isCollapsed={isCollapsed}
              onClick={toggleDelivery}
              testId="menu-delivery-group"
              end={isDeliveryOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            />
            <Collapse in={isDeliveryOpen} unmountOnExit>
              {deliveryLinks.map((link) => (
                <NavLinkItem key={link.path} link={link} isCollapsed={isCollapsed} inset />
              ))}
            </Collapse>
          </>
        ) : null}
        {mainLinks.map((link) => (
          <NavLinkItem key={link.path} link={link} isCollapsed={isCollapsed} />
        ))}
        {canSeeStores ? (
          <NavButtonItem
            icon={<StorefrontIcon fontSize="small" />}
            label={MSG.INTEGRATIONS_DRAWER_TITLE}
            isCollapsed={isCollapsed}
            onClick={() => setIntegrationsOpen(true)}
            ariaLabel={MSG.INTEGRATIONS_DRAWER_TITLE}
            testId="menu-integrations"
          />
        ) : null}
        {canSetUpTef ? (
          <NavButtonItem
            icon={<CreditCardIcon fontSize="small" />}
            label="Terminal TEF"
            isCollapsed={isCollapsed}
            onClick={() => setTefOpen(true)}
            ariaLabel="Terminal TEF"
            testId="menu-tef"
          />
        ) : null}
        <NavButtonItem
          icon={<LogoutIcon fontSize="small" />}
          label="Sair"
          isCollapsed={isCollapsed}
          onClick={signOut}
          ariaLabel="Sair"
          testId="logout"
        />
      </List>
      <Typography variant="caption" color="text.secondary" align="center" sx={{ py: 1 }} data-testid="app-version">
        {isOpen ? `Versão ${APP_VERSION}` : APP_VERSION}
      </Typography>
      {isIntegrationsOpen ? (
        <Suspense fallback={null}>
          <LazyIntegrationsDrawer
            onClose={() => setIntegrationsOpen(false)}
            onOpenTef={canSetUpTef ? () => setTefOpen(true) : undefined}
          />
        </Suspense>
      ) : null}
      {isTefOpen ? (
        <Suspense fallback={null}>
          <LazyTefConfigDialog onClose={() => setTefOpen(false)} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
