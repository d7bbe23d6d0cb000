import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** 'Rotas dos Pedidos' (doc 4 §2): a shell for now; the route-planning issue fills it with the dispatch groups. */
export function RoutesDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="routes-dialog">
      <DialogTitle>{MSG.ROUTES_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {MSG.NO_DISPATCH_DONE}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
