import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG, formatMoney, formatMoneyReais } from '@brasa/domain';
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
import { peopleQueries } from '../api/people-queries';
import { formatDueDate, pendingAccountsError, pendingTotalCents } from '../model/customer-history';

/** Ours: the spec names the dialog, not its title. */
export const PENDING_DIALOG_TITLE = 'Valores pendentes';

interface Props {
  customer: TPessoaDetalhe;
  onClose: () => void;
}

/** doc 2 §2.7 pending amounts of a customer: description, due date and balance. */
export function CustomerPendingDialog({ customer, onClose }: Props) {
  const query = useQuery(peopleQueries.pendingAccounts(customer.id));
  const accounts = query.data ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="customer-pending-dialog">
      <DialogTitle>
        {PENDING_DIALOG_TITLE}
        <Typography variant="body2" color="text.secondary">
          {customer.nome}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? <CircularProgress size={28} sx={{ display: 'block', mx: 'auto' }} /> : null}
        {query.isError ? (
          <Alert severity="warning" data-testid="customer-pending-error">
            {pendingAccountsError(query.error)}
          </Alert>
        ) : null}
        {query.isSuccess && accounts.length === 0 ? (
          <Typography color="text.secondary" data-testid="customer-pending-empty">
            {MSG.NO_PENDING_ACCOUNT_FOUND}
          </Typography>
        ) : null}
        {accounts.length > 0 ? (
          <Table size="small" data-testid="customer-pending-table">
            <TableHead>
              <TableRow>
                <TableCell>Descrição</TableCell>
                <TableCell>Vencimento</TableCell>
                <TableCell align="right">Saldo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((account, index) => (
                <TableRow key={`${account.descricao}-${index}`} data-testid="customer-pending-row">
                  <TableCell>{account.descricao}</TableCell>
                  <TableCell>{formatDueDate(account.dataVencimento)}</TableCell>
                  <TableCell align="right">{formatMoneyReais(account.saldo)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="customer-pending-total">
                  {formatMoney(pendingTotalCents(accounts))}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="customer-pending-close">
          {MSG.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
