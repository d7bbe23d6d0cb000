import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { BOARD_TEXTS } from './board-messages';

/** Cancellation reason (doc 1 §3): description, cancelCodeId. */
export interface CancellationReason {
  readonly description: string;
  readonly cancelCodeId: string;
}

/** An order of the main marketplace: its cancel asks for one of the marketplace's reasons (doc 1 §2.15). */
export const isMarketplaceCancel = (order: TOrder) => order.tipoImportacao === 'IF';

/** GET getCancellationReasons/{orderId} (doc 1 §7): `message` holds the JSON text of the list. */
export async function fetchCancellationReasons(orderId: number, signal?: AbortSignal): Promise<CancellationReason[]> {
  const answer = await apiFetch<{ message: string }>(`/api-v2/pedidoIntegracao/getCancellationReasons/${orderId}`, {
    signal,
  });
  const parsed = JSON.parse(answer.message || '[]') as unknown;
  return Array.isArray(parsed) ? (parsed as CancellationReason[]) : [];
}

export const MARKETPLACE_CANCEL_TEXTS = Object.freeze({
  REASON_LABEL: 'Motivo do cancelamento (iFood)',
  /** The server's own words when the code is missing (modules/marketplace/status-sync.ts). */
  REASON_REQUIRED: 'Selecione o motivo de cancelamento do iFood.',
  NO_REASONS: 'O iFood não oferece motivos de cancelamento para este pedido agora.',
});

interface Props {
  order: TOrder;
  orderLabel: string;
  onConfirm: (reason: string, cancellationCode: string | undefined) => void;
  onClose: () => void;
}

/**
 * The cancel prompt of a marketplace IF order (doc 1 §2.15, §5): the marketplace's reason from its list (its code
 * goes with the cancel) and the justification, both required; Enter confirms.
 */
export function MarketplaceCancelDialog({ order, orderLabel, onConfirm, onClose }: Props) {
  const reasons = useQuery({
    queryKey: ['orders', 'cancellationReasons', order.id],
    queryFn: ({ signal }) => fetchCancellationReasons(order.id, signal),
    staleTime: 0,
    retry: false,
  });
  const [code, setCode] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = reasons.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (list.length > 0 && !code) return setError(MARKETPLACE_CANCEL_TEXTS.REASON_REQUIRED);
    if (!text.trim()) return setError(MSG.CANCEL_JUSTIFICATION_REQUIRED);
    onConfirm(text.trim(), code || undefined);
  };
  const loadError = reasons.error instanceof ApiError ? reasons.error.errorMessage : null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="cancel-reason">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{`${BOARD_TEXTS.CANCEL_REASON_TITLE} ${orderLabel}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {reasons.isPending ? <CircularProgress size={24} /> : null}
            {reasons.isError ? (
              <Alert severity="error" data-testid="cancel-reasons-error">
                {loadError ?? MSG.ACTION_FAILED}
              </Alert>
            ) : null}
            {reasons.isSuccess && list.length === 0 ? (
              <Alert severity="info">{MARKETPLACE_CANCEL_TEXTS.NO_REASONS}</Alert>
            ) : null}
            {list.length > 0 ? (
              <TextField
                select
                label={MARKETPLACE_CANCEL_TEXTS.REASON_LABEL}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(null);
                  // The marketplace's description is a good start for the justification.
                  if (!text.trim()) {
                    setText(list.find((r) => r.cancelCodeId === event.target.value)?.description ?? '');
                  }
                }}
                slotProps={{ htmlInput: { 'data-testid': 'cancel-reason-code' } }}
              >
                {list.map((r) => (
                  <MenuItem key={r.cancelCodeId} value={r.cancelCodeId} data-testid={`cancel-reason-${r.cancelCodeId}`}>
                    {r.description}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              autoFocus
              fullWidth
              label={BOARD_TEXTS.CANCEL_REASON_LABEL}
              value={text}
              multiline
              minRows={2}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                submit(event);
              }}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cancel-reason-input' } }}
            />
            {error ? (
              <Alert severity="warning" data-testid="cancel-reason-error">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MSG.CANCEL}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={reasons.isPending}
            data-testid="cancel-reason-confirm"
          >
            {MSG.CONFIRM}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
