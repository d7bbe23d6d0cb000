import {
  MSG,
  ROLES,
  SCALE_CAPTURE_ATTEMPTS,
  formatMoney,
  hasRole,
  multiplyCents,
  roundQuantity,
  toCents,
} from '@brasa/domain';
import ScaleIcon from '@mui/icons-material/Scale';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { captureWeight, fetchScaleReading } from '../../../shared/scale/scale-api';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import type { PendingProduct } from '../hooks/use-product-adder';

interface Props {
  pending: PendingProduct;
  onConfirm: (quantityKg: number) => void;
  onClose: () => void;
  /** Milliseconds between scale attempts (about a second, doc 2 §9). */
  captureDelayMs?: number;
}

/** doc 2 §6: without the scale role the capture is off and its tooltip says to contract the module. */
export const SCALE_MODULE_TOOLTIP = 'Contrate o módulo de balança para capturar o peso (requer o PDV desktop).';

/** '1,250' or '1.25' to 1.25; anything else is NaN. */
export function parseWeight(text: string): number {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** doc 2 §2.7 weight (KG) dialog: a positive number of kilos (§5.2). */
export function WeightDialog({ pending, onConfirm, onClose, captureDelayMs = 1000 }: Props) {
  const notify = useNotify();
  const profile = useProfile();
  const canCapture = profile ? hasRole(profile, ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE) : false;
  const [text, setText] = useState('');
  const [attempt, setAttempt] = useState<number | null>(null);
  const [scaleError, setScaleError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  /** doc 2 §4.7: up to 5 attempts, then the warning to type the weight by hand. */
  const capture = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setScaleError(null);
    const outcome = await captureWeight(() => fetchScaleReading(controller.signal), {
      delayMs: captureDelayMs,
      onAttempt: setAttempt,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    setAttempt(null);
    if (outcome.ok) {
      setText(outcome.peso.toFixed(3).replace('.', ','));
      return;
    }
    setScaleError(outcome.last?.mensagem ?? null);
    notify.warning(MSG.SCALE_CAPTURE_MANUALLY);
  };
  const weight = parseWeight(text);
  const priceCents = pending.unitPriceCents ?? toCents(pending.entry.produto.valorUnitarioVenda);
  const confirm = () => {
    if (!(weight > 0) || roundQuantity(weight) <= 0) return notify.warning(MSG.INVALID_WEIGHT);
    onConfirm(roundQuantity(weight));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      data-testid="weight-dialog"
      onKeyDown={dialogKeyHandler({ onF10: confirm })}
    >
      <DialogTitle>Informe o peso</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {pending.entry.produto.descricao} — {formatMoney(priceCents)} /kg
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="Peso"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'weight-input' },
          }}
          sx={{ mt: 1 }}
        />
        <Tooltip title={canCapture ? '' : SCALE_MODULE_TOOLTIP}>
          <span>
            <Button
              startIcon={<ScaleIcon />}
              onClick={() => void capture()}
              disabled={!canCapture || attempt !== null}
              sx={{ mt: 1 }}
              data-testid="weight-capture"
            >
              {attempt !== null ? `Capturando peso (${attempt}/${SCALE_CAPTURE_ATTEMPTS})` : 'Capturar peso da balança'}
            </Button>
          </span>
        </Tooltip>
        {scaleError ? (
          <Typography variant="body2" color="error" data-testid="weight-capture-error">
            {scaleError}
          </Typography>
        ) : null}
        {weight > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Total: {formatMoney(multiplyCents(priceCents, roundQuantity(weight)))}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="weight-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
