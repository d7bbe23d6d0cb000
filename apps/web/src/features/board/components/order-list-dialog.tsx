import type { TOrder } from '@brasa/contracts';
import {
  API_PERMISSIONS,
  MSG,
  checkImportState,
  ORDER_STATUS_LABELS,
  isApiAccessAllowed,
  ORDER_TYPE_LABELS,
  formatMoneyReais,
  formatQueryDateTime,
  isOrderStatus,
  isOrderType,
  parseQueryDateTime,
} from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { postImportAll } from '../../../shared/api/order-api';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
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

const IMPORT_ALL_ACCESS = API_PERMISSIONS['POST /api-v2/pedidoIntegracao/importarTodos'];
/** Ours: the selection's button. */
export const ORDER_LIST_IMPORT_TEXTS = Object.freeze({
  importSelected: (n: number) => `Importar selecionados (${n})`,
});

/**
 * doc 2 §4.4: an order is importable once paid and not yet imported (the server's rule, domain checkImportState, with
 * its messages); null when it may be ticked.
 */
export function importBlock(order: TOrder): string | null {
  const state = checkImportState(order);
  if (!state.ok) return state.message;
  return order.pago ? null : MSG.IMPORT_REQUIRES_PAYMENT;
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
  const profile = useProfile();
  const canImport =
    profile !== null && IMPORT_ALL_ACCESS !== undefined && isApiAccessAllowed(profile, IMPORT_ALL_ACCESS);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const rows = error ? [] : (data?.orders ?? []);
  const importable = rows.filter((order) => importBlock(order) === null);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = importable.length > 0 && importable.every((order) => selected.has(order.id));
  const importAll = useMutation({
    mutationFn: (ids: number[]) => postImportAll(ids),
    onSuccess: (results) => {
      const failed = new Map<number, string>();
      let imported = 0;
      for (const result of results) {
        if ('msgErro' in result) failed.set(result.id, result.msgErro);
        else imported += 1;
      }
      setErrors(failed);
      setSelected(new Set(failed.keys()));
      if (imported > 0) notify.success(MSG.pedidosImportados(imported));
      if (failed.size > 0) notify.error(MSG.pedidosNaoForamImportados(failed.size));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (err) => notify.error(readErrorMessage(err, 'Não foi possível importar os pedidos.')),
  });

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
                {canImport ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={allOnPage}
                      indeterminate={!allOnPage && importable.some((order) => selected.has(order.id))}
                      disabled={importable.length === 0}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current);
                          for (const order of importable) {
                            if (allOnPage) next.delete(order.id);
                            else next.add(order.id);
                          }
                          return next;
                        })
                      }
                      slotProps={{ input: { 'aria-label': 'Selecionar os importáveis da página' } }}
                      data-testid="order-list-select-all"
                    />
                  </TableCell>
                ) : null}
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
              {rows.map((order) => (
                <TableRow key={order.id} hover data-testid={`order-list-row-${order.id}`}>
                  {canImport ? (
                    <TableCell padding="checkbox">
                      <Tooltip title={importBlock(order) ?? ''}>
                        <span>
                          <Checkbox
                            size="small"
                            checked={selected.has(order.id)}
                            disabled={importBlock(order) !== null}
                            onChange={() => toggle(order.id)}
                            slotProps={{ input: { 'aria-label': `Selecionar o pedido ${order.id}` } }}
                            data-testid={`order-list-select-${order.id}`}
                          />
                        </span>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                  <TableCell>
                    {order.id}
                    {errors.has(order.id) ? (
                      <Typography
                        variant="caption"
                        color="error"
                        component="div"
                        data-testid={`order-list-import-error-${order.id}`}
                      >
                        {errors.get(order.id)}
                      </Typography>
                    ) : null}
                  </TableCell>
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
                  <TableCell colSpan={canImport ? 10 : 9} align="center" sx={{ color: 'text.secondary', py: 3 }}>
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
        {canImport ? (
          <Button
            variant="contained"
            disabled={selected.size === 0 || importAll.isPending}
            onClick={() => importAll.mutate([...selected])}
            data-testid="order-list-import-selected"
          >
            {ORDER_LIST_IMPORT_TEXTS.importSelected(selected.size)}
          </Button>
        ) : null}
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
