import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais, isAddressComplete, type DispatchAddress } from '@brasa/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { customerName } from '../../../shared/routes/order-labels';
import { DeliveryAddressDialog } from './delivery-address-dialog';

/** Ours: the spec names the indicator without words (doc 4 §2). */
const TEXTS = {
  NAME: 'Nome',
  TOTAL: 'Total',
  COURIER: 'Entregador',
  ADDRESS: 'Endereço',
  COMPLETE: 'Endereço completo',
  FIX: 'Endereço incompleto: clique para corrigir',
} as const;

/**
 * 'Listagem de clientes e vendas' (doc 4 §2): Nome, Total, Entregador and whether the address is complete;
 * an incomplete one opens 'Endereço de Entrega'.
 */
export function CustomersListingDialog({
  orders,
  onClose,
  onSaved,
}: {
  orders: readonly TOrder[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [editing, setEditing] = useState<TOrder | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="customers-listing">
      <DialogTitle>{MSG.CUSTOMERS_AND_SALES_LISTING}</DialogTitle>
      <DialogContent>
        <TableContainer sx={{ maxHeight: 700 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTS.NAME}</TableCell>
                <TableCell align="right">{TEXTS.TOTAL}</TableCell>
                <TableCell>{TEXTS.COURIER}</TableCell>
                <TableCell align="center">{TEXTS.ADDRESS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => {
                const complete = isAddressComplete(order.iFoodOrder?.deliveryAddress as DispatchAddress | undefined);
                return (
                  <TableRow key={order.id} sx={{ height: 60 }} data-testid={`listing-row-${order.id}`}>
                    <TableCell>{customerName(order)}</TableCell>
                    <TableCell align="right">{formatMoneyReais(order.totalPedido)}</TableCell>
                    <TableCell>{order.pessoaEntregador?.nome ?? ''}</TableCell>
                    <TableCell align="center">
                      {complete ? (
                        <Tooltip title={TEXTS.COMPLETE}>
                          <CheckCircleIcon color="success" data-testid={`listing-complete-${order.id}`} />
                        </Tooltip>
                      ) : (
                        <Tooltip title={TEXTS.FIX}>
                          <IconButton
                            color="error"
                            onClick={() => setEditing(order)}
                            data-testid={`listing-fix-${order.id}`}
                          >
                            <ErrorIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
      {editing ? (
        <DeliveryAddressDialog
          order={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onSaved();
          }}
        />
      ) : null}
    </Dialog>
  );
}
