import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { orderNumber } from '../../../shared/orders/order-view';
import { useNotify } from '../../../shared/ui/notify';
import { fetchOrdersOfIdentifier, joinOrders } from '../api/tabs-queries';
import { typeWord, type IdentifierType } from '../model/identifier-cards';
import { addToJoinList, checkJoin, joinSuccessMessages } from '../model/join-orders';
import { digitsOnly } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  tipo: IdentifierType;
  /** The orders the dialog opened with (the card's). */
  initial: readonly TOrder[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onJoined: (order: TOrder) => void;
  /** The numbers in the list, so the dialog can close on an update of one of them (doc 1 §4). */
  onNumbersChange: (numbers: string[]) => void;
}

/** doc 3 §4.3, §5 "Join tab": numbers added one by one, a destination chosen by radio, then joined. */
export function JoinPanel({ tipo, initial, busy, setBusy, onJoined, onNumbersChange }: Props) {
  const notify = useNotify();
  const word = typeWord(tipo);
  const label = word.charAt(0).toUpperCase() + word.slice(1);
  const [orders, setOrders] = useState<TOrder[]>(() => addToJoinList([], initial));
  const [destination, setDestination] = useState<number | null>(initial.length === 1 ? initial[0]!.id : null);
  const [number, setNumber] = useState('');

  const add = async () => {
    const value = number.trim();
    if (!value) return notify.warning(MSG.informeValorParaBuscar(word));
    setBusy(true);
    try {
      const found = await fetchOrdersOfIdentifier(value, tipo);
      const next = addToJoinList(orders, found);
      if (next.length === orders.length) return notify.warning(MSG.NO_ORDER_FOUND_DOT);
      setOrders(next);
      onNumbersChange([...new Set(next.map((order) => order.identificadorPrincipal ?? ''))]);
      setNumber('');
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.ORDERS_BY_MAIN_IDENTIFIER_FETCH_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const join = async () => {
    const check = checkJoin(orders, destination, word);
    if (!check.ok) return notify.warning(check.message);
    const target = orders.find((order) => order.id === destination)!;
    setBusy(true);
    try {
      const merged = await joinOrders(orders, target.id);
      for (const message of joinSuccessMessages(orders, target, label)) notify.success(message);
      onJoined(merged);
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.JOIN_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="join-panel">
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={TABS_TEXTS.SEARCH_PLACEHOLDER(word)}
          value={number}
          onChange={(event) => setNumber(digitsOnly(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void add();
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'join-number' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={busy} data-testid="join-add">
          {TABS_TEXTS.ADD}
        </Button>
      </Stack>
      {orders.length === 0 ? <Alert severity="info">{MSG.adicioneOutraParaJuntar(word)}</Alert> : null}
      <RadioGroup
        value={destination === null ? '' : String(destination)}
        onChange={(_, v) => setDestination(Number(v))}
      >
        {orders.map((order) => (
          <FormControlLabel
            key={order.id}
            value={String(order.id)}
            control={<Radio slotProps={{ input: { 'aria-label': `Destino ${order.id}` } }} />}
            data-testid={`join-order-${order.id}`}
            label={
              <Box>
                {`${label} ${order.identificadorPrincipal ?? ''} · ${orderNumber(order)} · ${formatMoneyReais(order.totalPedido ?? 0)}`}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void join()} disabled={busy} data-testid="join-confirm">
          {TABS_TEXTS.JOIN}
        </Button>
      </Box>
    </Stack>
  );
}
