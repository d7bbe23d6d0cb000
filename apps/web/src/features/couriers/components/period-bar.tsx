import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import type { Period } from '../api/courier-api';
import { maskDayBr, readPeriod } from '../model/period';

export interface DayTexts {
  readonly from: string;
  readonly to: string;
}

interface Props {
  defaults: DayTexts;
  searching: boolean;
  onSearch: (period: Period) => void;
  testId: string;
}

/** 'De' / 'Até' as dd/MM/yyyy business days and 'Buscar' ('Nenhum período informado.' without them). */
export function PeriodBar({ defaults, searching, onSearch, testId }: Props) {
  const notify = useNotify();
  const [from, setFrom] = useState(defaults.from);
  const [to, setTo] = useState(defaults.to);
  const search = () => {
    const result = readPeriod(from, to);
    if (!result.ok) return notify.error(result.message);
    onSearch(result.period);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label="De"
        value={from}
        placeholder="dd/mm/aaaa"
        onChange={(event) => setFrom(maskDayBr(event.target.value))}
        sx={{ width: 140 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `${testId}-from` } }}
      />
      <TextField
        size="small"
        label="Até"
        value={to}
        placeholder="dd/mm/aaaa"
        onChange={(event) => setTo(maskDayBr(event.target.value))}
        sx={{ width: 140 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `${testId}-to` } }}
      />
      <Button variant="outlined" onClick={search} disabled={searching} data-testid={`${testId}-search`}>
        {searching ? MSG.SEARCHING : MSG.SEARCH}
      </Button>
    </Stack>
  );
}
