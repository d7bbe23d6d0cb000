import type { TJob } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { useNotify } from '../../../shared/ui/notify';
import { openJob, postJob, reportQueries } from '../api/report-api';
import { useBackOfficeSession } from '../hooks/use-back-office-session';

/** doc 4 §9: 6 rows per page (no other size), the mobile list shows the first 3, the table at most 45rem high. */
const ROWS_PER_PAGE = 6;
const MOBILE_ROWS = 3;

const STATUS_LABEL: Record<TJob['status'], string> = {
  PENDENTE: 'Pendente',
  INICIADO: 'Iniciado',
  FINALIZADO: 'Finalizado',
  ERRO: 'Erro',
};

/** Tells the parent page (the panel lives in an iframe) how tall it is. */
function usePostSize(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    const post = () =>
      window.parent.postMessage(
        { type: 'jobAssincrono:size', height: element.scrollHeight, width: element.scrollWidth },
        window.location.origin,
      );
    post();
    const observer = new ResizeObserver(post);
    observer.observe(element);
    return () => observer.disconnect();
  });
}

/** /gerencial/jobAssincrono/{nome}/{jwt}: the user's report jobs, live (doc 4 §2 report jobs panel). */
export function JobPanelPage() {
  const { nome = '', jwt = '' } = useParams();
  const [search] = useSearchParams();
  const mobile = search.get('showMobileScreen') === 'true';
  const session = useBackOfficeSession(jwt);
  const userId = session.profile?.id ?? 0;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  usePostSize(root);
  const options = reportQueries.jobs(nome, userId);
  const jobs = useQuery({ ...options, enabled: userId > 0 });

  useRealtimeEvents((event) => {
    if (event.kind === 'reconnected') void queryClient.invalidateQueries({ queryKey: options.queryKey });
    if (event.kind !== 'other' || event.type !== 'UPDATE_STATUS_JOB') return;
    const job = (event.message as { job?: TJob }).job;
    if (!job || job.idUsuario !== userId || job.nome !== nome) return;
    queryClient.setQueryData(options.queryKey, (list: TJob[] | undefined) => {
      if (!list) return list;
      const others = list.filter((j) => j.id !== job.id);
      return [job, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    });
  });

  const open = async (job: TJob) => {
    // Opened synchronously so the browser does not block it as a pop-up; the URL follows.
    const target = window.open('', '_blank');
    try {
      const { url } = await openJob(job.id);
      if (target) target.location.href = url;
      else window.location.assign(url);
      const viewed = await postJob({ id: job.id, visualizado: true });
      queryClient.setQueryData(options.queryKey, (list: TJob[] | undefined) =>
        list?.map((j) => (j.id === viewed.id ? viewed : j)),
      );
    } catch (error) {
      target?.close();
      notify.error(MSG.falhaAoAbrir(readErrorMessage(error, MSG.REPORT_OPEN_FAILED)));
    }
  };

  if (session.error) return <Alert severity="error">{session.error}</Alert>;
  const list = jobs.data ?? [];
  const rows = mobile ? list.slice(0, MOBILE_ROWS) : list.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  return (
    <Box ref={root} sx={{ p: 1 }} data-testid="job-panel">
      {(!session.profile || jobs.isPending) && !jobs.isError && <CircularProgress size={24} />}
      {jobs.isError && <Alert severity="error">{MSG.REPORTS_LOAD_FAILED}</Alert>}
      {jobs.isSuccess && list.length === 0 && <Alert severity="info">{MSG.NO_REPORT_IN_PROGRESS}</Alert>}
      {list.length > 0 && (
        <TableContainer sx={{ maxHeight: '45rem' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Descrição</TableCell>
                <TableCell>Criado em</TableCell>
                <TableCell>Status</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((job) => {
                const unviewed = job.status === 'FINALIZADO' && !job.visualizado;
                return (
                  <TableRow
                    key={job.id}
                    data-testid={`job-row-${job.id}`}
                    data-status={job.status}
                    sx={unviewed ? { bgcolor: 'rgba(255, 193, 7, 0.18)', '& td': { fontWeight: 700 } } : undefined}
                  >
                    <TableCell>{job.descricao}</TableCell>
                    <TableCell>{dateTimeText(job.createdAt)}</TableCell>
                    <TableCell>
                      {STATUS_LABEL[job.status]}
                      {job.status === 'INICIADO' ? ` (${job.progresso}%)` : ''}
                      {job.status === 'ERRO' && (
                        <Tooltip title={job.dados ?? ''}>
                          <Chip size="small" color="error" label={MSG.WHAT_HAPPENED} sx={{ ml: 1 }} />
                        </Tooltip>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {job.status === 'FINALIZADO' ? (
                        <Button size="small" onClick={() => void open(job)}>
                          Abrir
                        </Button>
                      ) : job.status === 'ERRO' ? null : (
                        <Button size="small" disabled>
                          {MSG.PROCESSING}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!mobile && list.length > 0 && (
        <TablePagination
          component="div"
          count={list.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[ROWS_PER_PAGE]}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        />
      )}
      <Link href={`/gerencial/jobAssincrono/${encodeURIComponent(nome)}/${jwt}`} target="_top" variant="body2">
        {MSG.SEE_ALL}
      </Link>
    </Box>
  );
}
