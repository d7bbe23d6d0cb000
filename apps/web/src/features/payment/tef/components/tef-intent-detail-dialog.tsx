import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { tefQueries } from '../api/tef-api';
import { intentDetailRows, pickIntent } from '../model/intent-detail';

interface Props {
  pedidoId: number;
  /** The payment's intent (tefInfo.intencaoVendaId); the order's newest when null. */
  intencaoVendaId: number | null;
  onClose: () => void;
}

/** doc 2 §2.7: the card-terminal sale-intention detail of an order's TEF payment. */
export function TefIntentDetailDialog({ pedidoId, intencaoVendaId, onClose }: Props) {
  const query = useQuery(tefQueries.ofOrder(pedidoId));
  const intent = query.data ? pickIntent(query.data, intencaoVendaId) : null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="tef-intent-detail">
      <DialogTitle>Intenção de venda do TEF</DialogTitle>
      <DialogContent dividers>
        {query.isLoading ? <Skeleton variant="rounded" height={200} /> : null}
        {query.isError || (query.isSuccess && !intent) ? (
          <Alert severity="error">{MSG.TEF_SALE_INTENT_FETCH_FAILED}</Alert>
        ) : null}
        {intent ? (
          <Table size="small">
            <TableBody>
              {intentDetailRows(intent).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ fontWeight: 600, pl: 0 }}>
                    {label}
                  </TableCell>
                  <TableCell data-testid={`tef-detail-${label}`}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
