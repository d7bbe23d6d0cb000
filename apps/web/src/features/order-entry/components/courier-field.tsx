import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useQuery } from '@tanstack/react-query';
import { peopleQueries } from '../api/people-queries';
import type { DraftCourier } from '../model/order-draft';

interface Props {
  value: DraftCourier | null;
  onChange: (courier: DraftCourier | null) => void;
}

/** Step 3 'Entregador' of a delivery (doc 2 §2.7): the unit's active couriers, optional. */
export function CourierField({ value, onChange }: Props) {
  const { data: couriers = [], isPending, isError } = useQuery(peopleQueries.couriers());
  // The chosen one stays listed even while the list loads or if it left the list.
  const options = value && !couriers.some((courier) => courier.id === value.id) ? [value, ...couriers] : couriers;
  return (
    <FormControl
      size="small"
      sx={{ minWidth: 280, alignSelf: 'flex-start' }}
      disabled={isPending && !value}
      error={isError}
    >
      <InputLabel id="order-courier-label">Entregador</InputLabel>
      <Select
        labelId="order-courier-label"
        label="Entregador"
        value={value ? String(value.id) : ''}
        onChange={(event) => {
          const chosen = options.find((courier) => String(courier.id) === event.target.value);
          onChange(chosen ? { id: chosen.id, nome: chosen.nome } : null);
        }}
        data-testid="order-courier"
      >
        <MenuItem value="">
          <em>Nenhum</em>
        </MenuItem>
        {options.map((courier) => (
          <MenuItem key={courier.id} value={String(courier.id)} data-testid={`order-courier-${courier.id}`}>
            {courier.nome}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
