import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG, maskCpfOrCnpj, maskPhone } from '@brasa/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useNotify } from '../../../shared/ui/notify';
import { peopleQueries } from '../api/people-queries';
import { customerAddressOptions } from '../model/delivery-address';
import { CustomerCard } from './customer-card';
import { CustomerFormDialog } from './customer-form-dialog';
import { SEARCH_DEBOUNCE_MS } from './product-search-dialog';

type Option =
  { readonly kind: 'person'; readonly person: TPessoaDetalhe } | { readonly kind: 'add'; readonly text: string };

interface Props {
  initial: TPessoaDetalhe | null;
  onConfirm: (person: TPessoaDetalhe) => void;
  onClose: () => void;
  /** A quick sale's mandatory customer (doc 4 §5): closing without confirming only warns. */
  mandatory?: boolean;
}

interface FormState {
  readonly person: TPessoaDetalhe | null;
  readonly searchText: string;
}

const describe = (person: TPessoaDetalhe) =>
  [
    person.fone ? maskPhone(person.fone) : null,
    person.cpfCnpj ? maskCpfOrCnpj(person.cpfCnpj) : null,
    customerAddressOptions(person)[0]?.label,
  ]
    .filter(Boolean)
    .join(' • ');

/** doc 4 §2 customer search: name, phone or document (200 ms), 'Adicionar cliente "{text}"', card, confirm. */
export function CustomerSearchDialog({ initial, onConfirm, onClose, mandatory = false }: Props) {
  const notify = useNotify();
  const close = () => (mandatory ? notify.warning(MSG.QUICK_SALE_CUSTOMER_REQUIRED) : onClose());
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<TPessoaDetalhe | null>(initial);
  const [form, setForm] = useState<FormState | null>(null);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(peopleQueries.search(query));
  const people = query ? (search.data ?? []) : [];
  const options: Option[] = [
    ...people.map((person) => ({ kind: 'person' as const, person })),
    ...(input.trim() ? [{ kind: 'add' as const, text: input.trim() }] : []),
  ];

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth data-testid="customer-search-dialog">
      <DialogTitle>Cliente</DialogTitle>
      <DialogContent>
        <Autocomplete<Option, false, false, false>
          sx={{ mt: 1 }}
          options={options}
          value={null}
          inputValue={input}
          filterOptions={(list) => list}
          loading={search.isFetching}
          noOptionsText={
            search.isError
              ? MSG.erroBuscarPessoa(readErrorMessage(search.error, 'sem resposta do servidor'))
              : 'Digite para buscar'
          }
          getOptionLabel={(option) => (option.kind === 'person' ? option.person.nome : option.text)}
          getOptionKey={(option) => (option.kind === 'person' ? option.person.id : 'add')}
          onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
          onChange={(_, option) => {
            if (!option) return;
            if (option.kind === 'person') setSelected(option.person);
            else setForm({ person: null, searchText: option.text });
          }}
          renderOption={({ key, ...props }, option) => (
            <li
              key={key}
              {...props}
              data-testid={option.kind === 'add' ? 'customer-option-add' : `customer-option-${option.person.id}`}
            >
              {option.kind === 'add' ? (
                <Typography color="primary">{MSG.adicionarCliente(option.text)}</Typography>
              ) : (
                <Box>
                  <Typography>{option.person.nome}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {describe(option.person)}
                  </Typography>
                </Box>
              )}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder={MSG.CUSTOMER_SEARCH_PLACEHOLDER}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'customer-search-input' },
              }}
            />
          )}
        />
        {selected ? (
          <Box sx={{ mt: 2 }}>
            <CustomerCard
              customer={selected}
              testId="customer-selected"
              actions={
                <Button
                  size="small"
                  onClick={() => setForm({ person: selected, searchText: '' })}
                  data-testid="customer-edit"
                >
                  {MSG.EDIT}
                </Button>
              }
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => setForm({ person: null, searchText: '' })}
          sx={{ mr: 'auto' }}
          data-testid="customer-new"
        >
          {MSG.NEW_CUSTOMER}
        </Button>
        <Button onClick={close} data-testid="customer-cancel">
          {MSG.CANCEL}
        </Button>
        <Button
          variant="contained"
          disabled={!selected?.id}
          onClick={() => selected && onConfirm(selected)}
          data-testid="customer-confirm"
        >
          {MSG.CONFIRM}
        </Button>
      </DialogActions>
      {form ? (
        <CustomerFormDialog
          person={form.person}
          searchText={form.searchText}
          onSaved={setSelected}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Dialog>
  );
}
