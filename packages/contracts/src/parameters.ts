import { z } from 'zod';

/** A general parameter (GET /api-v2/parametro/tipo/{types}) — doc 4 §3 "General parameters". */
export const ZParametro = z.object({
  chave: z.string(),
  codigo: z.string(),
  valorString: z.string().nullable(),
  tipo: z.string(),
  descricao: z.string().nullable(),
});
export type TParametro = z.infer<typeof ZParametro>;

/** A generic code (GET /api-v2/codigoGenerico/chave/{keys}). */
export const ZCodigoGenerico = z.object({
  chave: z.string(),
  codigo: z.string(),
  valorString: z.string().nullable(),
});
export type TCodigoGenerico = z.infer<typeof ZCodigoGenerico>;

/** Comma-separated list in a path segment, e.g. `PEDIDO,SISTEMA_BRASA`. */
export const ZCommaList = z
  .string()
  .trim()
  .min(1, 'Informe ao menos um valor')
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x.length > 0),
  )
  .refine((list) => list.length > 0, 'Informe ao menos um valor');

/** Parameter types the web app loads together (doc 4 §3). */
export const PARAMETER_TYPES = [
  'SISTEMA_BRASA_PDV_ONLINE',
  'SISTEMA_BRASA',
  'NOTA_FISCAL_ELETRONICA',
  'PEDIDO',
  'INTEGRACOES_DELIVERIES_GERAIS',
  'CONTROLE_CREDITO_PDV',
] as const;
