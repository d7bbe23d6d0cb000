import type { TOrder } from '@brasa/contracts';
import { MSG, ROLES, hasRole, type OrderStatus } from '@brasa/domain';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import { preloadablePage, usePageReady } from '../../../app/preloadable-page';
import { useProfile } from '../../../shared/session/use-session';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { openOrderDetail } from '../../../shared/order-dialog/order-dialog-store';
import { useStoredState } from '../../../shared/storage/use-stored-state';
import { useNotify } from '../../../shared/ui/notify';
import { useBoardParameters } from '../../../shared/settings/board-parameters';
import { orderQueries } from '../../../shared/orders/order-queries';
import { groupOrdersByStatus, boardColumns } from '../model/board-columns';
import {
  countActiveFilters,
  filterBoardOrders,
  sanitizeBoardFilters,
  sanitizeSearchBy,
} from '../../../shared/orders/board-filters';
import { BOARD_TEXTS } from '../../../shared/order-move/board-messages';
import { DEFAULT_PERIOD, buildBoardQuery, periodRange, type PeriodChoice } from '../../../shared/orders/board-query';
import { BOARD_FILTERS_KEY } from '../../../shared/orders/board-landing';
import { calculateBoardTotals } from '../model/board-totals';
import { useBoardClock } from '../hooks/use-board-clock';
import { useBoardRealtime } from '../hooks/use-board-realtime';
import { useIntegrationPolling } from '../hooks/use-integration-polling';
import { useOrderMove } from '../../../shared/order-move/use-order-move';
import { BoardKanban } from './board-kanban';
import { BoardToolbar } from './board-toolbar';
import { BoardTotalsStrip } from './board-totals-strip';
import { ParameterIndicators, SoundToggle } from './column-header-extras';
import { FiltersDrawer } from './filters-drawer';
import { OrderMoveDialogs } from '../../../shared/order-move/order-move-dialogs';
import { DisputeNotifier } from './dispute-notifier';

// The order list (its table and pagination, whose module builds an Intl number formatter as it loads) and the
// multi-status dialog are their own chunks, fetched on their first opening: not part of the board's boot.
const OrderListDialog = preloadablePage(() => import('./order-list-dialog').then((m) => m.OrderListDialog));
const MultiStatusDialog = preloadablePage(() => import('./multi-status-dialog').then((m) => m.MultiStatusDialog));

const NO_ORDERS: TOrder[] = [];
// The page's boxes, styled once here instead of a Stack and `sx` objects resolved on every render.
const Page = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  // The Stack this replaces spaced its first drawn row from the hidden heading too (a margin, not a gap).
  paddingTop: theme.spacing(1.5),
  boxSizing: 'border-box',
  minHeight: 480,
  [theme.breakpoints.up('md')]: { height: 'calc(100vh - 112px)' },
}));
const ActionsRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(1),
}));
const Spacer = styled('div')({ flexGrow: 1 });
const MOVING_OVERLAY_SX = {
  zIndex: (theme: Theme) => theme.zIndex.modal + 1,
  color: '#fff',
  flexDirection: 'column',
  gap: 2,
} as const;

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** doc 2 §9: searches are debounced 200 ms. */
const SEARCH_DEBOUNCE_MS = 200;

/** The delivery order board at / and /delivery (doc 2 §2.1, doc 4 §2 "Delivery board"). */
export function DeliveryBoardPage() {
  const profile = useProfile();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { orderBy } = useTerminalSettings();
  const parameters = useBoardParameters();
  const [filters, setFilters] = useStoredState(BOARD_FILTERS_KEY, sanitizeBoardFilters);
  const [searchBy, setSearchBy] = useStoredState('boardSearchBy', sanitizeSearchBy);
  const [searchText, setSearchText] = useState('');
  const text = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const [now, refreshClock] = useBoardClock();
  const [dialog, setDialog] = useState<'filters' | 'list' | 'multiStatus' | null>(null);

  const params = useMemo(
    () => buildBoardQuery(period, filters.imported, orderBy, now),
    [period, filters.imported, orderBy, now],
  );
  const range = useMemo(() => periodRange(period, now), [period, now]);
  const board = useQuery({ ...orderQueries.board(params), placeholderData: keepPreviousData });
  const orders = board.isError ? NO_ORDERS : (board.data ?? NO_ORDERS);
  useBoardRealtime();
  useIntegrationPolling();
  const move = useOrderMove();

  useEffect(() => {
    if (board.isError) notify.error(MSG.ORDERS_FETCH_FAILED);
  }, [board.isError, board.errorUpdatedAt, notify]);

  const visible = useMemo(() => filterBoardOrders(orders, filters, text, searchBy), [orders, filters, text, searchBy]);
  const groups = useMemo(() => groupOrdersByStatus(visible, orderBy), [visible, orderBy]);
  const allGroups = useMemo(() => groupOrdersByStatus(orders, orderBy), [orders, orderBy]);
  const columns = useMemo(
    () => boardColumns(allGroups, parameters.awaitingPickupEnabled),
    [allGroups, parameters.awaitingPickupEnabled],
  );
  const totals = useMemo(() => calculateBoardTotals(visible), [visible]);
  const channelsInUse = useMemo(() => [...new Set(orders.map((order) => order.tipoImportacao))], [orders]);
  const showTotals = profile !== null && hasRole(profile, ROLES.ROLE_ESCONDER_SOMATORIOS_PDV_BRASA);

  // Kept while nothing they show changes, so a re-render of the page (a refetch starting or ending, the
  // toolbar) does not re-render the kanban, its columns and cards (BoardKanban and BoardColumn are memos).
  const { autoPrint, autoConfirm } = parameters;
  const headerExtras = useMemo(() => {
    const extras: Partial<Record<OrderStatus, ReactNode>> = {};
    if (columns[0]) extras[columns[0]] = <SoundToggle />;
    if (columns[1]) extras[columns[1]] = <ParameterIndicators autoPrint={autoPrint} autoConfirm={autoConfirm} />;
    return extras;
  }, [columns, autoPrint, autoConfirm]);

  const reload = () => {
    refreshClock();
    void queryClient.invalidateQueries({ queryKey: orderQueries.boards() });
  };
  const closeDialog = useCallback(() => setDialog(null), []);
  const isFiltersMounted = useHasOpened(dialog === 'filters');
  // A dialog whose chunk is not here yet draws once it is (no Suspense fallback and its reveal delay).
  const isListReady = usePageReady(OrderListDialog, dialog === 'list');
  const isMultiStatusReady = usePageReady(MultiStatusDialog, dialog === 'multiStatus');
  const isMovingOverlayMounted = useHasOpened(move.isSending);

  return (
    <Page data-testid="board-page">
      {/* The top bar already shows the page title: the heading is for screen readers. */}
      <Typography component="h1" sx={VISUALLY_HIDDEN}>
        Delivery
      </Typography>
      <ActionsRow>
        <Button
          variant="outlined"
          startIcon={<ListAltIcon />}
          onClick={() => setDialog('list')}
          data-testid="board-open-list"
        >
          {MSG.ORDER_LIST_TITLE}
        </Button>
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          onClick={() => setDialog('multiStatus')}
          data-testid="board-open-multi-status"
        >
          {MSG.MULTI_STATUS_TITLE}
        </Button>
        <Spacer />
        {showTotals ? <BoardTotalsStrip totals={totals} /> : null}
      </ActionsRow>
      <BoardToolbar
        searchText={searchText}
        onSearchTextChange={setSearchText}
        searchBy={searchBy}
        onSearchByChange={setSearchBy}
        period={period}
        onPeriodChange={setPeriod}
        periodRange={range}
        activeFilters={countActiveFilters(filters)}
        onOpenFilters={() => setDialog('filters')}
        isFetching={board.isFetching}
        onReload={reload}
      />
      {board.isPending ? <LinearProgress /> : null}
      {board.isError ? (
        <Alert severity="error" data-testid="board-error">
          {MSG.ORDERS_FETCH_FAILED}
        </Alert>
      ) : !board.isPending && visible.length === 0 ? (
        <Alert severity="info" data-testid="board-empty">
          {MSG.NO_ORDER_FOUND_USE_FILTER}
        </Alert>
      ) : null}
      <BoardKanban
        columns={columns}
        groups={groups}
        awaitingPickupEnabled={parameters.awaitingPickupEnabled}
        headerExtras={headerExtras}
        onOpen={openOrderDetail}
        onMove={move.requestMove}
      />

      {isFiltersMounted ? (
        <FiltersDrawer
          open={dialog === 'filters'}
          onClose={closeDialog}
          filters={filters}
          onChange={setFilters}
          channelsInUse={channelsInUse}
        />
      ) : null}
      <DisputeNotifier />
      {dialog === 'list' && isListReady ? <OrderListDialog onClose={closeDialog} onDetail={openOrderDetail} /> : null}
      {dialog === 'multiStatus' && isMultiStatusReady ? (
        <MultiStatusDialog
          orders={orders}
          awaitingPickupEnabled={parameters.awaitingPickupEnabled}
          limit={parameters.dispatchLimit}
          onClose={closeDialog}
        />
      ) : null}
      <OrderMoveDialogs move={move} />
      {isMovingOverlayMounted ? (
        <Backdrop open={move.isSending} sx={MOVING_OVERLAY_SX} data-testid="board-moving-overlay">
          <CircularProgress color="inherit" />
          <Typography>{BOARD_TEXTS.MOVING_TO_SENT}</Typography>
        </Backdrop>
      ) : null}
    </Page>
  );
}
