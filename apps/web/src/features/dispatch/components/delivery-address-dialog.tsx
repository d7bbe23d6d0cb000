import type { TOrder } from '@brasa/contracts';
import { MSG, checkAddressForm, cleanCityName } from '@brasa/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { saveDeliveryAddress, searchMunicipios, type AddressForm, type Municipio } from '../api/route-address-api';

/** doc 4 §2: the field labels of 'Endereço de Entrega'. */
const LABELS = {
  streetName: 'Endereço',
  streetNumber: 'Núm.',
  neighborhood: 'Bairro',
  reference: 'Complemento',
  city: 'Município',
} as const;

function initialForm(order: TOrder): AddressForm {
  const a = (order.iFoodOrder?.deliveryAddress ?? {}) as Record<string, string | null | undefined>;
  return {
    streetName: a.streetName ?? '',
    streetNumber: a.streetNumber ?? '',
    neighborhood: a.neighborhood ?? '',
    reference: a.reference ?? a.complement ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
  };
}

/**
 * 'Endereço de Entrega' (doc 4 §2, §4, §5): street, number, neighbourhood, complement and the city chosen by
 * search (apostrophes removed); all but the complement required. Cancelling asks first.
 */
export function DeliveryAddressDialog({
  order,
  onClose,
  onSaved,
}: {
  order: TOrder;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [form, setForm] = useState<AddressForm>(() => initialForm(order));
  const [cityText, setCityText] = useState(form.city);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const search = useDebouncedValue(cityText.trim(), 200);
  const cities = useQuery({
    queryKey: ['municipios', search],
    queryFn: ({ signal }) => searchMunicipios(search, signal),
    enabled: search.length > 0,
  });

  const field = (key: 'streetName' | 'streetNumber' | 'neighborhood' | 'reference', xs: number, sm: number) => (
    <Grid size={{ xs, sm }}>
      <TextField
        fullWidth
        size="small"
        required={key !== 'reference'}
        label={LABELS[key]}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': `address-${key}` } }}
      />
    </Grid>
  );

  const save = async () => {
    const check = checkAddressForm(form);
    if (!check.ok) return notify.warning(check.message);
    setSaving(true);
    try {
      await saveDeliveryAddress(order.id, form);
      notify.success(MSG.ADDRESS_UPDATED);
      onSaved();
    } catch {
      notify.error(MSG.ADDRESS_UPDATE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => setAsking(true)} fullWidth maxWidth="sm" data-testid="address-dialog">
      <DialogTitle>{MSG.DELIVERY_ADDRESS_TITLE}</DialogTitle>
      <DialogContent>
        <Grid container spacing={1.5} sx={{ pt: 1 }}>
          {field('streetName', 12, 9)}
          {field('streetNumber', 12, 3)}
          {field('neighborhood', 12, 6)}
          {field('reference', 12, 6)}
          <Grid size={12}>
            <Autocomplete<Municipio, false, false, true>
              freeSolo
              options={cities.data ?? []}
              getOptionLabel={(option) =>
                typeof option === 'string'
                  ? option
                  : `${option.nome}${option.estado ? ` - ${option.estado.sigla}` : ''}`
              }
              filterOptions={(options) => options}
              inputValue={cityText}
              onInputChange={(_event, text) => setCityText(text)}
              onChange={(_event, picked) => {
                if (!picked) return setForm({ ...form, city: '' });
                if (typeof picked === 'string') return setForm({ ...form, city: cleanCityName(picked) });
                setForm({ ...form, city: cleanCityName(picked.nome), state: picked.estado?.sigla ?? form.state });
                setCityText(cleanCityName(picked.nome));
              }}
              onBlur={() => setForm((current) => ({ ...current, city: cleanCityName(cityText) }))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  required
                  label={LABELS.city}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'address-city' },
                  }}
                />
              )}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsking(true)} data-testid="address-cancel">
          {MSG.CANCEL}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="address-save">
          {MSG.SAVE}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking}
        message={MSG.ROUTE_CANCEL_CONFIRM}
        onConfirm={onClose}
        onClose={() => setAsking(false)}
        testId="address-cancel-confirm"
      />
    </Dialog>
  );
}
