import { z } from 'zod';

/** Logistics (doc 1 §2.12, §4, §7) and loyalty (doc 2 §2.7, §5.9, §7) calls. */
export const LOGISTICS_PATHS = Object.freeze({
  /** GET -> `TLogisticsIntegration[]`: the unit's active logistics integrations (tipos ID, KA, FD). */
  list: '/api-v2/integracaoLogistica/list',
  /** GET -> `TLogisticsAvailability`: the courier's quote and payment methods for the order. */
  availability: (orderId: number, integrationId: number) =>
    `/api-v2/integracaoLogistica/availability/${orderId}/${integrationId}`,
  /** POST with an Idempotency-Key, query `ZLogisticsSendQuery` -> the updated order (statusLogistica ENVIADO). */
  send: (orderId: number, integrationId: number) => `/api-v2/integracaoLogistica/${orderId}/${integrationId}`,
  /** POST -> the updated order: cancels the courier and clears statusLogistica. */
  undo: (orderId: number, logisticsConfigId: number) =>
    `/api-v2/integracaoLogistica/desfazerLogistica/${orderId}/${logisticsConfigId}`,
  /** GET -> `TLogisticsTracking`: the courier's status now and the tracking link. */
  tracking: (orderId: number) => `/api-v2/integracaoLogistica/tracking/${orderId}`,
  /** PUT the saved order (its id) with an Idempotency-Key -> the updated order: sent to the single FD integration. */
  enviarFoodyDelivery: '/api-v2/pedidoIntegracao/enviarFoodyDelivery',
  /** GET -> `TLoyaltyIntegration[]`. */
  integracoesFidelidade: '/api-v2/pedidoIntegracao/integracoesFidelidade',
  /** POST `ZLoyaltyScoreRequest` with an Idempotency-Key -> `TLoyaltyScore` (provider FM, total in the path). */
  pontuarFidelimax: (orderId: number, total: string) => `/api-v2/pedidoIntegracao/pontuarFidelimax/${orderId}/${total}`,
  /** POST `ZLoyaltyScoreRequest` with an Idempotency-Key -> `TLoyaltyScore` (provider ST, total in the path). */
  pontuarStamps: (orderId: number, total: string) => `/api-v2/pedidoIntegracao/pontuarStamps/${orderId}/${total}`,
  /** POST `{nome, fone}` with an Idempotency-Key -> `TLoyaltyScore` (provider ZO). */
  pontuarZo: (orderId: number) => `/api-v2/pedidoIntegracao/pontuar/${orderId}/ZO`,
});

export const ZLogisticsIntegration = z.object({
  id: z.number().int(),
  descricao: z.string(),
  /** ID (iFood on-demand delivery), KA (courier platform), FD (delivery provider). */
  tipoImportacao: z.string(),
  logo: z.string().nullable(),
});
export type TLogisticsIntegration = z.infer<typeof ZLogisticsIntegration>;

export const ZLogisticsAvailability = z.object({
  quoteId: z.string(),
  /** Net value of the quote in reais. */
  valorCotacao: z.number(),
  valorBruto: z.number(),
  distanciaMetros: z.number().nullable(),
  tempoEntrega: z.object({ min: z.number(), max: z.number() }).nullable(),
  paymentMethods: z.array(z.object({ method: z.string(), brand: z.string().nullable() })),
  /** The customer's name, for 'Disponibilidade de envio confirmada para cliente {name}…'. */
  cliente: z.string(),
});
export type TLogisticsAvailability = z.infer<typeof ZLogisticsAvailability>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const ZLogisticsSendQuery = z.object({
  bandeiraCartao: z.string().max(40).optional(),
  tipoCartao: z.string().max(40).optional(),
  retornoEntregador: flag,
  naoConfirmarEntrega: flag,
  quoteId: z.string().max(100).optional(),
});

export const ZLogisticsTracking = z.object({
  status: z.string(),
  trackingUrl: z.string().nullable(),
  entregador: z
    .object({ nome: z.string(), telefone: z.string().nullable(), veiculo: z.string().nullable() })
    .nullable(),
});
export type TLogisticsTracking = z.infer<typeof ZLogisticsTracking>;

export const ZEnviarFoodyDeliveryRequest = z.looseObject({ id: z.number().int().positive() });

export const ZLoyaltyIntegration = z.object({
  id: z.number().int(),
  descricao: z.string(),
  /** FM, ST or ZO. */
  tipo: z.string(),
  /** The provider asks the customer's name (doc 2 §5.9). */
  exigeNome: z.boolean(),
});
export type TLoyaltyIntegration = z.infer<typeof ZLoyaltyIntegration>;

export const ZLoyaltyScoreRequest = z.object({
  nome: z.string().trim().max(200).optional(),
  cpf: z.string().max(20).optional(),
  email: z.string().max(200).optional(),
  telefone: z.string().max(30).optional(),
});
export type TLoyaltyScoreRequest = z.infer<typeof ZLoyaltyScoreRequest>;

export const ZLoyaltyZoRequest = z.object({
  nome: z.string().trim().max(200).optional(),
  fone: z.string().max(30).optional(),
});

export const ZLoyaltyScore = z.object({
  pontos: z.number(),
  saldo: z.number().nullable(),
  mensagem: z.string(),
});
export type TLoyaltyScore = z.infer<typeof ZLoyaltyScore>;
