import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** A combo whose steps are on their way (the lean menu has none): the combo dialog follows, or Cancelar. */
export function ComboLoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="combo-loading">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-label="Carregando os complementos" />
        <Typography>Carregando os complementos…</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
      </DialogActions>
    </Dialog>
  );
}
