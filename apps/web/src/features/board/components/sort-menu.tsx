import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import { updateTerminalSettings } from '../../../shared/settings/terminal-settings';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { BOARD_TEXTS } from '../../../shared/order-move/board-messages';
import type { SortOrder } from '../../../shared/orders/board-query';

const OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'asc', label: BOARD_TEXTS.SORT_NEWEST_FIRST },
  { value: 'desc', label: BOARD_TEXTS.SORT_OLDEST_FIRST },
];

/** The board's sort, kept in the terminal setting orderBy ('asc' = newest first, doc 4 §9). */
export function SortMenu() {
  const orderBy = useTerminalSettings().orderBy;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isMenuMounted = useHasOpened(anchor !== null);
  return (
    <>
      <Tooltip title="Ordenação">
        <IconButton
          aria-label="Ordenação"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="board-sort-button"
        >
          <SortIcon />
        </IconButton>
      </Tooltip>
      {isMenuMounted ? (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {OPTIONS.map((option) => (
            <MenuItem
              key={option.value}
              selected={orderBy === option.value}
              onClick={() => {
                updateTerminalSettings({ orderBy: option.value });
                setAnchor(null);
              }}
              data-testid={`board-sort-${option.value}`}
            >
              <ListItemIcon>{orderBy === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={option.label} />
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
