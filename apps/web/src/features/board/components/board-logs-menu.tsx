import { MSG } from '@brasa/domain';
import PrintIcon from '@mui/icons-material/Print';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import { openKdsLog, openPrintLog } from '../../../shared/print-log/log-dialog-store';
import { clearPrintFailures, usePrintFailureCount } from '../../../shared/print-log/print-failures-store';

/** Ours: the board's entry to the print and KDS logs (doc 4 §2 "Other dialogs"). */
const LOGS = 'Impressões e KDS';

export function BoardLogsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Prints that failed since the print log was last opened (PrintFailureNotifier counts them).
  const failures = usePrintFailureCount();
  const isMenuMounted = useHasOpened(anchor !== null);
  const pick = (open: () => void) => () => {
    setAnchor(null);
    open();
  };
  return (
    <>
      <Tooltip title={LOGS}>
        <IconButton aria-label={LOGS} onClick={(event) => setAnchor(event.currentTarget)} data-testid="board-logs-menu">
          <Badge badgeContent={failures} color="error" data-testid="board-print-failures">
            <PrintIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {isMenuMounted ? (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem
            onClick={pick(() => {
              clearPrintFailures();
              openPrintLog();
            })}
            data-testid="board-open-print-log"
          >
            {MSG.LAST_PRINTS}
          </MenuItem>
          <MenuItem onClick={pick(openKdsLog)} data-testid="board-open-kds-log">
            {MSG.LAST_KDS_ITEMS}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
