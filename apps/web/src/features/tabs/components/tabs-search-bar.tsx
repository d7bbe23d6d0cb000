import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type RefObject } from 'react';
import type { CardSort } from '../model/identifier-cards';
import { digitsOnly } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  sort: CardSort;
  onSort: (sort: CardSort) => void;
  onSearch: (text: string) => void;
}

/** Search by number (Enter or the button, doc 3 §5) and the sort menu ('opens' / 'ids', doc 3 §2.3). */
export function TabsSearchBar({ inputRef, label, sort, onSort, onSearch }: Props) {
  const [text, setText] = useState('');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (value: CardSort) => {
    onSort(value);
    setAnchor(null);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}>
      <TextField
        size="small"
        value={text}
        placeholder={`${TABS_TEXTS.SEARCH_PLACEHOLDER(label)} (Ctrl+F)`}
        onChange={(event) => setText(digitsOnly(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        inputRef={inputRef}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'data-testid': 'tabs-search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Buscar"
                  onClick={() => onSearch(text)}
                  data-testid="tabs-search-button"
                >
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Tooltip title={sort === 'ids' ? TABS_TEXTS.SORT_IDS : TABS_TEXTS.SORT_OPENS}>
        <IconButton aria-label="Ordenar" onClick={(event) => setAnchor(event.currentTarget)} data-testid="tabs-sort">
          <SortIcon />
        </IconButton>
      </Tooltip>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem selected={sort === 'ids'} onClick={() => choose('ids')} data-testid="tabs-sort-ids">
          {TABS_TEXTS.SORT_IDS}
        </MenuItem>
        <MenuItem selected={sort === 'opens'} onClick={() => choose('opens')} data-testid="tabs-sort-opens">
          {TABS_TEXTS.SORT_OPENS}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
