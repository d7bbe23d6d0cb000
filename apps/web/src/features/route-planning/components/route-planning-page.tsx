import { MSG, markerColor, ORDER_STATUS_LABELS } from '@brasa/domain';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useMemo, useState } from 'react';
import type { MapMarker } from '../../../shared/map/orders-map';
import { LazyOrdersMap } from '../../../shared/map/lazy-orders-map';
import { useRoutePlanning } from '../hooks/use-route-planning';
import { inDraft } from '../model/route-drafts';
import { customerName, orderNumber, orderPosition } from '../../../shared/routes/order-labels';
import { DraftCard } from './draft-card';
import { FiltersMenu } from './filters-menu';
import { MapLegend } from './map-legend';
import { OrdersPanel } from './orders-panel';
import { RouteCard } from './route-card';

/** Ours: the spec shows the full-screen toggle without words (doc 4 §2). */
const TEXTS = { FULLSCREEN: 'Tela cheia', EXIT_FULLSCREEN: 'Sair da tela cheia' } as const;

/** The panel floating over the map's left side on a wide screen. */
const FLOATING_PANEL = {
  position: 'absolute',
  top: 8,
  left: 56,
  bottom: 8,
  width: { xs: 'calc(100% - 120px)', sm: 320 },
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
} as const;

/**
 * The routes column: beside the map from md, 380 px wide; on a phone it stacks under the map and its drafts and
 * route cards take the page's whole width (no frame or inset of the column's own: at 390 px every pixel of a
 * card is its text's).
 */
const ROUTES_COLUMN = {
  width: { md: 380 },
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  border: { xs: 0, md: 1 },
  borderColor: { md: 'divider' },
  bgcolor: { xs: 'transparent', md: 'background.paper' },
} as const;

/**
 * 'Roteirização' at /dispatchDeliveryman/roteirizacao (doc 4 §2 'Route planning tab', §4, §5): the day's
 * orders on a map, the selection and drafts of new routes, and the routes made (Despachos / Entregues).
 */
export function RoutePlanningPage() {
  const p = useRoutePlanning();
  const [fullscreen, setFullscreen] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const [tab, setTab] = useState<'despachos' | 'entregues'>('despachos');
  const selectedSet = useMemo(() => new Set(p.planning.selected), [p.planning.selected]);

  const panelOrders = useMemo(
    () => p.visible.filter((order) => !inDraft(p.planning, order.id)),
    [p.visible, p.planning],
  );
  const selectedOrders = p.planning.selected.map((id) => p.byId.get(id)).filter((o) => o !== undefined);
  const markers = useMemo<MapMarker[]>(
    () =>
      p.visible.flatMap((order) => {
        const at = orderPosition(order);
        if (!at) return [];
        return [
          {
            id: order.id,
            ...at,
            color: markerColor(order),
            label: orderNumber(order),
            tooltip: `#${orderNumber(order)} ${customerName(order)} - ${ORDER_STATUS_LABELS[order.situacao]}`,
            selected: selectedSet.has(order.id) || inDraft(p.planning, order.id),
          },
        ];
      }),
    [p.visible, p.planning, selectedSet],
  );
  const routes = tab === 'despachos' ? p.groups.despachos : p.groups.entregues;
  // One 'Pedidos' panel: floating over the map on a wide screen, under it on a phone.
  const panel = (
    <OrdersPanel
      orders={panelOrders}
      selected={selectedOrders}
      onToggle={p.toggle}
      onSelectAll={p.selectAllVisible}
      onCreate={p.createRouteDraft}
    />
  );

  const map = (
    <Box
      sx={
        fullscreen
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: (t) => t.zIndex.modal,
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: 'column',
            }
          : { position: 'relative', flex: 1, minHeight: { xs: 420, md: 0 }, display: 'flex', flexDirection: 'column' }
      }
      data-testid="routing-map-area"
    >
      {fullscreen ? (
        <Typography variant="h6" sx={{ px: 2, py: 1 }}>
          {MSG.ROUTING_FULLSCREEN_TITLE}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative', flex: 1, minHeight: { xs: 360, sm: 0 } }}>
        {/* No tile is asked before the map configuration says where from (the unit's tiles, not the public ones). */}
        {p.mapConfig ? (
          // The map fills its box whatever decides the box's height (its min-height on a phone, the page's flex on a
          // desktop): a percentage height of a flex item's child resolved to 0 at 390 px.
          <Box sx={{ position: 'absolute', inset: 0 }}>
            <Suspense fallback={null}>
              <LazyOrdersMap
                config={p.mapConfig}
                markers={markers}
                padLeft={wide ? 400 : 40}
                onMarkerClick={p.toggle}
                testId="routing-map"
              />
            </Suspense>
          </Box>
        ) : null}
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1000 }}>
          <Tooltip title={fullscreen ? TEXTS.EXIT_FULLSCREEN : TEXTS.FULLSCREEN}>
            <IconButton
              onClick={() => setFullscreen((on) => !on)}
              sx={{ bgcolor: 'background.paper' }}
              data-testid="routing-fullscreen"
            >
              {fullscreen ? <CloseFullscreenIcon /> : <OpenInFullIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        {wide ? <Box sx={FLOATING_PANEL}>{panel}</Box> : null}
      </Box>
      {wide ? null : <Box sx={{ mt: 1, maxHeight: 420, display: 'flex', flexDirection: 'column' }}>{panel}</Box>}
    </Box>
  );

  return (
    <Stack spacing={1.5} sx={{ height: { md: 'calc(100vh - 112px)' }, minHeight: 0 }} data-testid="routing-page">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5">{MSG.ROUTING_TITLE}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="routing-subtitle">
            {MSG.roteirizacaoSubtitulo(p.visible.length)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <MapLegend />
          <FiltersMenu filters={p.filters} onChange={p.setFilters} />
        </Stack>
      </Stack>
      {p.loadFailed ? <Alert severity="error">{MSG.DATA_LOAD_FAILED}</Alert> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
        {map}
        <Paper variant="outlined" sx={ROUTES_COLUMN} data-testid="routing-routes">
          <Typography variant="subtitle1" sx={{ px: { xs: 0, md: 2 }, pt: 1, fontWeight: 600 }}>
            {MSG.ROUTES_COLUMN_TITLE}
          </Typography>
          <Stack spacing={1} sx={{ py: 1, px: { xs: 0, md: 1 } }} data-testid="routing-drafts">
            {p.planning.drafts.map((draft) => (
              <DraftCard
                key={draft.id}
                draft={draft}
                orders={p.byId}
                couriers={p.couriers}
                busy={p.busy !== null}
                onCourier={(courierId) => p.setCourier(draft.id, courierId)}
                onMove={(orderId, delta) => p.move(draft, orderId, delta)}
                onCancel={() => p.cancel(draft.id)}
                onReopen={() => p.reopen(draft.id)}
                onConfirm={() => p.confirmDraft(draft)}
              />
            ))}
          </Stack>
          <Tabs value={tab} onChange={(_e, value: 'despachos' | 'entregues') => setTab(value)} variant="fullWidth">
            <Tab
              value="despachos"
              label={`${MSG.DISPATCHES_TAB} (${p.groups.despachos.length})`}
              data-testid="routing-tab-dispatches"
            />
            <Tab
              value="entregues"
              label={`${MSG.DELIVERED_TAB} (${p.groups.entregues.length})`}
              data-testid="routing-tab-delivered"
            />
          </Tabs>
          <Stack spacing={1} sx={{ py: 1, px: { xs: 0, md: 1 }, overflowY: 'auto', flex: 1, minHeight: 0 }}>
            {routes.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                {tab === 'despachos' ? MSG.NO_DISPATCH_DONE : MSG.NO_DISPATCH_DELIVERED}
              </Typography>
            ) : (
              routes.map((group) => (
                <RouteCard
                  key={group.agrupadorDespacho}
                  group={group}
                  config={p.mapConfig}
                  couriers={p.couriers}
                  busy={p.busy !== null}
                  onAdvance={() => p.advanceRoute(group)}
                  onCourier={(courierId) => p.changeRouteCourier(group, courierId)}
                  selectedCount={p.planning.selected.length}
                  onOptimize={() => p.optimizeRoute(group)}
                  onRemoveStop={(orderId) => p.removeStop(group, orderId)}
                  onAddSelected={() => p.addSelected(group)}
                />
              ))
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
