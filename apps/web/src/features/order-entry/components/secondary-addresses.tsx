import type { TEndereco } from '@brasa/contracts';
import { MSG, maskCep, onlyDigits } from '@brasa/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { deleteSecondaryAddress, postSecondaryAddress } from '../api/save-customer';
import type { CustomerForm } from '../model/customer-form';
import { formatAddress, toPayload } from '../model/delivery-address';
import type { DeliveryFeeChoice } from '../model/order-draft';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CustomerAddressFields } from './customer-address-fields';

type AddressForm = Pick<
  CustomerForm,
  'cep' | 'endereco' | 'numero' | 'bairro' | 'complemento' | 'municipio' | 'servicoProdutoId'
>;

const EMPTY: AddressForm = {
  cep: '',
  endereco: '',
  numero: '',
  bairro: '',
  complemento: '',
  municipio: null,
  servicoProdutoId: null,
};

const text = (value: string) => (value.trim() ? value.trim() : null);

interface Props {
  personId: number;
  addresses: readonly TEndereco[];
  fees: readonly DeliveryFeeChoice[];
  onChanged: () => void;
}

/** Secondary addresses of a saved customer: list, add dialog, delete with confirmation (doc 4 §2, §8). */
export function SecondaryAddresses({ personId, addresses, fees, onChanged }: Props) {
  const notify = useNotify();
  const [form, setForm] = useState<AddressForm | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TEndereco | null>(null);

  const save = async () => {
    if (!form) return;
    if (!form.endereco.trim()) return setError(MSG.REQUIRED_FIELD);
    setBusy(true);
    try {
      await postSecondaryAddress({
        pessoa: { id: personId },
        endereco: form.endereco.trim(),
        numero: text(form.numero),
        bairro: text(form.bairro),
        complemento: text(form.complemento),
        cep: text(onlyDigits(form.cep)),
        municipio: form.municipio ? { id: form.municipio.id, codigoIbge: form.municipio.codigoIbge } : null,
        idProdutoTaxaEntrega: form.servicoProdutoId,
      });
      notify.success(MSG.SECONDARY_ADDRESS_SAVED);
      setForm(null);
      onChanged();
    } catch (failure) {
      notify.error(readErrorMessage(failure, MSG.SECONDARY_ADDRESS_SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (address: TEndereco) => {
    setDeleting(null);
    try {
      await deleteSecondaryAddress(address.id);
      notify.success(MSG.SECONDARY_ADDRESS_DELETED);
      onChanged();
    } catch (failure) {
      notify.error(readErrorMessage(failure, MSG.SECONDARY_ADDRESS_DELETE_FAILED));
    }
  };

  return (
    <Stack spacing={1} data-testid="secondary-addresses">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">Endereços secundários</Typography>
        <Button size="small" variant="outlined" onClick={() => setForm(EMPTY)} data-testid="secondary-address-add">
          Adicionar endereço
        </Button>
      </Stack>
      <List dense disablePadding>
        {addresses.map((address) => (
          <ListItem
            key={address.id}
            secondaryAction={
              <IconButton edge="end" aria-label="Excluir endereço" onClick={() => setDeleting(address)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={formatAddress(toPayload(address))}
              secondary={address.cep ? `CEP ${maskCep(address.cep)}` : null}
            />
          </ListItem>
        ))}
      </List>
      {form ? (
        <Dialog open onClose={() => setForm(null)} maxWidth="md" fullWidth data-testid="secondary-address-dialog">
          <DialogTitle>Endereço secundário</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <CustomerAddressFields
              value={form}
              fees={fees}
              testPrefix="secondary-address"
              errors={{ endereco: error }}
              onChange={(patch) => {
                setError(undefined);
                setForm((current) => (current ? { ...current, ...patch } : current));
              }}
            />
            {form.endereco ? (
              <Typography variant="caption" color="text.secondary">
                {formatAddress(toPayload(form))}
              </Typography>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setForm(null)}>{MSG.CANCEL}</Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void save()}
              data-testid="secondary-address-save"
            >
              {MSG.SAVE}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={MSG.DELETE_ADDRESS_CONFIRM}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        testId="confirm-delete-address"
      />
    </Stack>
  );
}
