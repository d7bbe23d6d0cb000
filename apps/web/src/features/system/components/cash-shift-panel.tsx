import { cashRegisterState } from '@brasa/contracts';
import { formatDateTimeBr, parseMoney } from '@brasa/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { cashShiftQueries } from '../../../shared/api/cash-shift-queries';
import { useNotify } from '../../../shared/ui/notify';
import { useCloseCashShift, useOpenCashShift } from '../api/cash-shift-mutations';

const INVALID_AMOUNT = 'Informe um valor de abertura válido.';

/** Open or close the logged user's cash shift ('Abrir caixa' / 'Fechar caixa'). */
export function CashShiftPanel({ username }: { username: string }) {
  const notify = useNotify();
  const { data, isError } = useQuery(cashShiftQueries.byUser(username));
  const openShift = useOpenCashShift(username);
  const closeShift = useCloseCashShift(username);
  const [amountText, setAmountText] = useState('0,00');
  const state = data ? cashRegisterState(data) : null;

  const open = () => {
    const cents = parseMoney(amountText);
    if (cents === null || cents < 0) return notify.warning(INVALID_AMOUNT);
    openShift.mutate(cents, {
      onSuccess: () => notify.success('Caixa aberto com sucesso'),
      onError: (error) => notify.error(readErrorMessage(error, 'Erro ao abrir o caixa')),
    });
  };
  const close = () =>
    closeShift.mutate(undefined, {
      onSuccess: () => notify.success('Caixa fechado com sucesso'),
      onError: (error) => notify.error(readErrorMessage(error, 'Erro ao fechar o caixa')),
    });

  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="cash-shift-panel">
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Caixa
        </Typography>
        {isError ? <Typography color="error">Erro ao buscar o caixa</Typography> : null}
        {state === 'DISABLED' ? <Typography>Esta empresa não utiliza controle de caixa.</Typography> : null}
        {state === 'OPEN' && data ? (
          <>
            <Typography>
              Caixa aberto{data.dataAbertura ? ` desde ${formatDateTimeBr(new Date(data.dataAbertura))}` : ''}.
            </Typography>
            <Button
              variant="outlined"
              color="error"
              onClick={close}
              disabled={closeShift.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Fechar caixa
            </Button>
          </>
        ) : null}
        {state === 'CLOSE' && data ? (
          <>
            <Typography>
              Caixa fechado{data.dataFechamento ? ` em ${formatDateTimeBr(new Date(data.dataFechamento))}` : ''}.
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField
                label="Valor de abertura (R$)"
                size="small"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <Button variant="contained" onClick={open} disabled={openShift.isPending}>
                Abrir caixa
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
