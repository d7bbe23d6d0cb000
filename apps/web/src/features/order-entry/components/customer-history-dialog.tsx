import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { readErrorMessage } from '../../../shared/api/api-error';
import { peopleQueries } from '../api/people-queries';
import { toHistoryRow } from '../model/customer-history';

/** Ours: the spec names the dialog, not its title. */
export const HISTORY_DIALOG_TITLE = 'Histórico de pedidos';

interface Props {
  customer: TPessoaDetalhe;
  onClose: () => void;
}

/** doc 2 §2.7 customer order history: number, date, type, status and total, newest first. */
export function CustomerHistoryDialog({ customer, onClose }: Props) {
  const query = useQuery(peopleQueries.orderHistory(customer.id));
  const rows = (query.data ?? []).map(toHistoryRow);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="customer-history-dialog">
      <DialogTitle>
        {HISTORY_DIALOG_TITLE}
        <Typography variant="body2" color="text.secondary">
          {customer.nome}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? <CircularProgress size={28} sx={{ display: 'block', mx: 'auto' }} /> : null}
        {query.isError ? (
          <Alert severity="warning" data-testid="customer-history-error">
            {readErrorMessage(query.error, MSG.ORDERS_FETCH_FAILED)}
          </Alert>
        ) : null}
        {query.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary" data-testid="customer-history-empty">
            {MSG.NO_ORDER_FOR_PERSON}
          </Typography>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" data-testid="customer-history-table">
            <TableHead>
              <TableRow>
                <TableCell>Pedido</TableCell>
                <TableCell>Data</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={`customer-history-row-${row.id}`}>
                  <TableCell>{row.number}</TableCell>
                  <TableCell>{row.date}</TableCell>
                  <TableCell>{row.type}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="customer-history-close">
          {MSG.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
