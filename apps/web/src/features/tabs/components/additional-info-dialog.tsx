import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { saveOrder } from '../api/tabs-queries';
import { additionalInfoOf, withAdditionalInfo, type AdditionalInfoForm } from '../model/additional-info';
import { digitsOnly } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  order: TOrder;
  onClose: () => void;
  onSaved: (orders: TOrder[]) => void;
}

/** Additional information of an order (doc 3 §2.3, Ctrl+I): complement, people, table, observations. */
export function AdditionalInfoDialog({ order, onClose, onSaved }: Props) {
  const notify = useNotify();
  const [form, setForm] = useState<AdditionalInfoForm>(() => additionalInfoOf(order));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AdditionalInfoForm>) => setForm((current) => ({ ...current, ...patch }));

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveOrder(withAdditionalInfo(order, form));
      notify.success(MSG.ADDITIONAL_INFO_SAVED);
      onSaved([saved]);
      onClose();
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SAVE_ORDER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="additional-info-dialog">
      <DialogTitle>{TABS_TEXTS.ADDITIONAL_INFO}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label={TABS_TEXTS.COMPLEMENT}
            value={form.complemento}
            onChange={(e) => set({ complemento: e.target.value })}
            autoFocus
          />
          <TextField
            label={TABS_TEXTS.PEOPLE}
            value={form.pessoas}
            onChange={(e) => set({ pessoas: digitsOnly(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'info-people' } }}
          />
          {order.tipo === 'COMANDA' ? (
            <TextField
              label={TABS_TEXTS.TABLE}
              value={form.mesa}
              onChange={(e) => set({ mesa: digitsOnly(e.target.value) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ) : null}
          <TextField
            label={TABS_TEXTS.OBSERVATIONS}
            value={form.observacoes}
            multiline
            minRows={2}
            onChange={(e) => set({ observacoes: e.target.value })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="additional-info-save">
          {TABS_TEXTS.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
