import { type Cents, MSG, computeOrderDiscount, formatMoney } from '@brasa/domain';
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
import { useRef, useState } from 'react';
import { confirmKeyHandler } from '../hooks/use-payment-keys';
import { type DiscountMode, parseDiscountValue } from '../model/discount-input';

interface Props {
  /** The subtotal the discount applies to (after the item discounts already saved). */
  subtotalCents: Cents;
  /** What is pending without the discount being replaced. */
  pendingCents: Cents;
  canDiscount: boolean;
  /** The discount in cents; 0 takes the dialog's discount off. */
  onConfirm: (cents: Cents) => void;
  onClose: () => void;
}

/**
 * doc 1 §2.11 order discount: Valor (R$) or Percentual (%), the subtotal it applies to and, for percent,
 * the computed amount. F10 confirms; Enter in the field moves the focus to Confirmar.
 */
export function OrderDiscountDialog({ subtotalCents, pendingCents, canDiscount, onConfirm, onClose }: Props) {
  const [mode, setMode] = useState<DiscountMode>('VALOR');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const value = parseDiscountValue(text);
  const result = Number.isNaN(value)
    ? null
    : computeOrderDiscount({ mode, value, subtotalCents, pendingCents, canDiscount });

  const confirm = () => {
    if (!result) return setError(MSG.INVALID_VALUE);
    if (!result.ok) return setError(result.message);
    onConfirm(result.value);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      data-testid="payment-discount-dialog"
      onKeyDown={confirmKeyHandler(confirm)}
    >
      <DialogTitle>Desconto no pedido</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom data-testid="payment-discount-subtotal">
          Subtotal: {formatMoney(subtotalCents)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_, next: DiscountMode | null) => {
              if (next) setMode(next);
              setError(null);
            }}
          >
            <ToggleButton value="VALOR" data-testid="payment-discount-value">
              Valor (R$)
            </ToggleButton>
            <ToggleButton value="PERCENTUAL" data-testid="payment-discount-percent">
              Percentual (%)
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <TextField
          autoFocus
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          label={mode === 'VALOR' ? 'Valor do desconto' : 'Percentual de desconto'}
          value={text}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirmButton.current?.focus();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-discount-input' } }}
        />
        {mode === 'PERCENTUAL' && result?.ok ? (
          <Typography variant="body2" data-testid="payment-discount-amount">
            Desconto: {formatMoney(result.value)}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" ref={confirmButton} onClick={confirm} data-testid="payment-discount-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
