import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useQuery } from '@tanstack/react-query';
import { courierQueries } from './courier-queries';

interface Props {
  value: number | null;
  onChange: (courierId: number | null) => void;
  /** Offers 'Nenhum' (the multi-status courier is optional). */
  allowNone?: boolean;
  testId: string;
  disabled?: boolean;
}

/** 'Entregador': the unit's active couriers (GET /api-v2/pessoa/entregador). */
export function CourierSelect({ value, onChange, allowNone = false, testId, disabled }: Props) {
  const { data: couriers = [], isLoading } = useQuery(courierQueries.active());
  return (
    <FormControl fullWidth size="small" disabled={disabled || isLoading}>
      <InputLabel id={`${testId}-label`}>Entregador</InputLabel>
      <Select
        labelId={`${testId}-label`}
        label="Entregador"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        data-testid={testId}
      >
        {allowNone ? (
          <MenuItem value="">
            <em>Nenhum</em>
          </MenuItem>
        ) : null}
        {couriers.map((courier) => (
          <MenuItem key={courier.id} value={String(courier.id)}>
            {courier.nome}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
