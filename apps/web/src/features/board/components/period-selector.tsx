import {
  PERIOD_KEYS,
  formatQueryDateTime,
  parseQueryDateTime,
  periodPresetOptions,
  type PeriodKey,
} from '@brasa/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { DateTimeField } from '../../../shared/ui/date-time-field';
import type { PeriodChoice } from '../../../shared/orders/board-query';

/** doc 2 §9: the custom range is applied 300 ms after the last change. */
const CUSTOM_RANGE_DEBOUNCE_MS = 300;

interface Props {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
  /** The range the preset stands for, to start the custom fields from. */
  currentRange: { start: Date; end: Date };
}

/** Period presets (default 'Hoje') and, for 'Personalizado', start and end date-times. */
export function PeriodSelector({ value, onChange, currentRange }: Props) {
  const [draft, setDraft] = useState({ start: value.customStart, end: value.customEnd });
  const settled = useDebouncedValue(draft, CUSTOM_RANGE_DEBOUNCE_MS);
  const isCustom = value.key === PERIOD_KEYS.CUSTOM;

  useEffect(() => {
    // Only a settled edit counts (the debounced value is the very draft object once it stopped changing).
    if (!isCustom || settled !== draft) return;
    if (draft.start === value.customStart && draft.end === value.customEnd) return;
    onChange({ ...value, customStart: draft.start, customEnd: draft.end });
  }, [isCustom, settled, draft, value, onChange]);

  const choose = (key: PeriodKey) => {
    if (key !== PERIOD_KEYS.CUSTOM) return onChange({ ...value, key });
    const next = { start: formatQueryDateTime(currentRange.start), end: formatQueryDateTime(currentRange.end) };
    setDraft(next);
    onChange({ key, customStart: next.start, customEnd: next.end });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        label="Período"
        value={value.key}
        onChange={(event) => choose(Number(event.target.value) as PeriodKey)}
        sx={{ minWidth: 170 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'board-period' } as object } }}
      >
        {periodPresetOptions({ customEnabled: true }).map((preset) => (
          <MenuItem key={preset.key} value={preset.key}>
            {preset.label}
          </MenuItem>
        ))}
      </TextField>
      {isCustom ? (
        <>
          <DateTimeField
            label="Início"
            initialValue={parseQueryDateTime(draft.start)}
            onChange={(date) => setDraft((current) => ({ ...current, start: formatQueryDateTime(date) }))}
            testId="board-period-start"
          />
          <DateTimeField
            label="Fim"
            initialValue={parseQueryDateTime(draft.end)}
            onChange={(date) => setDraft((current) => ({ ...current, end: formatQueryDateTime(date) }))}
            testId="board-period-end"
          />
        </>
      ) : null}
    </Stack>
  );
}
