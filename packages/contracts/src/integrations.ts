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

/** A marketplace integration as the drawer shows it: its stores, the chat switch and the actions it offers. */
export const ZDrawerIntegration = z.object({
  id: z.number().int(),
  tipo: z.string(),
  sigla: z.string(),
  descricao: z.string(),
  /** The marketplace's store ids (IFOOD_MERCHANT_ID, comma-separated in `dados`). */
  lojas: z.array(z.string()),
  chat: z.boolean(),
  acoes: z.array(z.string()),
});
export type TDrawerIntegration = z.infer<typeof ZDrawerIntegration>;

export const STORE_STATES = ['OK', 'WARNING', 'CLOSED', 'ERROR'] as const;
export const ZStoreState = z.enum(STORE_STATES);
export const ZStoreOpenStatus = z.enum(['ABERTO', 'FECHADO']);
export type TStoreOpenStatus = z.infer<typeof ZStoreOpenStatus>;

/** One store at the marketplace (merchant status: OK / WARNING / CLOSED / ERROR with the reason). */
export const ZStoreStatus = z.object({
  storeId: z.string(),
  /** ABERTO while the marketplace takes orders (OK or WARNING), FECHADO otherwise: the drawer's switch. */
  status: ZStoreOpenStatus,
  /** null: the marketplace could not be asked (`erro` says why). */
  state: ZStoreState.nullable(),
  titulo: z.string().nullable(),
  /** The reason of a state other than OK, in the marketplace's words. */
  motivo: z.string().nullable(),
  validacoes: z.array(z.object({ id: z.string(), state: ZStoreState, mensagem: z.string().nullable() })),
  /** An interruption of ours covers now: opening the store removes it. */
  fechadaPorInterrupcao: z.boolean(),
  erro: z.string().nullable(),
});
export type TStoreStatus = z.infer<typeof ZStoreStatus>;

export const ZIntegrationStores = z.object({
  idConfiguracao: z.number().int(),
  tipo: z.string(),
  descricao: z.string(),
  lojas: z.array(ZStoreStatus),
});
export type TIntegrationStores = z.infer<typeof ZIntegrationStores>;

/** aplicarAcao/{configId}/{action}: the actions that read the marketplace (their answer is JSON in `message`). */
export const STORE_ACTIONS = ['LISTAR_INTERRUPCOES', 'HORARIOS_FUNCIONAMENTO'] as const;
export const ZStoreAction = z.enum(STORE_ACTIONS);
export type TStoreAction = z.infer<typeof ZStoreAction>;
export const ZActionResult = z.object({ message: z.string() });

/** Interruption (doc 2 §3): id, description, start, end — plus the store it belongs to. */
export const ZInterruption = z.object({
  id: z.string(),
  storeId: z.string(),
  description: z.string(),
  /** Store-local wall time, `yyyy-MM-ddTHH:mm:ss`. */
  start: z.string(),
  end: z.string(),
});
export type TInterruption = z.infer<typeof ZInterruption>;

/** Opening hours (doc 2 §3): dayOfWeek, merchantId, start (HH:mm), duration (minutes). */
export const ZOpeningHours = z.object({
  dayOfWeek: z.string(),
  merchantId: z.string(),
  start: z.string(),
  duration: z.number(),
});
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

/**
 * A wall-clock time of the store: `yyyy-MM-ddTHH:mm[:ss[.SSS]][Z]`. The browser sends its local time shifted by its
 * time-zone offset (doc 2 §7), so the digits are the store's wall time whatever the suffix says.
 */
const ZWallTime = z
  .string({ error: 'Informe o início e o fim da interrupção.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/, 'Data e hora inválidas.');

export const ZCreateInterruption = z.object({
  description: z
    .string({ error: 'Informe a descrição da interrupção.' })
    .trim()
    .min(1, 'Informe a descrição da interrupção.')
    .max(200, 'A descrição da interrupção tem no máximo 200 caracteres.'),
  start: ZWallTime,
  end: ZWallTime,
  /** The store; the integration's first one when left out. */
  storeId: z.string().min(1).max(100).optional(),
});
export type TCreateInterruption = z.infer<typeof ZCreateInterruption>;

export const ZDeleteInterruptions = z
  .array(z.object({ id: z.string().min(1).max(100), storeId: z.string().max(100).optional() }))
  .max(100)
  .min(1, 'Nenhuma interrupcao marcada para ser removida');
export type TDeleteInterruptions = z.infer<typeof ZDeleteInterruptions>;

export const ZMessagingStatus = z.object({ connected: z.boolean() });
