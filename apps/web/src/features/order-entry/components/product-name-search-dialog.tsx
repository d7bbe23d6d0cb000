import { MSG } from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useMobileLayout } from '../hooks/use-mobile-layout';
import { filterByName, type MenuGroup } from '../model/menu-groups';
import { ProductTile } from './product-tile';
import type { MenuEntry } from '../model/menu-entry';

interface Props {
  groups: readonly MenuGroup[];
  /** The tapped product, for the same adder as the grid. */
  onPick: (entry: MenuEntry) => void;
  onClose: () => void;
}

/** Mobile layout (doc 2 §2.6): finds a menu product by name; tapping it adds it and closes the dialog. */
export function ProductNameSearchDialog({ groups, onPick, onClose }: Props) {
  const mobile = useMobileLayout();
  const [text, setText] = useState('');
  const tiles = useMemo(
    () => groups.flatMap((group) => filterByName(group.products, text).map((entry) => ({ entry, color: group.cor }))),
    [groups, text],
  );
  const pick = (entry: MenuEntry) => {
    onClose();
    onPick(entry);
  };

  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md" data-testid="product-name-search-dialog">
      <DialogTitle>Buscar produto pelo nome</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Nome do produto"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || tiles.length === 0) return;
            event.preventDefault();
            pick(tiles[0]!.entry);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'product-name-search-input', autoComplete: 'off' } }}
          sx={{ mt: 1 }}
        />
        {tiles.length === 0 ? (
          <Typography color="text.secondary">{MSG.NO_PRODUCT_FOUND}</Typography>
        ) : (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, overflowY: 'auto' }}
            data-testid="product-name-search-results"
          >
            {tiles.map(({ entry, color }) => (
              <ProductTile key={entry.id} entry={entry} color={color} onPick={pick} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="product-name-search-close">
          {MSG.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
