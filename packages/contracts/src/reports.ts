import { z } from 'zod';
import { ZDbId } from './primitives';

/**
 * Income statement and report jobs (doc 4 §3, §7): GET dreReport/gerar, the jobAssincrono calls. Money in
 * decimal reais, signed (money out is negative).
 */
export const REPORT_PATHS = Object.freeze({
  dreGerar: '/api-v2/dreReport/gerar',
  jobs: '/api-v2/jobAssincrono',
  jobOpen: '/api-v2/jobAssincrono/open/:id',
  jobFile: '/api-v2/jobAssincrono/arquivo/:uuid',
  jobList: '/api-v2/jobAssincrono/listByNomeAndIdUsuario/:name/:userId',
});

/** doc 4 §7: 'yyyy-MM-dd 00:00:00' (a bare 'yyyy-MM-dd' is taken too); the rules of §5 are checked by the service. */
export const ZDreQuery = z.object({
  dataInicial: z.string().max(40).optional(),
  dataFinal: z.string().max(40).optional(),
});

const ZDreMovement = z.object({ descricaoMovimentacao: z.string(), valor: z.number() });
const ZDreOperation = z.object({ descricao: z.string(), valor: z.number(), movimentacoes: z.array(ZDreMovement) });
const ZDreGroup = z.object({
  descricao: z.string(),
  /** VB, CMV, DO, RF or DF (ours: the page's prefixes follow it). */
  classificacao: z.string(),
  valor: z.number(),
  operacoes: z.array(ZDreOperation),
});
const ZDreSection = z.object({ descricao: z.string(), valor: z.number(), grupos: z.array(ZDreGroup) });

export const ZDreResponse = z.object({
  receitas: ZDreSection,
  custos: ZDreSection,
  despesas: ZDreSection,
  outros: ZDreSection,
  totalReceitaLiquida: z.number(),
  totalMargemBruta: z.number(),
  totalEbitda: z.number(),
  totalResultadoLiquido: z.number(),
  /** Ours: false when no operation group of the unit is classified CMV ('Nenhum grupo ... CMV.'). */
  possuiGrupoCmv: z.boolean(),
});
export type TDreResponse = z.infer<typeof ZDreResponse>;
export type TDreSection = z.infer<typeof ZDreSection>;
export type TDreGroup = z.infer<typeof ZDreGroup>;

export const JOB_STATUSES = ['PENDENTE', 'INICIADO', 'FINALIZADO', 'ERRO'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** What a job produces (ours; the spec names only the jobs' panel). */
export const JOB_REPORTS = ['DRE_PDF', 'DRE_EXCEL', 'VENDAS_ENTREGADOR'] as const;
export type TJobReport = (typeof JOB_REPORTS)[number];

/** The panel name the product's report jobs are listed under (route /gerencial/jobAssincrono/{nome}). */
export const DEFAULT_JOB_PANEL = 'relatorios';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}( 00:00:00)?$/);

/**
 * POST /api-v2/jobAssincrono: doc 4 §7 sends "the job with visualizado true" (an existing job: marks it viewed);
 * a body with `relatorio` and its parameters (ours) starts a new one.
 */
export const ZJobRequest = z.union([
  z.object({
    relatorio: z.enum(JOB_REPORTS),
    nome: z.string().min(1).max(60).default(DEFAULT_JOB_PANEL),
    dataInicial: ZDay,
    dataFinal: ZDay,
    /** VENDAS_ENTREGADOR only: one courier of the unit (the settlement tab's filter); absent, all of them. */
    entregadorId: ZDbId.optional(),
  }),
  z.object({ id: z.number().int().positive().max(2_147_483_647), visualizado: z.literal(true) }),
]);
export type TJobRequest = z.input<typeof ZJobRequest>;

/** doc 4 §3 report job. */
export const ZJob = z.object({
  id: z.number(),
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string(),
  status: z.enum(JOB_STATUSES),
  tipo: z.string(),
  dados: z.string().nullable(),
  progresso: z.number(),
  visualizado: z.boolean(),
  createdAt: z.string(),
  idUsuario: z.number(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobOpen = z.object({ url: z.string() });

/** Realtime UPDATE_STATUS_JOB (doc 4 §4), sent to the unit's room; the panel keeps only its user's jobs. */
export const ZJobStatusMessage = z.object({ type: z.literal('UPDATE_STATUS_JOB'), job: ZJob });
export type TJobStatusMessage = z.infer<typeof ZJobStatusMessage>;
