import { ORDER_TYPES, ORDER_TYPE_LABELS, OWN_CHANNELS } from '@brasa/domain';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PrintLocation } from '../../../shared/api/print-server';
import { channelLabel } from '../../../shared/orders/order-view';
import { kdsStatusText } from '../model/kds-entry';
import {
  HOURS_AFTER_CHOICES,
  HOURS_AFTER_LABELS,
  HOURS_BEFORE_CHOICES,
  SHOWABLE_STATUSES,
  type KdsSettings,
} from '../model/kds-settings';
import { KDS_TEXTS } from './kds-texts';

interface Props {
  settings: KdsSettings;
  onChange: (next: KdsSettings) => void;
  places: readonly string[];
  printLocations: readonly PrintLocation[];
}

/** Channels offered: the PDV's own ones and iFood; an unknown code stored before stays selectable. */
const CHANNELS = [...OWN_CHANNELS, 'IF'] as const;

const SELECTED = { '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Toggle chips: an empty selection means all (places, channels, order types). */
function ChipChoices(props: {
  testId: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  emptyMeansAll?: boolean;
}) {
  const toggle = (value: string) =>
    props.onChange(
      props.selected.includes(value) ? props.selected.filter((v) => v !== value) : [...props.selected, value],
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={props.testId}>
      {props.emptyMeansAll ? (
        <Chip
          label={KDS_TEXTS.ALL}
          color={props.selected.length === 0 ? 'primary' : 'default'}
          onClick={() => props.onChange([])}
          sx={{ minHeight: 40, fontSize: '0.95rem' }}
        />
      ) : null}
      {props.options.map((option) => (
        <Chip
          key={option.value}
          label={option.label}
          color={props.selected.includes(option.value) ? 'primary' : 'default'}
          onClick={() => toggle(option.value)}
          sx={{ minHeight: 40, fontSize: '0.95rem' }}
          data-testid={`${props.testId}-${option.value}`}
        />
      ))}
    </Stack>
  );
}

/** The KDS settings (doc 3 §3 "KDS settings", §9 history window choices), kept per terminal. */
export function KdsSettingsPanel({ settings, onChange, places, printLocations }: Props) {
  const set = <K extends keyof KdsSettings>(key: K, value: KdsSettings[K]) => onChange({ ...settings, [key]: value });
  return (
    <Stack spacing={2} sx={{ p: 2, width: 460, maxWidth: '92vw' }} data-testid="kds-settings">
      <Section title={KDS_TEXTS.GROUPING}>
        <ToggleButtonGroup
          exclusive
          value={settings.agrupamento}
          onChange={(_, value: KdsSettings['agrupamento'] | null) => value && set('agrupamento', value)}
          data-testid="kds-settings-grouping"
        >
          <ToggleButton value="AGRUPADO" sx={{ minHeight: 44, px: 2, ...SELECTED }}>
            {KDS_TEXTS.GROUPED}
          </ToggleButton>
          <ToggleButton value="INDIVIDUAL" sx={{ minHeight: 44, px: 2, ...SELECTED }}>
            {KDS_TEXTS.INDIVIDUAL}
          </ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section title={KDS_TEXTS.PLACES}>
        <ChipChoices
          testId="kds-settings-places"
          emptyMeansAll
          options={places.map((place) => ({ value: place, label: place }))}
          selected={settings.locais}
          onChange={(next) => set('locais', next)}
        />
      </Section>
      <Section title={KDS_TEXTS.SHOW}>
        <ChipChoices
          testId="kds-settings-show"
          options={SHOWABLE_STATUSES.map((status) => ({ value: status, label: kdsStatusText(status) }))}
          selected={settings.exibir}
          onChange={(next) => set('exibir', next as KdsSettings['exibir'])}
        />
      </Section>
      <Section title={KDS_TEXTS.CHANNELS}>
        <ChipChoices
          testId="kds-settings-channels"
          emptyMeansAll
          options={[...new Set([...CHANNELS, ...settings.tipoImportacao])].map((code) => ({
            value: code,
            label: channelLabel(code),
          }))}
          selected={settings.tipoImportacao}
          onChange={(next) => set('tipoImportacao', next)}
        />
      </Section>
      <Section title={KDS_TEXTS.ORDER_TYPES}>
        <ChipChoices
          testId="kds-settings-types"
          emptyMeansAll
          options={ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] }))}
          selected={settings.tiposPedido}
          onChange={(next) => set('tiposPedido', next)}
        />
      </Section>
      <Section title={KDS_TEXTS.PRINTING}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            value={settings.impressao}
            onChange={(_, value: KdsSettings['impressao'] | null) => value && set('impressao', value)}
            data-testid="kds-settings-printing"
          >
            <ToggleButton value="ATIVO" sx={{ minHeight: 44, ...SELECTED }}>
              {KDS_TEXTS.ACTIVE}
            </ToggleButton>
            <ToggleButton value="INATIVO" sx={{ minHeight: 44, ...SELECTED }}>
              {KDS_TEXTS.INACTIVE}
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            fullWidth
            label={KDS_TEXTS.PRINT_LOCATION}
            value={settings.localDeImpressao ?? ''}
            onChange={(event) => set('localDeImpressao', event.target.value || null)}
            slotProps={{ htmlInput: { 'data-testid': 'kds-settings-print-location' } }}
          >
            <MenuItem value="">{KDS_TEXTS.NO_PRINT_LOCATION}</MenuItem>
            {printLocations.map((location) => (
              <MenuItem key={location.chave} value={location.chave}>
                {location.descricao || location.chave}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Section>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          fullWidth
          label={KDS_TEXTS.HOURS_BEFORE}
          value={settings.horasAnterior}
          onChange={(event) => set('horasAnterior', Number(event.target.value))}
        >
          {HOURS_BEFORE_CHOICES.map((hours) => (
            <MenuItem key={hours} value={hours}>
              {HOURS_AFTER_LABELS[hours]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={KDS_TEXTS.HOURS_AFTER}
          value={settings.horasPosterior}
          onChange={(event) => set('horasPosterior', Number(event.target.value))}
        >
          {HOURS_AFTER_CHOICES.map((hours) => (
            <MenuItem key={hours} value={hours}>
              {HOURS_AFTER_LABELS[hours]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={settings.avisoSonoro}
            onChange={(event) => set('avisoSonoro', event.target.checked)}
            slotProps={{ input: { 'data-testid': 'kds-settings-sound' } as object }}
          />
        }
        label={KDS_TEXTS.SOUND}
      />
    </Stack>
  );
}
