import { useSyncExternalStore } from 'react';
import { readStoredText } from '../storage/local-storage';
import {
  SETTINGS_KEY,
  loadTerminalSettings,
  subscribeTerminalSettings,
  type TerminalSettings,
} from './terminal-settings';

let cache: { raw: string | null; value: TerminalSettings } | null = null;

/** A stable snapshot: re-parsed only when the stored text changed (useSyncExternalStore needs identity). */
function readSnapshot(): TerminalSettings {
  const raw = readStoredText(SETTINGS_KEY);
  if (!cache || cache.raw !== raw) cache = { raw, value: loadTerminalSettings() };
  return cache.value;
}

/** The terminal settings, re-rendering when any screen saves them. */
export function useTerminalSettings(): TerminalSettings {
  return useSyncExternalStore(subscribeTerminalSettings, readSnapshot, readSnapshot);
}
