import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { openOnlinePrint, printServerApi, type PrintLogEntry } from '../../../shared/api/print-server';
import { ticketText } from '../model/print-log-view';

/** Ours. */
const TEXTS = { TITLE: 'Impressão', OPEN_ONLINE: 'Abrir para imprimir' };
/** 80 mm paper (doc: 48 columns) when the print server does not say. */
const DEFAULT_COLUMNS = 48;

/**
 * 'Visualizar': the ticket as printed (GET /api/impressao/{id}/visualizar), in a monospace column as wide as
 * its paper; the online page (/impressao-online.html?impressaoId=, doc 4 §7) prints it again from the browser.
 */
export function TicketViewDialog({
  entry,
  base,
  onClose,
}: {
  entry: PrintLogEntry;
  base: string;
  onClose: () => void;
}) {
  const printId = entry.id ?? entry._id;
  const view = useQuery({
    queryKey: ['printLog', 'view', base, String(printId)],
    queryFn: ({ signal }) => printServerApi.viewPrint(base, printId, signal),
    retry: false,
  });
  const text = view.data?.texto ?? (view.isError ? ticketText(entry) : '');
  const columns = view.data?.colunas ?? DEFAULT_COLUMNS;
  return (
    <Dialog open onClose={onClose} maxWidth={false} data-testid="ticket-view-dialog">
      <DialogTitle>
        {TEXTS.TITLE} {String(printId)}
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.200' }}>
        {entry.statusImpressao === 'ERRO' && entry.erro ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {entry.erro}
          </Alert>
        ) : null}
        {view.isPending ? <CircularProgress size={24} /> : null}
        <Box
          component="pre"
          data-testid="ticket-view-text"
          sx={{
            m: 0,
            mx: 'auto',
            p: 2,
            // The paper's columns are the text's width; the padding comes on top (the app's boxes are border-box,
            // which made a 48-column ticket 45 wide and wrapped its rules and prices).
            boxSizing: 'content-box',
            // At least the paper's columns, and as wide as its longest line (a glyph of a fallback font can be wider
            // than the monospace `ch`).
            minWidth: `${columns}ch`,
            width: 'max-content',
            maxWidth: 'calc(100vw - 96px)',
            overflowX: 'auto',
            minHeight: 200,
            bgcolor: '#fff',
            color: '#000',
            fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
            fontSize: 13,
            lineHeight: 1.35,
            // As printed: a line never wraps (a price stays on its item's line).
            whiteSpace: 'pre',
            boxShadow: 2,
          }}
        >
          {text}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void openOnlinePrint(base, { impressaoId: printId })}>{TEXTS.OPEN_ONLINE}</Button>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
