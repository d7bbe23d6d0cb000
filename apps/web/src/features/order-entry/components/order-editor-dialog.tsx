import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { editedOrderQuery } from '../api/order-queries';
import { peopleQueries } from '../api/people-queries';
import { draftFromOrder, entryOriginOf } from '../model/saved-order';
import { OrderEntryDialog } from './order-entry-dialog';

interface Props {
  orderId: number;
  onClose: () => void;
}

/** Ours: the order could not be loaded for editing. */
const EDIT_LOAD_FAILED = 'Não foi possível carregar o pedido para edição.';

/** The order dialog over a saved order (doc 2 §2.7): loads the order and its customer, then edits them. */
export function OrderEditorDialog({ orderId, onClose }: Props) {
  const order = useQuery(editedOrderQuery(orderId));
  const customerId = order.data?.pessoaCliente?.id ?? null;
  const customer = useQuery({ ...peopleQueries.detail(customerId ?? 0), enabled: customerId !== null });
  const ready = order.data && (customerId === null || customer.isSuccess || customer.isError);
  const draft = useMemo(
    () => (ready && order.data ? draftFromOrder(order.data, customer.data ?? null) : null),
    [ready, order.data, customer.data],
  );

  if (order.isError) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="order-editor-error">
        <DialogContent>
          <Alert severity="error">{readErrorMessage(order.error, EDIT_LOAD_FAILED)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MSG.CLOSE}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (!draft || !order.data) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" data-testid="order-editor-loading">
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </DialogContent>
      </Dialog>
    );
  }
  const quickSale = order.data.tipo === 'CAIXA_RAPIDO' ? ({ customerPrompt: 'NAO_EXIBIR' } as const) : null;
  return (
    <OrderEntryDialog origin={entryOriginOf(order.data.tipo)} edit={draft} quickSale={quickSale} onClose={onClose} />
  );
}
