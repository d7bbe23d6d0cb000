import type { TOrder } from '@brasa/contracts';
import { MSG, ROLES, hasRole } from '@brasa/domain';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { newIdentifierOrderSearch } from '../../../shared/order-dialog/new-order-link';
import { openPayment } from '../../../shared/order-dialog/order-dialog-store';
import { useProfile } from '../../../shared/session/use-session';
import { useStoredState } from '../../../shared/storage/use-stored-state';
import { useNotify } from '../../../shared/ui/notify';
import { useCanTakePayment } from '../../../shared/session/use-can-take-payment';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { useTabsBoard } from '../hooks/use-tabs-board';
import { useTabsSettings } from '../hooks/use-tabs-settings';
import { useTabsShortcuts } from '../hooks/use-tabs-shortcuts';
import { sanitizeCardSort, sortCards, typePlural, typeWord, type IdentifierCard } from '../model/identifier-cards';
import { searchIdentifier } from '../model/identifier-search';
import { offlineCardsStore } from '../model/offline-cards';
import type { CardRef, TabsDialog } from '../model/tabs-dialog';
import { TABS_TEXTS } from '../model/tabs-texts';
import { CardGrid } from './card-grid';
import { TabsDialogs } from './tabs-dialogs';
import { TabsSearchBar } from './tabs-search-bar';
import { TabsTotalsStrip } from './tabs-totals-strip';

const cardKey = (card: IdentifierCard) => `${card.identifier.tipo}:${card.identifier.identificador}`;

/** Ours: a shortcut that acts on one order needs a card with one order chosen. */
const SELECT_ONE_CARD = 'Selecione uma comanda ou mesa com um pedido.';

/** The tab and table board at /pedidosIdentificador (doc 3 §2.3). */
export function TabsBoardPage() {
  const profile = useProfile();
  const notify = useNotify();
  const navigate = useNavigate();
  const settings = useTabsSettings();
  const model = settings.model;
  const board = useTabsBoard(model);
  const { isOnline, cards } = board;
  const now = useMinuteClock();
  const unit = profile?.unidade.uuid ?? 'sem-unidade';
  const [sort, setSort] = useStoredState(`tabsSort.${unit}`, sanitizeCardSort);
  const [tab, setTab] = useState<'main' | 'tables'>('main');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<TabsDialog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { list: cachedOrders } = offlineCardsStore.useList();
  const canPay = useCanTakePayment();
  const showTables = model === 'COMANDA';
  const showTotals = profile !== null && hasRole(profile, ROLES.ROLE_ESCONDER_SOMATORIOS_PDV_BRASA);

  const shown = useMemo(
    () => sortCards(tab === 'tables' && showTables ? cards.tables : cards.main, sort),
    [tab, showTables, cards.tables, cards.main, sort],
  );
  const other = useMemo(() => sortCards(cards.other, sort), [cards.other, sort]);
  const selectedCards = useMemo(
    () => [...cards.main, ...cards.tables, ...cards.other].filter((card) => selected.has(cardKey(card))),
    [cards, selected],
  );

  const refOf = (card: IdentifierCard): CardRef => ({
    tipo: card.identifier.tipo,
    number: card.identifier.identificador,
    byTable: tab === 'tables' && showTables && card.identifier.tipo === 'MESA',
  });

  const newOrder = useCallback(
    (card: IdentifierCard, byTable: boolean) => {
      const table = card.identifier.identificador;
      const preset = byTable
        ? { tipo: model, identificadorPrincipal: '', identificadorSecundario: table }
        : { tipo: card.identifier.tipo, identificadorPrincipal: table, identificadorSecundario: '' };
      navigate({ search: newIdentifierOrderSearch(preset) });
    },
    [model, navigate],
  );

  const open = useCallback(
    (card: IdentifierCard) => {
      if (!isOnline) return notify.warning(MSG.OFFLINE_LOAD_TABLE);
      const byTable = tab === 'tables' && showTables && card.identifier.tipo === 'MESA';
      if (card.orders.length > 0) return setDialog({ kind: 'orders', ref: refOf(card) });
      if (card.identifier.status === 'BLOQUEADO') return notify.warning(MSG.IDENTIFIER_BLOCKED);
      newOrder(card, byTable);
    },
    // refOf reads tab and showTables, listed here
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isOnline, notify, tab, showTables, newOrder],
  );

  const toggle = useCallback((card: IdentifierCard) => {
    setSelected((current) => {
      const next = new Set(current);
      const key = cardKey(card);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const search = (text: string) => {
    if (!isOnline) return notify.warning(MSG.OFFLINE_LOAD_TABLE);
    const result = searchIdentifier(cards.main, text, model);
    if (!result.ok) return notify.warning(result.message);
    setDialog({ kind: 'orders', ref: refOf(result.card) });
  };

  /** The one order the shortcuts act on: the chosen card's, when it has exactly one. */
  const chosenOrder = (): TOrder | null => {
    const card = selectedCards[0];
    return card && card.orders.length === 1 ? card.orders[0]! : null;
  };

  useTabsShortcuts(
    {
      focusSearch: () => searchRef.current?.focus(),
      pay: () => {
        const order = chosenOrder();
        if (!isOnline || !canPay) return;
        if (!order) return notify.info(SELECT_ONE_CARD);
        openPayment(order);
      },
      info: () => {
        const order = chosenOrder();
        if (!isOnline) return;
        if (!order) return notify.info(SELECT_ONE_CARD);
        setDialog({ kind: 'info', orderId: order.id });
      },
      joinOrTransfer: () => {
        if (!isOnline) return;
        const card = selectedCards[0];
        setDialog({ kind: 'join', ref: card ? refOf(card) : null, tab: 'join' });
      },
      allOrders: () => setDialog({ kind: 'all' }),
    },
    true,
  );

  const label = typeWord(model);
  const grid = (cards: IdentifierCard[], testId: string) => (
    <CardGrid
      cards={cards}
      now={now}
      isOnline={isOnline}
      selected={selected}
      cardKey={cardKey}
      onOpen={open}
      onToggle={toggle}
      testId={testId}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1, sm: 2 } }} data-testid="tabs-board">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Tabs
          value={tab}
          onChange={(_, value: 'main' | 'tables') => setTab(value)}
          sx={{ minHeight: 40, flexShrink: 0 }}
        >
          <Tab value="main" label={typePlural(model)} data-testid="tabs-main-tab" sx={{ minHeight: 40 }} />
          {showTables ? (
            <Tab value="tables" label={MSG.TABLES_TAB} data-testid="tabs-tables-tab" sx={{ minHeight: 40 }} />
          ) : null}
        </Tabs>
        <TabsSearchBar inputRef={searchRef} label={label} sort={sort} onSort={setSort} onSearch={search} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SwapHorizIcon />}
            disabled={!isOnline}
            onClick={() => {
              const card = selectedCards[0];
              setDialog({ kind: 'join', ref: card ? refOf(card) : null, tab: 'join' });
            }}
            data-testid="tabs-join-button"
          >
            {TABS_TEXTS.JOIN_TRANSFER}
          </Button>
          {selectedCards.some((card) => card.orders.some((order) => order.tipo === 'COMANDA')) ? (
            <Button
              size="small"
              variant="outlined"
              disabled={!isOnline}
              onClick={() =>
                setDialog({
                  kind: 'tables',
                  orders: selectedCards.flatMap((card) => card.orders).filter((order) => order.tipo === 'COMANDA'),
                })
              }
              data-testid="tabs-change-tables-button"
            >
              {TABS_TEXTS.CHANGE_TABLES}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            startIcon={<ListAltIcon />}
            onClick={() => setDialog({ kind: 'all' })}
            data-testid="tabs-all-button"
          >
            {TABS_TEXTS.ALL_ORDERS}
          </Button>
          {!isOnline ? (
            <Button
              size="small"
              color="warning"
              variant="contained"
              startIcon={<CloudOffIcon />}
              onClick={() => setDialog({ kind: 'offline' })}
              data-testid="tabs-offline-button"
            >
              {`${TABS_TEXTS.OFFLINE_ORDERS} (${cachedOrders.length})`}
            </Button>
          ) : null}
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        {showTotals ? <TabsTotalsStrip totals={board.totals} /> : null}
      </Box>
      {board.isLoading ? <LinearProgress /> : null}
      {board.error ? (
        <Alert severity="error">{readErrorMessage(board.error, MSG.IDENTIFIERS_FETCH_FAILED)}</Alert>
      ) : null}
      {grid(shown, 'tabs-grid')}
      {tab === 'main' && other.length > 0 ? (
        <Box data-testid="tabs-other">
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {MSG.OTHER_OPEN_ORDERS}
          </Typography>
          {grid(other, 'tabs-other-grid')}
        </Box>
      ) : null}
      <TabsDialogs
        dialog={dialog}
        setDialog={setDialog}
        board={board}
        model={model}
        serviceFee={settings.serviceFee}
        cachedOrders={cachedOrders}
        onNewOrder={newOrder}
        onSaved={(saved) => {
          board.applySaved(saved);
          setSelected(new Set());
        }}
      />
    </Box>
  );
}
