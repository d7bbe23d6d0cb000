import { z } from 'zod';
import { ZMoney } from './primitives';
import { TEF_INTENT_STATES } from './realtime-constants';

/**
 * Card-terminal (TEF) calls of our server (issue: card terminal). The browser never talks to the acquirer: the
 * server fronts the cloud payment-intent API (ControlPay style) and keeps the TEF credentials; a card payment is
 * an intent owned by the server, recorded as the order's payment only on approval, once. Every intent is scoped
 * to the caller's unit (another unit's id answers 404). Money is decimal reais, like the order body.
 *
 * Realtime: every change of an intent is published to the unit's room as `{ type: 'UPDATE_STATUS_TEF', intencao:
 * TTefIntent }` (RealtimeMessage), so a second terminal sees the status and, on approval, the order's change.
 */
export { TEF_PATHS } from './tef-paths';

export { TEF_INTENT_STATES } from './realtime-constants';
export const ZTefIntentState = z.enum(TEF_INTENT_STATES);
export type TTefIntentState = z.infer<typeof ZTefIntentState>;

/** Card type (doc 1 §7): CC credit 21, CD debit 22, PX pix and PD wallet 25. */
export const ZTefCardType = z.enum(['CC', 'CD', 'PX', 'PD']);

export const ZTefLoginRequest = z.object({
  cpfCnpj: z.string().trim().min(11, 'Informe o CPF/CNPJ da empresa.').max(18),
  senha: z.string().min(1, 'Informe a senha.').max(200),
  /** The terminal's technical password (payment deletion, reversals); kept server-side, never answered back. */
  senhaTecnica: z.string().min(1).max(100).optional(),
  /** The terminal this browser uses by default and where its receipts print (kept per terminal browser too). */
  terminalId: z.string().max(100).optional(),
  localImpressao: z.string().max(60).optional(),
});

export const ZTefTerminal = z.object({ id: z.string(), nome: z.string(), padrao: z.boolean() });
export type TTefTerminal = z.infer<typeof ZTefTerminal>;

export const ZTefConfig = z.object({
  configurado: z.boolean(),
  /** Masked, e.g. '12.***.***\/0001-90'. */
  cpfCnpj: z.string().nullable(),
  terminalPadraoId: z.string().nullable(),
  localImpressao: z.string().nullable(),
  tipo: z.enum(['TEF', 'EL']).nullable(),
  /** doc 1 §5: minutes after the approval within which a card-terminal payment may be deleted. */
  prazoExclusaoMinutos: z.number().int().positive().optional(),
});
export type TTefConfig = z.infer<typeof ZTefConfig>;

export const ZTefIntentRequest = z.object({
  pedidoId: z.number().int().positive(),
  formaPagamentoId: z.number().int().positive(),
  valor: ZMoney.refine((v) => v > 0, 'Informe um valor maior que zero.'),
  /** The unit's default terminal when absent. */
  terminalId: z.string().max(100).optional(),
});

export const ZTefIntent = z.object({
  /** Ours (the reference sent to the provider is derived from it and the Idempotency-Key). */
  intencaoVendaId: z.number().int(),
  pedidoId: z.number().int(),
  formaPagamentoId: z.number().int(),
  valor: z.number(),
  terminalId: z.string(),
  status: ZTefIntentState,
  /** The provider's transaction status number, null before the terminal answered. */
  statusTransacao: z.number().int().nullable(),
  mensagem: z.string().nullable(),
  tipoCartao: ZTefCardType.nullable(),
  bandeira: z.string().nullable(),
  adquirente: z.string().nullable(),
  nsu: z.string().nullable(),
  /** Null when the acquirer returned none: the cashier types it (not for pix). */
  codigoAutorizacao: z.string().nullable(),
  /** True once the approved intent is the order's payment (exactly once). */
  pagamentoRegistrado: z.boolean(),
  comprovanteCliente: z.string().nullable(),
  comprovanteEstabelecimento: z.string().nullable(),
  /** Our reference at the provider; the browser passes it to the local agent (tipos=EL) with the sale. */
  referencia: z.string().optional(),
  /** TEF (cloud) or EL (local agent on the cashier's machine). */
  tipo: z.enum(['TEF', 'EL']).optional(),
  /** When the provider approved it (the deletion window starts here); null before. */
  aprovadaEm: z.string().nullable().optional(),
  /**
   * EL only: what the browser must cancel at the local agent (`POST /cancelamento`) and relay, signed, to the
   * server: a late approval the order could not take ('to reverse'), or a payment whose deletion was allowed.
   */
  cancelamentoAgente: z
    .object({ referencia: z.string(), nsu: z.string(), data: z.string(), valor: z.number() })
    .nullable()
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTefIntent = z.infer<typeof ZTefIntent>;

export const ZTefAuthorizationCodeRequest = z.object({
  codigoAutorizacao: z.string().trim().min(1, 'Informe o código de autorização.').max(40),
});

export const ZTefReceiptPrintRequest = z.object({
  pedidoId: z.number().int().positive(),
  intencaoVendaId: z.number().int().positive(),
  comprovante: z.enum(['CLIENTE', 'ESTABELECIMENTO']),
});

/**
 * The local agent's signed answer to its administrative cancel (`POST /cancelamento` { nsu, data, valor }): the
 * same key and scheme as a sale's result, over `tefAgentCancelSignedText` (which starts with 'CANCELAMENTO', so a
 * sale's signature never passes for a cancel's). `resultado` '0' is a cancelled sale.
 */
export const ZTefAgentCancelResult = z.object({
  referencia: z.string().min(1).max(100),
  resultado: z.string().max(10),
  mensagem: z.string().max(300).nullable(),
  valor: z.number(),
  nsu: z.string().min(1).max(60),
  data: z.string().max(40),
  assinatura: z.string().regex(/^[0-9a-f]{64}$/, 'Assinatura inválida.'),
});
export type TTefAgentCancelResult = z.infer<typeof ZTefAgentCancelResult>;

/** The text the local agent signs for an administrative cancel: a fixed tag, then its fields one per line. */
export function tefAgentCancelSignedText(r: Omit<TTefAgentCancelResult, 'assinatura'>): string {
  return ['CANCELAMENTO', r.referencia, r.resultado, r.mensagem ?? '', r.valor.toFixed(2), r.nsu, r.data].join('\n');
}

export const ZTefPaymentDeleteRequest = z.object({
  senhaTecnica: z.string().min(1, 'Informe a senha técnica.').max(100),
  motivo: z.string().trim().max(500).optional(),
  /** EL: the agent's signed cancel of this payment's sale; without it the server only answers what to cancel. */
  cancelamentoAgente: ZTefAgentCancelResult.optional(),
});

/**
 * The local agent's answer (doc 1 §7: pix, debit, credit 1x on port 2001), relayed by the browser as the agent gave
 * it. `assinatura` is HMAC-SHA256 (hex) with the integration's agent key over `tefAgentSignedText` of the other
 * fields: the browser cannot make up or change an approval.
 */
export const ZTefAgentResult = z.object({
  referencia: z.string().min(1).max(100),
  resultado: z.string().max(10),
  mensagem: z.string().max(300).nullable(),
  valor: z.number(),
  nsu: z.string().max(60).nullable(),
  data: z.string().max(40),
  autorizacao: z.string().max(40).nullable(),
  bandeira: z.string().max(60).nullable(),
  adquirente: z.string().max(60).nullable(),
  comprovanteCliente: z.string().max(20_000).nullable(),
  comprovanteEstabelecimento: z.string().max(20_000).nullable(),
  assinatura: z.string().regex(/^[0-9a-f]{64}$/, 'Assinatura inválida.'),
});
export type TTefAgentResult = z.infer<typeof ZTefAgentResult>;

/**
 * The local agent's sale (its own protocol on the cashier's machine, doc 1 §7 port 2001): `POST /{pix|debito|credito}`
 * with { valor, referencia, parcelas } starts it (the same reference again answers the same sale, never a second
 * charge), `GET /vendas/{referencia}` follows it, `POST /vendas/{referencia}/cancelar` stops it while it is still at
 * the pinpad. Once final it carries the signed result, which the agent keeps until `POST /vendas/{referencia}/
 * confirmar` (after the server recorded it); `GET /pendentes` lists the final results not confirmed yet.
 */
export const ZTefAgentSale = z.object({
  referencia: z.string(),
  situacao: z.enum(['EM_ANDAMENTO', 'FINALIZADA', 'CANCELADA']),
  /** What the pinpad shows ('INSIRA OU PASSE O CARTAO', 'DIGITE A SENHA', 'APROVADA'...). */
  mensagem: z.string().nullable(),
  resultado: ZTefAgentResult.nullable(),
});
export type TTefAgentSale = z.infer<typeof ZTefAgentSale>;

/** The text the local agent signs: its fields in a fixed order, one per line. */
export function tefAgentSignedText(r: Omit<TTefAgentResult, 'assinatura'>): string {
  return [
    r.referencia,
    r.resultado,
    r.mensagem ?? '',
    r.valor.toFixed(2),
    r.nsu ?? '',
    r.data,
    r.autorizacao ?? '',
    r.bandeira ?? '',
    r.adquirente ?? '',
    r.comprovanteCliente ?? '',
    r.comprovanteEstabelecimento ?? '',
  ].join('\n');
}
