import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { tefQueries } from '../api/tef-api';
import { checkTefReadiness } from '../model/tef-availability';
import { loadTefTerminal, subscribeTefTerminal } from '../model/tef-terminal-store';

/** This browser's terminal choice, following saves in this tab and in others. */
export function useTefTerminal() {
  return useSyncExternalStore(subscribeTefTerminal, loadTefTerminalSnapshot);
}

let snapshot = loadTefTerminal();
let snapshotText = JSON.stringify(snapshot);
function loadTefTerminalSnapshot() {
  const current = loadTefTerminal();
  const text = JSON.stringify(current);
  if (text !== snapshotText) {
    snapshot = current;
    snapshotText = text;
  }
  return snapshot;
}

/** Whether a card-terminal method can be used here: the unit's integration and this browser's terminal. */
export function useTefReadiness(enabled = true) {
  const integrations = useQuery({ ...tefQueries.integrations(), enabled });
  const terminal = useTefTerminal();
  return {
    readiness: checkTefReadiness(integrations.data, terminal?.terminalId ?? null),
    terminal,
    isLoading: integrations.isLoading,
    failed: integrations.isError,
  };
}
