import {
  ALL_SITUATIONS,
  DELAY_SLIDER,
  MSG,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  toggleSituation,
  type RoutePlanningFilters,
} from '@brasa/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Ours: the spec lists the filters without their labels (doc 4 §2). */
const TEXTS = {
  FILTERS: 'Filtros',
  TYPE: 'Tipo do pedido',
  ANY_TYPE: 'Todos',
  PAID: 'Pago',
  PAID_ONLINE: 'Pago online',
  SITUATION: 'Situação',
  delay: (minutes: number) => `Atraso mínimo: ${minutes} min`,
} as const;

const marks = DELAY_SLIDER.marks.map((value) => ({ value, label: `${value}` }));

/** 'Filtros' (doc 4 §2, §4, §9): type, paid, paid online, situations with the 'Todos' rule, the delay slider. */
export function FiltersMenu({
  filters,
  onChange,
}: {
  filters: RoutePlanningFilters;
  onChange: (f: RoutePlanningFilters) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = [ALL_SITUATIONS, ...ORDER_STATUSES] as const;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="routing-filters"
      >
        {TEXTS.FILTERS}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack spacing={2} sx={{ p: 2, width: 320 }} data-testid="routing-filters-menu">
          <TextField
            select
            size="small"
            label={TEXTS.TYPE}
            value={filters.tipo ?? ''}
            onChange={(e) => onChange({ ...filters, tipo: (e.target.value || null) as RoutePlanningFilters['tipo'] })}
          >
            <MenuItem value="">{TEXTS.ANY_TYPE}</MenuItem>
            {ORDER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row">
            <FormControlLabel
              control={
                <Checkbox checked={filters.pago} onChange={(e) => onChange({ ...filters, pago: e.target.checked })} />
              }
              label={TEXTS.PAID}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={filters.pagoOnline}
                  onChange={(e) => onChange({ ...filters, pagoOnline: e.target.checked })}
                />
              }
              label={TEXTS.PAID_ONLINE}
            />
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="caption">{TEXTS.SITUATION}</Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {choices.map((choice) => (
                <Chip
                  key={choice}
                  size="small"
                  label={choice === ALL_SITUATIONS ? MSG.ALL : ORDER_STATUS_LABELS[choice]}
                  color={filters.situacoes.includes(choice) ? 'primary' : 'default'}
                  onClick={() => onChange({ ...filters, situacoes: toggleSituation(filters.situacoes, choice) })}
                  data-testid={`routing-situation-${choice}`}
                />
              ))}
            </Stack>
          </Stack>
          <Stack spacing={0.5} sx={{ px: 1 }}>
            <Typography variant="caption">{TEXTS.delay(filters.atrasoMinutos)}</Typography>
            <Slider
              value={filters.atrasoMinutos}
              min={DELAY_SLIDER.min}
              max={DELAY_SLIDER.max}
              step={DELAY_SLIDER.step}
              marks={marks}
              onChange={(_e, value) => onChange({ ...filters, atrasoMinutos: value as number })}
              data-testid="routing-delay"
            />
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
