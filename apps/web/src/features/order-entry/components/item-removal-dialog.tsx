import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DraftItem } from '../model/order-draft';

interface Props {
  item: DraftItem;
  onConfirm: (justification: string) => void;
  onClose: () => void;
}

/** doc 2 §2.7, §5.5: removing a saved item asks a justification (checked by validateItemRemoval). */
export function ItemRemovalDialog({ item, onConfirm, onClose }: Props) {
  const [text, setText] = useState('');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="item-removal-dialog">
      <DialogTitle>Remover {item.name}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Justificativa"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'item-removal-justification' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(text)} data-testid="item-removal-confirm">
          Remover
        </Button>
      </DialogActions>
    </Dialog>
  );
}
