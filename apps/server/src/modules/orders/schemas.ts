import { ZDbIdParam, ZErrorResponse } from '@brasa/contracts';
import { ORDER_STATUSES, ORDER_TYPES } from '@brasa/domain';
import { ZOrderStatus } from '@brasa/contracts';
import { z } from 'zod';

const bool = z.enum(['true', 'false'], { error: 'Use true ou false.' }).transform((v) => v === 'true');
const commaListOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })));

export const ZOrderListQuery = z.object({
  ativo: bool.optional(),
  tipo: commaListOf(ORDER_TYPES, 'Tipo de pedido inválido.').optional(),
  situacao: commaListOf(ORDER_STATUSES, 'Situação do pedido inválida.').optional(),
  dataPedido: z.string().max(60).optional(),
  max: z.coerce
    .number()
    .int()
    .min(1, 'max deve ser entre 1 e 500.')
    .max(500, 'max deve ser entre 1 e 500.')
    .default(100),
  first: z.coerce.number().int().min(0).max(1_000_000).default(0),
  text: z.string().max(100).optional(),
  comNF: bool.optional(),
  importados: bool.optional(),
  pago: bool.optional(),
  pagoOnline: bool.optional(),
  periodKey: z.coerce.number().int().min(0).max(20).optional(),
  /** doc 4 §9: 'asc' (default) shows the newest first; 'desc' the oldest first. */
  orderBy: z.enum(['asc', 'desc']).default('asc'),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

/** An order id in a path: a positive int4 (contracts' ZDbIdParam). */
export const ZId = ZDbIdParam;

export const ZIdList = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido.')
          .transform(Number),
      )
      .min(1, 'Selecione ao menos um pedido.')
      .max(500),
  );

export const ZStatusParam = ZOrderStatus;

/** The error answers every order route may give, as `{ errorMessage, code }` (doc 4 §8). */
export const ERROR_RESPONSES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
};
