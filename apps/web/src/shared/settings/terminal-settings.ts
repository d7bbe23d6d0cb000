import { STORAGE_PREFIX, readStored, writeStored } from '../storage/local-storage';

export type EnabledFlag = 'ENABLED' | 'DISABLED';
/** TEF receipt printing: '' asks every time (the default, doc 4 §9), or never, or always. */
export type TefReceiptChoice = '' | 'NEVER' | 'ALWAYS';

/** Local terminal settings, kept per browser (doc 4 §3 "Local terminal settings"). */
export interface TerminalSettings {
  printAutomaticallyOnCreate: EnabledFlag;
  enableRingSongNewOrder: EnabledFlag;
  /** 'asc' shows new orders first (the default); 'desc' oldest first (doc 4 §9). */
  orderBy: 'asc' | 'desc';
  /** APP: the print server sends tickets to the printers (default); WEB: the browser's print dialog. */
  printApplication: 'WEB' | 'APP';
  enableMobilePDV: boolean;
  printTefClientReceipt: TefReceiptChoice;
  printTefEstablishmentReceipt: TefReceiptChoice;
  generateInvoice: boolean;
  /**
   * The print location (chave) the prints the server starts for this terminal go to (on confirm, on a payment that
   * releases held items, on close: issue 31 §4); '' is the unit's default, CAIXA. The api client sends it.
   */
  printLocation: string;
}

export const DEFAULT_TERMINAL_SETTINGS: TerminalSettings = {
  printAutomaticallyOnCreate: 'DISABLED',
  enableRingSongNewOrder: 'ENABLED',
  orderBy: 'asc',
  printApplication: 'APP',
  enableMobilePDV: false,
  printTefClientReceipt: '',
  printTefEstablishmentReceipt: '',
  generateInvoice: false,
  printLocation: '',
};

export const SETTINGS_KEY = 'settings';

/** Stored settings merged over the defaults, so a newer app version never reads a missing field. */
export function loadTerminalSettings(): TerminalSettings {
  const stored = readStored<Partial<TerminalSettings> | null>(SETTINGS_KEY, null);
  const settings = { ...DEFAULT_TERMINAL_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
  if (typeof settings.printLocation !== 'string') settings.printLocation = '';
  return settings;
}

const listeners = new Set<() => void>();

export function saveTerminalSettings(settings: TerminalSettings): void {
  writeStored(SETTINGS_KEY, settings);
  for (const listener of listeners) listener();
}

/** Changes some settings and keeps the rest (the board's sort menu and sound toggle). */
export function updateTerminalSettings(patch: Partial<TerminalSettings>): void {
  saveTerminalSettings({ ...loadTerminalSettings(), ...patch });
}

/** Called after every save in this tab and when another tab changes the settings. */
export function subscribeTerminalSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_PREFIX + SETTINGS_KEY) for (const listener of listeners) listener();
  });
}
