import { ZDisputeAnswer, type TDisputeAnswer, type TMarketplaceDispute } from '@brasa/contracts';
import { MSG, formatMoneyReais, toCents } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { MoneyField } from '../../../shared/ui/money-field';
import { useNotify } from '../../../shared/ui/notify';
import { DISPUTES_QUERY_KEY, answerDispute } from '../api/disputes-api';
import { disputeOrderName, timeLeftText } from '../model/disputes-model';

/** What the form holds: the choice ('ACEITAR', 'REJEITAR' or an alternative's id) and its fields. */
export interface DisputeFormValues {
  escolha: string;
  motivo: string;
  valor: number | null;
  minutos: number | '';
  motivoTempo: string;
}

/** The answer the form's values make, for the contracts' schema (ZDisputeAnswer) to check. */
export function answerOf(values: DisputeFormValues): unknown {
  if (values.escolha === 'ACEITAR') return { resposta: 'ACEITAR', ...(values.motivo ? { motivo: values.motivo } : {}) };
  if (values.escolha === 'REJEITAR') return { resposta: 'REJEITAR', motivo: values.motivo };
  return {
    resposta: 'ALTERNATIVA',
    alternativaId: values.escolha,
    ...(values.valor !== null ? { valor: values.valor } : {}),
    ...(values.minutos !== '' ? { minutos: values.minutos } : {}),
    ...(values.motivoTempo ? { motivo: values.motivoTempo } : {}),
  };
}

/**
 * react-hook-form's resolver over the contracts' ZDisputeAnswer, plus what this dispute offers (the refund's
 * maximum, the minutes and reasons): the server checks the same and answers the same messages.
 */
export function disputeResolver(dispute: TMarketplaceDispute): Resolver<DisputeFormValues, unknown, TDisputeAnswer> {
  return async (values) => {
    const errors: FieldErrors<DisputeFormValues> = {};
    const fail = (field: keyof DisputeFormValues, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    if (!values.escolha) fail('escolha', 'Escolha uma resposta.');
    const parsed = ZDisputeAnswer.safeParse(answerOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'escolha');
        const field: keyof DisputeFormValues =
          key === 'valor' || key === 'minutos'
            ? key
            : key === 'motivo'
              ? values.escolha === 'REJEITAR' || values.escolha === 'ACEITAR'
                ? 'motivo'
                : 'motivoTempo'
              : 'escolha';
        fail(field, issue.message);
      }
    } else if (parsed.data.resposta === 'ALTERNATIVA') {
      const alternative = dispute.alternativas.find((a) => a.id === values.escolha);
      if (!alternative) fail('escolha', MSG.DISPUTE_ALTERNATIVE_NOT_FOUND);
      else if (alternative.tipo === 'ADDITIONAL_TIME') {
        if (values.minutos === '' || !alternative.minutos.includes(values.minutos)) {
          fail('minutos', MSG.disputaTempos(alternative.minutos.join(', ')));
        }
        if (!alternative.motivos.some((m) => m.codigo === values.motivoTempo))
          fail('motivoTempo', MSG.DISPUTE_TIME_REASON);
      } else if (values.valor === null || values.valor <= 0 || values.valor > (alternative.valorMaximo ?? 0)) {
        fail('valor', MSG.disputaValorMaximo(formatMoneyReais(alternative.valorMaximo ?? 0)));
      }
    } else if (parsed.data.resposta === 'ACEITAR' && dispute.motivosAceite.length > 0) {
      if (!dispute.motivosAceite.includes(values.motivo)) fail('motivo', MSG.DISPUTE_ACCEPT_REASON);
    }
    return Object.keys(errors).length > 0 || !parsed.success
      ? { values: {}, errors }
      : { values: parsed.data, errors: {} };
  };
}

const EMPTY: DisputeFormValues = { escolha: '', motivo: '', valor: null, minutos: '', motivoTempo: '' };

/** The time left, ticking every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** One of the form's choices among what iFood offered (accept reason, minutes, delay reason). */
function ChoiceField({
  control,
  name,
  label,
  options,
}: {
  control: Control<DisputeFormValues, unknown, TDisputeAnswer>;
  name: 'motivo' | 'minutos' | 'motivoTempo';
  label: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          fullWidth
          margin="dense"
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function DisputeForm({
  dispute,
  now,
  onDone,
  secondary,
}: {
  dispute: TMarketplaceDispute;
  now: number;
  onDone: () => void;
  /** 'Responder depois' or, once the deadline passed, 'Fechar': beside the submit. */
  secondary: ReactNode;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unfinished = useRef<IdempotentAttempt | null>(null);
  const expired = Date.parse(dispute.expiraEm) <= now;
  const { control, handleSubmit, formState } = useForm<DisputeFormValues, unknown, TDisputeAnswer>({
    defaultValues: EMPTY,
    resolver: disputeResolver(dispute),
  });
  const escolha = useWatch({ control, name: 'escolha' });
  const alternative = dispute.alternativas.find((a) => a.id === escolha);
  const mutation = useMutation({
    mutationFn: (answer: TDisputeAnswer) => {
      const attempt = attemptFor(unfinished.current, { id: dispute.id, answer });
      unfinished.current = attempt;
      return answerDispute(dispute.id, answer, attempt.key).catch((error: unknown) => {
        unfinished.current = unfinishedAfter(attempt, error);
        throw error;
      });
    },
    onSuccess: () => {
      unfinished.current = null;
      notify.success(MSG.DISPUTE_ANSWERED);
      onDone();
    },
    onError: (error) => {
      notify.error(readErrorMessage(error, 'Não foi possível enviar a resposta ao iFood. Tente novamente.'));
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 409) void queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
    },
  });
  const busy = mutation.isPending || dispute.status === 'RESPONDENDO';

  return (
    <form id={`dispute-form-${dispute.id}`} noValidate onSubmit={handleSubmit((answer) => mutation.mutate(answer))}>
      <Controller
        control={control}
        name="escolha"
        render={({ field, fieldState }) => (
          <>
            <RadioGroup {...field} aria-label="Resposta">
              <FormControlLabel
                value="ACEITAR"
                control={<Radio />}
                label="Aceitar o pedido do cliente"
                disabled={expired}
              />
              <FormControlLabel value="REJEITAR" control={<Radio />} label="Recusar" disabled={expired} />
              {dispute.alternativas.map((a) => (
                <FormControlLabel
                  key={a.id}
                  value={a.id}
                  control={<Radio />}
                  disabled={expired}
                  label={
                    a.valorMaximo !== null ? `${a.descricao} (até ${formatMoneyReais(a.valorMaximo)})` : a.descricao
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </>
        )}
      />
      {escolha === 'REJEITAR' || (escolha === 'ACEITAR' && dispute.motivosAceite.length === 0) ? (
        <Controller
          control={control}
          name="motivo"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              label={escolha === 'REJEITAR' ? 'Motivo da recusa' : 'Observação (opcional)'}
              required={escolha === 'REJEITAR'}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'O iFood mostra o motivo ao cliente.'}
              slotProps={{ htmlInput: { maxLength: 250, 'data-testid': 'dispute-reason' } }}
            />
          )}
        />
      ) : null}
      {escolha === 'ACEITAR' && dispute.motivosAceite.length > 0 ? (
        <ChoiceField
          control={control}
          name="motivo"
          label="Motivo do aceite"
          options={dispute.motivosAceite.map((m) => ({ value: m, label: m }))}
        />
      ) : null}
      {alternative && alternative.tipo !== 'ADDITIONAL_TIME' ? (
        <Controller
          control={control}
          name="valor"
          render={({ field, fieldState }) => (
            <MoneyField
              value={field.value === null ? null : toCents(field.value)}
              onChange={(cents) => field.onChange(cents === null ? null : cents / 100)}
              onBlur={field.onBlur}
              name={field.name}
              fullWidth
              margin="dense"
              label="Valor do reembolso"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? `Até ${formatMoneyReais(alternative.valorMaximo ?? 0)}.`}
              slotProps={{ htmlInput: { 'data-testid': 'dispute-amount' } }}
            />
          )}
        />
      ) : null}
      {alternative?.tipo === 'ADDITIONAL_TIME' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <ChoiceField
            control={control}
            name="minutos"
            label="Minutos a mais"
            options={alternative.minutos.map((m) => ({ value: m, label: `${m} minutos` }))}
          />
          <ChoiceField
            control={control}
            name="motivoTempo"
            label="Motivo do atraso"
            options={alternative.motivos.map((m) => ({ value: m.codigo, label: m.descricao }))}
          />
        </Stack>
      ) : null}
      <DialogActions sx={{ px: 0, pb: 0, mt: 1 }}>
        {secondary}
        <Button
          type="submit"
          variant="contained"
          disabled={busy || expired || formState.isSubmitting}
          data-testid="dispute-submit"
        >
          {busy ? 'Enviando...' : 'Enviar resposta'}
        </Button>
      </DialogActions>
    </form>
  );
}

interface Props {
  /** The open disputes, the soonest deadline first. */
  disputes: readonly TMarketplaceDispute[];
  /** Those put aside with 'Responder depois'. */
  hidden: readonly number[];
  onHide: (id: number) => void;
  onShow: () => void;
  /** Answered, or closed after its deadline: it leaves the list. */
  onDone: (id: number) => void;
}

/**
 * The board's dialog of a customer's iFood dispute: what the customer asks and why, the time left to answer and what
 * iFood does without an answer, and the answers it offers. 'Responder depois' leaves a button on the board with the
 * time left.
 */
export function DisputeDialog({ disputes, hidden, onHide, onShow, onDone }: Props) {
  const now = useNow();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const visible = disputes.filter((d) => !hidden.includes(d.id));
  const current = visible[0];
  if (!current) {
    const first = disputes[0]!;
    return (
      <Button
        variant="contained"
        color="warning"
        onClick={onShow}
        data-testid="dispute-reopen"
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar - 1 }}
      >
        {`Negociação iFood (${disputes.length}) · ${timeLeftText(first.expiraEm, now)}`}
      </Button>
    );
  }
  const expired = Date.parse(current.expiraEm) <= now;
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="dispute-dialog"
      aria-labelledby="dispute-title"
    >
      <DialogTitle id="dispute-title">
        {`Negociação iFood · Pedido ${disputeOrderName(current)}`}
        {visible.length > 1 ? (
          <Typography component="span" variant="body2" sx={{ ml: 1 }} color="text.secondary">
            {`1 de ${visible.length}`}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        <Alert severity={expired ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{current.titulo}</Typography>
          {current.mensagem ? <Typography>{`“${current.mensagem}”`}</Typography> : null}
        </Alert>
        <Typography variant="h5" component="p" data-testid="dispute-time-left" aria-live="polite">
          {expired ? 'Prazo encerrado' : `Tempo restante: ${timeLeftText(current.expiraEm, now)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Se ninguém responder a tempo, ${current.seNaoResponder}.`}
        </Typography>
        {current.evidencias.length > 0 ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {'Fotos do cliente: '}
            {current.evidencias.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
                {`foto ${i + 1}`}
              </a>
            ))}
          </Typography>
        ) : null}
        <DisputeForm
          key={current.id}
          dispute={current}
          now={now}
          onDone={() => onDone(current.id)}
          secondary={
            expired ? (
              <Button onClick={() => onDone(current.id)}>Fechar</Button>
            ) : (
              <Button onClick={() => onHide(current.id)} data-testid="dispute-later">
                Responder depois
              </Button>
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
