import { MSG, formatMoneyReais } from '@brasa/domain';
import { maskedSlotProps } from '../../../shared/ui/masked-input';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import type { CepAnswer } from '../api/people-queries';
import { useCepLookup, useDistance } from '../hooks/use-address-helpers';
import { formAddressText, type CustomerForm } from '../model/customer-form';
import type { DeliveryFeeChoice } from '../model/order-draft';
import { CityAutocomplete } from './city-autocomplete';

type AddressForm = Pick<
  CustomerForm,
  'cep' | 'endereco' | 'numero' | 'bairro' | 'complemento' | 'municipio' | 'servicoProdutoId'
>;

interface Props {
  value: AddressForm;
  onChange: (patch: Partial<AddressForm>) => void;
  fees: readonly DeliveryFeeChoice[];
  testPrefix: string;
  errors?: Partial<Record<keyof AddressForm, string>>;
}

const NO_FEE = 'NONE';

/** CEP (with lookup), street, number, neighbourhood, complement, city, delivery fee, 'Calcular distância'. */
export function CustomerAddressFields({ value, onChange, fees, testPrefix, errors = {} }: Props) {
  const onFound = useCallback(
    (answer: CepAnswer) =>
      onChange({
        endereco: answer.logradouro || value.endereco,
        bairro: answer.bairro || value.bairro,
        municipio: answer.municipio ?? value.municipio,
      }),
    [onChange, value.endereco, value.bairro, value.municipio],
  );
  const cep = useCepLookup(onFound);
  const distance = useDistance();
  const field = (
    key: 'endereco' | 'numero' | 'bairro' | 'complemento',
    label: string,
    size: number,
    required = false,
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        required={required}
        value={value[key]}
        error={Boolean(errors[key])}
        helperText={errors[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': `${testPrefix}-${key}` } }}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          label="CEP"
          value={value.cep}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ cep: next });
            if (next.length === 9 && next !== value.cep) void cep.lookup(next);
          }}
          slotProps={{
            htmlInput: maskedSlotProps('cep', { inputMode: 'numeric', 'data-testid': `${testPrefix}-cep` }).htmlInput,
            input: {
              ...maskedSlotProps('cep').input,
              endAdornment: cep.isLooking ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} />
                </InputAdornment>
              ) : null,
            },
          }}
        />
      </Grid>
      {field('endereco', 'Endereço', 8, testPrefix !== 'customer')}
      {field('numero', 'Número', 3)}
      {field('bairro', 'Bairro', 5)}
      {field('complemento', 'Complemento', 4)}
      <Grid size={{ xs: 12, sm: 6 }}>
        <CityAutocomplete
          value={value.municipio}
          onChange={(municipio) => onChange({ municipio })}
          testId={`${testPrefix}-city`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl fullWidth size="small">
          <InputLabel id={`${testPrefix}-fee-label`}>Taxa de entrega</InputLabel>
          <Select
            labelId={`${testPrefix}-fee-label`}
            label="Taxa de entrega"
            value={value.servicoProdutoId ? String(value.servicoProdutoId) : NO_FEE}
            onChange={(event) =>
              onChange({ servicoProdutoId: event.target.value === NO_FEE ? null : Number(event.target.value) })
            }
            data-testid={`${testPrefix}-fee`}
          >
            <MenuItem value={NO_FEE}>Nenhuma</MenuItem>
            {fees.map((fee) => (
              <MenuItem key={fee.id} value={String(fee.id)}>
                {fee.descricao} — {formatMoneyReais(fee.valorUnitarioVenda)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Grid>
      <Grid size={12} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={distance.isCalculating || !value.endereco.trim()}
          onClick={() => void distance.calculate(formAddressText(value))}
          data-testid={`${testPrefix}-distance`}
        >
          {MSG.CALCULATE_DISTANCE}
        </Button>
        {distance.result ? (
          <Typography variant="body2" data-testid={`${testPrefix}-distance-result`}>
            {distance.result.humanized}
          </Typography>
        ) : null}
      </Grid>
    </Grid>
  );
}
