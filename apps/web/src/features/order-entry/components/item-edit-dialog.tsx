import {
  ITEM_STATUSES,
  MSG,
  type Cents,
  type ItemEditLocks,
  type ItemStatus,
  formatMoneyAmount,
  parseMoney,
  sanitizeItemEdit,
  toCents,
  toReais,
} from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import type { DraftItem } from '../model/order-draft';
import { parseWeight } from './weight-dialog';

const STATUS_LABELS: Record<ItemStatus, string> = {
  PENDENTE: 'Pendente',
  NOTIFICADO: 'Notificado',
  NAO_NOTIFICAR: 'Não notificar',
  NOTIFICAR_PAGAMENTO: 'Notificar no pagamento',
};

/** doc 2 §4.2: NOTIFICADO is disabled while PENDENTE, NAO_NOTIFICAR while NOTIFICADO. */
function isStatusDisabled(current: ItemStatus, option: ItemStatus): boolean {
  return (
    (current === 'PENDENTE' && option === 'NOTIFICADO') || (current === 'NOTIFICADO' && option === 'NAO_NOTIFICAR')
  );
}

export interface ItemEdit {
  readonly quantity: number;
  readonly priceCents: Cents;
  readonly status?: ItemStatus;
}

interface Props {
  item: DraftItem;
  /** The item's status as the order would send it. */
  status: ItemStatus;
  locks: ItemEditLocks;
  showsStatus: boolean;
  onConfirm: (edit: ItemEdit) => void;
  onClose: () => void;
}

/** doc 2 §2.7, §5.3 item edit (F10): quantity and unit price within the locks; negatives fall back. */
export function ItemEditDialog({ item, status: currentStatus, locks, showsStatus, onConfirm, onClose }: Props) {
  const [quantityText, setQuantityText] = useState(String(item.quantity).replace('.', ','));
  const [priceText, setPriceText] = useState(formatMoneyAmount(item.priceCents));
  const [status, setStatus] = useState<ItemStatus>(currentStatus);
  const confirm = () => {
    const price = parseMoney(priceText);
    const next = sanitizeItemEdit(
      { quantity: item.quantity, price: toReais(item.priceCents) },
      {
        quantity: locks.canEditQuantity ? parseWeight(quantityText) : item.quantity,
        price: locks.canEditPrice && price !== null ? toReais(price) : toReais(item.priceCents),
      },
    );
    onConfirm({
      quantity: next.quantity,
      priceCents: toCents(next.price),
      ...(status === currentStatus ? {} : { status }),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      data-testid="item-edit-dialog"
      onKeyDown={dialogKeyHandler({ onF10: confirm })}
    >
      <DialogTitle>Editar — {item.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            autoFocus
            label={item.unit.toUpperCase() === 'KG' ? 'Quantidade (kg)' : 'Quantidade'}
            value={quantityText}
            disabled={!locks.canEditQuantity}
            onChange={(event) => setQuantityText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'item-edit-quantity' } }}
          />
          <TextField
            label="Valor unitário (R$)"
            value={priceText}
            disabled={!locks.canEditPrice}
            onChange={(event) => setPriceText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'item-edit-price' } }}
          />
          {showsStatus ? (
            <FormControl>
              <InputLabel id="item-status-label">Status de notificação</InputLabel>
              <Select
                labelId="item-status-label"
                label="Status de notificação"
                value={status}
                onChange={(event) => setStatus(event.target.value as ItemStatus)}
                data-testid="item-edit-status"
              >
                {ITEM_STATUSES.map((option) => (
                  <MenuItem key={option} value={option} disabled={isStatusDisabled(currentStatus, option)}>
                    {STATUS_LABELS[option]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="item-edit-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
