import { z } from 'zod';

/** GET /api-v2/sistema/status/{unitUuid} (no authentication). doc 4 §4 "System status". */
export const ZSystemStatus = z.object({
  status: z.enum(['ATIVO', 'EXPIRADO', 'INATIVO']),
  informacoes: z.string().nullable(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/**
 * The cash shift (GET /service?entity=aberturaTurno&action=get&formato=json&username=).
 * `status` 'N' means the unit does not control cash shifts (DISABLED).
 */
export const ZCashShift = z.object({
  id: z.number().int().nullable(),
  status: z.enum(['S', 'N']),
  dataAbertura: z.string().nullable(),
  dataFechamento: z.string().nullable(),
  username: z.string().nullable(),
});
export type TCashShift = z.infer<typeof ZCashShift>;

// In a module of its own, without zod: the cash-register chip of every page's top bar reads it.

export const ZOpenShiftRequest = z.object({
  valorAbertura: z.number().min(0, 'O valor de abertura não pode ser negativo.').max(1_000_000).default(0),
});

export const ZFeatureRequestResponse = z.object({ message: z.string() });
