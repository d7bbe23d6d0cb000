import { z } from 'zod';
import { ZDbId } from './primitives';

export { DISPUTE_LABELS, MARKETPLACE_DISPUTE_PATHS } from './marketplace-dispute-paths';

/** The shapes of iFood's negotiation platform as the board reads and answers them (marketplace-dispute-paths.ts). */
export const ZDisputeAlternative = z.object({
  id: z.string(),
  /** REFUND, BENEFIT, ADDITIONAL_TIME. */
  tipo: z.string(),
  descricao: z.string(),
  /** REFUND / BENEFIT: the most that may be offered, in reais. */
  valorMaximo: z.number().nullable(),
  /** ADDITIONAL_TIME: the minutes that may be asked for. */
  minutos: z.array(z.number().int()),
  /** ADDITIONAL_TIME: the reasons that may be given (code and pt-BR label). */
  motivos: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
});
export type TDisputeAlternative = z.infer<typeof ZDisputeAlternative>;

export const DISPUTE_STATUSES = ['ABERTA', 'RESPONDENDO', 'RESPONDIDA', 'ENCERRADA'] as const;

export const ZMarketplaceDispute = z.object({
  id: ZDbId,
  pedidoId: ZDbId,
  /** The order's number on the board (#sequencial) and iFood's display id. */
  numeroPedido: z.number().int().nullable(),
  identificador: z.string().nullable(),
  /** CANCELLATION, PARTIAL_CANCELLATION, PROPOSED_AMOUNT_REFUND, PROPOSED_ADDITIONAL_TIME... and its pt-BR title. */
  acao: z.string(),
  titulo: z.string(),
  mensagem: z.string().nullable(),
  /** ISO instant of the deadline. */
  expiraEm: z.string(),
  /** What iFood does if nobody answers, in pt-BR. */
  seNaoResponder: z.string(),
  alternativas: z.array(ZDisputeAlternative),
  /** When not empty, accepting needs one of these reasons (iFood's codes). */
  motivosAceite: z.array(z.string()),
  /** The customer's photos (links at iFood). */
  evidencias: z.array(z.string()),
  status: z.enum(DISPUTE_STATUSES),
  resposta: z.enum(['ACEITAR', 'REJEITAR', 'ALTERNATIVA']).nullable(),
  respondidaPor: z.string().nullable(),
  /** HANDSHAKE_SETTLEMENT's status (ACCEPTED, REJECTED, EXPIRED, ALTERNATIVE_REPLIED) and its pt-BR label. */
  desfecho: z.string().nullable(),
  desfechoDescricao: z.string().nullable(),
});
export type TMarketplaceDispute = z.infer<typeof ZMarketplaceDispute>;

const reason = z
  .string({ error: 'Informe o motivo da recusa.' })
  .trim()
  .min(3, 'Informe o motivo da recusa (ao menos 3 caracteres).')
  .max(250, 'O motivo pode ter no máximo 250 caracteres.');

export const ZDisputeAnswer = z.discriminatedUnion(
  'resposta',
  [
    z.object({ resposta: z.literal('ACEITAR'), motivo: z.string().trim().max(250).optional() }),
    z.object({ resposta: z.literal('REJEITAR'), motivo: reason }),
    z.object({
      resposta: z.literal('ALTERNATIVA'),
      alternativaId: z.string().trim().min(1, 'Escolha uma alternativa.').max(100),
      /** REFUND / BENEFIT: reais. */
      valor: z.number({ error: 'Informe o valor.' }).positive('O valor deve ser maior que zero.').optional(),
      /** ADDITIONAL_TIME. */
      minutos: z.number().int().positive().optional(),
      /** ADDITIONAL_TIME: one of the alternative's reason codes. */
      motivo: z.string().trim().max(100).optional(),
    }),
  ],
  { error: 'Resposta inválida: use ACEITAR, REJEITAR ou ALTERNATIVA.' },
);
export type TDisputeAnswer = z.infer<typeof ZDisputeAnswer>;
