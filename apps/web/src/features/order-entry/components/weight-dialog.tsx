import { MSG, formatMoney, multiplyCents, roundQuantity, toCents } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import type { PendingProduct } from '../hooks/use-product-adder';

interface Props {
  pending: PendingProduct;
  onConfirm: (quantityKg: number) => void;
  onClose: () => void;
}

/** '1,250' or '1.25' to 1.25; anything else is NaN. */
export function parseWeight(text: string): number {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** doc 2 §2.7 weight (KG) dialog: a positive number of kilos (§5.2). */
export function WeightDialog({ pending, onConfirm, onClose }: Props) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const weight = parseWeight(text);
  const priceCents = pending.unitPriceCents ?? toCents(pending.entry.produto.valorUnitarioVenda);
  const confirm = () => {
    if (!(weight > 0) || roundQuantity(weight) <= 0) return notify.warning(MSG.INVALID_WEIGHT);
    onConfirm(roundQuantity(weight));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      data-testid="weight-dialog"
      onKeyDown={dialogKeyHandler({ onF10: confirm })}
    >
      <DialogTitle>Informe o peso</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {pending.entry.produto.descricao} — {formatMoney(priceCents)} /kg
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="Peso"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'weight-input' },
          }}
          sx={{ mt: 1 }}
        />
        {weight > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Total: {formatMoney(multiplyCents(priceCents, roundQuantity(weight)))}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="weight-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
