import { HEAT_MAP, MSG, circleStats, formatQueryDateTime, type LatLngPoint } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { DEFAULT_CENTER, mapQueries } from '../../../shared/map/map-config';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { geocodePeople, savePeopleCoordinates, updateCompanyLocation } from '../api/heat-map-api';
import { useHeatMapSales } from '../hooks/use-heat-map-sales';
import { CirclePanel } from './circle-panel';
import type { HeatMapMode } from './heat-map-view';
import { LazyHeatMapView } from './lazy-heat-map-view';
import { SalesListDialog } from './sales-list-dialog';

/** The period picker's default: the last 90 days, today included. */
export const DEFAULT_PERIOD_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');
const dayInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** 'yyyy-MM-dd' from the date input → 'yyyy-MM-dd 00:00:00' (doc 4 §7, as the DRE's). */
const queryDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatQueryDateTime(new Date(y, m - 1, d));
};

/** /salesHeatMap (doc 3 §2.2, §5, §8, §9): where the customers order from, by heat points or a distance circle. */
export function SalesHeatMapPage() {
  const notify = useNotify();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const config = useQuery(mapQueries.config());
  const { orders, summary, progress, isLoading, search } = useHeatMapSales();
  const [from, setFrom] = useState(() => dayInput(new Date(Date.now() - DEFAULT_PERIOD_DAYS * 86_400_000)));
  const [to, setTo] = useState(() => dayInput(new Date()));
  const [mode, setMode] = useState<HeatMapMode>('PONTOS');
  const [listing, setListing] = useState(false);
  const [updating, setUpdating] = useState(false);
  const company = config.data?.empresa ?? null;
  const center: LatLngPoint = company ?? DEFAULT_CENTER;
  const [circle, setCircle] = useState<{ center: LatLngPoint; radius: number } | null>(null);
  const shownCircle = circle ?? { center, radius: HEAT_MAP.CIRCLE_START_METERS };

  const run = () => {
    if (!from || !to) {
      notify.error(MSG.NO_PERIOD);
      return;
    }
    void search({ dataInicial: queryDate(from), dataFinal: queryDate(to) });
  };
  // The page opens with the default period searched.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => run(), []);

  const customers = useMemo(() => summary?.customers ?? [], [summary]);
  const stats = useMemo(
    () => circleStats(customers, shownCircle.center, shownCircle.radius),
    [customers, shownCircle.center, shownCircle.radius],
  );

  const updateCompany = async () => {
    if (!profile) return;
    setUpdating(true);
    try {
      await updateCompanyLocation(profile.unidade.uuid);
      await queryClient.invalidateQueries({ queryKey: mapQueries.config().queryKey });
      setCircle(null);
      notify.success(MSG.COORDINATES_UPDATED);
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.COORDINATES_UPDATE_FAILED));
    } finally {
      setUpdating(false);
    }
  };

  /** doc 3 §5, §8: geocode the people without a point, save the found ones, list the incomplete addresses. */
  const updatePeople = async () => {
    if (!summary) return;
    setUpdating(true);
    try {
      if (summary.pedidosEnderecoIncompleto.length) {
        notify.error(MSG.coordenadasNaoEncontradas(summary.pedidosEnderecoIncompleto.join(', ')));
      }
      const ids = summary.semCoordenadas.map((p) => p.id);
      if (ids.length === 0) return;
      let found;
      try {
        found = await geocodePeople(ids);
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.COORDINATES_UPDATE_FAILED));
        return;
      }
      if (found.encontrados.length) {
        try {
          await savePeopleCoordinates(found.encontrados);
        } catch (error) {
          notify.error(readErrorMessage(error, MSG.COORDINATES_SAVE_FAILED));
          return;
        }
        notify.success(MSG.COORDINATES_UPDATED);
        run();
      }
      if (found.naoEncontrados.length) notify.warning(MSG.pessoasSemCoordenadas(found.naoEncontrados.length));
    } finally {
      setUpdating(false);
    }
  };

  // People without a point: those the geocoder may find plus those whose address is incomplete.
  const pending = useMemo(() => {
    if (!summary || !orders) return 0;
    const incomplete = new Set(summary.pedidosEnderecoIncompleto);
    const incompletePeople = new Set(orders.filter((o) => incomplete.has(o.id)).map((o) => o.pessoa.id));
    return summary.semCoordenadas.length + incompletePeople.size;
  }, [summary, orders]);
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;

  return (
    <Stack sx={{ height: 'calc(100vh - 96px)', minHeight: 480, gap: 1 }}>
      <Typography variant="h5" component="h1">
        Mapa de calor
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="De"
          type="date"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Até"
          type="date"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={run} disabled={isLoading}>
          {isLoading ? 'Buscando...' : 'Buscar'}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, value: HeatMapMode | null) => value && setMode(value)}
        >
          <ToggleButton value="PONTOS">Pontos de Calor</ToggleButton>
          <ToggleButton value="RAIO">Raio de Distância</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" onClick={() => setListing(true)} disabled={!orders}>
          Listagem
        </Button>
      </Stack>
      {isLoading && progress ? (
        <Box data-testid="heat-map-progress">
          <LinearProgress variant={progress.total ? 'determinate' : 'indeterminate'} value={percent} />
          <Typography variant="caption">
            {progress.loaded} de {progress.total} pedidos
          </Typography>
        </Box>
      ) : null}
      {config.data && !company ? (
        <Alert severity="warning">
          {MSG.COMPANY_WITHOUT_COORDINATES}{' '}
          <Link component="button" onClick={updateCompany} disabled={updating}>
            Clique para atualizar
          </Link>
        </Alert>
      ) : null}
      {summary && pending > 0 ? (
        <Alert severity="warning" data-testid="people-without-coordinates">
          {MSG.pessoasSemCoordenadas(pending)}{' '}
          <Link component="button" onClick={updatePeople} disabled={updating}>
            Clique para atualizar
          </Link>
        </Alert>
      ) : null}
      {summary ? (
        <Typography variant="body2" color="text.secondary" data-testid="heat-map-summary">
          {orders?.length ?? 0} venda(s) de {customers.length} cliente(s) no mapa
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative', flex: 1, minHeight: 360 }}>
        {config.data ? (
          <Suspense fallback={<LinearProgress />}>
            <LazyHeatMapView
              config={config.data}
              center={center}
              customers={customers}
              mode={mode}
              circle={shownCircle}
              onCircleChange={setCircle}
            />
          </Suspense>
        ) : null}
        {mode === 'RAIO' ? (
          <CirclePanel
            radius={shownCircle.radius}
            stats={stats}
            onRadiusChange={(radius) => setCircle({ center: shownCircle.center, radius })}
          />
        ) : null}
      </Box>
      <SalesListDialog open={listing} onClose={() => setListing(false)} customers={customers} orders={orders ?? []} />
    </Stack>
  );
}
