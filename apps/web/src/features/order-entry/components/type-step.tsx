import { ORDER_TYPE_LABELS, OWN_CHANNELS, type OrderType, type OwnChannel } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { OrderDraftApi } from '../hooks/use-order-draft';
import type { EntrySettings } from '../model/entry-settings';
import { CustomerSection } from './customer-section';

/** doc 2 §1: the product's own channels (SO is the default origin). */
const CHANNEL_LABELS: Record<OwnChannel, string> = {
  SO: 'Loja própria (PDV)',
  TF: 'Telefone',
  WA: 'WhatsApp',
  FB: 'Facebook',
  IN: 'Instagram',
};

/** doc 4 §9: the identifier complement is shown up to 45 characters. */
const COMPLEMENT_MAX = 45;

interface Props {
  api: OrderDraftApi;
  types: readonly OrderType[];
  /** A quick sale: every type choice is locked (doc 2 §4.3). */
  locked?: boolean;
  /** A quick sale whose customer is mandatory (fast_sale_settings). */
  customerRequired?: boolean;
  settings: EntrySettings;
  onSearchCustomer: () => void;
}

/** Step 1 'Tipo do pedido': type, origin, tab/table identifiers and the customer. */
export function TypeStep({ api, types, locked = false, customerRequired = false, settings, onSearchCustomer }: Props) {
  const { draft, update } = api;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          Tipo do pedido
        </Typography>
        {types.length === 0 ? (
          <Alert severity="warning">Seu usuário não tem permissão para lançar pedidos.</Alert>
        ) : (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={draft.tipo}
            disabled={locked}
            onChange={(_, next: OrderType | null) => next && api.setType(next)}
            data-testid="order-type"
          >
            {types.map((type) => (
              <ToggleButton key={type} value={type} sx={{ px: 3 }} data-testid={`order-type-${type}`}>
                {ORDER_TYPE_LABELS[type]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </div>
      <FormControl size="small" sx={{ maxWidth: 280 }}>
        <InputLabel id="order-channel-label">Origem</InputLabel>
        <Select
          labelId="order-channel-label"
          label="Origem"
          value={draft.channel}
          onChange={(event) => update({ channel: event.target.value as OwnChannel })}
          data-testid="order-channel"
        >
          {OWN_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {draft.tipo === 'COMANDA' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label="Comanda"
            required
            value={draft.identificadorPrincipal}
            onChange={(event) => update({ identificadorPrincipal: event.target.value.trim() })}
            slotProps={{ htmlInput: { 'data-testid': 'order-tab-number', maxLength: 40 } }}
          />
          <TextField
            size="small"
            label="Mesa"
            required={settings.secondaryRequired}
            value={draft.identificadorSecundario}
            onChange={(event) => update({ identificadorSecundario: event.target.value.replace(/[^\d-]/g, '') })}
            slotProps={{ htmlInput: { 'data-testid': 'order-table-number', inputMode: 'numeric', maxLength: 10 } }}
          />
          <TextField
            size="small"
            label="Complemento"
            value={draft.complementoIdentificador}
            onChange={(event) => update({ complementoIdentificador: event.target.value.slice(0, COMPLEMENT_MAX) })}
            slotProps={{ htmlInput: { 'data-testid': 'order-identifier-complement', maxLength: COMPLEMENT_MAX } }}
          />
        </Stack>
      ) : null}
      {draft.tipo === 'MESA' ? (
        <TextField
          size="small"
          label="Mesa"
          required
          value={draft.identificadorPrincipal}
          onChange={(event) => update({ identificadorPrincipal: event.target.value.replace(/[^\d-]/g, '') })}
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'order-table-number', inputMode: 'numeric', maxLength: 10 } }}
        />
      ) : null}
      {draft.tipo === 'COMANDA' || draft.tipo === 'MESA' ? (
        <TextField
          size="small"
          label="Pessoas"
          value={draft.quantidadePessoas}
          onChange={(event) => update({ quantidadePessoas: event.target.value.replace(/[^\d-]/g, '') })}
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'order-people', inputMode: 'numeric', maxLength: 4 } }}
        />
      ) : null}
      <CustomerSection
        customer={draft.customer}
        required={customerRequired || draft.tipo === 'DELIVERY'}
        onSearch={onSearchCustomer}
        onClear={() => api.setCustomer(null)}
      />
    </Stack>
  );
}
