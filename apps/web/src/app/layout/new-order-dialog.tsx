import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { NEW_ORDER_PARAM } from './use-start-new-order';

const TYPE_LABELS: Record<string, string> = { DELIVERY: 'Pedido de delivery', BALCAO: 'Pedido de balcão' };

/** Placeholder of the order dialog, opened by `?novoPedido=DELIVERY|BALCAO` until order entry exists. */
export function NewOrderDialog() {
  const [params, setParams] = useSearchParams();
  const type = params.get(NEW_ORDER_PARAM);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Dialog
      open={type !== null && type in TYPE_LABELS}
      onClose={close}
      fullWidth
      maxWidth="sm"
      data-testid="new-order-dialog"
    >
      <DialogTitle>{MSG.NEW_ORDER}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1">{type ? TYPE_LABELS[type] : null}</Typography>
        <Typography color="text.secondary">O lançamento de pedidos estará disponível em breve.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
