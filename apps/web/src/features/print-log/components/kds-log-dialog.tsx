import { MSG } from '@brasa/domain';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { usePrintServerBase } from '../../../shared/api/print-server';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { useSession } from '../../../shared/session/use-session';
import { printLogQueries } from '../api/print-log-queries';
import { readOrderId, sortKdsLog } from '../model/print-log-view';
import { LogTableDialog } from './log-table-dialog';

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
    <LogTableDialog
      title={MSG.LAST_KDS_ITEMS}
      testPrefix="kds-log"
      maxWidth="md"
      search={search}
      onSearch={setSearch}
      fetching={query.isFetching}
      error={query.isError ? MSG.KDS_ITEMS_LOG_FETCH_FAILED : null}
      headers={
        <>
          <TableCell>ID</TableCell>
          <TableCell>Data</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Descrição</TableCell>
        </>
      }
      columns={4}
      empty={!query.isPending && rows.length === 0}
      emptyText={EMPTY}
      onClose={onClose}
    >
      {rows.map((entry, index) => (
        <TableRow key={String(entry._id ?? entry.id ?? index)} data-testid="kds-log-row">
          <TableCell>{entry.pedidoKds?.id ?? '—'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(entry.createdAt)}</TableCell>
          <TableCell>{KDS_STATUS_TEXT[entry.item?.status ?? ''] ?? entry.item?.status ?? '—'}</TableCell>
          <TableCell>{entry.item?.descricao ?? '—'}</TableCell>
        </TableRow>
      ))}
    </LogTableDialog>
  );
}
