import { MSG } from '@brasa/domain';
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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { usePrintServerBase } from '../../../shared/api/print-server';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { useSession } from '../../../shared/session/use-session';
import { printLogQueries } from '../api/print-log-queries';
import { readOrderId, sortKdsLog } from '../model/print-log-view';
import { LogSearchField } from './log-search-field';

/** Ours: KDS statuses by name. */
const KDS_STATUS_TEXT: Record<string, string> = {
  PENDENTE: 'Pendente',
  INICIADO: 'Em preparo',
  CONCLUIDO: 'Pronto',
  DESPACHADO: 'Despachado',
  CANCELADO: 'Cancelado',
  CANCELAMENTO_ACEITO: 'Cancelamento aceito',
};
const EMPTY = 'Nenhum item encontrado.';

/** 'Últimos itens KDS' (doc 4 §2, §3 KDS log): ID, Data, Status, Descrição. */
export function KdsLogDialog({ onClose }: { onClose: () => void }) {
  const unitUuid = useSession()?.profile?.unidade.uuid ?? '';
  const base = usePrintServerBase();
  const [search, setSearch] = useState('');
  const orderId = readOrderId(useDeferredValue(search));
  const query = useQuery({
    ...printLogQueries.kds(base ?? '', unitUuid, orderId),
    enabled: base !== undefined && unitUuid !== '',
  });
  const rows = sortKdsLog(query.data ?? []);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="kds-log-dialog">
      <DialogTitle>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          {MSG.LAST_KDS_ITEMS}
          <LogSearchField value={search} onChange={setSearch} testId="kds-log-search" />
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {query.isFetching ? <LinearProgress /> : null}
        {query.isError ? <Alert severity="error">{MSG.KDS_ITEMS_LOG_FETCH_FAILED}</Alert> : null}
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Data</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Descrição</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry, index) => (
              <TableRow key={String(entry._id ?? entry.id ?? index)} data-testid="kds-log-row">
                <TableCell>{entry.pedidoKds?.id ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(entry.createdAt)}</TableCell>
                <TableCell>{KDS_STATUS_TEXT[entry.item?.status ?? ''] ?? entry.item?.status ?? '—'}</TableCell>
                <TableCell>{entry.item?.descricao ?? '—'}</TableCell>
              </TableRow>
            ))}
            {!query.isPending && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center" data-testid="kds-log-empty">
                  {EMPTY}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
