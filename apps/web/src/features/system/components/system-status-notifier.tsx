import type { TSystemStatus } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import { systemQueries } from '../api/system-queries';

type Notice = { variant: 'warning' | 'error'; message: string };

/** doc 4 §4 "System status": EXPIRADO a persistent warning, INATIVO a persistent error. */
export function statusNotice(status: TSystemStatus['status']): Notice | null {
  if (status === 'EXPIRADO') return { variant: 'warning', message: MSG.SYSTEM_EXPIRED };
  if (status === 'INATIVO') return { variant: 'error', message: MSG.SYSTEM_INACTIVE };
  return null;
}

/** Reads the unit's status once per session and raises the persistent notice it calls for. */
export function SystemStatusNotifier({ unitUuid }: { unitUuid: string }) {
  const { data, isError } = useQuery(systemQueries.status(unitUuid));
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [details, setDetails] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const isDialogMounted = useHasOpened(details !== null);

  useEffect(() => {
    const notice = isError
      ? ({ variant: 'error', message: MSG.SYSTEM_STATUS_ERROR } as Notice)
      : data
        ? statusNotice(data.status)
        : null;
    const signature = notice ? `${unitUuid}:${notice.message}` : null;
    if (!notice || shown.current === signature) return;
    shown.current = signature;
    const info = data?.informacoes || notice.message;
    enqueueSnackbar(notice.message, {
      variant: notice.variant,
      persist: true,
      preventDuplicate: true,
      action: (key: SnackbarKey) => (
        <>
          {isError ? null : (
            <Button color="inherit" size="small" onClick={() => setDetails(info)}>
              {MSG.LEARN_MORE}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
            {MSG.CLOSE}
          </Button>
        </>
      ),
    });
  }, [data, isError, unitUuid, enqueueSnackbar, closeSnackbar]);

  if (!isDialogMounted) return null;
  return (
    <Dialog open={details !== null} onClose={() => setDetails(null)} maxWidth="sm" fullWidth>
      <DialogTitle>Situação da empresa</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{details}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDetails(null)}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
