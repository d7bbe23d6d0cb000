import type { TOrdersByCourier } from '@brasa/contracts';
import { MSG, PREPARATION_RECOMMENDED_MINUTES, formatMoney, sumCents, toCents } from '@brasa/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { courierScreenQueries, type Period } from '../api/courier-api';
import {
  CONFERENCE_COLUMNS,
  courierIndicators,
  readColumnPreferences,
  writeColumnPreference,
} from '../model/conference';
import { readPeriod } from '../model/period';
import { PeriodBar, type DayTexts } from './period-bar';

const TEXTS = {
  TITLE: 'Conferência',
  COLUMNS: 'Colunas',
  EMPTY: 'Nenhum pedido de entregador no período.',
  NO_COURIER: 'Sem entregador',
  TICKET: 'Ticket médio',
  PREPARATION: 'Tempo de preparo',
  recommendation: `Recomendado entre ${PREPARATION_RECOMMENDED_MINUTES.from} e ${PREPARATION_RECOMMENDED_MINUTES.to} min`,
  orders: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
  minutes: (m: number | null) => (m === null ? 'sem pedidos medidos' : `média de ${Math.round(m)} min`),
} as const;

/** Tab 'Entregadores' (Conferência, doc 4 §2): the period's orders by courier, with the chosen columns. */
export function ConferenceTab({ defaults }: { defaults: DayTexts }) {
  const [period, setPeriod] = useState<Period>(() => {
    const initial = readPeriod(defaults.from, defaults.to);
    if (!initial.ok) throw new Error(initial.message);
    return initial.period;
  });
  const [columns, setColumns] = useState(readColumnPreferences);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const query = useQuery(courierScreenQueries.byCourier(period));
  const shown = CONFERENCE_COLUMNS.filter((column) => columns[column.id]);

  return (
    <Stack spacing={2} data-testid="conference-tab">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
          {TEXTS.TITLE}
        </Typography>
        <PeriodBar
          defaults={defaults}
          searching={query.isFetching}
          onSearch={(next) => {
            setPeriod(next);
            if (next.dtInicio === period.dtInicio && next.dtFinal === period.dtFinal) void query.refetch();
          }}
          testId="conference"
        />
        <Button
          startIcon={<ViewColumnIcon />}
          onClick={(e) => setMenu(e.currentTarget)}
          data-testid="conference-columns"
        >
          {TEXTS.COLUMNS}
        </Button>
        <Menu open={menu !== null} anchorEl={menu} onClose={() => setMenu(null)}>
          {CONFERENCE_COLUMNS.map((column) => (
            <MenuItem key={column.id} dense>
              <FormControlLabel
                label={column.label}
                control={
                  <Checkbox
                    size="small"
                    checked={columns[column.id] ?? false}
                    onChange={(event) => setColumns(writeColumnPreference(column.id, event.target.checked))}
                    slotProps={{ input: { ...{ 'data-testid': `conference-column-${column.id}` } } }}
                  />
                }
              />
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {query.isError ? <Alert severity="error">{readErrorMessage(query.error, MSG.DATA_LOAD_FAILED)}</Alert> : null}
      {query.isPending ? <CircularProgress sx={{ alignSelf: 'center' }} /> : null}
      {query.data && query.data.length === 0 ? <Typography color="text.secondary">{TEXTS.EMPTY}</Typography> : null}
      {query.data?.map((group) => (
        <CourierAccordion key={group.pessoa.id} group={group} shown={shown} />
      ))}
    </Stack>
  );
}

function CourierAccordion({ group, shown }: { group: TOrdersByCourier; shown: typeof CONFERENCE_COLUMNS }) {
  const indicators = courierIndicators(group.pedidos);
  const total = sumCents(group.pedidos.filter((o) => o.situacao !== 'CANCELADO').map((o) => toCents(o.totalPedido)));
  const name = group.pessoa.id === -1 ? TEXTS.NO_COURIER : group.pessoa.nome;
  return (
    <Accordion disableGutters data-testid={`conference-courier-${group.pessoa.id}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' }, width: '100%' }}
        >
          <Typography sx={{ fontWeight: 600, minWidth: 180 }}>{name}</Typography>
          <Typography variant="body2">{TEXTS.orders(group.pedidos.length)}</Typography>
          <Typography variant="body2">{formatMoney(total)}</Typography>
          <Typography variant="body2" data-testid={`conference-ticket-${group.pessoa.id}`}>
            {TEXTS.TICKET}: {formatMoney(indicators.ticketAverageCents)}
          </Typography>
          <Tooltip title={`${TEXTS.PREPARATION}: ${TEXTS.minutes(indicators.averageMinutes)}. ${TEXTS.recommendation}`}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Rating
                value={indicators.stars}
                precision={0.5}
                readOnly
                size="small"
                data-testid={`conference-stars-${group.pessoa.id}`}
                data-stars={indicators.stars.toFixed(2)}
              />
            </Box>
          </Tooltip>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <TableContainer>
          <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {shown.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {group.pedidos.map((order) => (
                <TableRow key={order.id} data-testid={`conference-order-${order.id}`}>
                  {shown.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.value(order)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}
