import { z } from 'zod';
import { ZDbId, ZText } from './primitives';

/**
 * Tax documents (doc 1 §7 gerarNotaFiscal, issue 17). The body names the order (`id`), the model (55 NF-e,
 * 65 NFC-e; 2D is printed by the PAF application), the emission type (1 normal; 9 is chosen by the server when
 * the authority does not answer) and, for NF-e, the customer (nome, cpfCnpj, tipo F/J, idPessoa).
 * Send an Idempotency-Key header: a retried request answers the first result.
 */
export const FISCAL_PATHS = Object.freeze({
  gerarNotaFiscal: '/api-v2/pedidoIntegracao/gerarNotaFiscal',
  /** POST `ZCancelarNotaFiscal` with an Idempotency-Key: cancellation event 110111. */
  cancelarNotaFiscal: '/api-v2/pedidoIntegracao/cancelarNotaFiscal',
  /** POST ?localImpressao=: the DANFE NFC-e on the thermal printer; for an NF-e the answer names the PDF's url. */
  imprimirNotaFiscal: '/api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/:id',
  /** GET: the DANFE NF-e (model 55) as a PDF. */
  danfePdf: '/api-v2/notaFiscal/:id/danfe.pdf',
});

export const ZGerarNotaFiscal = z.object({
  id: ZDbId,
  nome: ZText(60).nullish(),
  tipo: z.enum(['F', 'J']).nullish(),
  cpfCnpj: ZText(18).nullish(),
  idPessoa: ZDbId.nullish(),
  tipoEmissao: z.union([z.literal(1), z.literal(9)]).nullish(),
  idNotaFiscal: ZDbId.nullish(),
  modelo: z.enum(['55', '65', '2D'], { error: 'Modelo de documento fiscal inválido.' }),
});
export type TGerarNotaFiscal = z.infer<typeof ZGerarNotaFiscal>;

export const ZCancelarNotaFiscal = z.object({
  idNotaFiscal: ZDbId,
  justificativa: z
    .string()
    .trim()
    .min(15, 'A justificativa deve ter de 15 a 255 caracteres.')
    .max(255, 'A justificativa deve ter de 15 a 255 caracteres.'),
});
export type TCancelarNotaFiscal = z.infer<typeof ZCancelarNotaFiscal>;

/** The order's tax document part (doc 1 §3 `pedido`). */
export const ZOrderFiscalPart = z.object({
  /** The authority's code: 100 authorized, 150 authorized late, 101 cancelled, a rejection code, or 0 offline. */
  status: z.number().int(),
  statusDescricao: z.string(),
  msgStatus: z.string().nullable(),
  chave: z.string(),
  modelo: z.string(),
  nomeNotaFiscal: z.string().nullable(),
  cpfCnpj: z.string().nullable(),
  idNotaFiscal: z.number().int(),
  tipoEmissao: z.number().int(),
  situacao: z.string(),
});
export type TOrderFiscalPart = z.infer<typeof ZOrderFiscalPart>;
