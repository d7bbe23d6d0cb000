import type { TOrder } from '@brasa/contracts';
import { MSG, groupRoutes, type RouteGroup } from '@brasa/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ShareIcon from '@mui/icons-material/Share';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { LazyOrdersMap } from '../../../shared/map/lazy-orders-map';
import { FALLBACK_MAP_CONFIG, mapQueries } from '../../../shared/map/map-config';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { dayRoutesQueries } from '../../../shared/routes/day-orders-query';
import { orderNumber, orderPosition } from '../../../shared/routes/order-labels';
import { copyRouteLink, routeLink, shareRoute } from '../../../shared/routes/route-share';
import { useGeocodeMissing } from '../../../shared/routes/use-geocode-missing';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { updateUnitLocation } from '../api/route-address-api';
import { CustomersListingDialog } from './customers-listing-dialog';

/** Ours: the spec names these without quoting them (doc 4 §2). */
const TEXTS = {
  NO_COURIER: 'Sem entregador',
  NO_LOCATION: 'A empresa não possui latitude e longitude cadastradas: o mapa não mostra o ponto de partida.',
  SHARE: 'Compartilhar',
  COPY: 'Copiar link',
  count: (n: number) => `${n} pedido(s)`,
} as const;

const STOP_COLOR = '#7b1fa2';

function GroupDetails({
  group,
  unplaced,
  onList,
}: {
  group: RouteGroup<TOrder>;
  unplaced: ReadonlyMap<number, string>;
  onList: () => void;
}) {
  const notify = useNotify();
  const loaded = useQuery(mapQueries.config()).data;
  const config = loaded ?? FALLBACK_MAP_CONFIG;
  const link = () => routeLink(config, group.pedidos, group.pessoa?.nome ?? null);
  const stops = group.pedidos.flatMap((order, index) => {
    const at = orderPosition(order);
    return at
      ? [{ id: order.id, ...at, color: STOP_COLOR, label: String(index + 1), tooltip: `#${orderNumber(order)}` }]
      : [];
  });
  const path = [
    ...(config.empresa ? [[config.empresa.lat, config.empresa.lng] as const] : []),
    ...stops.map((stop) => [stop.lat, stop.lng] as const),
  ];
  const wrong = group.pedidos.filter((order) => unplaced.has(order.id)).length;
  return (
    <Stack spacing={1}>
      {wrong > 0 ? (
        <Alert severity="warning" data-testid={`routes-wrong-${group.agrupadorDespacho}`}>
          {MSG.enderecosIncorretos(wrong)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ListAltIcon />}
          onClick={onList}
          data-testid={`routes-list-${group.agrupadorDespacho}`}
        >
          {MSG.ORDERS_LISTING}
        </Button>
        <Button size="small" startIcon={<ShareIcon />} onClick={() => shareRoute(link(), notify)}>
          {TEXTS.SHARE}
        </Button>
        <Button
          size="small"
          startIcon={<LinkIcon />}
          onClick={() => void copyRouteLink(link(), notify)}
          data-testid={`routes-copy-${group.agrupadorDespacho}`}
        >
          {TEXTS.COPY}
        </Button>
      </Stack>
      {/* No tile is asked before the map configuration arrives (never the public tiles by default). */}
      <Suspense fallback={null}>
        {loaded ? (
          <LazyOrdersMap
            config={loaded}
            markers={stops}
            path={path}
            cluster={false}
            height={260}
            testId={`routes-map-${group.agrupadorDespacho}`}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/**
 * 'Rotas dos Pedidos' (doc 4 §2 'Routes dialog'): one accordion per dispatch group of the day with its courier
 * and count, the orders listing, the route map, share and copy link; the company-coordinates warning.
 */
export function RoutesDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const day = useQuery(dayRoutesQueries.dayOrders());
  const config = useQuery(mapQueries.config());
  const groups = useMemo(() => groupRoutes(day.data ?? []), [day.data]);
  // Orders without a point are geocoded through the server; the ones it cannot place are flagged per group.
  const unplaced = useGeocodeMissing(day.data);
  const [expanded, setExpanded] = useState<string | false>(false);
  const [listing, setListing] = useState<RouteGroup<TOrder> | null>(null);
  const [locating, setLocating] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: dayRoutesQueries.dayOrders().queryKey });
  useRealtimeEvents((event) => {
    if (event.kind === 'dispatch' || event.kind === 'orderMoved' || event.kind === 'orderSaved') refresh();
  });

  const locate = async () => {
    if (!profile) return;
    setLocating(true);
    try {
      await updateUnitLocation(profile.unidade.uuid);
      await queryClient.invalidateQueries({ queryKey: mapQueries.config().queryKey });
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.DATA_LOAD_FAILED));
    } finally {
      setLocating(false);
    }
  };

  // The listing follows the refetched orders (an address fixed there shows as complete).
  const listed = listing ? (groups.find((g) => g.agrupadorDespacho === listing.agrupadorDespacho) ?? listing) : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="routes-dialog">
      <DialogTitle>{MSG.ROUTES_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        {/* The fallback (no map configuration from the server) knows nothing of the unit: no warning then. */}
        {config.data && config.data !== FALLBACK_MAP_CONFIG && !config.data.empresa ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="routes-no-location"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={locating}
                onClick={() => void locate()}
                data-testid="routes-locate"
              >
                {MSG.CLICK_TO_UPDATE}
              </Button>
            }
          >
            {TEXTS.NO_LOCATION}
          </Alert>
        ) : null}
        {day.isError ? <Alert severity="error">{MSG.DATA_LOAD_FAILED}</Alert> : null}
        {day.isSuccess && groups.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {MSG.NO_DISPATCH_DONE}
          </Typography>
        ) : null}
        {groups.map((group) => (
          <Accordion
            key={group.agrupadorDespacho}
            expanded={expanded === group.agrupadorDespacho}
            onChange={(_e, open) => setExpanded(open ? group.agrupadorDespacho : false)}
            slotProps={{ transition: { unmountOnExit: true } }}
            data-testid={`routes-group-${group.agrupadorDespacho}`}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{group.pessoa?.nome || TEXTS.NO_COURIER}</Typography>
              <Typography color="text.secondary">{TEXTS.count(group.pedidos.length)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <GroupDetails group={group} unplaced={unplaced} onList={() => setListing(group)} />
            </AccordionDetails>
          </Accordion>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
      {listed ? (
        <CustomersListingDialog orders={listed.pedidos} onClose={() => setListing(null)} onSaved={refresh} />
      ) : null}
    </Dialog>
  );
}
