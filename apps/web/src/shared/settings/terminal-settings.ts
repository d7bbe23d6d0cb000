import { readStored, writeStored } from '../storage/local-storage';

export type EnabledFlag = 'ENABLED' | 'DISABLED';
/** TEF receipt printing: '' asks every time (the default, doc 4 §9), or never, or always. */
export type TefReceiptChoice = '' | 'NEVER' | 'ALWAYS';

/** Local terminal settings, kept per browser (doc 4 §3 "Local terminal settings"). */
export interface TerminalSettings {
  printAutomaticallyOnCreate: EnabledFlag;
  enableRingSongNewOrder: EnabledFlag;
  /** 'asc' shows new orders first (the default); 'desc' oldest first (doc 4 §9). */
  orderBy: 'asc' | 'desc';
  printApplication: 'WEB' | 'APP';
  enableMobilePDV: boolean;
  printTefClientReceipt: TefReceiptChoice;
  printTefEstablishmentReceipt: TefReceiptChoice;
  generateInvoice: boolean;
}

export const DEFAULT_TERMINAL_SETTINGS: TerminalSettings = {
  printAutomaticallyOnCreate: 'DISABLED',
  enableRingSongNewOrder: 'ENABLED',
  orderBy: 'asc',
  printApplication: 'WEB',
  enableMobilePDV: false,
  printTefClientReceipt: '',
  printTefEstablishmentReceipt: '',
  generateInvoice: false,
};

const SETTINGS_KEY = 'settings';

/** Stored settings merged over the defaults, so a newer app version never reads a missing field. */
export function loadTerminalSettings(): TerminalSettings {
  const stored = readStored<Partial<TerminalSettings> | null>(SETTINGS_KEY, null);
  return { ...DEFAULT_TERMINAL_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export function saveTerminalSettings(settings: TerminalSettings): void {
  writeStored(SETTINGS_KEY, settings);
}
