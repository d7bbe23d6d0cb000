import { MSG } from '@brasa/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { peopleQueries } from '../api/people-queries';
import type { TMunicipioRef } from '../model/customer-form';
import { SEARCH_DEBOUNCE_MS } from './product-search-dialog';

interface Props {
  value: TMunicipioRef | null;
  onChange: (value: TMunicipioRef | null) => void;
  testId: string;
}

const label = (city: TMunicipioRef) => (city.estado ? `${city.nome} - ${city.estado.sigla}` : city.nome);

/** Municipality search (GET /api-v2/municipio/list?q=, only with text; doc 4 §7). */
export function CityAutocomplete({ value, onChange, testId }: Props) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const typed = value && input === label(value) ? '' : query;
  const cities = useQuery(peopleQueries.cities(typed));
  const options = cities.data ?? [];
  return (
    <Autocomplete
      size="small"
      value={value}
      options={value && !options.some((city) => city.codigoIbge === value.codigoIbge) ? [value, ...options] : options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.codigoIbge === b.codigoIbge && a.nome === b.nome}
      filterOptions={(list) => list}
      loading={cities.isFetching}
      noOptionsText={
        cities.isError ? MSG.erroBuscarMunicipios(readErrorMessage(cities.error, 'sem resposta')) : 'Digite para buscar'
      }
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Município"
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
