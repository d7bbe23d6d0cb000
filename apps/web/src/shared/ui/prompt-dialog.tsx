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
  /** The dialog's test id; the field is `${testId}-input` and the confirm button `${testId}-confirm`. */
  testId: string;
  inputMode?: 'text' | 'numeric';
  /** A multi-line field: Enter still confirms, Shift+Enter adds a line. */
  multiline?: boolean;
  /** Confirm is disabled while the value is blank (Enter still shows the validation message). */
  disableWhenBlank?: boolean;
  /** The value is being sent: Confirm is disabled and Enter does nothing. */
  busy?: boolean;
  maxLength?: number;
  confirmColor?: 'primary' | 'error';
}

/** A prompt for one value (a justification, a code, an identifier): Enter confirms (doc 1 §2.15, §5). */
export function PromptDialog({
  title,
  label,
  validate,
  onConfirm,
  onClose,
  testId,
  inputMode,
  multiline,
  disableWhenBlank = false,
  busy = false,
  maxLength,
  confirmColor = 'primary',
}: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate(value);
    if (problem) return setError(problem);
    onConfirm(value.trim());
  };
  const isConfirmDisabled = busy || (disableWhenBlank && value.trim() === '');
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
              // Enter confirms here, not through the form: a multi-line field would add a line, and a disabled
              // Confirm blocks the browser's implicit submission (the blank value's message must still show).
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              if (multiline && event.shiftKey) return;
              submit(event);
            }}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-input`, inputMode, maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MSG.CANCEL}</Button>
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={isConfirmDisabled}
            data-testid={`${testId}-confirm`}
          >
            {MSG.CONFIRM}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
