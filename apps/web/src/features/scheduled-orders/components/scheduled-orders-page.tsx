import { MSG, ORDER_STATUSES, ORDER_STATUS_LABELS, formatMoney, formatMoneyReais } from '@brasa/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PrintIcon from '@mui/icons-material/Print';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { orderNumber } from '../../../shared/orders/order-view';
import { openOrderDetail } from '../../../shared/order-dialog/order-dialog-store';
import { useNotify } from '../../../shared/ui/notify';
import { scheduledOrdersQuery } from '../api/scheduled-orders';
import { scheduledPrintHtml } from '../model/print-layout';
import {
  checkPeriod,
  dayKey,
  dayLabel,
  filterScheduled,
  groupScheduledByDay,
  maskDayBr,
  notificationPlaces,
  scheduledAt,
  type ScheduledDay,
} from '../model/scheduled-groups';
import { MultiSelect } from './multi-select';
import { printHtml } from '../../../shared/print/print-html';

const PLACES_CODE = ['TIPO_NOTIFICACAO_PRODUTO'] as const;
/** Ours: words the spec implies (doc 3 §2.1) without giving them. */
const TEXTS = {
  FROM: 'De',
  TO: 'Até',
  PLACES: 'Locais de notificação',
  STATUSES: 'Situação',
  PRINT_ALL: 'Imprimir lista',
  PRINT_DAY: 'Imprimir dia',
  EMPTY_DAY: 'Nenhum pedido agendado nesta data.',
  orders: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
} as const;

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The scheduled orders report at /agendados (doc 3 §2.1, §5, §8; doc 4 §7). */
export function ScheduledOrdersPage() {
  const notify = useNotify();
  const [from, setFrom] = useState(() => dayLabel(dayKey(new Date())));
  const [to, setTo] = useState(() => dayLabel(dayKey(addDays(new Date(), 7))));
  // The page opens with the coming week already searched: today's schedule is what the user comes for.
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(() => ({
    from: dayKey(new Date()),
    to: dayKey(addDays(new Date(), 7)),
  }));
  const [places, setPlaces] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const codes = useQuery(parameterQueries.genericCodes(PLACES_CODE));
  const placeOptions = useMemo(
    () =>
      notificationPlaces(codes.data?.find((code) => code.chave === 'TIPO_NOTIFICACAO_PRODUTO')?.codigo).map((p) => ({
        value: p,
        label: p,
      })),
    [codes.data],
  );
  const query = useQuery({
    ...scheduledOrdersQuery(period?.from ?? '', period?.to ?? ''),
    enabled: period !== null,
  });
  const days = useMemo(() => {
    if (!period || !query.data) return [];
    return groupScheduledByDay(filterScheduled(query.data, { places, statuses }), period.from, period.to, new Date());
  }, [period, query.data, places, statuses]);

  const search = () => {
    const check = checkPeriod(from, to);
    if (!check.ok) return notify.error(check.message);
    setPeriod({ from: check.from, to: check.to });
    if (period && period.from === check.from && period.to === check.to) void query.refetch();
  };
  const print = (list: readonly ScheduledDay[]) =>
    printHtml(scheduledPrintHtml(MSG.SCHEDULED_ORDERS_TITLE, list), 'scheduled-print-frame');
  const searching = query.isFetching;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="scheduled-page">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          label={TEXTS.FROM}
          value={from}
          placeholder="dd/mm/aaaa"
          onChange={(e) => setFrom(maskDayBr(e.target.value))}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'scheduled-from' } }}
        />
        <TextField
          size="small"
          label={TEXTS.TO}
          value={to}
          placeholder="dd/mm/aaaa"
          onChange={(e) => setTo(maskDayBr(e.target.value))}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'scheduled-to' } }}
        />
        <MultiSelect
          label={TEXTS.PLACES}
          options={placeOptions}
          value={places}
          onChange={setPlaces}
          testId="scheduled-places"
        />
        <MultiSelect
          label={TEXTS.STATUSES}
          options={STATUS_OPTIONS}
          value={statuses}
          onChange={setStatuses}
          testId="scheduled-statuses"
        />
        <Button variant="contained" onClick={search} disabled={searching} data-testid="scheduled-search">
          {searching ? MSG.SEARCHING : MSG.SEARCH}
        </Button>
        <Button
          startIcon={<PrintIcon />}
          disabled={!days.some((day) => day.orders.length > 0)}
          onClick={() => print(days)}
          data-testid="scheduled-print-all"
        >
          {TEXTS.PRINT_ALL}
        </Button>
      </Stack>
      {query.isError ? (
        <Alert severity="error" data-testid="scheduled-error">
          {MSG.pedidosAgendadosNaoBuscados(readErrorMessage(query.error, 'sem resposta do servidor'))}
        </Alert>
      ) : null}
      <Box>
        {days.map((day) => (
          <Accordion
            key={day.key}
            defaultExpanded={day.orders.length > 0}
            disableGutters
            data-testid={`scheduled-day-${day.key}`}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{day.label}</Typography>
                {day.isToday ? <Chip size="small" color="primary" label={MSG.TODAY} /> : null}
                <Typography variant="body2" color="text.secondary" data-testid={`scheduled-count-${day.key}`}>
                  {TEXTS.orders(day.orders.length)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`scheduled-total-${day.key}`}>
                  {formatMoney(day.total)}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {day.orders.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {TEXTS.EMPTY_DAY}
                </Typography>
              ) : (
                <>
                  <List dense disablePadding>
                    {day.orders.map((order) => (
                      <ListItem key={order.id} disableGutters data-testid="scheduled-order">
                        <ListItemText
                          primary={`${dateTimeText(scheduledAt(order)?.toISOString())} · ${orderNumber(order)} · ${
                            order.pessoaCliente?.nome ?? order.iFoodOrder.customer?.name ?? ''
                          }`}
                          secondary={`${ORDER_STATUS_LABELS[order.situacao as keyof typeof ORDER_STATUS_LABELS] ?? order.situacao} · ${formatMoneyReais(order.totalPedido ?? 0)}`}
                          onClick={() => openOrderDetail(order)}
                          sx={{ cursor: 'pointer' }}
                        />
                      </ListItem>
                    ))}
                  </List>
                  <IconButton
                    aria-label={TEXTS.PRINT_DAY}
                    onClick={() => print([day])}
                    data-testid={`scheduled-print-${day.key}`}
                  >
                    <PrintIcon />
                  </IconButton>
                </>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
