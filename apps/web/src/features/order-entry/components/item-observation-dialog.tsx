import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import type { DraftItem } from '../model/order-draft';

interface Props {
  item: DraftItem;
  onConfirm: (observations: string) => void;
  onClose: () => void;
}

/** Adds a phrase unless the text already has it, separated by ', '. */
function appendPhrase(text: string, phrase: string): string {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.includes(phrase) ? parts.join(', ') : [...parts, phrase].join(', ');
}

/** doc 2 §2.7 item observation dialog (F10 confirms) with the product's quick phrases as chips. */
export function ItemObservationDialog({ item, onConfirm, onClose }: Props) {
  const [text, setText] = useState(item.observations);
  const confirm = () => onConfirm(text);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid="item-observation-dialog"
      onKeyDown={dialogKeyHandler({ onF10: confirm })}
    >
      <DialogTitle>Observação — {item.name}</DialogTitle>
      <DialogContent>
        {item.quickPhrases.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="quick-phrases">
            {item.quickPhrases.map((phrase) => (
              <Chip key={phrase} label={phrase} onClick={() => setText((current) => appendPhrase(current, phrase))} />
            ))}
          </Stack>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Observação"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'item-observation-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="item-observation-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
