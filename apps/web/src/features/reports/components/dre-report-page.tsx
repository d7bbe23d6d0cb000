import { DEFAULT_JOB_PANEL, type TDreResponse, type TJobReport } from '@brasa/contracts';
import { MSG, previousMonthPeriod, validateDrePeriod } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { JobsFrame, jobPanelUrl } from '../../../shared/ui/jobs-frame';
import { useNotify } from '../../../shared/ui/notify';
import { fetchDre, postJob } from '../api/report-api';
import { useBackOfficeSession } from '../hooks/use-back-office-session';
import { DreSectionRows } from './dre-rows';

/** doc 4 §2 tooltips. */
const TIPS = {
  VB: 'Todas as vendas brutas, incluindo produtos e serviços.',
  CMV: 'Custos diretamente ligados à produção ou à compra do que foi vendido.',
  DO: 'Gastos necessários para manter a operação.',
  RF: 'Saldo entre receitas e despesas financeiras.',
  RECEITA: 'Total de vendas menos cancelamentos e devoluções.',
  MARGEM: 'Receita líquida menos os custos.',
  EBITDA: 'Margem bruta menos as despesas operacionais.',
  RESULTADO: 'Receitas financeiras menos despesas financeiras.',
};

/** The four sections in their order, each with the result line that closes it (doc 4 §2). */
const SECTIONS = [
  {
    testId: 'dre-receitas',
    section: 'receitas',
    tooltip: TIPS.VB,
    subtotalLabel: MSG.DRE_NET_REVENUE,
    subtotal: 'totalReceitaLiquida',
    subtotalTooltip: TIPS.RECEITA,
  },
  {
    testId: 'dre-custos',
    section: 'custos',
    tooltip: TIPS.CMV,
    subtotalLabel: MSG.DRE_GROSS_MARGIN,
    subtotal: 'totalMargemBruta',
    subtotalTooltip: TIPS.MARGEM,
  },
  {
    testId: 'dre-despesas',
    section: 'despesas',
    tooltip: TIPS.DO,
    subtotalLabel: MSG.DRE_EBITDA,
    subtotal: 'totalEbitda',
    subtotalTooltip: TIPS.EBITDA,
  },
  {
    testId: 'dre-outros',
    section: 'outros',
    tooltip: TIPS.RF,
    subtotalLabel: MSG.DRE_NET_RESULT,
    subtotal: 'totalResultadoLiquido',
    subtotalTooltip: TIPS.RESULTADO,
  },
] as const satisfies readonly {
  testId: string;
  section: 'receitas' | 'custos' | 'despesas' | 'outros';
  tooltip: string;
  subtotalLabel: string;
  subtotal: keyof TDreResponse;
  subtotalTooltip: string;
}[];

const isEmpty = (dre: TDreResponse) =>
  [dre.receitas, dre.custos, dre.despesas, dre.outros].every((s) => s.grupos.length === 0);

/** /gerencial/dreReport/{jwt}: the income statement (doc 4 §2) with PDF and Excel export through report jobs. */
export function DreReportPage() {
  const { jwt = '' } = useParams();
  const session = useBackOfficeSession(jwt);
  const notify = useNotify();
  const initial = previousMonthPeriod(new Date());
  const [inicio, setInicio] = useState(initial.inicio);
  const [fim, setFim] = useState(initial.fim);
  const [menu, setMenu] = useState<HTMLElement | null>(null);

  const report = useMutation({
    mutationFn: ({ a, b }: { a: string; b: string }) => fetchDre(a, b),
    onSuccess: (dre) => {
      if (isEmpty(dre)) notify.warning(MSG.NO_DATA_FOR_PERIOD);
      else notify.success(MSG.REPORT_GENERATED);
    },
    onError: (error) => notify.error(MSG.dadosFinanceirosNaoCarregados(readErrorMessage(error, MSG.DRE_LOAD_FAILED))),
  });
  const exportJob = useMutation({
    mutationFn: (relatorio: TJobReport) =>
      postJob({ relatorio, nome: DEFAULT_JOB_PANEL, dataInicial: `${inicio} 00:00:00`, dataFinal: `${fim} 00:00:00` }),
    onSuccess: (job) => notify.info(`${job.descricao}: ${MSG.PROCESSING}`),
    onError: (error) => notify.error(MSG.relatorioNaoGerado(readErrorMessage(error, MSG.DRE_LOAD_FAILED))),
  });

  const generate = () => {
    const check = validateDrePeriod(inicio, fim);
    if (!check.ok) {
      notify.warning(check.message);
      return;
    }
    report.mutate({ a: inicio, b: fim });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') generate();
  };
  const exportAs = (relatorio: TJobReport) => {
    setMenu(null);
    exportJob.mutate(relatorio);
  };

  if (session.error) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{session.error}</Alert>
      </Box>
    );
  }
  if (!session.profile) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  }
  const dre = report.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, mx: 'auto' }} onKeyDown={onKey}>
      <Typography variant="h5" sx={{ mb: 0.5 }}>
        {MSG.DRE_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {session.profile.unidade.nome}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          type="date"
          label="Data inicial"
          size="small"
          value={inicio}
          onChange={(e) => setInicio(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dre-inicio' } }}
        />
        <TextField
          type="date"
          label="Data final"
          size="small"
          value={fim}
          onChange={(e) => setFim(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dre-fim' } }}
        />
        <Button variant="contained" onClick={generate} disabled={report.isPending}>
          {MSG.GENERATE_REPORT}
        </Button>
        <Button variant="outlined" disabled={!dre || exportJob.isPending} onClick={(e) => setMenu(e.currentTarget)}>
          {MSG.EXPORT}
        </Button>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => exportAs('DRE_PDF')}>PDF</MenuItem>
          <MenuItem onClick={() => exportAs('DRE_EXCEL')}>Excel</MenuItem>
        </Menu>
      </Box>

      {report.isPending && <CircularProgress data-testid="dre-loading" />}
      {report.isError && <Alert severity="error">{MSG.DRE_LOAD_FAILED}</Alert>}
      {dre && isEmpty(dre) && <Alert severity="info">{MSG.DRE_NO_DATA}</Alert>}
      {dre && !isEmpty(dre) && (
        <Paper variant="outlined" sx={{ p: 1 }} data-testid="dre-statement">
          {!dre.possuiGrupoCmv && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {MSG.DRE_NO_CMV_GROUP}
            </Alert>
          )}
          {SECTIONS.map((row) => (
            <DreSectionRows
              key={row.testId}
              testId={row.testId}
              section={dre[row.section]}
              tooltip={row.tooltip}
              subtotalLabel={row.subtotalLabel}
              subtotal={dre[row.subtotal]}
              subtotalTooltip={row.subtotalTooltip}
            />
          ))}
        </Paper>
      )}
      <JobsFrame src={jobPanelUrl(jwt)} />
    </Box>
  );
}
