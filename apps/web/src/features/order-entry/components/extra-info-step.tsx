import { MSG, formatMoneyReais } from '@brasa/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderDraftApi } from '../hooks/use-order-draft';
import type { AddressOption } from '../model/delivery-address';
import { deliveryModeOf, type DeliveryFeeChoice } from '../model/order-draft';
import { CourierField } from './courier-field';
import { MoneyField } from '../../../shared/ui/money-field';

interface Props {
  api: OrderDraftApi;
  addresses: readonly AddressOption[];
  fees: readonly DeliveryFeeChoice[];
  /** The fee in effect (the address's when the user has not picked one). */
  fee: DeliveryFeeChoice | null;
  canSchedule: boolean;
}

const NO_FEE = 'NONE';
/** The fee an edited order was saved with, when no fee product of the list is that fee at that amount. */
const ORDER_FEE = 'ORDER';

const isListed = (fee: DeliveryFeeChoice, fees: readonly DeliveryFeeChoice[]) =>
  fees.some((choice) => choice.id === fee.id && choice.valorUnitarioVenda === fee.valorUnitarioVenda);

/** The select's value: the list's fee product, the order's own fee, or none. */
function feeKeyOf(fee: DeliveryFeeChoice | null, fees: readonly DeliveryFeeChoice[]): string {
  if (!fee) return NO_FEE;
  return fee.fromOrder && !isListed(fee, fees) ? ORDER_FEE : String(fee.id);
}

/** Step 3 'Info complementares' (doc 2 §2.7 "Order options panel", §4.3). */
export function ExtraInfoStep({ api, addresses, fees, fee, canSchedule }: Props) {
  const { draft, update } = api;
  const isDelivery = deliveryModeOf(draft) === 'DELIVERY';
  const offersTakeout = draft.tipo === 'DELIVERY' || draft.tipo === 'BALCAO';
  // issue 31 §4: an edited order keeps offering the fee it was saved with, at its saved amount.
  const orderFee = draft.editing?.deliveryFee ?? null;
  const listsOrderFee = orderFee !== null && !isListed(orderFee, fees);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <TextField
        label="Observação do pedido"
        multiline
        minRows={2}
        value={draft.observations}
        onChange={(event) => update({ observations: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'order-observation' } }}
      />
      {offersTakeout ? (
        <FormControlLabel
          label="Para retirada (o cliente retira no balcão)"
          control={
            <Switch
              checked={draft.takeout}
              onChange={(event) => api.setTakeout(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'order-takeout' } as object }}
            />
          }
        />
      ) : null}
      {isDelivery ? (
        <>
          <div>
            <Typography variant="subtitle2">Endereço de entrega</Typography>
            {addresses.length === 0 ? (
              <Typography color="text.secondary" variant="body2" data-testid="order-no-address">
                {draft.customer ? MSG.NO_ADDRESS_INFORMED : MSG.CUSTOMER_REQUIRED}
              </Typography>
            ) : (
              <RadioGroup
                value={draft.addressKey ?? ''}
                onChange={(event) => api.chooseAddress(event.target.value || null)}
                data-testid="order-address"
              >
                {addresses.map((option) => (
                  <FormControlLabel
                    key={option.key}
                    value={option.key}
                    control={<Radio size="small" />}
                    label={option.label}
                    data-testid={`order-address-${option.key}`}
                  />
                ))}
              </RadioGroup>
            )}
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControl size="small" sx={{ minWidth: 280 }}>
              <InputLabel id="order-fee-label">Taxa de entrega</InputLabel>
              <Select
                labelId="order-fee-label"
                label="Taxa de entrega"
                value={feeKeyOf(fee, fees)}
                onChange={(event) =>
                  update({
                    deliveryFee:
                      event.target.value === ORDER_FEE
                        ? orderFee
                        : (fees.find((choice) => String(choice.id) === event.target.value) ?? null),
                  })
                }
                data-testid="order-delivery-fee"
              >
                <MenuItem value={NO_FEE}>Sem taxa de entrega</MenuItem>
                {listsOrderFee ? (
                  <MenuItem value={ORDER_FEE}>
                    {orderFee.descricao} — {formatMoneyReais(orderFee.valorUnitarioVenda)}
                  </MenuItem>
                ) : null}
                {fees.map((choice) => (
                  <MenuItem key={choice.id} value={String(choice.id)}>
                    {choice.descricao} — {formatMoneyReais(choice.valorUnitarioVenda)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <MoneyField
              size="small"
              label="Levar troco para"
              value={draft.changeForCents}
              onChange={(changeForCents) => update({ changeForCents })}
              slotProps={{ htmlInput: { 'data-testid': 'order-change-for' } }}
            />
          </Stack>
          <CourierField value={draft.courier} onChange={(courier) => update({ courier })} />
          <FormControlLabel
            label="Levar máquina de cartão"
            control={
              <Switch
                checked={draft.cardMachine}
                onChange={(event) => update({ cardMachine: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'order-card-machine' } as object }}
              />
            }
          />
        </>
      ) : null}
      {canSchedule ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            label="Pedido agendado"
            control={
              <Switch
                checked={draft.scheduled}
                onChange={(event) => update({ scheduled: event.target.checked, scheduleAt: '' })}
                slotProps={{ input: { 'data-testid': 'order-scheduled' } as object }}
              />
            }
          />
          {draft.scheduled ? (
            <TextField
              size="small"
              type="datetime-local"
              label="Data e hora do agendamento"
              value={draft.scheduleAt}
              onChange={(event) => update({ scheduleAt: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'order-schedule-at' } }}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
