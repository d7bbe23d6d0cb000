import { formatDateTimeBr } from '@brasa/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { maskDateTimeBr, parseDateTimeBr } from '../format/date-time-br';

interface Props {
  label: string;
  /** The starting value; the field keeps its own text afterwards (remount with a `key` to reset it). */
  initialValue: Date | null;
  /** Called with each complete, valid date-time typed. */
  onChange: (date: Date) => void;
  testId: string;
  width?: number;
}

/** A 'dd/MM/yyyy HH:mm' field, the same on every system locale. */
export function DateTimeField({ label, initialValue, onChange, testId, width = 170 }: Props) {
  const [text, setText] = useState(() => (initialValue ? formatDateTimeBr(initialValue) : ''));
  const isComplete = text.length === 16;
  const isInvalid = isComplete && parseDateTimeBr(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder="dd/mm/aaaa hh:mm"
      error={isInvalid}
      onChange={(event) => {
        const masked = maskDateTimeBr(event.target.value);
        setText(masked);
        const date = parseDateTimeBr(masked);
        if (date) onChange(date);
      }}
      sx={{ width }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', 'data-testid': testId } }}
    />
  );
}
