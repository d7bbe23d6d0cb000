import { MSG, formatMoneyReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../../shared/api/api-error';
import { tefAgentApi } from '../api/tef-agent-api';
import { tefApi, tefQueries } from '../api/tef-api';
import { useTefReadiness } from '../hooks/use-tef-readiness';
import { agentUrlOf } from '../model/tef-availability';
import { tefDeletionWindow } from '../model/tef-deletion';

interface Props {
  intencaoVendaId: number;
  /** Resolves once the order was re-read after the deletion. */
  onDeleted: () => Promise<void> | void;
  onClose: () => void;
}

/**
 * Deleting a card-terminal payment (doc 1 §5): the window after the approval is shown, the technical password is
 * asked, the sale is cancelled at the provider by the server and the payment leaves the order (logged there).
 * EL (local agent): the server checks the password and the window and answers what to cancel; the dialog asks the
 * agent on this machine for the administrative cancel and relays its signed answer, and only then the server
 * deletes the payment.
 */
export function TefDeletePaymentDialog({ intencaoVendaId, onDeleted, onClose }: Props) {
  const intent = useQuery(tefQueries.intent(intencaoVendaId));
  const config = useQuery(tefQueries.config());
  const { readiness } = useTefReadiness();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deletion = intent.data ? tefDeletionWindow(intent.data, config.data?.prazoExclusaoMinutos, new Date()) : null;

  const confirm = async () => {
    if (!password.trim()) return setError(MSG.TEF_TECH_PASSWORD_REQUIRED);
    setBusy(true);
    try {
      const answer = await tefApi.deletePayment(intencaoVendaId, password);
      if (answer.tipo === 'EL' && answer.cancelamentoAgente) {
        const agentUrl = readiness.ok && readiness.value.agentUrl ? readiness.value.agentUrl : agentUrlOf(undefined);
        const { nsu, data, valor } = answer.cancelamentoAgente;
        const signed = await tefAgentApi.cancelSale(agentUrl, { nsu, data, valor }).catch(() => null);
        if (!signed) return setError(MSG.TEF_AGENT_UNREACHABLE);
        if (signed.resultado !== '0') return setError(signed.mensagem || MSG.TEF_AGENT_CANCEL_REFUSED);
        await tefApi.deletePayment(intencaoVendaId, password, signed);
      }
      await onDeleted();
      onClose();
    } catch (cause) {
      setError(readErrorMessage(cause, MSG.TEF_TECH_PASSWORD_INVALID));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="tef-delete-dialog">
      <DialogTitle>Excluir pagamento TEF{intent.data ? ` de ${formatMoneyReais(intent.data.valor)}` : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {deletion ? (
            <Typography variant="body2" data-testid="tef-delete-window">
              {deletion.text}
            </Typography>
          ) : null}
          {deletion?.expiredMessage ? (
            <Alert severity="warning" data-testid="tef-delete-expired">
              {deletion.expiredMessage}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            type="password"
            label="Senha técnica"
            value={password}
            disabled={Boolean(deletion?.expiredMessage)}
            error={error !== null}
            helperText={error ?? 'A venda é cancelada no terminal de cartão.'}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => event.key === 'Enter' && void confirm()}
            slotProps={{ htmlInput: { 'data-testid': 'tef-delete-password', autoComplete: 'off' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || !deletion || Boolean(deletion.expiredMessage)}
          onClick={() => void confirm()}
          data-testid="tef-delete-confirm"
        >
          Excluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
