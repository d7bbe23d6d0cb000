import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  formatMoneyReais,
  formatQueryDateTime,
  isOrderStatus,
  isOrderType,
  parseQueryDateTime,
} from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { DateTimeField } from '../../../shared/ui/date-time-field';
import { orderQueries } from '../../../shared/orders/order-queries';
import { customerNameOf } from '../../../shared/orders/board-filters';
import {
  ORDER_LIST_PAGE_SIZES,
  defaultOrderListParams,
  type OrderListParams,
} from '../../../shared/orders/order-list-params';
import { OrderListFiltersMenu } from './order-list-filters-menu';

interface Props {
  onClose: () => void;
  onDetail: (order: TOrder) => void;
}

/** 'Listagem de pedidos' (doc 2 §2.2): server-side search, range, filters and pages (10 by default). */
export function OrderListDialog({ onClose, onDetail }: Props) {
  const { orderBy } = useTerminalSettings();
  const [params, setParams] = useState<OrderListParams>(() => defaultOrderListParams(new Date(), orderBy));
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text, 200);
  // A new search starts again from the first page (state adjusted while rendering, no extra effect).
  if (debouncedText.trim() !== params.text)
    setParams((current) => ({ ...current, text: debouncedText.trim(), page: 0 }));
  const { data, isFetching, error } = useQuery({ ...orderQueries.list(params), placeholderData: keepPreviousData });
  const update = (patch: Partial<OrderListParams>) => setParams((current) => ({ ...current, page: 0, ...patch }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="order-list-dialog">
      <DialogTitle>{MSG.ORDER_LIST_TITLE}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ py: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Buscar"
            placeholder="Cliente, ID, sequencial ou referência"
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ minWidth: 280 }}
            slotProps={{ htmlInput: { 'data-testid': 'order-list-search' } }}
          />
          <DateTimeField
            label="Início"
            initialValue={parseQueryDateTime(params.start)}
            onChange={(date) => update({ start: formatQueryDateTime(date) })}
            testId="order-list-start"
          />
          <DateTimeField
            label="Fim"
            initialValue={parseQueryDateTime(params.end)}
            onChange={(date) => update({ end: formatQueryDateTime(date) })}
            testId="order-list-end"
          />
          <OrderListFiltersMenu value={params} onChange={(filters) => update(filters)} />
        </Stack>
        {isFetching ? <LinearProgress /> : null}
        {error ? (
          <Alert severity="error" sx={{ my: 1 }} data-testid="order-list-error">
            {readErrorMessage(error, MSG.ORDER_LIST_FETCH_FAILED)}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Seq.</TableCell>
                <TableCell>Data</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Pago</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(error ? [] : (data?.orders ?? [])).map((order) => (
                <TableRow key={order.id} hover data-testid={`order-list-row-${order.id}`}>
                  <TableCell>{order.id}</TableCell>
                  <TableCell>{order.sequencial ?? '—'}</TableCell>
                  <TableCell>{dateTimeText(order.dataPedido)}</TableCell>
                  <TableCell>{customerNameOf(order) || '—'}</TableCell>
                  <TableCell>{isOrderType(order.tipo) ? ORDER_TYPE_LABELS[order.tipo] : order.tipo}</TableCell>
                  <TableCell>
                    {isOrderStatus(order.situacao) ? ORDER_STATUS_LABELS[order.situacao] : order.situacao}
                  </TableCell>
                  <TableCell align="right">{formatMoneyReais(order.totalPedido)}</TableCell>
                  <TableCell>{order.pago ? 'Sim' : 'Não'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onDetail(order)} data-testid={`order-list-detail-${order.id}`}>
                      {MSG.DETAIL}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {!error && data && data.orders.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={9} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                    {MSG.NO_ORDER_FOUND}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={error ? 0 : (data?.totalCount ?? 0)}
          page={params.page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...ORDER_LIST_PAGE_SIZES]}
          onPageChange={(_event, page) => setParams((current) => ({ ...current, page }))}
          onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
          data-testid="order-list-pagination"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
