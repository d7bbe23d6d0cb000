import type { TLogisticsAvailability, TLogisticsIntegration, TOrder } from '@brasa/contracts';
import { LOGISTICS_SENT, MSG, asCents, formatMoney, logisticsOptions } from '@brasa/domain';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';
import { useNotify } from '../../../shared/ui/notify';
import {
  fetchAvailability,
  sendLogistics,
  undoLogistics,
  useLogisticsIntegrations,
} from '../../../shared/logistics/logistics-api';

const money = (reais: number) => formatMoney(asCents(Math.round(reais * 100)));

/** The tracking link of a sent order (jsonRetornoLogistica.trackingUrl), when the provider gave one. */
export function trackingUrlOf(order: TOrder): string | null {
  const url = order.jsonRetornoLogistica?.trackingUrl;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

interface RowProps {
  order: TOrder;
  integration: TLogisticsIntegration;
  busy: boolean;
  onSend: (input: {
    integrationId: number;
    quote: TLogisticsAvailability | null;
    method: string;
    retorno: boolean;
    naoConfirmar: boolean;
  }) => void;
}

/** One integration: logo, description, its options, 'Verificar disponibilidade' (ID) then 'Enviar'. */
function IntegrationRow({ order, integration, busy, onSend }: RowProps) {
  const notify = useNotify();
  const options = logisticsOptions(integration.tipoImportacao, order.tipoImportacao);
  const [retorno, setRetorno] = useState(false);
  const [naoConfirmar, setNaoConfirmar] = useState(false);
  const [quote, setQuote] = useState<TLogisticsAvailability | null>(null);
  const [method, setMethod] = useState('');
  const [checking, setChecking] = useState(false);
  const sent = order.statusLogistica === LOGISTICS_SENT;
  const sentHere = sent && order.idConfiguracaoIntegracaoLogistica === integration.id;
  const needsQuote = options.verificarDisponibilidade && !quote;
  const testId = `logistics-${integration.id}`;

  const check = async () => {
    setChecking(true);
    try {
      const answer = await fetchAvailability(order.id, integration.id);
      setQuote(answer);
      const first = answer.paymentMethods[0];
      setMethod(first ? `${first.method}|${first.brand ?? ''}` : '');
      notify.success(MSG.disponibilidadeConfirmada(answer.cliente, money(answer.valorCotacao)), { durationMs: 15_000 });
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.logisticaNaoEnviada('Tente novamente')));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={integration.logo ?? undefined} alt={integration.descricao}>
          {integration.tipoImportacao}
        </Avatar>
        <Typography sx={{ flex: 1 }}>{integration.descricao}</Typography>
        {sentHere ? <Chip color="success" size="small" label="Já enviado" data-testid={`${testId}-sent`} /> : null}
      </Stack>
      {options.retornoEntregador ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={retorno}
              onChange={(e) => setRetorno(e.target.checked)}
              data-testid={`${testId}-retorno`}
            />
          }
          label={MSG.LOGISTICS_WITH_COURIER_RETURN}
        />
      ) : null}
      {options.naoConfirmarEntrega ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={naoConfirmar}
              onChange={(e) => setNaoConfirmar(e.target.checked)}
              data-testid={`${testId}-nao-confirmar`}
            />
          }
          label={MSG.LOGISTICS_SKIP_DELIVERY_CONFIRMATION}
        />
      ) : null}
      {quote ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" data-testid={`${testId}-quote`}>
            Valor da cotação: {money(quote.valorCotacao)}
            {quote.tempoEntrega ? ` · entrega em ${quote.tempoEntrega.min} a ${quote.tempoEntrega.max} min` : ''}
          </Typography>
          {quote.paymentMethods.length > 0 ? (
            <TextField
              select
              size="small"
              label="Forma de pagamento"
              value={method}
              onChange={(e) => setMethod(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-method` } }}
            >
              {quote.paymentMethods.map((p) => (
                <MenuItem key={`${p.method}|${p.brand ?? ''}`} value={`${p.method}|${p.brand ?? ''}`}>
                  {p.brand ? `${p.method} · ${p.brand}` : p.method}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {needsQuote ? (
          <Button size="small" disabled={sent || checking} onClick={check} data-testid={`${testId}-check`}>
            Verificar disponibilidade
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            disabled={sent || busy}
            onClick={() => onSend({ integrationId: integration.id, quote, method, retorno, naoConfirmar })}
            data-testid={`${testId}-send`}
          >
            Enviar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The logistics panel of the order detail (doc 1 §2.12, §4): the unit's logistics integrations, each with logo,
 * description and a send button (ID checks availability first: the quote and the courier's payment methods); the
 * options 'Com retorno do entregador' (KA) and 'Não utilizar confirmação de entrega' (ID, not IF); 'Já enviado'
 * while ENVIADO, with the undo and the tracking link.
 */
export function LogisticsDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const integrations = useLogisticsIntegrations();
  const [current, setCurrent] = useState(order);
  const [busy, setBusy] = useState(false);
  const [unfinished, setUnfinished] = useState<IdempotentAttempt | null>(null);
  const sent = current.statusLogistica === LOGISTICS_SENT;
  const tracking = trackingUrlOf(current);

  const accept = (saved: TOrder) => {
    setCurrent(saved);
    applySavedOrder(queryClient, saved);
  };

  const send: RowProps['onSend'] = async ({ integrationId, quote, method, retorno, naoConfirmar }) => {
    const integration = integrations.data?.find((i) => i.id === integrationId);
    const [tipoCartao, bandeira] = method ? method.split('|') : [undefined, undefined];
    const input = {
      orderId: current.id,
      integrationId,
      quoteId: quote?.quoteId,
      tipoCartao: tipoCartao || undefined,
      bandeiraCartao: bandeira || undefined,
      retornoEntregador: retorno,
      naoConfirmarEntrega: naoConfirmar,
    };
    const attempt = attemptFor(unfinished, input);
    setBusy(true);
    try {
      const saved = await sendLogistics(input, attempt.key);
      setUnfinished(null);
      accept(saved);
      if (integration?.tipoImportacao === 'ID') notify.success(MSG.LOGISTICS_SENT_IFOOD, { durationMs: 10_000 });
      else notify.success(MSG.LOGISTICS_SENT, { durationMs: 5_000 });
    } catch (error) {
      setUnfinished(unfinishedAfter(attempt, error));
      notify.error(readErrorMessage(error, MSG.logisticaNaoEnviada('Tente novamente')));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!current.idConfiguracaoIntegracaoLogistica) return;
    setBusy(true);
    try {
      accept(await undoLogistics(current.id, current.idConfiguracaoIntegracaoLogistica));
      notify.success(MSG.LOGISTICS_UNDONE);
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.UNDO_LOGISTICS_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const list = integrations.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="logistics-dialog">
      <DialogTitle>Logística</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {integrations.isSuccess && list.length === 0 ? (
            <Typography data-testid="logistics-empty">{MSG.NO_LOGISTICS_INTEGRATION}</Typography>
          ) : null}
          {list.map((integration) => (
            <IntegrationRow key={integration.id} order={current} integration={integration} busy={busy} onSend={send} />
          ))}
          {sent && tracking ? (
            <Link href={tracking} target="_blank" rel="noopener noreferrer" data-testid="logistics-tracking">
              Acompanhar entrega
            </Link>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {sent ? (
          <Button color="error" disabled={busy} onClick={undo} data-testid="logistics-undo">
            Desfazer logística
          </Button>
        ) : null}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
