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

export type CashRegisterState = 'OPEN' | 'CLOSE' | 'DISABLED';

/** doc 4 §4 "Cash register": OPEN with no closing date, CLOSE with one, DISABLED when status is 'N'. */
export function cashRegisterState(
  shift: Pick<TCashShift, 'status' | 'dataAbertura' | 'dataFechamento'>,
): CashRegisterState {
  if (shift.status === 'N') return 'DISABLED';
  if (shift.dataAbertura && !shift.dataFechamento) return 'OPEN';
  return 'CLOSE';
}

export const ZOpenShiftRequest = z.object({
  valorAbertura: z.number().min(0, 'O valor de abertura não pode ser negativo.').max(1_000_000).default(0),
});

export const ZFeatureRequestResponse = z.object({ message: z.string() });
