import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Ours: the wording of doc 2 §2.7's discard/continue-later dialog is not given. */
const CLOSE_ORDER_TITLE = 'Pedido não confirmado';
const CLOSE_ORDER_MESSAGE =
  'Deseja descartar este pedido ou continuar depois? Ao continuar depois, ele fica em "Pedidos iniciados e não confirmados".';
const DISCARD_ORDER = 'Descartar';
const CONTINUE_LATER = 'Continuar depois';

interface Props {
  open: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onContinueLater: () => void;
}

/** Closing the order dialog with items (doc 2 §2.7): discard it, keep it minimized, or go back to it. */
export function CloseOrderDialog({ open, onCancel, onDiscard, onContinueLater }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth data-testid="order-entry-discard">
      <DialogTitle>{CLOSE_ORDER_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{CLOSE_ORDER_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ mr: 'auto' }} data-testid="order-entry-discard-cancel">
          {MSG.CANCEL}
        </Button>
        <Button color="error" onClick={onDiscard} data-testid="order-entry-discard-confirm">
          {DISCARD_ORDER}
        </Button>
        <Button variant="contained" onClick={onContinueLater} data-testid="order-entry-discard-later" autoFocus>
          {CONTINUE_LATER}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
