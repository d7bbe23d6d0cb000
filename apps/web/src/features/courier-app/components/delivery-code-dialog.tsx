import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { courierAppQueries } from '../api/courier-app-api';

const confirmPath = (id: number, code: string) =>
  `/api-v2/pedidoIntegracao/confirmacaoDeEntrega/${id}/${encodeURIComponent(code)}`;

/**
 * 'Entrega realizada' when the unit asks for the customer's code (EXIGIR_CODIGO_ENTREGA, or a marketplace that
 * checks it): the courier types the code the customer tells him; the server (or iFood) checks it. Blank or sending
 * disables 'Confirmar' (doc 1 §5 'Delivery confirmation code').
 */
export function DeliveryCodeDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(MSG.DELIVERY_CODE_REQUIRED);
      return;
    }
    setSending(true);
    try {
      await apiFetch<TOrder>(confirmPath(order.id, code.trim()), { method: 'POST' });
      notify.success(MSG.DELIVERY_CODE_CONFIRMED);
      void queryClient.invalidateQueries({ queryKey: courierAppQueries.all() });
      onClose();
    } catch (err) {
      setError(readErrorMessage(err, MSG.DELIVERY_CODE_INVALID));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="xs" data-testid="courier-delivery-code">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Código de entrega</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Peça ao cliente o código de entrega do pedido #{order.id}.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label="Código do cliente"
            value={code}
            disabled={sending}
            onChange={(e) => {
              setError(null);
              setCode(e.target.value);
            }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 12,
                'data-testid': 'courier-delivery-code-input',
              },
            }}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="courier-delivery-code-error">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Voltar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending || !code.trim()}
            data-testid="courier-delivery-code-confirm"
          >
            {sending ? 'Enviando...' : 'Confirmar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
