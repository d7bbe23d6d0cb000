import { ZDbIdParam, ZErrorResponse } from '@brasa/contracts';
import { z } from 'zod';

export const ERRORS = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const ZUnitParams = z.object({ unitUuid: z.string().max(100) });
export const ZLimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });
export const ZIdentifierParams = z.object({ identificador: z.string().min(1).max(200) });
export const ZIdentifierQuery = z.object({ uuid: z.string().max(100).optional(), limit: ZLimitQuery.shape.limit });

/** A print log document (doc 4 §3 "Print log document") plus the delivery state of this print server. */
export const ZPrintLogEntry = z.object({
  _id: z.string(),
  id: z.number().int(),
  identificador: z.string(),
  origem: z.string(),
  localImpressao: z.string(),
  descricao: z.string(),
  dataCriacao: z.string(),
  statusImpressao: z.string(),
  pedidoId: z.number().int().nullable(),
  tentativas: z.number().int(),
  erro: z.string().nullable(),
  dataImpressao: z.string().nullable(),
});
export const ZPrintLog = z.array(ZPrintLogEntry);

export const ZPrintLocation = z.object({
  _id: z.string(),
  id: z.number().int(),
  chave: z.string(),
  descricao: z.string(),
  impressora: z.object({
    host: z.string().nullable(),
    porta: z.number().int(),
    larguraPapel: z.number().int(),
    colunas: z.number().int(),
    paginaCodigo: z.string(),
    ativa: z.boolean(),
  }),
});
export const ZPrintLocations = z.array(ZPrintLocation);

export const ZPrintIdParams = z.object({ id: ZDbIdParam });
/** 'Visualizar': the ticket as printed (or as it will print while still pending). */
export const ZPrintView = z.object({
  id: z.number().int(),
  statusImpressao: z.string(),
  colunas: z.number().int(),
  texto: z.string(),
});

const ZIdList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'Lista de ids inválida.')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.length <= 50 && ids.every((id) => id > 0 && id <= 2_147_483_647), 'Lista de ids inválida.');

/** Ours: a short-lived link to /impressao-online.html for the order ids (`ids`) or one print (`impressaoId`). */
export const ZOnlineLinkBody = z
  .object({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).optional(),
    impressaoId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine(
    (b) => (b.ids?.length ?? 0) > 0 || b.impressaoId !== undefined,
    'Informe os pedidos (ids) ou a impressão (impressaoId).',
  );
export const ZOnlineLink = z.object({ url: z.string(), expiraEm: z.string() });

export const ZOnlinePageQuery = z.object({
  ids: ZIdList.optional(),
  impressaoId: ZDbIdParam.optional(),
  /** The signed link token (never the session token). */
  t: z.string().max(4000).optional(),
});
