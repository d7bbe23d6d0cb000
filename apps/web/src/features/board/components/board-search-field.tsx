import { MSG } from '@brasa/domain';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import type { SearchBy } from '../../../shared/orders/board-filters';

const OPTIONS: { key: keyof SearchBy; label: string }[] = [
  { key: 'id', label: 'ID do pedido' },
  { key: 'sequence', label: 'Número sequencial' },
  { key: 'reference', label: 'Código de referência' },
];

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  searchBy: SearchBy;
  onSearchByChange: (next: SearchBy) => void;
}

/** The board's text search with its 'Buscar por' menu (doc 2 §2.1, §9); the customer name always counts. */
export function BoardSearchField({ text, onTextChange, searchBy, onSearchByChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isMenuMounted = useHasOpened(anchor !== null);
  return (
    <>
      <TextField
        size="small"
        placeholder="Buscar pedidos"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar pedidos', 'data-testid': 'board-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Tooltip title={MSG.SEARCH_BY}>
                  <IconButton
                    size="small"
                    edge="start"
                    aria-label={MSG.SEARCH_BY}
                    onClick={(event) => setAnchor(event.currentTarget)}
                    data-testid="board-search-by-button"
                  >
                    <ManageSearchIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      {isMenuMounted ? (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          data-testid="board-search-by-menu"
        >
          <ListSubheader>{MSG.SEARCH_BY}</ListSubheader>
          <MenuItem disabled dense>
            <Checkbox size="small" checked disabled sx={{ p: 0.5 }} />
            <ListItemText primary="Nome do cliente" />
          </MenuItem>
          {OPTIONS.map((option) => (
            <MenuItem
              key={option.key}
              dense
              onClick={() => onSearchByChange({ ...searchBy, [option.key]: !searchBy[option.key] })}
            >
              <Checkbox size="small" checked={searchBy[option.key]} sx={{ p: 0.5 }} />
              <ListItemText primary={option.label} />
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
