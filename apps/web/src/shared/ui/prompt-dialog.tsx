import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface Props {
  title: string;
  label: string;
  /** The message to show for a value that cannot go, or null when it can. */
  validate: (value: string) => string | null;
  onConfirm: (value: string) => void;
  onClose: () => void;
  testId: string;
  inputMode?: 'text' | 'numeric';
  multiline?: boolean;
}

/** A prompt for one value (a justification, a code, an identifier): Enter confirms (doc 1 §2.15). */
export function PromptDialog({ title, label, validate, onConfirm, onClose, testId, inputMode, multiline }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(value);
    if (problem) return setError(problem);
    onConfirm(value.trim());
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (multiline && event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-input`, inputMode } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MSG.CANCEL}</Button>
          <Button type="submit" variant="contained" data-testid={`${testId}-confirm`}>
            {MSG.CONFIRM}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
