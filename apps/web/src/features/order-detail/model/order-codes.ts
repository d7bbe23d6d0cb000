import { dateTimeText } from '../../../shared/format/date-time-br';

/**
 * Ours: the pt-BR names of the codes the detail shows (the spec quotes the codes, never a text for them), so
 * no raw code such as NAO_NOTIFICADO reaches the screen. An unknown code is spelled out ('ALGUM_CODIGO' ->
 * 'Algum codigo') rather than shown as sent.
 */
const NOTIFICATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  NOTIFICADO: 'Notificado',
  NAO_NOTIFICADO: 'Não notificado',
  NOTIFICAR_PAGAMENTO: 'Notificar no pagamento',
};
const LOGISTICS_STATUS_LABELS: Readonly<Record<string, string>> = { ENVIADO: 'Enviado' };
const PRINT_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  IMPRESSO: 'Impresso',
  ERRO: 'Erro',
};
/** doc 3 §4.1 KDS item status. */
const KDS_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  INICIADO: 'Iniciado',
  CONCLUIDO: 'Concluído',
  DESPACHADO: 'Despachado',
  CANCELADO: 'Cancelado',
  CANCELAMENTO_ACEITO: 'Cancelamento aceito',
};

/** 'NAO_NOTIFICAR_X' -> 'Nao notificar x': a code we have no name for, readable at least. */
function spellCode(code: string): string {
  const words = code.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelFrom =
  (labels: Readonly<Record<string, string>>) =>
  (code: string | null | undefined): string =>
    code ? (labels[code] ?? spellCode(code)) : '';

export const notificationStatusLabel = labelFrom(NOTIFICATION_STATUS_LABELS);
export const logisticsStatusLabel = labelFrom(LOGISTICS_STATUS_LABELS);
export const printStatusLabel = labelFrom(PRINT_STATUS_LABELS);
export const kdsStatusLabel = labelFrom(KDS_STATUS_LABELS);

/** A server log line starts with its UTC instant ('2026-11-24T01:00:00Z caixa: ...'). */
const LOG_LINE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))\s+(.*)$/;
const LOCAL_DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/**
 * The order's log for people: the leading UTC instant of each line becomes local dd/MM/yyyy HH:mm, and is
 * dropped when the text already says when (the server writes 'Pedido criado por caixa em 24/11/2026 10:00.'),
 * so each line shows one local date. Lines without an instant stay as they are.
 */
export function logLinesText(logs: string): string {
  return logs
    .split('\n')
    .map((line) => {
      const match = LOG_LINE.exec(line.trim());
      if (!match) return line;
      const [, instant, rest] = match as unknown as [string, string, string];
      return LOCAL_DATE_TIME.test(rest) ? rest : `${dateTimeText(instant)} ${rest}`;
    })
    .join('\n');
}
