import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import PrintIcon from '@mui/icons-material/Print';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { updateTerminalSettings } from '../../../shared/settings/terminal-settings';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { BOARD_TEXTS } from '../../../shared/order-move/board-messages';

/** First column: the new-order sound, bound to the terminal setting enableRingSongNewOrder (doc 2 §2.1). */
export function SoundToggle() {
  const isOn = useTerminalSettings().enableRingSongNewOrder === 'ENABLED';
  const toggle = () => {
    updateTerminalSettings({ enableRingSongNewOrder: isOn ? 'DISABLED' : 'ENABLED' });
    // A user gesture is the moment browsers allow asking for notifications.
    if (!isOn && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined);
    }
  };
  const label = isOn ? BOARD_TEXTS.SOUND_ON : BOARD_TEXTS.SOUND_OFF;
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        onClick={toggle}
        aria-label={label}
        aria-pressed={isOn}
        color={isOn ? 'primary' : 'default'}
        data-testid="ring-toggle"
      >
        {isOn ? <NotificationsActiveIcon fontSize="small" /> : <NotificationsOffIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

function Indicator({
  isOn,
  on,
  off,
  icon,
  testId,
}: {
  isOn: boolean;
  on: string;
  off: string;
  icon: ReactNode;
  testId: string;
}) {
  const label = isOn ? on : off;
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        component={RouterLink}
        to="/settings"
        aria-label={label}
        color={isOn ? 'success' : 'default'}
        sx={{ opacity: isOn ? 1 : 0.55 }}
        data-testid={testId}
        data-on={isOn}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Second column: auto-print and auto-confirm parameters, each a link to /settings (doc 2 §2, §2.1). */
export function ParameterIndicators({ autoPrint, autoConfirm }: { autoPrint: boolean; autoConfirm: boolean }) {
  return (
    <Stack direction="row">
      <Indicator
        isOn={autoPrint}
        on={BOARD_TEXTS.AUTO_PRINT_ON}
        off={BOARD_TEXTS.AUTO_PRINT_OFF}
        icon={<PrintIcon fontSize="small" />}
        testId="auto-print-indicator"
      />
      <Indicator
        isOn={autoConfirm}
        on={BOARD_TEXTS.AUTO_CONFIRM_ON}
        off={BOARD_TEXTS.AUTO_CONFIRM_OFF}
        icon={<DoneAllIcon fontSize="small" />}
        testId="auto-confirm-indicator"
      />
    </Stack>
  );
}
