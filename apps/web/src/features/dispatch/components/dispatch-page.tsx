import { MSG } from '@brasa/domain';
import MapIcon from '@mui/icons-material/Map';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ScanDevices } from '../../../shared/camera-scan/scan-devices';
import { useDispatch } from '../hooks/use-dispatch';
import { DispatchErrorBanner } from './dispatch-error-banner';
import { DispatchInputField } from './dispatch-input-field';
import { DispatchList } from './dispatch-list';
import { RoutesDialog } from './routes-dialog';

// The camera and the barcode drawer load when first needed: a dispatcher with a USB reader never pays for them.
const CameraScanDialog = lazy(() =>
  import('../../../shared/camera-scan/camera-scan-dialog').then((m) => ({ default: m.CameraScanDialog })),
);
const CourierCodesDrawer = lazy(() =>
  import('./courier-codes-drawer').then((m) => ({ default: m.CourierCodesDrawer })),
);

/** Ours: the spec describes these without quoting them (doc 4 §2). */
const TEXTS = {
  BARCODE_INFO:
    'A impressão do código de barras com o ID do pedido no comprovante é habilitada em Configurações do sistema > Parâmetros > PDV Online.',
  COURIER: 'Entregador',
  CONFIRM: 'Confirmar',
  CAMERA_HINT: 'Aponte a câmera para o código de barras do pedido ou do entregador.',
  count: (n: number, limit: number) => `${n} de ${limit} pedidos`,
} as const;

/**
 * 'Despacho de Pedidos' at /dispatchDeliveryman (doc 4 §2 'Dispatch tab', §4, §5, §8). `scan` gives tests a
 * fake camera and clock.
 */
export function DispatchPage({ scan }: { scan?: { devices: ScanDevices; now: () => number } }) {
  const dispatch = useDispatch();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [camera, setCamera] = useState(false);
  const [routes, setRoutes] = useState(false);
  const { confirm } = dispatch;

  // F10 confirms (doc 4 §2), from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F10') return;
      event.preventDefault();
      void confirm();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm]);

  const courier = dispatch.couriers.find((candidate) => candidate.id === dispatch.courierId) ?? null;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', gap: 2, alignItems: 'stretch' }} data-testid="dispatch-page">
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {/* The top bar already names the page; a phone keeps its height for the list (the banner is set-up help). */}
        <Alert severity="info" data-testid="dispatch-info" sx={{ display: { xs: 'none', sm: 'flex' } }}>
          {TEXTS.BARCODE_INFO}
        </Alert>
        <DispatchInputField onSubmit={dispatch.submit} onCamera={() => setCamera(true)} busy={dispatch.lookingUp} />
        <DispatchErrorBanner failures={dispatch.failures} onClose={dispatch.dismissFailures} />
        <Paper variant="outlined">
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {TEXTS.count(dispatch.queue.length, dispatch.limit)}
          </Typography>
          <DispatchList queue={dispatch.queue} onRemove={dispatch.remove} />
        </Paper>
        <Autocomplete
          options={dispatch.couriers}
          value={courier}
          loading={dispatch.couriersLoading}
          getOptionLabel={(option) => option.nome}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) => dispatch.selectCourier(value?.id ?? null)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={TEXTS.COURIER}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'dispatch-courier' },
              }}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            size="large"
            startIcon={<SendIcon />}
            onClick={() => void confirm()}
            disabled={dispatch.confirming}
            data-testid="dispatch-confirm"
          >
            {dispatch.confirming ? MSG.CONFIRMING : `${TEXTS.CONFIRM} (F10)`}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<MapIcon />}
            onClick={() => setRoutes(true)}
            data-testid="dispatch-routes"
          >
            {MSG.OPEN_ROUTES}
          </Button>
        </Stack>
      </Stack>
      {wide ? (
        <Suspense fallback={null}>
          <CourierCodesDrawer couriers={dispatch.couriers} />
        </Suspense>
      ) : null}
      {camera ? (
        <Suspense fallback={null}>
          <CameraScanDialog
            onCode={dispatch.submit}
            onClose={() => setCamera(false)}
            hint={TEXTS.CAMERA_HINT}
            {...(scan ?? {})}
          />
        </Suspense>
      ) : null}
      {routes ? <RoutesDialog onClose={() => setRoutes(false)} /> : null}
    </Box>
  );
}
