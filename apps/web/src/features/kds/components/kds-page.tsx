import { MSG } from '@brasa/domain';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { usePrintServerBase } from '../../../shared/api/print-server';
import { createAppTheme } from '../../../shared/ui/theme';
import { useNotify } from '../../../shared/ui/notify';
import { kdsQueries } from '../api/kds-queries';
import { useKdsActions } from '../hooks/use-kds-actions';
import { useKdsRealtime } from '../hooks/use-kds-realtime';
import { useKdsSettings } from '../hooks/use-kds-settings';
import { buildKdsCards } from '../model/kds-view';
import { KdsGrid } from './kds-grid';
import { KdsSettingsPanel } from './kds-settings-panel';
import { KDS_TEXTS } from './kds-texts';

const PLACES_CODE = ['TIPO_NOTIFICACAO_PRODUTO'] as const;
// The KDS hangs on a kitchen wall: dark, whatever the terminal's light/dark choice (doc 4 §2).
const KDS_THEME = createAppTheme('dark');

/** 'NN' (do not notify) is not a place a screen shows (doc 3 §9). */
const placesOf = (code: string | null | undefined) => [
  ...new Set(
    (code ?? '')
      .split(',')
      .map((place) => place.trim().toUpperCase())
      .filter((place) => place && place !== 'NN'),
  ),
];

/** The kitchen display at /kds (doc 3 §2.5, §3, §4.1, §7, §9). */
export function KdsPage() {
  return (
    <ThemeProvider theme={KDS_THEME}>
      <KdsScreen />
    </ThemeProvider>
  );
}

function KdsScreen() {
  const [settings, setSettings, unitUuid] = useKdsSettings();
  const base = usePrintServerBase();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ready = base !== undefined && unitUuid !== '';

  const listOptions = kdsQueries.list(base ?? '', unitUuid, settings);
  const list = useQuery({ ...listOptions, enabled: ready });
  const codes = useQuery(parameterQueries.genericCodes(PLACES_CODE));
  const locations = useQuery({ ...kdsQueries.printLocations(base ?? '', unitUuid), enabled: ready && anchor !== null });
  useKdsRealtime(listOptions.queryKey, settings);
  const { move, busyKeys } = useKdsActions(base ?? '', unitUuid, listOptions.queryKey, settings);

  useEffect(() => {
    if (list.isError) notify.error(MSG.KDS_ITEMS_FETCH_FAILED);
  }, [list.isError, notify]);
  useEffect(() => {
    if (locations.isError) notify.error(KDS_TEXTS.PRINT_LOCATIONS_FAILED);
  }, [locations.isError, notify]);

  const cards = useMemo(
    () => buildKdsCards(list.data ?? [], settings, deferredSearch),
    [list.data, settings, deferredSearch],
  );
  const itemCount = cards.reduce((sum, card) => sum + card.entries.length, 0);
  const places = placesOf(codes.data?.find((code) => code.chave === 'TIPO_NOTIFICACAO_PRODUTO')?.codigo);

  return (
    <Box
      sx={{
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100dvh - 64px)',
        m: { xs: -2, md: -3 },
      }}
      data-testid="kds-page"
      data-items={list.isPending ? undefined : itemCount}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        {/* The top bar shows the page title (doc 3 §2.5 'KDS (Kitchen Display System)'). */}
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="kds-counts">
          {KDS_TEXTS.ORDERS_COUNT(cards.length)} · {KDS_TEXTS.ITEMS_COUNT(itemCount)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={KDS_TEXTS.SEARCH}
          sx={{ width: 360, maxWidth: '40vw' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              sx: { fontSize: '1.15rem', minHeight: 52 },
            },
            htmlInput: { 'data-testid': 'kds-search', 'aria-label': KDS_TEXTS.SEARCH },
          }}
        />
        {list.isFetching ? <CircularProgress size={28} /> : null}
        <IconButton
          aria-label={KDS_TEXTS.SETTINGS}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 56, height: 56, border: 1, borderColor: 'divider' }}
          data-testid="kds-settings-button"
        >
          <SettingsIcon fontSize="large" />
        </IconButton>
      </Stack>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <KdsSettingsPanel
          settings={settings}
          onChange={setSettings}
          places={places}
          printLocations={locations.data ?? []}
        />
      </Popover>
      {cards.length === 0 && !list.isPending ? (
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }} spacing={1} data-testid="kds-empty">
          <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{MSG.NO_ORDER_FOUND}</Typography>
          <Typography sx={{ fontSize: '1.4rem', color: 'text.secondary' }}>{MSG.KDS_EMPTY_HINT}</Typography>
        </Stack>
      ) : (
        <KdsGrid cards={cards} grouped={settings.agrupamento === 'AGRUPADO'} busyKeys={busyKeys} onMove={move} />
      )}
    </Box>
  );
}
