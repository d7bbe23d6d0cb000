import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  courierRouteActions,
  inProgressOrder,
  mapsRouteUrl,
  ordersToDeliver,
  type CourierRoute,
} from '@brasa/domain';
import DirectionsIcon from '@mui/icons-material/Directions';
import FlagIcon from '@mui/icons-material/Flag';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '../../../shared/session/use-session';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCourierRoutes, useSelectedRoute } from '../hooks/use-courier-routes';
import { useRouteStatus } from '../hooks/use-route-status';
import { useWakeLock } from '../hooks/use-wake-lock';
import { placeOf } from '../model/order-view';
import { DeliveryCodeDialog } from './delivery-code-dialog';
import { RouteOrderItem } from './route-order-item';
import { StartRouteDialog } from './start-route-dialog';

/** The bottom tab bar's height: the floating buttons sit above it. */
const TAB_BAR_PX = 56;

/** /appentregador/rota, 'Rota em Andamento' (doc 4 §2, §4): the selected route's timeline and its actions. */
export function CourierRoutePage() {
  const { query, routes, personId } = useCourierRoutes();
  const all = [...routes.mine, ...routes.unassigned];
  const [selected, setSelected] = useSelectedRoute(query.data ? all.map((r) => r.key) : null);
  const route = all.find((r) => r.key === selected) ?? null;

  return (
    <Stack spacing={2} data-testid="courier-route-page">
      <Typography variant="h5" component="h1">
        Rota em Andamento
      </Typography>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={MSG.LOADING} />
        </Box>
      ) : !route ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }} data-testid="courier-route-empty">
          {MSG.NO_ORDER_SELECTED}
        </Typography>
      ) : (
        <RouteTimeline route={route} personId={personId} onClosed={() => setSelected(null)} />
      )}
    </Stack>
  );
}

function RouteTimeline({
  route,
  personId,
  onClosed,
}: {
  route: CourierRoute<TOrder>;
  personId: number | null;
  onClosed: () => void;
}) {
  const profile = useProfile();
  const navigate = useNavigate();
  const status = useRouteStatus();
  const [starting, setStarting] = useState(false);
  const [confirmAll, setConfirmAll] = useState<'finish' | 'deliverAll' | null>(null);
  const [askingCode, setAskingCode] = useState<TOrder | null>(null);
  const actions = courierRouteActions(route, personId);
  const current = inProgressOrder(route);
  useWakeLock(route.state === 'IN_PROGRESS' && route.courier?.id === personId);

  const unit = profile?.unidade;
  const remaining = route.orders.filter((o) => o.situacao !== 'ENTREGUE');
  const routeUrl = mapsRouteUrl(unit ? { lat: unit.latitude, lng: unit.longitude } : null, remaining.map(placeOf));

  const close = () => {
    onClosed();
    navigate('/appentregador/rotas');
  };
  const deliverAll = async (thenClose: boolean) => {
    const ids = ordersToDeliver(route);
    const moved =
      ids.length === 0 || (await status.mutateAsync({ ids, status: 'ENTREGUE' }).catch(() => 'falhou')) === null;
    const undelivered = route.orders.some((o) => o.situacao !== 'ENTREGUE' && !ids.includes(o.id));
    if (thenClose && moved && !undelivered) close();
  };
  // 'Entrega realizada': when the unit asks for the customer's code, the server says so and the code is asked.
  const deliverOne = async (order: TOrder) => {
    const refusal = await status
      .mutateAsync({ ids: [order.id], status: 'ENTREGUE', askCode: true })
      .catch(() => 'falhou');
    if (refusal === MSG.DELIVERY_CODE_NEEDED_TO_DELIVER) setAskingCode(order);
  };
  const finish = () => {
    if (route.state === 'FINISHED') close();
    else setConfirmAll('finish');
  };

  return (
    <>
      <Typography color="text.secondary">
        {route.courier ? route.courier.nome : MSG.ROUTES_WITHOUT_COURIER} · {route.orders.length}{' '}
        {route.orders.length === 1 ? 'pedido' : 'pedidos'}
      </Typography>
      {!route.courier ? (
        <Alert severity="info" data-testid="courier-route-unassigned">
          Esta rota ainda não tem entregador. Peça ao despacho para associá-la a você antes de iniciar.
        </Alert>
      ) : null}
      <Box sx={{ pb: 10 }}>
        {route.orders.map((order, index) => (
          <RouteOrderItem
            key={order.id}
            order={order}
            current={order.id === current?.id}
            last={index === route.orders.length - 1}
            isDelivering={status.isPending}
            onDeliver={actions.deliverOrderId === order.id ? () => void deliverOne(order) : null}
          />
        ))}
      </Box>
      <Paper
        elevation={6}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: TAB_BAR_PX,
          p: 1.5,
          display: actions.start || actions.finish ? 'flex' : 'none',
          gap: 1,
          alignItems: 'center',
          zIndex: (theme) => theme.zIndex.appBar,
        }}
      >
        {actions.start ? (
          <Button
            fullWidth
            size="large"
            variant="contained"
            startIcon={<PlayArrowIcon />}
            sx={{ py: 1.5 }}
            onClick={() => setStarting(true)}
            data-testid="courier-route-start"
          >
            {MSG.START}
          </Button>
        ) : null}
        {actions.deliverAll ? (
          <Button
            fullWidth
            size="large"
            variant="outlined"
            sx={{ py: 1.5, px: 1, whiteSpace: 'nowrap', fontSize: '0.8rem' }}
            disabled={status.isPending}
            onClick={() => setConfirmAll('deliverAll')}
            data-testid="courier-route-deliver-all"
          >
            {MSG.DELIVER_ALL}
          </Button>
        ) : null}
        {actions.finish ? (
          <Button
            fullWidth
            size="large"
            variant="contained"
            color="success"
            startIcon={<FlagIcon />}
            sx={{ py: 1.5 }}
            disabled={status.isPending}
            onClick={finish}
            data-testid="courier-route-finish"
          >
            {MSG.FINISH}
          </Button>
        ) : null}
        {actions.finish ? (
          <Fab
            color="primary"
            size="medium"
            aria-label="Abrir rota no mapa"
            disabled={!actions.routeLink || !routeUrl}
            onClick={() => routeUrl && window.open(routeUrl, '_blank', 'noopener')}
            sx={{ flexShrink: 0 }}
            data-testid="courier-route-link"
          >
            <DirectionsIcon />
          </Fab>
        ) : null}
      </Paper>
      {starting ? (
        <StartRouteDialog
          orderIds={route.orders.map((o) => o.id)}
          isStarting={status.isPending}
          onClose={() => setStarting(false)}
          onConfirm={async () => {
            const ids = route.orders.map((o) => o.id);
            await status.mutateAsync({ ids, status: 'ENVIADO' }).catch(() => false);
            setStarting(false);
          }}
        />
      ) : null}
      {askingCode ? <DeliveryCodeDialog order={askingCode} onClose={() => setAskingCode(null)} /> : null}
      <ConfirmDialog
        open={confirmAll !== null}
        message={MSG.DELIVER_ALL_CONFIRM}
        testId="courier-route-deliver-all-confirm"
        onClose={() => setConfirmAll(null)}
        onConfirm={() => {
          const thenClose = confirmAll === 'finish';
          setConfirmAll(null);
          void deliverAll(thenClose);
        }}
      />
    </>
  );
}
