/** The two receipt questions after an approved sale (doc 1 §2.10; doc 4 §3 printTef*Receipt). */
import type { TefReceiptChoice, TerminalSettings } from '../../../../shared/settings/terminal-settings';

export type TefReceipt = 'CLIENTE' | 'ESTABELECIMENTO';

/** Asked in this order: the customer's first, then the establishment's. */
export const TEF_RECEIPTS: readonly TefReceipt[] = ['CLIENTE', 'ESTABELECIMENTO'];

export const RECEIPT_SETTING: Readonly<Record<TefReceipt, 'printTefClientReceipt' | 'printTefEstablishmentReceipt'>> = {
  CLIENTE: 'printTefClientReceipt',
  ESTABELECIMENTO: 'printTefEstablishmentReceipt',
};

/** Ours: the questions (the spec names them, not their words). */
export const RECEIPT_QUESTION: Readonly<Record<TefReceipt, string>> = {
  CLIENTE: 'Deseja imprimir a via do cliente?',
  ESTABELECIMENTO: 'Deseja imprimir a via do estabelecimento?',
};
export const REMEMBER_DECISION = 'Lembrar minha decisão';

export type ReceiptStep = 'PRINT' | 'SKIP' | 'ASK';

/** ALWAYS prints, NEVER skips, empty asks (the default). */
export function receiptStep(
  settings: Pick<TerminalSettings, (typeof RECEIPT_SETTING)[TefReceipt]>,
  receipt: TefReceipt,
): ReceiptStep {
  const choice: TefReceiptChoice = settings[RECEIPT_SETTING[receipt]];
  if (choice === 'ALWAYS') return 'PRINT';
  if (choice === 'NEVER') return 'SKIP';
  return 'ASK';
}

/** The setting a remembered answer stores. */
export const rememberedChoice = (print: boolean): TefReceiptChoice => (print ? 'ALWAYS' : 'NEVER');
