import { settlementReceiptUrl, type TFormaPagamento } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { findParameter, parameterQueries } from '../../../shared/api/parameter-queries';
import { courierScreenQueries, type Period } from '../api/courier-api';
import { readPeriod } from '../model/period';
import { useSettlementPost } from '../hooks/use-settlement-post';
import { postBlock } from '../model/settlement';
import { CourierSalesReport } from './courier-sales-report';
import { PeriodBar, type DayTexts } from './period-bar';
import { SettlementTable } from './settlement-table';

const PDV_PARAMETERS = ['SISTEMA_BRASA_PDV_ONLINE'] as const;
/** Ours: the spec names the alert and the button without their words. */
const TEXTS = {
  NO_OPERATION:
    'O parâmetro ID_OPERACAO_ACERTO_ENTREGADOR não está configurado: não é possível lançar o acerto. Configure a operação financeira do acerto de entregadores.',
  ALL_DONE: 'Todos os dias do período já foram acertados.',
  METHOD: 'Forma de pagamento',
  POST: 'Lançar acerto',
  POSTING: 'Lançando...',
  EMPTY: 'Nenhum entregador com pedidos no período.',
  YES: 'Sim',
  NO: 'Não',
} as const;

/** doc 4 §7: the receipt opens in a new tab, at its own page (the same session). */
const openReceipt = (movementIds: readonly number[]) =>
  window.open(settlementReceiptUrl(movementIds), '_blank', 'noopener');

/** Tab 'Acerto de Entregadores' (doc 4 §2, §4, §5 'Settlement', §8, §9), for ROLE_ACERTO_ENTREGADORES. */
export function SettlementTab({ defaults }: { defaults: DayTexts }) {
  const [period, setPeriod] = useState<Period>(() => {
    const initial = readPeriod(defaults.from, defaults.to);
    if (!initial.ok) throw new Error(initial.message);
    return initial.period;
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<TFormaPagamento | null>(null);
  /** The movements of the last post (its receipt), and whether the receipt question is open. */
  const [posted, setPosted] = useState<number[] | null>(null);
  const [asking, setAsking] = useState(false);
  const query = useQuery(courierScreenQueries.settlement(period));
  const methods = useQuery(courierScreenQueries.paymentMethods());
  const parameters = useQuery(parameterQueries.byTypes(PDV_PARAMETERS));
  const list = useMemo(() => query.data?.list ?? [], [query.data]);
  const operationId = findParameter(parameters.data, 'ID_OPERACAO_ACERTO_ENTREGADOR');
  const block = parameters.isPending || query.isPending ? null : postBlock(operationId, list);

  const { post, posting } = useSettlementPost({
    list,
    selected,
    method,
    onPosted: (movementIds) => {
      setSelected(new Set());
      setPosted(movementIds);
      setAsking(true);
    },
  });

  const toggle = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  return (
    <Stack spacing={2} data-testid="settlement-tab">
      <PeriodBar
        defaults={defaults}
        searching={query.isFetching}
        onSearch={(next) => {
          setSelected(new Set());
          setPeriod(next);
          if (next.dtInicio === period.dtInicio && next.dtFinal === period.dtFinal) void query.refetch();
        }}
        testId="settlement"
      />
      {block === 'NO_OPERATION' ? (
        <Alert severity="error" variant="filled" data-testid="settlement-no-operation">
          {TEXTS.NO_OPERATION}
        </Alert>
      ) : null}
      {query.data && query.data.pedidosNaoImportados > 0 ? (
        <Alert severity="warning">{MSG.pedidosNaoImportados(query.data.pedidosNaoImportados)}</Alert>
      ) : null}
      {query.isError ? <Alert severity="error">{readErrorMessage(query.error, MSG.DATA_LOAD_FAILED)}</Alert> : null}
      {query.isPending ? <CircularProgress sx={{ alignSelf: 'center' }} /> : null}
      {query.data && list.length === 0 ? <Typography color="text.secondary">{TEXTS.EMPTY}</Typography> : null}
      {list.length > 0 ? (
        <SettlementTable list={list} selected={selected} onToggle={toggle} onReceipt={openReceipt} />
      ) : null}
      {block === 'ALL_DONE' && list.length > 0 ? <Alert severity="success">{TEXTS.ALL_DONE}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          sx={{ minWidth: 260 }}
          options={(methods.data ?? []).filter((m) => m.ativo)}
          value={method}
          getOptionLabel={(option) => option.descricao}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setMethod(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={TEXTS.METHOD}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'settlement-method' },
              }}
            />
          )}
        />
        <Button
          variant="contained"
          disabled={block !== null || posting}
          onClick={() => void post()}
          data-testid="settlement-post"
        >
          {posting ? TEXTS.POSTING : TEXTS.POST}
        </Button>
        <Button
          variant="outlined"
          disabled={posted === null}
          onClick={() => posted && openReceipt(posted)}
          data-testid="settlement-receipt"
        >
          {MSG.GENERATE_RECEIPT}
        </Button>
      </Stack>
      <CourierSalesReport period={period} />
      <Dialog open={asking} onClose={() => setAsking(false)} data-testid="settlement-print-question">
        <DialogContent>
          <DialogContentText>{MSG.SETTLEMENT_PRINT_RECEIPT_QUESTION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} data-testid="settlement-print-no">
            {TEXTS.NO}
          </Button>
          <Button
            variant="contained"
            autoFocus
            data-testid="settlement-print-yes"
            onClick={() => {
              if (posted) openReceipt(posted);
              setAsking(false);
            }}
          >
            {TEXTS.YES}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
