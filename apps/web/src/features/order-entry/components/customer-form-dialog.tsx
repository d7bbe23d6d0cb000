import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { menuQueries } from '../api/menu-queries';
import { peopleQueries } from '../api/people-queries';
import { postCustomer } from '../api/save-customer';
import {
  customerFormOf,
  emptyCustomerForm,
  toCustomerSaveRequest,
  validateCustomerForm,
  type CustomerForm,
  type CustomerFormErrors,
} from '../model/customer-form';
import { CustomerAddressFields } from './customer-address-fields';
import { CustomerMainFields } from './customer-main-fields';
import { SecondaryAddresses } from './secondary-addresses';
import { SecondaryContacts } from './secondary-contacts';

interface Props {
  /** The customer to edit, or null for a new one. */
  person: TPessoaDetalhe | null;
  /** Text typed in the search ('Adicionar cliente "{text}"'). */
  searchText?: string;
  /** Every save (and every secondary address or contact change) hands back the current customer. */
  onSaved: (person: TPessoaDetalhe) => void;
  onClose: () => void;
}

/** 'Cadastro do cliente' (doc 4 §2, §5, §8): 'Salvo com sucesso' / 'Erro ao salvar cliente'. */
export function CustomerFormDialog({ person: initial, searchText = '', onSaved, onClose }: Props) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [person, setPerson] = useState(initial);
  const [form, setForm] = useState<CustomerForm>(() =>
    initial ? customerFormOf(initial) : emptyCustomerForm(searchText),
  );
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const fees = useQuery(menuQueries.deliveryFees()).data ?? [];

  const keep = useCallback(
    (saved: TPessoaDetalhe) => {
      setPerson(saved);
      queryClient.setQueryData(peopleQueries.detail(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...peopleQueries.all(), 'search'] });
      onSaved(saved);
    },
    [onSaved, queryClient],
  );

  const save = useMutation({
    mutationFn: postCustomer,
    onSuccess: (saved) => {
      notify.success(MSG.SAVED);
      setForm(customerFormOf(saved));
      keep(saved);
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.CUSTOMER_SAVE_FAILED)),
  });

  const submit = () => {
    const found = validateCustomerForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toCustomerSaveRequest(form));
  };

  const refresh = async () => {
    if (!person) return;
    try {
      keep(await queryClient.fetchQuery({ ...peopleQueries.detail(person.id), staleTime: 0 }));
    } catch (error) {
      notify.error(MSG.erroBuscarPessoa(readErrorMessage(error, 'sem resposta')));
    }
  };

  const change = (patch: Partial<CustomerForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof CustomerForm];
      return next;
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="customer-form-dialog">
      <DialogTitle>{MSG.CUSTOMER_FORM_TITLE}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <CustomerMainFields form={form} errors={errors} onChange={change} />
          <Typography variant="subtitle2">Endereço principal</Typography>
          <CustomerAddressFields value={form} fees={fees} testPrefix="customer" onChange={change} />
          <TextField
            label="Observações"
            multiline
            minRows={2}
            value={form.observacoes}
            onChange={(event) => change({ observacoes: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'customer-observacoes' } }}
          />
          <Divider />
          {person ? (
            <>
              <SecondaryAddresses
                personId={person.id}
                addresses={person.enderecos}
                fees={fees}
                onChanged={() => void refresh()}
              />
              <SecondaryContacts personId={person.id} contacts={person.contatos} onChanged={() => void refresh()} />
            </>
          ) : (
            <Alert severity="info" data-testid="secondary-needs-save">
              {MSG.SAVE_BEFORE_SECONDARY_ADDRESSES}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="customer-form-close">
          {MSG.CLOSE}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="customer-form-save">
          {MSG.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
