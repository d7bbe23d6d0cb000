import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState } from 'react';
import type { DispatchFailure } from '../model/dispatch-queue';

const TEXTS = { SHOW_MORE: 'Mostrar mais', SHOW_LESS: 'Mostrar menos' } as const;

/** doc 4 §8: the red banner of a confirm where some orders failed, each err with its ID in bold. */
export function DispatchErrorBanner({
  failures,
  onClose,
}: {
  failures: readonly DispatchFailure[];
  onClose: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (failures.length === 0) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      onClose={onClose}
      data-testid="dispatch-error-banner"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => setOpen((value) => !value)}
          data-testid="dispatch-error-toggle"
        >
          {open ? TEXTS.SHOW_LESS : TEXTS.SHOW_MORE}
        </Button>
      }
    >
      {MSG.INTEGRATION_SERVER_ERROR_BANNER}
      <Collapse in={open} unmountOnExit>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }} data-testid="dispatch-error-list">
          {failures.map((failure) => (
            <li key={failure.id}>
              <b>ID {failure.id}</b>: {failure.err}
            </li>
          ))}
        </Box>
      </Collapse>
    </Alert>
  );
}
