import { MSG, maskPhone } from '@brasa/domain';
import { maskedSlotProps, type FieldMask } from '../../../shared/ui/masked-input';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CustomerForm, CustomerFormErrors } from '../model/customer-form';

interface Props {
  form: CustomerForm;
  errors: CustomerFormErrors;
  onChange: (patch: Partial<CustomerForm>) => void;
}

/** Type, names, documents and main contact of the customer form (doc 4 §2 "Cadastro do cliente"). */
export function CustomerMainFields({ form, errors, onChange }: Props) {
  const isCompany = form.tipo === 'J';
  const text = (
    key: keyof CustomerForm,
    label: string,
    size: number,
    options: { mask?: FieldMask; format?: (value: string) => string; type?: string; required?: boolean } = {},
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        fullWidth
        size="small"
        type={options.type}
        label={label}
        required={options.required}
        value={form[key] ?? ''}
        error={Boolean(errors[key])}
        helperText={errors[key]}
        onChange={(event) =>
          onChange({ [key]: options.format ? options.format(event.target.value) : event.target.value })
        }
        slotProps={{
          htmlInput: { 'data-testid': `customer-${key}` },
          ...(options.mask ? maskedSlotProps(options.mask, { 'data-testid': `customer-${key}` }) : {}),
          ...(options.type === 'date' ? { inputLabel: { shrink: true } } : {}),
        }}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioGroup
          row
          value={form.tipo}
          onChange={(event) => onChange({ tipo: event.target.value as 'F' | 'J', cpfCnpj: '', rgIc: '' })}
          data-testid="customer-tipo"
        >
          <FormControlLabel value="F" control={<Radio size="small" />} label="Física" />
          <FormControlLabel value="J" control={<Radio size="small" />} label="Jurídica" />
        </RadioGroup>
      </Grid>
      {text('nome', isCompany ? 'Razão social' : 'Nome', isCompany ? 6 : 12, { required: true })}
      {isCompany ? text('nomeFantasia', 'Nome fantasia', 6) : null}
      {text('cpfCnpj', isCompany ? 'CNPJ' : 'CPF', 4, { mask: isCompany ? 'cnpj' : 'cpf' })}
      {isCompany ? (
        <Grid size={{ xs: 12, sm: 5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              fullWidth
              size="small"
              label="Inscrição estadual"
              value={form.rgIc}
              onChange={(event) => onChange({ rgIc: event.target.value.toUpperCase() })}
              slotProps={{ htmlInput: { 'data-testid': 'customer-rgIc' } }}
            />
            <Button
              size="small"
              onClick={() => onChange({ rgIc: MSG.STATE_REGISTRATION_EXEMPT })}
              data-testid="customer-ie-exempt"
            >
              {MSG.STATE_REGISTRATION_EXEMPT}
            </Button>
            <Button
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onChange({ rgIc: MSG.STATE_REGISTRATION_NON_CONTRIBUTOR })}
              data-testid="customer-ie-non-contributor"
            >
              {MSG.STATE_REGISTRATION_NON_CONTRIBUTOR}
            </Button>
          </Stack>
        </Grid>
      ) : (
        text('rgIc', 'RG', 4)
      )}
      {text('dataNascimento', isCompany ? 'Data de abertura' : 'Data de nascimento', isCompany ? 3 : 4, {
        type: 'date',
      })}
      {text('fone', 'Telefone', 4, { format: maskPhone })}
      {text('email', 'E-mail', 8, { type: 'email' })}
    </Grid>
  );
}
