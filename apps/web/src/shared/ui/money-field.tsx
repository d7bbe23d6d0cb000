import { type Cents, formatMoneyAmount, parseMoney } from '@brasa/domain';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: Cents | null;
  onChange: (value: Cents | null) => void;
};

/** A pt-BR money input ('1.234,56'): empty or unreadable text is null. */
export function MoneyField({ value, onChange, slotProps, ...rest }: Props) {
  const [text, setText] = useState(() => (value === null ? '' : formatMoneyAmount(value)));
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseMoney(event.target.value);
        onChange(event.target.value.trim() === '' || parsed === null ? null : parsed);
      }}
      onBlur={() => setText(value === null ? '' : formatMoneyAmount(value))}
      slotProps={{
        ...slotProps,
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
