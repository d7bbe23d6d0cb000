import { MSG } from '@brasa/domain';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth';
import { useProfile } from '../../shared/session/use-session';
import { useColorMode } from '../../shared/ui/color-mode';
import { ConfirmLogoutDialog } from './confirm-logout-dialog';

const TABS = [
  { path: '/appentregador/rotas', label: 'Rotas', icon: <ListAltIcon /> },
  { path: '/appentregador/rota', label: 'Rota', icon: <AltRouteIcon /> },
  { path: '/appentregador/relatorio', label: 'Relatórios', icon: <AssessmentIcon /> },
];

/** Mobile-style frame of the delivery-person app: side menu and bottom tab bar (doc 4 §2). */
export function CourierLayout() {
  const profile = useProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { toggleMode } = useColorMode();
  const signOut = useSignOut('/appentregador/login');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [isConfirmingLogout, setConfirmingLogout] = useState(false);

  if (!profile) return <Outlet />;
  return (
    <Box sx={{ minHeight: '100vh', pb: 8 }}>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Menu" onClick={(e) => setMenuAnchor(e.currentTarget)}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ ml: 1 }} noWrap>
            {profile.nome}
          </Typography>
        </Toolbar>
      </AppBar>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => (setMenuAnchor(null), toggleMode())}>{MSG.CHANGE_THEME}</MenuItem>
        <MenuItem onClick={() => (setMenuAnchor(null), setConfirmingLogout(true))}>{MSG.LOGOUT}</MenuItem>
      </Menu>
      <Box component="main" sx={{ p: 2 }}>
        <Outlet />
      </Box>
      <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }} elevation={3}>
        <BottomNavigation showLabels value={TABS.findIndex((tab) => tab.path === pathname)}>
          {TABS.map((tab) => (
            <BottomNavigationAction
              key={tab.path}
              label={tab.label}
              icon={tab.icon}
              onClick={() => navigate(tab.path)}
            />
          ))}
        </BottomNavigation>
      </Paper>
      <ConfirmLogoutDialog open={isConfirmingLogout} onCancel={() => setConfirmingLogout(false)} onConfirm={signOut} />
    </Box>
  );
}
