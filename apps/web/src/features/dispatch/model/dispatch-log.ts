/**
 * The dispatch step log kept on this terminal (doc 4 §3 'Local terminal settings': steps PEDIDO SELECIONADO,
 * ENTREGADOR SELECIONADO, DESPACHO FINALIZADO, ERRO AO DESPACHAR PEDIDOS). It answers "what did this
 * terminal do" when a courier disputes a dispatch; the newest entries are kept, up to a cap.
 */
import { readStored, writeStored } from '../../../shared/storage/local-storage';

export const DISPATCH_STEPS = [
  'PEDIDO SELECIONADO',
  'ENTREGADOR SELECIONADO',
  'DESPACHO FINALIZADO',
  'ERRO AO DESPACHAR PEDIDOS',
] as const;
export type DispatchStep = (typeof DISPATCH_STEPS)[number];

export interface DispatchLogEntry {
  readonly step: DispatchStep;
  /** ISO time of the step. */
  readonly at: string;
  readonly detail: string;
}

const KEY = 'dispatch.log';
export const DISPATCH_LOG_CAP = 300;

export function readDispatchLog(): DispatchLogEntry[] {
  const stored = readStored<unknown>(KEY, []);
  return Array.isArray(stored)
    ? stored.filter(
        (entry): entry is DispatchLogEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          (DISPATCH_STEPS as readonly unknown[]).includes((entry as DispatchLogEntry).step),
      )
    : [];
}

export function appendDispatchLog(step: DispatchStep, detail: string, now: Date = new Date()): void {
  const next = [...readDispatchLog(), { step, at: now.toISOString(), detail }];
  writeStored(KEY, next.slice(-DISPATCH_LOG_CAP));
}
