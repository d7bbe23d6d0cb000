import { MSG, type DiscountInput, parseMoney } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';

interface Props {
  title: string;
  /** What the discount applies to, e.g. 'Subtotal: R$ 49,80'. */
  subtitle: string;
  onConfirm: (input: DiscountInput) => void;
  onClose: () => void;
}

/** '12,5' or '12.5' to 12.5; empty is 0 (doc 2 §5.4: empty or non-positive counts as 0). */
function parseAmount(text: string): number {
  if (text.trim() === '') return 0;
  const cents = parseMoney(text.replace('%', ''));
  return cents === null ? Number.NaN : cents / 100;
}

/** doc 2 §2.7 discount dialog (F10): by value or percent; used for an item and for the order (Ctrl+D). */
export function DiscountDialog({ title, subtitle, onConfirm, onClose }: Props) {
  const [kind, setKind] = useState<DiscountInput['kind']>('VALOR');
  const [text, setText] = useState('');
  const confirm = () => onConfirm({ kind, amount: parseAmount(text) });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      data-testid="discount-dialog"
      onKeyDown={dialogKeyHandler({ onF10: confirm })}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {subtitle}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, next) => next && setKind(next)}>
            <ToggleButton value="VALOR" data-testid="discount-kind-value">
              R$
            </ToggleButton>
            <ToggleButton value="PERCENTUAL" data-testid="discount-kind-percent">
              %
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={kind === 'VALOR' ? 'Valor do desconto' : 'Percentual de desconto'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'discount-input' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="discount-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
