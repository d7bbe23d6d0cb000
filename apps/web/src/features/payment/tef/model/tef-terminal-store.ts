/** The card terminal and receipt print location of this browser (doc 2 §3 "Browser-stored settings"). */
import { DEFAULT_PRINT_LOCATION } from '../../../../shared/api/print-api';
import { STORAGE_PREFIX, readStored, writeStored } from '../../../../shared/storage/local-storage';

export interface TefTerminalChoice {
  readonly terminalId: string;
  readonly terminalNome: string;
  /** Where this browser's TEF receipts print (doc 1 §9: CAIXA by default). */
  readonly localImpressao: string;
}

export const TEF_TERMINAL_KEY = 'tefTerminal';

const isChoice = (value: unknown): value is TefTerminalChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TefTerminalChoice).terminalId === 'string' &&
  (value as TefTerminalChoice).terminalId !== '';

export function loadTefTerminal(): TefTerminalChoice | null {
  const stored = readStored<unknown>(TEF_TERMINAL_KEY, null);
  if (!isChoice(stored)) return null;
  return {
    terminalId: stored.terminalId,
    terminalNome: typeof stored.terminalNome === 'string' ? stored.terminalNome : stored.terminalId,
    localImpressao: stored.localImpressao || DEFAULT_PRINT_LOCATION,
  };
}

const listeners = new Set<() => void>();

export function saveTefTerminal(choice: TefTerminalChoice): void {
  writeStored(TEF_TERMINAL_KEY, choice);
  for (const listener of listeners) listener();
}

/** Called after a save in this tab and when another tab changes the choice. */
export function subscribeTefTerminal(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_PREFIX + TEF_TERMINAL_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Where a receipt prints: the terminal's location, else the server's default, else CAIXA. */
export function receiptLocation(local: TefTerminalChoice | null, serverDefault: string | null | undefined): string {
  return local?.localImpressao || serverDefault || DEFAULT_PRINT_LOCATION;
}
