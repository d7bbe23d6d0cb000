import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

/**
 * The fixed-length masks of the document and postcode fields, typed with react-imask (the caret stays where the user
 * types). Phones keep the domain's maskPhone on change: their length decides the pattern (landline, mobile, 0800),
 * and IMask's dynamic masks refused a digit typed in the middle of a full landline.
 */
export type FieldMask = 'cpf' | 'cnpj' | 'cpfCnpj' | 'cep';

const ALNUM = { A: { mask: /[0-9A-Za-z]/ } };

const CPF = { mask: '000.000.000-00' };
// Alphanumeric CNPJ (from 2026): letters in the first 12 positions, upper-cased.
const CNPJ = { mask: 'AA.AAA.AAA/AAAA-00', definitions: ALNUM, prepareChar: (c: string) => c.toUpperCase() };

function maskOptions(mask: FieldMask) {
  switch (mask) {
    case 'cpf':
      return CPF;
    case 'cnpj':
      return CNPJ;
    case 'cpfCnpj':
      // A CPF while it fits (11 digits), else a CNPJ (a letter or a 12th character switches).
      return { mask: [CPF, CNPJ] };
    case 'cep':
      return { mask: '00000-000' };
  }
}

interface Props {
  mask: FieldMask;
  /** MUI's InputBase change handler: called with the masked value as `event.target.value`. */
  onChange?: (event: { target: { name?: string; value: string } }) => void;
  name?: string;
}

/**
 * An `<input>` for MUI's TextField (`slotProps.input.inputComponent`, `inputProps: { mask }`) that masks as the user
 * types and keeps the caret where the user types (react-imask), instead of re-masking the whole value on each change.
 */
export const MaskedInput = forwardRef<HTMLInputElement, Props>(function MaskedInput(
  { mask, onChange, name, ...rest },
  ref,
) {
  return (
    <IMaskInput
      {...rest}
      {...(maskOptions(mask) as object)}
      name={name}
      inputRef={ref}
      onAccept={(value: string) => onChange?.({ target: { name, value } })}
    />
  );
});

/**
 * A TextField's slotProps for a masked field, with the input's own props (a test id...):
 * `slotProps={maskedSlotProps('cpf', { 'data-testid': 'customer-cpfCnpj' })}`.
 */
export function maskedSlotProps(mask: FieldMask, htmlInput: Record<string, unknown> = {}) {
  return { input: { inputComponent: MaskedInput as never }, htmlInput: { ...htmlInput, mask } };
}
