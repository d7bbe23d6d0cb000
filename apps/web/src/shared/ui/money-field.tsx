import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

interface MaskProps {
  onAccept: (value: string) => void;
  name?: string;
}

/** R$ 1.234,56 as the user types (react-imask keeps the caret where the user types). */
const MoneyMask = forwardRef<HTMLInputElement, MaskProps>(function MoneyMask({ onAccept, ...rest }, ref) {
  return (
    <IMaskInput
      {...rest}
      inputRef={ref}
      mask="R$ num"
      blocks={{
        num: {
          mask: Number,
          scale: 2,
          thousandsSeparator: '.',
          radix: ',',
          mapToRadix: ['.'],
          normalizeZeros: true,
          padFractionalZeros: true,
          min: 0,
        },
      }}
      unmask={true}
      lazy={false}
      onAccept={(value: string) => onAccept(value)}
    />
  );
});

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** Reais, or null while empty. */
  value: number | null;
  onChange: (reais: number | null) => void;
};

/** A money field in reais (the mask's unmasked value is the number with a dot radix). */
export function MoneyField({ value, onChange, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      value={value === null ? '' : String(value)}
      slotProps={{
        ...slotProps,
        htmlInput: undefined,
        input: {
          ...(slotProps?.input as object),
          inputComponent: MoneyMask as never,
          inputProps: {
            ...(slotProps?.htmlInput as object),
            onAccept: (raw: string) => {
              const n = Number(raw);
              onChange(raw === '' || !Number.isFinite(n) ? null : n);
            },
            inputMode: 'decimal',
          },
        },
      }}
    />
  );
}
