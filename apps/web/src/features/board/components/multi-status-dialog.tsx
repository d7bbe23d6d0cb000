import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  ORDER_STATUS_LABELS,
  isMultiStatusCandidate,
  multiStatusSources,
  nextStatusInFlow,
  type OrderStatus,
} from '@brasa/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { useChangeStatusMultiple } from '../api/change-status-multiple';
import { compareOrders } from '../model/board-columns';
import { checkMultiStatusConfirm, selectAllWithinLimit, toggleSelection } from '../model/multi-status';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CourierSelect } from '../../../shared/order-move/courier-select';
import { MultiStatusOrderList } from './multi-status-order-list';

interface Props {
  /** The board's loaded orders. */
  orders: readonly TOrder[];
  awaitingPickupEnabled: boolean;
  /** LIMITE_DESPACHO */
  limit: number;
  onClose: () => void;
}

/** 'Alterar status múltiplos pedidos' (doc 2 §2.4, §4.1, §5.8). */
export function MultiStatusDialog({ orders, awaitingPickupEnabled, limit, onClose }: Props) {
  const notify = useNotify();
  const sources = multiStatusSources({ awaitingPickupEnabled });
  const [source, setSource] = useState<OrderStatus>(sources[0] ?? 'CONFIRMADO');
  const [selected, setSelected] = useState<number[]>([]);
  const [courierId, setCourierId] = useState<number | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [isAsking, setIsAsking] = useState(false);
  const changeStatus = useChangeStatusMultiple();
  const target = nextStatusInFlow(source, { awaitingPickupEnabled });
  const candidates = useMemo(
    () => orders.filter((order) => isMultiStatusCandidate(order, source)).sort(compareOrders('desc')),
    [orders, source],
  );
  // Orders that left the list (moved here or elsewhere) are no longer selected.
  const selectedHere = selected.filter((id) => candidates.some((order) => order.id === id));

  const chooseSource = (next: OrderStatus) => {
    setSource(next);
    setSelected([]);
    setErrors(new Map());
  };
  const toggle = (id: number) => {
    const result = toggleSelection(selectedHere, id, limit);
    if (result.ok) setSelected(result.value);
    else notify.warning(result.message);
  };
  const toggleAll = () => {
    if (selectedHere.length > 0) return setSelected([]);
    const { selected: next, message } = selectAllWithinLimit(
      candidates.map((order) => order.id),
      limit,
    );
    setSelected(next);
    if (message) notify.warning(message);
  };

  const submit = async () => {
    setIsAsking(false);
    if (!target) return;
    try {
      const { errors: failed } = await changeStatus.mutateAsync({ ids: selectedHere, to: target, courierId });
      setErrors(failed);
      setSelected(selectedHere.filter((id) => failed.has(id)));
      if (failed.size === 0) {
        notify.success(MSG.STATUSES_CHANGED);
        onClose();
      } else {
        notify.warning(MSG.ORDERS_NOT_MOVED);
      }
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.STATUSES_CHANGE_FAILED));
    }
  };
  const confirm = () => {
    const check = checkMultiStatusConfirm({ selectedCount: selectedHere.length, limit, target, courierId });
    if (!check.ok) return notify.error(check.message);
    if (check.value.askSendWithoutCourier) return setIsAsking(true);
    void submit();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="multi-status-dialog">
      <DialogTitle>{MSG.MULTI_STATUS_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Lista de origem"
              value={source}
              onChange={(event) => chooseSource(event.target.value as OrderStatus)}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'multi-status-source' } as object } }}
            >
              {sources.map((status) => (
                <MenuItem key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
            <ArrowForwardIcon color="action" />
            <Chip
              color="primary"
              label={target ? ORDER_STATUS_LABELS[target] : '—'}
              data-testid="multi-status-target"
            />
          </Stack>
          <CourierSelect value={courierId} onChange={setCourierId} allowNone testId="multi-status-courier" />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel
              label="Selecionar todos"
              control={
                <Checkbox
                  size="small"
                  checked={candidates.length > 0 && selectedHere.length === Math.min(candidates.length, limit)}
                  indeterminate={selectedHere.length > 0 && selectedHere.length < Math.min(candidates.length, limit)}
                  onChange={toggleAll}
                  disabled={candidates.length === 0}
                />
              }
            />
            <Typography variant="body2" color="text.secondary" data-testid="multi-status-count">
              {selectedHere.length} de {limit} selecionados
            </Typography>
          </Stack>
          <MultiStatusOrderList orders={candidates} selected={selectedHere} errors={errors} onToggle={toggle} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={changeStatus.isPending}
          data-testid="multi-status-confirm"
        >
          {MSG.CONFIRM}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isAsking}
        message={MSG.SEND_WITHOUT_COURIER_CONFIRM}
        onConfirm={() => void submit()}
        onClose={() => setIsAsking(false)}
        testId="multi-status-no-courier"
      />
    </Dialog>
  );
}
