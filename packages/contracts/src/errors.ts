import { z } from 'zod';

/** Every error answer of the API: `{ errorMessage }` with a pt-BR message (doc 4 §8). */
export const ZErrorResponse = z.object({
  errorMessage: z.string(),
  code: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
