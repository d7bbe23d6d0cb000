import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoney, sumCents, toCents } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useProfile } from '../../../shared/session/use-session';
import { courierAppQueries, courierDayQuery } from '../api/courier-app-api';
import { useCourierRoutes } from '../hooks/use-courier-routes';
import { customerName } from '../model/order-view';
import { OrderDetails } from './route-order-item';

/**
 * /appentregador/relatorio, 'Relatórios' (doc 4 §2): 'Histórico de Entregas do Dia', the count of delivered
 * orders, their total and a table of order and customer whose rows open the order's detail.
 */
export function CourierReportPage() {
  const personId = useProfile()?.pessoa?.id ?? null;
  // The routes hook keeps the socket room (a delivery elsewhere refreshes this list) and the new-route toasts.
  useCourierRoutes();
  const [day] = useState(() => courierDayQuery(new Date()));
  const query = useQuery({ ...courierAppQueries.delivered(day, personId ?? 0), enabled: personId !== null });
  const [open, setOpen] = useState<TOrder | null>(null);
  const orders = query.data ?? [];
  const total = sumCents(orders.map((o) => toCents(o.totalPedido)));

  return (
    <Stack spacing={2} data-testid="courier-report-page">
      <Typography variant="h5" component="h1">
        {MSG.DAILY_DELIVERY_HISTORY}
      </Typography>
      {query.isError ? (
        <Alert severity="error">{MSG.DATA_LOAD_FAILED}</Alert>
      ) : query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={MSG.LOADING} />
        </Box>
      ) : orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }} data-testid="courier-report-empty">
          {MSG.NO_ORDER_DELIVERED_TODAY}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2}>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography color="text.secondary">Entregas</Typography>
                <Typography variant="h4" data-testid="courier-report-count">
                  {orders.length}
                </Typography>
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography color="text.secondary">Valor total</Typography>
                <Typography variant="h5" data-testid="courier-report-total">
                  {formatMoney(total)}
                </Typography>
              </CardContent>
            </Card>
          </Stack>
          <Table size="medium">
            <TableHead>
              <TableRow>
                <TableCell>Pedido</TableCell>
                <TableCell>Cliente</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow
                  key={order.id}
                  hover
                  onClick={() => setOpen(order)}
                  sx={{ cursor: 'pointer' }}
                  data-testid={`courier-report-row-${order.id}`}
                >
                  <TableCell sx={{ py: 2 }}>#{order.id}</TableCell>
                  <TableCell sx={{ py: 2 }}>{customerName(order) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth data-testid="courier-report-detail">
        <DialogTitle>Pedido #{open?.id}</DialogTitle>
        <DialogContent>{open ? <OrderDetails order={open} /> : null}</DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => setOpen(null)}>
            {MSG.CLOSE}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
