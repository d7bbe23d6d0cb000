import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { orderNumber } from '../../../shared/orders/order-view';
import { useNotify } from '../../../shared/ui/notify';
import { transferTables } from '../api/tabs-queries';
import { checkTransferTables } from '../model/transfer-tables';
import { digitsOnly } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  orders: readonly TOrder[];
  /** The unit's table numbers. */
  tables: readonly string[];
  word: string;
  onClose: () => void;
  onSaved: (orders: TOrder[]) => void;
}

/** 'Alterar Mesas' (doc 3 §5 "Transfer tables dialog"): the chosen tabs go to another table. */
export function TransferTablesDialog({ orders, tables, word, onClose, onSaved }: Props) {
  const notify = useNotify();
  const [selected, setSelected] = useState<number[]>(() => orders.map((order) => order.id));
  const [table, setTable] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const chosen = orders.filter((order) => selected.includes(order.id));
    const check = checkTransferTables({ table, selected: chosen, tables, word });
    if (!check.ok) return notify.warning(check.message);
    setBusy(true);
    try {
      const answer = await transferTables({
        mesaDestino: table.trim(),
        pedidos: chosen.map((order) => ({ id: order.id, version: order.version ?? 0 })),
      });
      notify.success(answer.mensagem || MSG.comandasTransferidas(table.trim()));
      onSaved(answer.pedidos);
      onClose();
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SAVE_ORDER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="transfer-tables-dialog">
      <DialogTitle>{TABS_TEXTS.CHANGE_TABLES}</DialogTitle>
      <DialogContent dividers>
        <Stack>
          {orders.map((order) => (
            <FormControlLabel
              key={order.id}
              control={
                <Checkbox
                  checked={selected.includes(order.id)}
                  onChange={() =>
                    setSelected((current) =>
                      current.includes(order.id) ? current.filter((id) => id !== order.id) : [...current, order.id],
                    )
                  }
                />
              }
              label={`${orderNumber(order)} · ${word} ${order.identificadorPrincipal ?? ''}${
                order.identificadorSecundario ? ` · ${TABS_TEXTS.TABLE} ${order.identificadorSecundario}` : ''
              }`}
            />
          ))}
          <TextField
            sx={{ mt: 2 }}
            label={TABS_TEXTS.DESTINATION_TABLE}
            value={table}
            autoFocus
            onChange={(event) => setTable(digitsOnly(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void confirm();
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'transfer-tables-number' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="transfer-tables-confirm"
        >
          {TABS_TEXTS.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
