import { MSG, SCALE_QUICK_KEYS } from '@brasa/domain';
import { z } from 'zod';
import { ZDbId } from './primitives';

/**
 * The weighing kiosk and the scale (doc 3 §2.6, §3 'Scale product', §4.6, §7 'only the weight reading appears',
 * §9; doc 2 §4.7). Request shapes are ours: the spec shows none.
 */
export const SCALE_PATHS = Object.freeze({
  /** The current reading (polled every 500 ms). */
  reading: '/api-v2/balanca/peso',
  /** The kiosk's settings of one terminal (GET ?terminal=, PUT). */
  settings: '/api-v2/balanca/configuracao',
  /** The unit's KG products, each with its free associated product. */
  products: '/api-v2/balanca/produtos',
  /** The kiosk's sale: a weighed plate saved as a tab (Idempotency-Key). */
  order: '/api-v2/balanca/pedido',
});

export const ZScaleReading = z.object({
  peso: z.number(),
  estavel: z.boolean(),
  codigo: z.union([z.literal(10), z.literal(20), z.literal(25)]).nullable(),
  mensagem: z.string().nullable(),
  /** ISO time of the reading. */
  lidoEm: z.string(),
});
export type TScaleReading = z.infer<typeof ZScaleReading>;

const ZProductRef = z.object({ idProduto: z.number().int(), descricao: z.string(), valorUnitarioVenda: z.number() });

/** doc 3 §3 Scale product. */
export const ZScaleProduct = z.object({
  idProduto: z.number().int(),
  descricao: z.string(),
  valorUnitarioVenda: z.number(),
  unidadeMedida: z.object({ sigla: z.string() }),
  produtoLivreAssociado: ZProductRef.nullable(),
  tipoNotificacao: z.string(),
  grupoProduto: z.object({ id: z.number().int(), descricao: z.string() }).nullable(),
  cobrarTaxaServico: z.boolean(),
});
export type TScaleProduct = z.infer<typeof ZScaleProduct>;

const ZTerminal = z
  .string()
  .trim()
  .min(1, 'Informe o terminal.')
  .max(60, 'O texto pode ter no máximo 60 caracteres.')
  .regex(/^[\w .-]+$/, 'Terminal inválido: use letras, números, espaço, ponto, hífen ou sublinhado.');

export const ZScaleSettingsQuery = z.object({ terminal: ZTerminal.default('PADRAO') });

const GENERATION = /^$|^[SAsa]\|\d{1,9}\|\d{1,9}$/;

const ZQuickSlots = z.partialRecord(z.enum(SCALE_QUICK_KEYS), ZDbId.nullable());

export const ZScaleSettingsInput = z.object({
  terminal: ZTerminal,
  produtosKGSelecionados: z.array(ZDbId).max(200),
  atalhos: ZQuickSlots.default({}),
  geracaoIdentificador: z
    .string()
    .trim()
    .max(40)
    .regex(GENERATION, MSG.SCALE_IDENTIFIER_GENERATION_INVALID)
    .default(''),
  imprimirAoCriar: z.boolean().default(true),
});
export type TScaleSettingsInput = z.infer<typeof ZScaleSettingsInput>;

export const ZScaleSettings = z.object({
  terminal: z.string(),
  produtosKGSelecionados: z.array(z.number().int()),
  atalhos: z.record(z.string(), z.number().int().nullable()),
  geracaoIdentificador: z.string(),
  imprimirAoCriar: z.boolean(),
  /** The last tab number generated (mode S). */
  ultimoIdentificador: z.number().int().nullable(),
});
export type TScaleSettings = z.infer<typeof ZScaleSettings>;

export const ZScaleOrderRequest = z.object({
  terminal: ZTerminal,
  idProduto: ZDbId,
  /** Kilos as read from the scale (3 decimals). */
  peso: z
    .number({ error: MSG.SCALE_WEIGHT_REQUIRED })
    .finite(MSG.SCALE_WEIGHT_REQUIRED)
    .gt(0, MSG.SCALE_WEIGHT_REQUIRED)
    .max(1000, MSG.SCALE_WEIGHT_REQUIRED),
  /** The tab the customer typed; left out when the terminal generates it. */
  identificador: z.string().trim().max(40).regex(/^\d*$/, MSG.SCALE_TAB_REQUIRED).nullish(),
});
export type TScaleOrderRequest = z.infer<typeof ZScaleOrderRequest>;

export const ZScaleOrderResult = z.object({
  idPedido: z.number().int(),
  sequencial: z.number().int().nullable(),
  identificador: z.string(),
  descricao: z.string(),
  quantidade: z.number(),
  valorUnitario: z.number(),
  total: z.number(),
  livreAssociado: z.boolean(),
  impresso: z.boolean(),
  /** The print's message, or why it did not print. */
  mensagemImpressao: z.string().nullable(),
});
export type TScaleOrderResult = z.infer<typeof ZScaleOrderResult>;
