import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { orderApiQueries } from '../../../shared/api/order-api';
import { findParameter, parameterQueries } from '../../../shared/api/parameter-queries';
import { fiscalPartOf } from '../../../shared/orders/invoice-status';
import { useNotify } from '../../../shared/ui/notify';
import { cancelFiscalDocument, fetchDanfePdf, issueFiscalDocument, printFiscalDocument } from '../api/fiscal-api';
import {
  FISCAL_MODELS_PARAMETER,
  FISCAL_PARAMETER_TYPE,
  MODELS_NOT_CONFIGURED_LABEL,
  defaultModel,
  formProblem,
  isApproved,
  isCancellable,
  isLiveDocument,
  isPrintable,
  issueBody,
  issueFailure,
  issueOutcome,
  justificationProblem,
  modelChoices,
  statusBanner,
  type IssueForm,
} from '../model/fiscal-dialog';

const PARAMETER_TYPES = [FISCAL_PARAMETER_TYPE] as const;

/** Opens a PDF in a new window for the browser's print (the DANFE NF-e). */
function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The fiscal document dialog (doc 1 §2.14) and the emission panel of doc 2 §4.5: the customer the document names
 * (final consumer, the order's customer, or a CPF/CNPJ), the model from MODELOS_DE_DOCUMENTOS_EMITIDOS, 'Enviar'
 * while not approved; approved, the form locks, the banner turns green and 'Abrir' (NF-e PDF) and 'Imprimir'
 * (NFC-e on the thermal printer) are offered, and 'Cancelar nota' asks for the justification (15 to 255 characters)
 * and sends event 110111; cancelled, the form opens again for a new document. Rejections show the authority's
 * messages joined.
 */
export function FiscalDocumentDialog({ order: initial, onClose }: { order: TOrder; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(initial);
  const part = fiscalPartOf(order);
  const { data: parameters, isSuccess: parametersLoaded } = useQuery(parameterQueries.byTypes(PARAMETER_TYPES));
  const choices = modelChoices(findParameter(parameters, FISCAL_MODELS_PARAMETER));
  const customer = order.pessoaCliente;
  const [form, setForm] = useState<Omit<IssueForm, 'modelo'> & { modelo: IssueForm['modelo'] | null }>({
    modelo: null,
    recipient: customer ? 'ORDER' : 'NONE',
    nome: '',
    cpfCnpj: '',
  });
  const modelo = form.modelo ?? (part?.modelo as IssueForm['modelo'] | undefined) ?? defaultModel(choices);
  const current: IssueForm = { ...form, modelo };
  const [busy, setBusy] = useState<'issue' | 'print' | 'open' | 'cancel' | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancelAttempt = useRef<IdempotentAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unfinished = useRef<IdempotentAttempt | null>(null);
  const locked = isLiveDocument(part);
  const banner = statusBanner(part);

  const issue = async (event: FormEvent) => {
    event.preventDefault();
    const problem = formProblem(current);
    setError(problem);
    if (problem) return;
    const body = issueBody(order, current);
    const attempt = attemptFor(unfinished.current, body);
    setBusy('issue');
    try {
      const answer = await issueFiscalDocument(body, attempt.key);
      unfinished.current = null;
      setOrder(answer.pedidoIntegracao);
      void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
      const outcome = issueOutcome(answer.pedidoIntegracao, answer.mensagens, modelo);
      if (outcome.success) notify.success(outcome.message);
      else {
        setError(outcome.message);
        notify.error(outcome.message);
      }
    } catch (err) {
      unfinished.current = unfinishedAfter(attempt, err);
      const message = readErrorMessage(err, issueFailure(modelo, MSG.GENERIC_ERROR));
      setError(message);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  };

  const print = async () => {
    if (!part) return;
    setBusy('print');
    try {
      const results = await printFiscalDocument(part.idNotaFiscal);
      const failed = results.find((r) => r.result === 'FAILURE');
      if (failed) {
        notify.error(MSG.INVOICE_PRINT_FAILED);
        return;
      }
      const pdf = results.find((r) => r.url)?.url;
      notify.success(results[0]?.message ?? MSG.pedidosEnviadosImpressao(1));
      if (pdf) openPdf(await fetchDanfePdf(pdf));
    } catch (err) {
      notify.error(readErrorMessage(err, MSG.INVOICE_PRINT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!part || cancelling === null) return;
    const problem = justificationProblem(part.idNotaFiscal, cancelling);
    setError(problem);
    if (problem) return;
    const body = { idNotaFiscal: part.idNotaFiscal, justificativa: cancelling.trim() };
    const attempt = attemptFor(cancelAttempt.current, body);
    setBusy('cancel');
    try {
      const answer = await cancelFiscalDocument(body, attempt.key);
      cancelAttempt.current = null;
      setOrder(answer.pedidoIntegracao);
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
      notify.success(fiscalPartOf(answer.pedidoIntegracao)?.statusDescricao ?? MSG.GENERIC_ERROR);
    } catch (err) {
      cancelAttempt.current = unfinishedAfter(attempt, err);
      const message = readErrorMessage(err, MSG.GENERIC_ERROR);
      setError(message);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  };

  const open = async () => {
    if (!part) return;
    setBusy('open');
    try {
      openPdf(await fetchDanfePdf(`/api-v2/notaFiscal/${part.idNotaFiscal}/danfe.pdf`));
    } catch (err) {
      notify.error(readErrorMessage(err, MSG.INVOICE_PRINT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const set = (patch: Partial<IssueForm>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const number = order.sequencial ?? order.id;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="fiscal-dialog">
      <form onSubmit={issue} noValidate>
        <DialogTitle>Documento fiscal do pedido #{number}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Total do pedido: {formatMoneyReais(order.totalPedido)}
            </Typography>
            <TextField
              select
              size="small"
              label="Modelo"
              data-testid="fiscal-model-field"
              value={choices.length ? modelo : 'none'}
              disabled={locked || choices.length === 0}
              onChange={(e) => set({ modelo: e.target.value as IssueForm['modelo'] })}
              slotProps={{ htmlInput: { 'data-testid': 'fiscal-model' } }}
            >
              {choices.length === 0 ? (
                <MenuItem value="none">{parametersLoaded ? MODELS_NOT_CONFIGURED_LABEL : 'Carregando...'}</MenuItem>
              ) : null}
              {choices.map((c) => (
                <MenuItem key={c.value} value={c.value} data-testid={`fiscal-model-${c.value}`}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
            <RadioGroup
              value={form.recipient}
              onChange={(e) => set({ recipient: e.target.value as IssueForm['recipient'] })}
              data-testid="fiscal-recipient"
            >
              <FormControlLabel
                value="NONE"
                disabled={locked}
                control={<Radio size="small" />}
                label="Consumidor não identificado"
              />
              {customer ? (
                <FormControlLabel
                  value="ORDER"
                  disabled={locked}
                  control={<Radio size="small" />}
                  label={`Cliente do pedido: ${customer.nome ?? `#${customer.id}`}`}
                />
              ) : null}
              <FormControlLabel
                value="OTHER"
                disabled={locked}
                control={<Radio size="small" />}
                label="Informar CPF/CNPJ"
              />
            </RadioGroup>
            {form.recipient === 'OTHER' ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  size="small"
                  label="Nome"
                  value={form.nome}
                  disabled={locked}
                  onChange={(e) => set({ nome: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': 'fiscal-nome', maxLength: 60 } }}
                  sx={{ flex: 2 }}
                />
                <TextField
                  size="small"
                  label="CPF/CNPJ"
                  value={form.cpfCnpj}
                  disabled={locked}
                  onChange={(e) => set({ cpfCnpj: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': 'fiscal-cpf-cnpj', maxLength: 18 } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
            ) : null}
            {banner ? (
              <Alert severity={banner.severity} data-testid="fiscal-status">
                {banner.text}
                {part?.chave ? (
                  <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
                    {part.chave.replace(/(.{4})/g, '$1 ').trim()}
                  </Typography>
                ) : null}
              </Alert>
            ) : null}
            {cancelling !== null ? (
              <TextField
                size="small"
                label="Justificativa do cancelamento"
                multiline
                minRows={2}
                value={cancelling}
                autoFocus
                disabled={busy !== null}
                onChange={(e) => {
                  setError(null);
                  setCancelling(e.target.value);
                }}
                helperText={`${cancelling.trim().length}/255 caracteres (mínimo 15)`}
                slotProps={{ htmlInput: { 'data-testid': 'fiscal-cancel-reason', maxLength: 255 } }}
              />
            ) : null}
            {error ? (
              <Alert severity="error" data-testid="fiscal-error">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy !== null} data-testid="fiscal-close">
            Fechar
          </Button>
          {isCancellable(part) && cancelling === null ? (
            <Button
              color="error"
              onClick={() => setCancelling('')}
              disabled={busy !== null}
              data-testid="fiscal-cancel"
            >
              Cancelar nota
            </Button>
          ) : null}
          {cancelling !== null ? (
            <Button
              color="error"
              variant="contained"
              onClick={() => void cancel()}
              disabled={busy !== null}
              data-testid="fiscal-cancel-confirm"
            >
              {busy === 'cancel' ? 'Cancelando...' : 'Confirmar cancelamento'}
            </Button>
          ) : null}
          {(isApproved(part) || part?.situacao === 'CANCELADA') && part?.modelo === '55' ? (
            <Button onClick={() => void open()} disabled={busy !== null} data-testid="fiscal-open">
              Abrir
            </Button>
          ) : null}
          {isPrintable(part) ? (
            <Button
              variant="contained"
              onClick={() => void print()}
              disabled={busy !== null}
              data-testid="fiscal-print"
            >
              Imprimir
            </Button>
          ) : null}
          {locked ? null : (
            <Button
              type="submit"
              variant="contained"
              disabled={busy !== null || choices.length === 0}
              data-testid="fiscal-issue"
            >
              {busy === 'issue' ? 'Enviando...' : 'Enviar'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
