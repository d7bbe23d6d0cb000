import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { openOnlinePrint, type PrintLogEntry } from '../../../shared/api/print-server';
import { ticketText } from '../model/print-log-view';

/** Ours. */
const TEXTS = { TITLE: 'Impressão', OPEN_ONLINE: 'Abrir para imprimir' };

/**
 * 'Visualizar': the ticket as printed, in a monospace column of receipt width (48 columns of an 80 mm roll);
 * the print page (/impressao-online.html?impressaoId=, doc 4 §7) prints it again from the browser.
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
  return (
    <Dialog open onClose={onClose} maxWidth={false} data-testid="ticket-view-dialog">
      <DialogTitle>
        {TEXTS.TITLE} {String(entry._id)}
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.200' }}>
        {entry.statusImpressao === 'ERRO' && entry.erro ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {entry.erro}
          </Alert>
        ) : null}
        <Box
          component="pre"
          data-testid="ticket-view-text"
          sx={{
            m: 0,
            mx: 'auto',
            p: 2,
            width: '50ch',
            minHeight: 200,
            bgcolor: '#fff',
            color: '#000',
            fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
            fontSize: 13,
            lineHeight: 1.35,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            boxShadow: 2,
          }}
        >
          {ticketText(entry)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => openOnlinePrint(base, { impressaoId: entry._id })}>{TEXTS.OPEN_ONLINE}</Button>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
