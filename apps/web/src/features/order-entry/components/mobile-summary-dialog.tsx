import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The order summary, the same element the desktop panel shows. */
  children: ReactNode;
}

/** Mobile layout (doc 2 §2.6): the order summary in a full-screen dialog, opened from the bottom bar. */
export function MobileSummaryDialog({ open, onClose, children }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullScreen data-testid="mobile-summary-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <IconButton edge="start" onClick={onClose} aria-label="Voltar aos itens" data-testid="mobile-summary-close">
          <ArrowBackIcon />
        </IconButton>
        Pedido
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
