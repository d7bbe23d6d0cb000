import type { TCourier } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { sessionStore } from '../../../shared/session/session-store';
import { JobsFrame, jobPanelUrl } from '../../../shared/ui/jobs-frame';
import { useNotify } from '../../../shared/ui/notify';
import { courierScreenQueries, postCourierSalesJob, type Period } from '../api/courier-api';
import { periodDays } from '../model/period';

/** Ours: the filter's words. */
const TEXTS = { COURIER: 'Entregador', ALL: 'Todos os entregadores' } as const;

/**
 * The sales-by-courier report from the settlement tab (doc 4 §7 vendasPorEntregador): a report job for the
 * period searched and the courier chosen (all when none); its progress and file show in the report jobs' panel
 * below, as on the other reports' pages.
 */
export function CourierSalesReport({ period }: { period: Period }) {
  const notify = useNotify();
  const couriers = useQuery(courierScreenQueries.couriers());
  const [courier, setCourier] = useState<TCourier | null>(null);
  const [started, setStarted] = useState(false);
  const job = useMutation({
    mutationFn: () => postCourierSalesJob(periodDays(period), courier?.id ?? null),
    onSuccess: (created) => {
      setStarted(true);
      notify.info(`${created.descricao}: ${MSG.PROCESSING}`);
    },
    onError: (error) => notify.error(MSG.relatorioNaoGerado(readErrorMessage(error, MSG.DATA_LOAD_FAILED))),
  });
  const token = sessionStore.getToken();
  return (
    <Stack spacing={1} data-testid="courier-sales-report">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          sx={{ minWidth: 260 }}
          options={couriers.data ?? []}
          value={courier}
          getOptionLabel={(option) => option.nome}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setCourier(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={TEXTS.COURIER}
              placeholder={TEXTS.ALL}
              slotProps={{
                ...params.slotProps,
                inputLabel: { shrink: true },
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'courier-sales-courier' },
              }}
            />
          )}
        />
        <Button
          variant="outlined"
          disabled={job.isPending}
          onClick={() => job.mutate()}
          data-testid="courier-sales-generate"
        >
          {MSG.COURIER_SALES_REPORT}
        </Button>
      </Stack>
      {started && token ? <JobsFrame src={jobPanelUrl(token)} /> : null}
    </Stack>
  );
}
