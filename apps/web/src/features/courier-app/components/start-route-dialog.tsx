import { MSG, confirmScannedCode, isStartConfirmed, type StartConfirmation } from '@brasa/domain';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';

// The camera reader (ZXing) loads only when the courier opens it, as in the dispatch screen.
const CameraScanDialog = lazy(() =>
  import('../../../shared/camera-scan/camera-scan-dialog').then((m) => ({ default: m.CameraScanDialog })),
);

/** doc 4 §4: 'Código inválido.' shows for 2 seconds. */
export const INVALID_CODE_MS = 2000;

interface Props {
  orderIds: readonly number[];
  /** Starts the route ('Concluir'); resolves when the server answered. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  isStarting: boolean;
}

/**
 * The start confirmation (doc 4 §4): step 0 'CONFIRMAÇÃO' with 'Começar'; step 1 lists the route's orders as
 * waiting or 'CONFIRMADO' while the courier scans (camera) or types each order's code; when all are confirmed
 * the button reads 'Concluir' and starts the route.
 */
export function StartRouteDialog({ orderIds, onConfirm, onClose, isStarting }: Props) {
  const [step, setStep] = useState<0 | 1>(0);
  const [state, setState] = useState<StartConfirmation>({ orderIds, confirmed: [] });
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [camera, setCamera] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = isStartConfirmed(state);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const read = (text: string): boolean => {
    const result = confirmScannedCode(state, text);
    if (!result.ok) {
      setInvalid(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setInvalid(false), INVALID_CODE_MS);
      return false;
    }
    setState(result.value);
    if (isStartConfirmed(result.value)) setCamera(false);
    return true;
  };

  return (
    <Dialog open onClose={onClose} fullScreen data-testid="start-route-dialog">
      <DialogTitle>{MSG.SCAN_CONFIRMATION_TITLE}</DialogTitle>
      <DialogContent>
        {step === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <QrCodeScannerIcon sx={{ fontSize: 96 }} color="primary" />
            <Typography sx={{ mt: 2 }}>
              Leia o código de barras de cada pedido da rota com o leitor ou a câmera antes de sair para entrega.
            </Typography>
          </Box>
        ) : (
          <>
            <List>
              {state.orderIds.map((id) => {
                const ok = state.confirmed.includes(id);
                return (
                  <ListItem key={id} divider data-testid={`start-route-order-${id}`}>
                    <ListItemText primary={`Pedido #${id}`} slotProps={{ primary: { variant: 'h6' } }} />
                    <Chip
                      color={ok ? 'success' : 'default'}
                      label={ok ? MSG.SCAN_CONFIRMED : 'AGUARDANDO'}
                      data-testid={`start-route-order-${id}-state`}
                    />
                  </ListItem>
                );
              })}
            </List>
            {!done ? (
              <Box
                component="form"
                sx={{ mt: 2 }}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (code.trim()) read(code);
                  setCode('');
                }}
              >
                <TextField
                  fullWidth
                  label="Código do pedido"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'start-route-code' } }}
                />
              </Box>
            ) : null}
            {invalid ? (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="start-route-invalid">
                {MSG.INVALID_CODE}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button size="large" onClick={onClose}>
          {MSG.CANCEL}
        </Button>
        {step === 0 ? (
          <Button size="large" variant="contained" onClick={() => setStep(1)} data-testid="start-route-begin">
            {MSG.BEGIN}
          </Button>
        ) : done ? (
          <Button
            size="large"
            variant="contained"
            color="success"
            disabled={isStarting}
            onClick={() => void onConfirm()}
            data-testid="start-route-conclude"
          >
            {MSG.CONCLUDE}
          </Button>
        ) : (
          <Button
            size="large"
            variant="contained"
            startIcon={<QrCodeScannerIcon />}
            onClick={() => setCamera(true)}
            data-testid="start-route-scan"
          >
            {MSG.SCAN}
          </Button>
        )}
      </DialogActions>
      {camera ? (
        <Suspense fallback={null}>
          <CameraScanDialog
            onCode={(text) => Promise.resolve(read(text))}
            onClose={() => setCamera(false)}
            hint="Aponte a câmera para o código de barras do pedido."
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
