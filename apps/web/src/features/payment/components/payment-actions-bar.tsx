import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Box from '@mui/material/Box';

interface Props {
  isDelivery: boolean;
  showItems: boolean;
  isSaving: boolean;
  onToggleItems: () => void;
  onSplit: () => void;
  onFee: () => void;
  onDiscount: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  onConfirmAndPrint: () => void;
}

/** doc 1 §2.5 buttons: Show items, Split bill, Service fee or Delivery fee, Discount, Confirm (F10), Confirm and print (F9). */
export function PaymentActionsBar(props: Props) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={props.onToggleItems} data-testid="payment-show-items">
        {props.showItems ? 'Ocultar itens' : 'Exibir itens'}
      </Button>
      <Button onClick={props.onSplit} data-testid="payment-split">
        Dividir conta
      </Button>
      <Button onClick={props.onFee} data-testid="payment-fee">
        {props.isDelivery ? 'Taxa de entrega' : 'Taxa de serviço'}
      </Button>
      <Button onClick={props.onDiscount} data-testid="payment-discount">
        Desconto
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={props.onCancel} data-testid="payment-cancel">
        {MSG.CANCEL}
      </Button>
      <Button
        variant="outlined"
        disabled={props.isSaving}
        onClick={props.onConfirmAndPrint}
        data-testid="payment-confirm-print"
      >
        Confirmar e imprimir (F9)
      </Button>
      <Button variant="contained" disabled={props.isSaving} onClick={props.onConfirm} data-testid="payment-confirm">
        {MSG.CONFIRM} (F10)
      </Button>
    </DialogActions>
  );
}
