import { MSG, OWN_CHANNELS } from '@brasa/domain';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  DEFAULT_BOARD_FILTERS,
  type BoardFilters,
  type BoardTypeFilter,
  type InvoiceFilter,
  type SituationFilter,
} from '../../../shared/orders/board-filters';
import { channelLabel } from '../../../shared/orders/order-view';

const TYPES: { value: BoardTypeFilter; label: string }[] = [
  { value: 'DELIVERY', label: 'Delivery' },
  { value: 'BALCAO', label: 'Balcão' },
];
const INVOICES: { value: InvoiceFilter; label: string }[] = [
  { value: 'WITH', label: 'Com nota fiscal' },
  { value: 'WITHOUT', label: 'Sem nota fiscal' },
];
const SITUATIONS: { value: SituationFilter; label: string }[] = [
  { value: 'TAKEOUT', label: 'Retirada' },
  { value: 'DELIVERY', label: 'Entrega' },
  { value: 'PAID', label: 'Pago' },
  { value: 'UNPAID', label: 'Não pago' },
  { value: 'SCHEDULED', label: 'Agendado' },
];

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  /** Channel codes of the loaded orders, offered besides the own channels. */
  channelsInUse: readonly string[];
}

/** The 'Filtros' side drawer (doc 2 §2.1, §9); the choices are remembered in this browser. */
export function FiltersDrawer({ open, onClose, filters, onChange, channelsInUse }: Props) {
  const channels = [...new Set([...OWN_CHANNELS, ...channelsInUse, ...filters.channels])];
  const checkboxes = <T extends string>(
    options: { value: T; label: string }[],
    selected: T[],
    key: keyof BoardFilters,
  ) => (
    <FormGroup>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          label={option.label}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(option.value)}
              onChange={() => onChange({ ...filters, [key]: toggle(selected, option.value) })}
              slotProps={{ input: { 'data-testid': `board-filter-${key}-${option.value}` } as object }}
            />
          }
        />
      ))}
    </FormGroup>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'data-testid': 'board-filters-drawer' } as object }}
    >
      <Stack spacing={2} sx={{ width: 300, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {MSG.FILTERS}
          </Typography>
          <IconButton aria-label={MSG.CLOSE} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Group title="Tipo do pedido">{checkboxes(TYPES, filters.types, 'types')}</Group>
        <Divider />
        <Group title="Nota fiscal">{checkboxes(INVOICES, filters.invoice, 'invoice')}</Group>
        <Divider />
        <Group title="Situação">{checkboxes(SITUATIONS, filters.situations, 'situations')}</Group>
        <Divider />
        <Group title="Canais">
          {checkboxes(
            channels.map((code) => ({ value: code, label: channelLabel(code) })),
            filters.channels,
            'channels',
          )}
        </Group>
        <Divider />
        <Group title="Importados">
          <RadioGroup
            value={filters.imported}
            onChange={(event) => onChange({ ...filters, imported: event.target.value as BoardFilters['imported'] })}
          >
            <FormControlLabel value="true" control={<Radio size="small" />} label="Sim" />
            <FormControlLabel value="false" control={<Radio size="small" />} label="Não" />
            <FormControlLabel value="both" control={<Radio size="small" />} label="Ambos" />
          </RadioGroup>
        </Group>
        <Button variant="outlined" onClick={() => onChange(DEFAULT_BOARD_FILTERS)} data-testid="board-filters-clear">
          Limpar filtros
        </Button>
      </Stack>
    </Drawer>
  );
}
