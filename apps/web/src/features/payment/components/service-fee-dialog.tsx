import type { TOrderItem } from '@brasa/contracts';
import { type Cents, MSG, calculateServiceFee, formatMoney } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { confirmKeyHandler } from '../hooks/use-payment-keys';
import { parseServiceFeePercent } from '../model/fee-rules';

interface Props {
  items: readonly TOrderItem[];
  defaultPercent: number;
  /** COBRAR_TAXA_VALOR_BRUTO_PEDIDO: the fee on the value before discounts. */
  onGrossValue: boolean;
  currentFeeCents: Cents;
  onApply: (percent: number) => void;
  onClear: () => void;
  onClose: () => void;
}

/** doc 1 §2.7, §5, §9: the service fee by percent over the items that charge it; it can be removed, never negative. */
export function ServiceFeeDialog({ items, defaultPercent, onGrossValue, currentFeeCents, ...actions }: Props) {
  const [text, setText] = useState(defaultPercent > 0 ? String(defaultPercent).replace('.', ',') : '');
  const [error, setError] = useState<string | null>(null);
  const percent = parseServiceFeePercent(text);
  const preview = percent.ok ? calculateServiceFee(items, percent.value, { onGrossValue }).totalCents : null;

  const apply = () => {
    if (!percent.ok) return setError(percent.message);
    actions.onApply(percent.value);
  };

  return (
    <Dialog
      open
      onClose={actions.onClose}
      maxWidth="xs"
      fullWidth
      data-testid="payment-service-fee-dialog"
      onKeyDown={confirmKeyHandler(apply)}
    >
      <DialogTitle>Taxa de serviço</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Taxa atual: {formatMoney(currentFeeCents)}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label="Percentual da taxa"
          value={text}
          error={error !== null}
          helperText={error ?? (preview !== null ? `Taxa de serviço: ${formatMoney(preview)}` : ' ')}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-service-fee-input' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={actions.onClear} data-testid="payment-service-fee-clear">
          Remover taxa
        </Button>
        <Button onClick={actions.onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={apply} data-testid="payment-service-fee-apply">
          Aplicar (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
