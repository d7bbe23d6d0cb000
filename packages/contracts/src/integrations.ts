import { z } from 'zod';

/**
 * `GET /api-v2/pedidoIntegracao/allIntegracoesAtivas?tipos=` (doc 1/2/4 §7): the unit's active integrations of
 * those types (IF marketplace, TEF cloud card terminal, EL local terminal agent, GM maps...), `tipos` repeated
 * or as a comma list. `dados` is a JSON string of what a browser may read (never credentials).
 */
export const ZActiveIntegrationsQuery = z.object({
  tipos: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim().toUpperCase())
        .filter((s) => s !== ''),
    )
    .pipe(
      z
        .array(z.string().regex(/^[A-Z0-9_]{1,20}$/, 'Tipo de integração inválido.'))
        .min(1)
        .max(20),
    ),
});

export const ZActiveIntegration = z.object({
  id: z.number().int(),
  tipo: z.string(),
  sigla: z.string(),
  descricao: z.string(),
  dados: z.string(),
});
export type TActiveIntegration = z.infer<typeof ZActiveIntegration>;
