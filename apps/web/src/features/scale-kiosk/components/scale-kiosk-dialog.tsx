import type { TScaleProduct, TScaleSettings } from '@brasa/contracts';
import { MSG, SCALE_QUICK_KEYS, asCents, formatMoney, formatWeightKg, toCents } from '@brasa/domain';
import CloseIcon from '@mui/icons-material/Close';
import ScaleIcon from '@mui/icons-material/Scale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { useNotify } from '../../../shared/ui/notify';
import { postKioskOrder } from '../api/kiosk-api';
import { useScaleReading } from '../hooks/use-scale-reading';
import { initialKioskState, kioskReducer } from '../model/kiosk-flow';
import { previewLine, quickKeyOf } from '../model/kiosk-view';

interface Props {
  terminal: string;
  settings: TScaleSettings;
  products: readonly TScaleProduct[];
  onClose: () => void;
  pollMs?: number;
}

const SAVE_FAILED = 'Não foi possível salvar o pedido';

/** The full-screen self-service flow (doc 3 §2.6, §4.6), started from the kiosk's settings page. */
export function ScaleKioskDialog({ terminal, settings, products, onClose, pollMs }: Props) {
  const notify = useNotify();
  const [state, dispatch] = useReducer(kioskReducer, initialKioskState);
  const [productId, setProductId] = useState<number | null>(products[0]?.idProduto ?? null);
  const [tab, setTab] = useState('');
  const [saving, setSaving] = useState(false);
  const unfinished = useRef<IdempotentAttempt | null>(null);
  const reading = useScaleReading(true, pollMs);
  const product = products.find((p) => p.idProduto === productId) ?? products[0] ?? null;
  const generates = settings.geracaoIdentificador.trim() !== '';

  useEffect(() => {
    if (reading.data) dispatch({ type: 'reading', reading: reading.data });
  }, [reading.data]);
  /** To the tab step with an empty field. */
  const confirmWeight = () => {
    setTab('');
    dispatch({ type: 'confirmWeight' });
  };

  const confirmTab = async () => {
    if (!product || saving) return;
    const number = tab.trim();
    if (!number && !generates) return notify.warning(MSG.SCALE_TAB_REQUIRED);
    const body = { terminal, idProduto: product.idProduto, peso: state.peso, identificador: number || null };
    const attempt = attemptFor(unfinished.current, body);
    setSaving(true);
    try {
      const result = await postKioskOrder(body, attempt.key);
      unfinished.current = null;
      dispatch({ type: 'saved', result });
    } catch (error) {
      unfinished.current = unfinishedAfter(attempt, error);
      notify.error(readErrorMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const slot = SCALE_QUICK_KEYS.find((key) => key === event.key);
    if (slot && settings.atalhos[slot] && products.some((p) => p.idProduto === settings.atalhos[slot])) {
      event.preventDefault();
      setProductId(settings.atalhos[slot]!);
      return;
    }
    if (event.key === 'Enter' && state.step === 'PESO_CAPTURADO') {
      event.preventDefault();
      confirmWeight();
    }
  };

  const line = product && state.peso > 0 ? previewLine(product, state.peso) : null;
  const error = reading.data?.codigo ? reading.data.mensagem : null;

  return (
    <Dialog open fullScreen onClose={onClose} onKeyDown={onKeyDown} data-testid="scale-kiosk-dialog">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <ScaleIcon color="primary" />
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          Autoatendimento balança — {terminal}
        </Typography>
        <IconButton aria-label="Sair" onClick={onClose} data-testid="scale-kiosk-close">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap' }} useFlexGap>
        {products.map((p) => {
          const key = quickKeyOf(settings, p.idProduto);
          return (
            <Button
              key={p.idProduto}
              variant={p.idProduto === product?.idProduto ? 'contained' : 'outlined'}
              onClick={() => setProductId(p.idProduto)}
              disabled={state.step !== 'AGUARDANDO_PESAGEM' && state.step !== 'PESO_CAPTURADO'}
              data-testid={`scale-kiosk-product-${p.idProduto}`}
            >
              {key ? `${key} · ` : ''}
              {p.descricao} — {formatMoney(toCents(p.valorUnitarioVenda))}/kg
            </Button>
          );
        })}
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Stack spacing={3} sx={{ alignItems: 'center', width: '100%', maxWidth: 640, textAlign: 'center' }}>
          {state.step === 'AGUARDANDO_PESAGEM' ? (
            <Stack sx={{ alignItems: 'center' }} spacing={2} data-testid="kiosk-step-AGUARDANDO_PESAGEM">
              <Typography variant="h3">Coloque o prato na balança</Typography>
              <Typography variant="h2" color="text.secondary" data-testid="kiosk-weight">
                {formatWeightKg(reading.data?.peso ?? 0)}
              </Typography>
              {reading.data && !reading.data.estavel && !error ? (
                <Typography color="text.secondary">Estabilizando o peso...</Typography>
              ) : null}
              {error ? (
                <Alert severity="error" data-testid="kiosk-scale-error">
                  {reading.data?.codigo} — {error}
                </Alert>
              ) : null}
            </Stack>
          ) : null}
          {state.step === 'PESO_CAPTURADO' && line ? (
            <Stack sx={{ alignItems: 'center' }} spacing={2} data-testid="kiosk-step-PESO_CAPTURADO">
              <Typography variant="h4">Peso capturado</Typography>
              <Typography variant="h2" data-testid="kiosk-weight">
                {formatWeightKg(state.peso)}
              </Typography>
              <Typography variant="h5" data-testid="kiosk-line">
                {line.descricao} — {formatMoney(asCents(line.totalCents))}
              </Typography>
              {line.livreAssociado ? (
                <Typography color="success.main">
                  O {line.descricao} sai mais barato que o peso: você paga {formatMoney(asCents(line.totalCents))}.
                </Typography>
              ) : null}
              <Stack direction="row" spacing={2}>
                <Button size="large" onClick={() => dispatch({ type: 'weighAgain' })} data-testid="kiosk-weigh-again">
                  Pesar novamente
                </Button>
                <Button
                  size="large"
                  variant="contained"
                  autoFocus
                  onClick={confirmWeight}
                  data-testid="kiosk-confirm-weight"
                >
                  Confirmar (Enter)
                </Button>
              </Stack>
            </Stack>
          ) : null}
          {state.step === 'INFORMAR_COMANDA' && line ? (
            <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }} data-testid="kiosk-step-INFORMAR_COMANDA">
              <Typography variant="h4">Informe o número da comanda</Typography>
              <Typography color="text.secondary">
                {formatWeightKg(state.peso)} · {line.descricao} · {formatMoney(asCents(line.totalCents))}
              </Typography>
              <TextField
                autoFocus
                label="Comanda"
                value={tab}
                onChange={(event) => setTab(event.target.value.replace(/\D/g, ''))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void confirmTab();
                  }
                }}
                helperText={generates ? 'Deixe em branco para gerar o número da comanda automaticamente.' : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'kiosk-tab-input', maxLength: 9 } }}
                sx={{ width: 280 }}
              />
              <Stack direction="row" spacing={2}>
                <Button size="large" onClick={() => dispatch({ type: 'weighAgain' })}>
                  Pesar novamente
                </Button>
                <Button
                  size="large"
                  variant="contained"
                  disabled={saving}
                  onClick={() => void confirmTab()}
                  data-testid="kiosk-confirm-tab"
                >
                  Confirmar
                </Button>
              </Stack>
            </Stack>
          ) : null}
          {state.step === 'RETIRAR_PRATO' && state.result ? (
            <Stack sx={{ alignItems: 'center' }} spacing={2} data-testid="kiosk-step-RETIRAR_PRATO">
              <Typography variant="h3">Retire o prato</Typography>
              <Typography variant="h4" data-testid="kiosk-result-tab">
                Comanda {state.result.identificador}
              </Typography>
              <Typography variant="h5">
                {state.result.descricao} · {formatMoney(toCents(state.result.total))}
              </Typography>
              {state.result.mensagemImpressao ? (
                <Typography color="text.secondary">{state.result.mensagemImpressao}</Typography>
              ) : null}
              <Typography color="text.secondary">Bom apetite!</Typography>
              <Button size="large" variant="outlined" onClick={() => dispatch({ type: 'nextCustomer' })}>
                Próximo cliente
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  );
}
