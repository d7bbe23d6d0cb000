import type { TCourierSettlementEntry } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, useState } from 'react';
import { balanceText, dayLineKey, doneDaysText, openDays, settlementMovementsOf, totalsOf } from '../model/settlement';

const money = (reais: number) => formatMoneyReais(reais);
const dayText = (day: string) => day.split('-').reverse().join('/');

interface Props {
  list: readonly TCourierSettlementEntry[];
  selected: ReadonlySet<string>;
  onToggle: (keys: readonly string[], on: boolean) => void;
  /** Opens the receipt of these settlement movements (a settled day's). */
  onReceipt: (movementIds: readonly number[]) => void;
}

/** One row per courier ('done days / total days', open days' sums), its days below (doc 4 §2, §3, §9). */
export function SettlementTable({ list, selected, onToggle, onReceipt }: Props) {
  return (
    <TableContainer>
      <Table size="small" data-testid="settlement-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell padding="checkbox" />
            <TableCell>Entregador</TableCell>
            <TableCell align="center">Dias acertados</TableCell>
            <TableCell align="right">A pagar</TableCell>
            <TableCell align="right">Recebido</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((entry) => (
            <CourierRows
              key={entry.pessoa.id}
              entry={entry}
              selected={selected}
              onToggle={onToggle}
              onReceipt={onReceipt}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CourierRows({
  entry,
  selected,
  onToggle,
  onReceipt,
}: {
  entry: TCourierSettlementEntry;
  selected: ReadonlySet<string>;
  onToggle: Props['onToggle'];
  onReceipt: Props['onReceipt'];
}) {
  const [open, setOpen] = useState(false);
  const open_ = openDays(entry);
  const keys = open_.map(dayLineKey);
  const chosen = keys.filter((key) => selected.has(key)).length;
  const totals = totalsOf(open_);
  const id = entry.pessoa.id;
  return (
    <Fragment>
      <TableRow data-testid={`settlement-courier-${id}`} sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-label="Dias"
            data-testid={`settlement-expand-${id}`}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell padding="checkbox">
          <Checkbox
            disabled={keys.length === 0}
            checked={keys.length > 0 && chosen === keys.length}
            indeterminate={chosen > 0 && chosen < keys.length}
            onChange={(event) => onToggle(keys, event.target.checked)}
            slotProps={{ input: { 'aria-label': entry.pessoa.nome, ...{ 'data-testid': `settlement-select-${id}` } } }}
          />
        </TableCell>
        <TableCell>{entry.pessoa.nome}</TableCell>
        <TableCell align="center" data-testid={`settlement-days-${id}`}>
          {doneDaysText(entry)}
        </TableCell>
        <TableCell align="right">{money(totals.valorPagar)}</TableCell>
        <TableCell align="right">{money(totals.valor)}</TableCell>
        <TableCell align="right" data-testid={`settlement-balance-${id}`}>
          <Tooltip title={balanceText(totals.saldo)}>
            <span style={{ color: totals.saldo < 0 ? '#c62828' : undefined }}>{money(totals.saldo)}</span>
          </Tooltip>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <DayRows entry={entry} selected={selected} onToggle={onToggle} onReceipt={onReceipt} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function DayRows({
  entry,
  selected,
  onToggle,
  onReceipt,
}: {
  entry: TCourierSettlementEntry;
  selected: ReadonlySet<string>;
  onToggle: Props['onToggle'];
  onReceipt: Props['onReceipt'];
}) {
  return (
    <Table size="small" sx={{ my: 1, '& td, & th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Dia</TableCell>
          <TableCell align="right">Pedidos</TableCell>
          <TableCell align="right">Taxas de entrega</TableCell>
          <TableCell align="right">Diária</TableCell>
          <TableCell align="right">Por entrega</TableCell>
          <TableCell align="right">% entrega</TableCell>
          <TableCell align="right">Mínimo</TableCell>
          <TableCell align="right">A pagar</TableCell>
          <TableCell align="right">Recebido</TableCell>
          <TableCell align="right">Saldo</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.dias.map((day) => {
          const key = dayLineKey(day);
          const movementIds = day.isAcertoDone ? settlementMovementsOf(entry, day) : [];
          return (
            <TableRow key={key} data-testid={`settlement-day-${key}`}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  disabled={day.isAcertoDone}
                  checked={!day.isAcertoDone && selected.has(key)}
                  onChange={(event) => onToggle([key], event.target.checked)}
                />
              </TableCell>
              <TableCell>{dayText(day.dataPedido)}</TableCell>
              <TableCell align="right">{day.pedidos.length}</TableCell>
              <TableCell align="right">{money(day.totalValorEntrega)}</TableCell>
              <TableCell align="right">{money(day.valores.diaria)}</TableCell>
              <TableCell align="right">{money(day.valores.totalPorEntrega)}</TableCell>
              <TableCell align="right">{money(day.valores.totalPorcentagemEntrega)}</TableCell>
              <TableCell align="right">{money(day.valores.entregadorValorMinimo)}</TableCell>
              <TableCell align="right">{money(day.valorPagar)}</TableCell>
              <TableCell align="right">{money(day.valor)}</TableCell>
              <TableCell align="right">{money(day.saldo)}</TableCell>
              <TableCell>
                {day.isAcertoDone ? <Chip size="small" color="success" label="Acertado" /> : null}
                {movementIds.length > 0 ? (
                  <Tooltip title={MSG.GENERATE_RECEIPT}>
                    <IconButton
                      size="small"
                      aria-label={MSG.GENERATE_RECEIPT}
                      onClick={() => onReceipt(movementIds)}
                      data-testid={`settlement-day-receipt-${key}`}
                    >
                      <ReceiptLongIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
