import type { TTefIntent } from '@brasa/contracts';
import { type Cents, MSG, formatMoney, toReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLeaveWarning, useTefSale } from '../hooks/use-tef-sale';
import type { TefIntegrationKind } from '../model/tef-availability';
import { TEF_WAITING_TEXT, needsAuthorizationCode, tefStatusView } from '../model/tef-status';
import { TefReceiptQuestions } from './tef-receipt-questions';

export interface TefSaleRequest {
  readonly pedidoId: number;
  readonly formaPagamentoId: number;
  readonly methodName: string;
  readonly amountCents: Cents;
  readonly terminalId: string;
  readonly kind: TefIntegrationKind;
  /** EL: the local agent on this machine, where the sale runs (the browser relays its signed result). */
  readonly agentUrl?: string;
  /** Where the receipts print. */
  readonly location: string;
}

interface Props {
  sale: TefSaleRequest;
  /** The final intent (null when none was created). */
  onClose: (intent: TTefIntent | null) => void;
}

/** Ours: the local agent's warning in the dialog (the browser's own prompt has its fixed text). */
export const TEF_DO_NOT_CLOSE = 'Não feche nem recarregue a página enquanto a venda estiver no terminal.';

/** doc 1 §2.10, §4 "Card terminal sale": the sale on the terminal, its status, cancel, code and receipts. */
export function TefSaleDialog({ sale, onClose }: Props) {
  const tef = useTefSale(
    {
      pedidoId: sale.pedidoId,
      formaPagamentoId: sale.formaPagamentoId,
      valor: toReais(sale.amountCents),
      // The local agent's pinpad is the unit's default terminal.
      terminalId: sale.terminalId || undefined,
    },
    sale.kind === 'EL' ? (sale.agentUrl ?? null) : null,
  );
  const { intent } = tef;
  const view = intent ? tefStatusView(intent) : null;
  const askCode = intent !== null && needsAuthorizationCode(intent);
  const [receiptsDone, setReceiptsDone] = useState(false);
  const running = tef.isStarting || (intent !== null && !view?.isFinal);
  useLeaveWarning(running && sale.kind === 'EL');
  const approved = view?.severity === 'success';
  const canClose = !running && (!approved || (receiptsDone && !askCode));

  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      onClose={() => (canClose ? onClose(intent) : undefined)}
      data-testid="tef-sale-dialog"
    >
      <DialogTitle>Pagamento no terminal de cartão</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            {sale.methodName}: <strong data-testid="tef-sale-amount">{formatMoney(sale.amountCents)}</strong>
          </Typography>
          <StatusBlock tef={tef} />
          {view?.transaction ? (
            <Typography variant="body2" color="text.secondary" data-testid="tef-transaction-status">
              Status da transação: {view.transaction}
            </Typography>
          ) : null}
          {intent && approved ? <ApprovalDetails intent={intent} /> : null}
          {askCode ? <AuthorizationCodeForm onSend={tef.sendAuthorizationCode} /> : null}
          {running && sale.kind === 'EL' ? <Alert severity="warning">{TEF_DO_NOT_CLOSE}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {tef.startError && !intent ? (
          <Button onClick={() => void tef.retryStart()} data-testid="tef-retry">
            Tentar novamente
          </Button>
        ) : null}
        {tef.agent?.error && running && intent ? (
          <Button onClick={() => void tef.agent?.retry()} data-testid="tef-agent-retry">
            Tentar novamente
          </Button>
        ) : null}
        {running ? (
          <Button
            color="error"
            disabled={intent === null || tef.isCancelling || intent.status === 'APROVADA'}
            onClick={() => void tef.cancel()}
            data-testid="tef-cancel"
          >
            Cancelar operação
          </Button>
        ) : (
          <Button variant="contained" disabled={!canClose} onClick={() => onClose(intent)} data-testid="tef-close">
            {approved ? 'Concluir' : 'Fechar'}
          </Button>
        )}
      </DialogActions>
      {intent && approved && !askCode && !receiptsDone ? (
        <TefReceiptQuestions
          pedidoId={intent.pedidoId}
          intencaoVendaId={intent.intencaoVendaId}
          location={sale.location}
          onDone={() => setReceiptsDone(true)}
        />
      ) : null}
    </Dialog>
  );
}

function StatusBlock({ tef }: { tef: ReturnType<typeof useTefSale> }) {
  const { intent, startError } = tef;
  if (!intent && startError) {
    return (
      <Alert severity="error" data-testid="tef-status" data-severity="error">
        {startError}
      </Alert>
    );
  }
  const view = intent ? tefStatusView(intent) : null;
  const agent = tef.agent;
  if (agent?.error && !view?.isFinal) {
    return (
      <Alert severity="error" data-testid="tef-status" data-severity="error">
        {agent.error}
      </Alert>
    );
  }
  const severity = view?.severity ?? 'info';
  // The local agent's pinpad speaks while our intent waits for its result.
  const text = (!view?.isFinal && agent?.message) || view?.message || TEF_WAITING_TEXT;
  const pollFailed = agent ? agent.pollFailed : tef.pollFailed;
  return (
    <Alert
      severity={severity}
      icon={severity === 'info' ? <CircularProgress size={20} /> : undefined}
      data-testid="tef-status"
      data-severity={severity}
    >
      {text}
      {pollFailed && !view?.isFinal ? (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {MSG.TEF_STATUS_FETCH_FAILED}
        </Typography>
      ) : null}
    </Alert>
  );
}

function ApprovalDetails({ intent }: { intent: TTefIntent }) {
  const rows = [
    ['Bandeira', intent.bandeira],
    ['Adquirente', intent.adquirente],
    ['NSU', intent.nsu],
    ['Autorização', intent.codigoAutorizacao],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Stack spacing={0.25} data-testid="tef-approval">
      {rows.map(([label, value]) => (
        <Typography key={label} variant="body2">
          {label}: {value}
        </Typography>
      ))}
    </Stack>
  );
}

/** Ours: why the code is asked. */
export const AUTHORIZATION_CODE_MISSING =
  'A adquirente não retornou o código de autorização. Informe o código do comprovante.';

function AuthorizationCodeForm({ onSend }: { onSend: (code: string) => Promise<boolean> }) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (code.trim() === '') return;
    setSending(true);
    await onSend(code.trim());
    setSending(false);
  };
  return (
    <Stack spacing={1} data-testid="tef-authorization-form">
      <Alert severity="warning">{AUTHORIZATION_CODE_MISSING}</Alert>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          fullWidth
          autoFocus
          label="Código de autorização"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void send();
          }}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'tef-authorization-code' } }}
        />
        <Button
          variant="outlined"
          disabled={sending || code.trim() === ''}
          onClick={() => void send()}
          data-testid="tef-authorization-send"
        >
          Salvar
        </Button>
      </Stack>
    </Stack>
  );
}
