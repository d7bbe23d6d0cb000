/** The sale-intention detail of a card-terminal payment (doc 2 §2.7; doc 2 §3 "Card-terminal sale"). */
import type { TTefIntent } from '@brasa/contracts';
import { formatMoneyReais } from '@brasa/domain';
import { dateTimeText } from '../../../../shared/format/date-time-br';
import { TEF_TRANSACTION_STATUS_TEXT } from './tef-status';

/** Our intent states as the detail names them (intencaoVendaStatus.nome). */
export const INTENT_STATE_NAME: Readonly<Record<TTefIntent['status'], string>> = {
  CRIADA: 'Criada',
  NO_TERMINAL: 'No terminal',
  APROVADA: 'Aprovada',
  RECUSADA: 'Recusada',
  EXPIRADA: 'Expirada',
  CANCELADA: 'Cancelada',
};

/** The rows shown: date, status, acquirer, authorization, brand, the acquirer's message and the final amount. */
export function intentDetailRows(intent: TTefIntent): [label: string, value: string][] {
  const transaction = intent.statusTransacao === null ? null : TEF_TRANSACTION_STATUS_TEXT[intent.statusTransacao];
  return [
    ['Data', dateTimeText(intent.createdAt)],
    ['Status', transaction ? `${INTENT_STATE_NAME[intent.status]} (${transaction})` : INTENT_STATE_NAME[intent.status]],
    ['Adquirente', intent.adquirente ?? '—'],
    ['Autorização', intent.codigoAutorizacao ?? '—'],
    ['Bandeira', intent.bandeira ?? '—'],
    ['NSU', intent.nsu ?? '—'],
    ['Mensagem da adquirente', intent.mensagem ?? '—'],
    ['Valor final', formatMoneyReais(intent.valor)],
  ];
}

/** The intent a payment came from, else the newest one of the order (the list comes newest first). */
export function pickIntent(intents: readonly TTefIntent[], intencaoVendaId: number | null): TTefIntent | null {
  return intents.find((intent) => intent.intencaoVendaId === intencaoVendaId) ?? intents[0] ?? null;
}
