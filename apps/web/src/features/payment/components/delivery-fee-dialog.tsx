import { type Cents, MSG, formatMoneyReais, toCents } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { readErrorMessage } from '../../../shared/api/api-error';
import { paymentQueries } from '../api/payment-queries';
import type { DeliveryFeeProduct } from '../model/order-adjustments';

interface Props {
  /** The fee on the order now. */
  currentFeeCents: Cents;
  onChoose: (product: DeliveryFeeProduct) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** doc 1 §2.8: the delivery-fee products (id, descricao, valorUnitarioVenda) to set the order's fee, or remove it. */
export function DeliveryFeeDialog({ currentFeeCents, onChoose, onRemove, onClose }: Props) {
  const fees = useQuery(paymentQueries.deliveryFees());
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="payment-delivery-fee-dialog">
      <DialogTitle>Taxa de entrega</DialogTitle>
      <DialogContent>
        {fees.isPending ? <LinearProgress /> : null}
        {fees.isError ? (
          <Alert severity="error">{readErrorMessage(fees.error, MSG.DELIVERY_FEE_PRODUCT_NOT_FOUND)}</Alert>
        ) : null}
        {fees.data && fees.data.length === 0 ? (
          <Alert severity="info">{MSG.DELIVERY_FEE_PRODUCT_NOT_FOUND}</Alert>
        ) : null}
        <List dense>
          {(fees.data ?? []).map((product) => (
            <ListItemButton
              key={product.id}
              selected={toCents(product.valorUnitarioVenda) === currentFeeCents}
              onClick={() => onChoose(product)}
              data-testid={`payment-delivery-fee-${product.id}`}
            >
              <ListItemText primary={product.descricao} secondary={formatMoneyReais(product.valorUnitarioVenda)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          disabled={!(currentFeeCents > 0)}
          onClick={onRemove}
          data-testid="payment-delivery-fee-remove"
        >
          Remover taxa
        </Button>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
      </DialogActions>
    </Dialog>
  );
}
