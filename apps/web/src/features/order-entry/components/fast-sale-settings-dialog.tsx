import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { QUICK_SALE_CUSTOMER_PROMPTS, type QuickSaleCustomerPrompt } from '../model/quick-sale';
import { FAST_SALE_SETTING_LABELS } from '../model/fast-sale-settings';

interface Props {
  value: QuickSaleCustomerPrompt;
  onSave: (value: QuickSaleCustomerPrompt) => void;
  onClose: () => void;
}

/** 'Configurações de venda rápida' (doc 4 "Fast sale"): when the customer dialog is shown. */
export function FastSaleSettingsDialog({ value, onSave, onClose }: Props) {
  const [choice, setChoice] = useState(value);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="fast-sale-settings-dialog">
      <DialogTitle>{MSG.FAST_SALE_SETTINGS_TITLE}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={choice}
          onChange={(event) => setChoice(event.target.value as QuickSaleCustomerPrompt)}
          data-testid="fast-sale-settings-customer"
        >
          {QUICK_SALE_CUSTOMER_PROMPTS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={FAST_SALE_SETTING_LABELS[option]}
              data-testid={`fast-sale-setting-${option}`}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={() => onSave(choice)} data-testid="fast-sale-settings-save">
          {MSG.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
