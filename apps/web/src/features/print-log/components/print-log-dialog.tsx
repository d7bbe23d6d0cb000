import { MSG } from '@brasa/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { usePrintServerBase, type PrintLogEntry } from '../../../shared/api/print-server';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { useSession } from '../../../shared/session/use-session';
import { printLogQueries } from '../api/print-log-queries';
import { printStatusText, readOrderId, sortPrintLog } from '../model/print-log-view';
import { LogTableDialog } from './log-table-dialog';
import { TicketViewDialog } from './ticket-view-dialog';

const STATUS_COLOR: Record<string, 'default' | 'success' | 'error' | 'warning'> = {
  IMPRESSO: 'success',
  ERRO: 'error',
  PENDENTE: 'warning',
};
/** Ours. */
const TEXTS = { VIEW: 'Visualizar', EMPTY: 'Nenhuma impressão encontrada.', FAILED: 'Erro ao buscar as impressões.' };

/** 'Últimas impressões' (doc 4 §2, §3 print log, §9 limit 100): ID, Local, Descrição, Data, Status, Visualizar. */
export function PrintLogDialog({ onClose }: { onClose: () => void }) {
  const unitUuid = useSession()?.profile?.unidade.uuid ?? '';
  const base = usePrintServerBase();
  const [search, setSearch] = useState('');
  const orderId = readOrderId(useDeferredValue(search));
  const [viewing, setViewing] = useState<PrintLogEntry | null>(null);
  const query = useQuery({
    ...printLogQueries.prints(base ?? '', unitUuid, orderId),
    enabled: base !== undefined && unitUuid !== '',
  });
  const rows = sortPrintLog(query.data ?? []);
  return (
    <LogTableDialog
      title={MSG.LAST_PRINTS}
      testPrefix="print-log"
      maxWidth="lg"
      search={search}
      onSearch={setSearch}
      fetching={query.isFetching}
      error={query.isError ? TEXTS.FAILED : null}
      headers={
        <>
          <TableCell>ID</TableCell>
          <TableCell>Local</TableCell>
          <TableCell>Descrição</TableCell>
          <TableCell>Data</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="center">{TEXTS.VIEW}</TableCell>
        </>
      }
      columns={6}
      empty={!query.isPending && rows.length === 0}
      emptyText={TEXTS.EMPTY}
      onClose={onClose}
      overlay={viewing ? <TicketViewDialog entry={viewing} base={base ?? ''} onClose={() => setViewing(null)} /> : null}
    >
      {rows.map((entry) => (
        <TableRow key={String(entry._id)} data-testid={`print-log-row-${entry._id}`}>
          <TableCell>{String(entry._id)}</TableCell>
          <TableCell>{entry.localImpressao ?? '—'}</TableCell>
          <TableCell>{entry.descricao ?? '—'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(entry.dataCriacao)}</TableCell>
          <TableCell>
            <Tooltip title={entry.statusImpressao === 'ERRO' && entry.erro ? entry.erro : ''}>
              <Chip
                size="small"
                label={printStatusText(entry.statusImpressao)}
                color={STATUS_COLOR[entry.statusImpressao ?? ''] ?? 'default'}
              />
            </Tooltip>
          </TableCell>
          <TableCell align="center">
            <IconButton
              aria-label={TEXTS.VIEW}
              onClick={() => setViewing(entry)}
              data-testid={`print-log-view-${entry._id}`}
            >
              <VisibilityIcon />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
    </LogTableDialog>
  );
}
