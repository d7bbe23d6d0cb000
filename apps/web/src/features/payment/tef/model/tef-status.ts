/** What the card-terminal dialog shows of a sale intent (doc 1 §3 "Card terminal sale states", §4 "Card terminal sale"). */
import type { TTefIntent } from '@brasa/contracts';
import { MSG } from '@brasa/domain';

/** doc 1 §3: a card-terminal sale is info (wait), success or error. */
export type TefSeverity = 'info' | 'success' | 'error';

/** doc 1 §4 transaction statuses, as the cashier reads them (the spec names them; the words are ours). */
export const TEF_TRANSACTION_STATUS_TEXT: Readonly<Record<number, string>> = Object.freeze({
  5: 'Pagamento pendente',
  6: 'Pagamento iniciado',
  10: 'Pagamento aprovado',
  15: 'Intenção de venda expirada',
  18: 'Cancelamento solicitado',
  19: 'Cancelamento iniciado',
  20: 'Cancelamento concluído',
  25: 'Pagamento não aprovado pela adquirente ou emissor',
});

/** Ours: the wait text before the terminal answered. */
export const TEF_WAITING_TEXT = 'Aguardando o terminal de cartão...';
/** Ours: shown while the approved payment is being recorded on the order. */
export const TEF_RECORDING_TEXT = 'Pagamento aprovado. Registrando no pedido...';
export const TEF_APPROVED_TEXT = 'Pagamento aprovado e registrado no pedido.';

export interface TefStatusView {
  readonly severity: TefSeverity;
  readonly message: string;
  /** "5 - Pagamento pendente", or null before the terminal answered. */
  readonly transaction: string | null;
  /** No more changes will come: the dialog may close. */
  readonly isFinal: boolean;
}

export function transactionText(status: number | null): string | null {
  if (status === null) return null;
  const text = TEF_TRANSACTION_STATUS_TEXT[status];
  return text ? `${status} - ${text}` : String(status);
}

const FINAL_STATES: ReadonlySet<TTefIntent['status']> = new Set(['APROVADA', 'RECUSADA', 'EXPIRADA', 'CANCELADA']);

export const isFinalIntent = (intent: Pick<TTefIntent, 'status' | 'pagamentoRegistrado'>): boolean =>
  FINAL_STATES.has(intent.status) && (intent.status !== 'APROVADA' || intent.pagamentoRegistrado);

/** The view of an intent: our state decides the severity; the provider's number and message add detail. */
export function tefStatusView(intent: TTefIntent): TefStatusView {
  const transaction = transactionText(intent.statusTransacao);
  const providerText = intent.statusTransacao === null ? null : TEF_TRANSACTION_STATUS_TEXT[intent.statusTransacao];
  switch (intent.status) {
    case 'APROVADA':
      return intent.pagamentoRegistrado
        ? { severity: 'success', message: TEF_APPROVED_TEXT, transaction, isFinal: true }
        : { severity: 'info', message: TEF_RECORDING_TEXT, transaction, isFinal: false };
    case 'CANCELADA':
      return { severity: 'error', message: MSG.TEF_OPERATION_CANCELLED, transaction, isFinal: true };
    case 'RECUSADA':
    case 'EXPIRADA':
      return {
        severity: 'error',
        message: intent.mensagem ?? providerText ?? MSG.TEF_STATUS_FETCH_FAILED,
        transaction,
        isFinal: true,
      };
    default:
      return { severity: 'info', message: providerText ?? TEF_WAITING_TEXT, transaction, isFinal: false };
  }
}

/**
 * doc 1 §5 "Authorization text": when the acquirer returned no authorization code for an approved card sale the
 * cashier types it; a pix or wallet sale (method 25) has none to type.
 */
export function needsAuthorizationCode(intent: TTefIntent): boolean {
  if (intent.status !== 'APROVADA' || intent.codigoAutorizacao) return false;
  return intent.tipoCartao !== 'PX' && intent.tipoCartao !== 'PD';
}

/** The newer of two copies of one intent (a late poll answer must not undo a realtime update). */
export function newerIntent(known: TTefIntent | undefined, incoming: TTefIntent): TTefIntent {
  if (!known || known.intencaoVendaId !== incoming.intencaoVendaId) return incoming;
  if (isFinalIntent(known) && !isFinalIntent(incoming)) return known;
  return Date.parse(incoming.updatedAt) >= Date.parse(known.updatedAt) ? incoming : known;
}
