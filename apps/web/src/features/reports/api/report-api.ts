import { REPORT_PATHS, type TDreResponse, type TJob, type TJobRequest } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** Query keys and calls of the back-office reports (DRE, report jobs). */
export const reportQueries = {
  all: () => ['reports'] as const,
  jobs: (name: string, userId: number) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'jobs', name, userId] as const,
      queryFn: ({ signal }) =>
        apiFetch<TJob[]>(
          REPORT_PATHS.jobList.replace(':name', encodeURIComponent(name)).replace(':userId', String(userId)),
          { signal },
        ),
    }),
};

/** doc 4 §7: dataInicial and dataFinal as 'yyyy-MM-dd 00:00:00'. */
export const fetchDre = (inicio: string, fim: string) =>
  apiFetch<TDreResponse>(REPORT_PATHS.dreGerar, {
    query: { dataInicial: `${inicio} 00:00:00`, dataFinal: `${fim} 00:00:00` },
  });

export const postJob = (body: TJobRequest) => apiFetch<TJob>(REPORT_PATHS.jobs, { method: 'POST', body });

export const openJob = (id: number) => apiFetch<{ url: string }>(REPORT_PATHS.jobOpen.replace(':id', String(id)));
