import type { KdsItemStatus } from './kds-entry';

/**
 * The item state machine of doc 3 §4.1, as the screen applies it (the server enforces the same machine and
 * answers 409 to a stale change).
 */
const FORWARD: Readonly<Partial<Record<string, KdsItemStatus>>> = {
  PENDENTE: 'INICIADO',
  INICIADO: 'CONCLUIDO',
  CONCLUIDO: 'DESPACHADO',
  CANCELADO: 'CANCELAMENTO_ACEITO',
};

// doc 3 §4.1 'Etapa anterior': DESPACHADO → CONCLUIDO → INICIADO → PENDENTE → DESPACHADO (the wrap is the spec's).
const BACKWARD: Readonly<Partial<Record<string, KdsItemStatus>>> = {
  DESPACHADO: 'CONCLUIDO',
  CONCLUIDO: 'INICIADO',
  INICIADO: 'PENDENTE',
  PENDENTE: 'DESPACHADO',
};

/** The next step, or null at the last one (DESPACHADO, CANCELAMENTO_ACEITO): the button is disabled. */
export const nextKdsStatus = (status: string): KdsItemStatus | null => FORWARD[status] ?? null;

/** 'Etapa anterior', or null for a cancelled item (it only moves to CANCELAMENTO_ACEITO). */
export const previousKdsStatus = (status: string): KdsItemStatus | null => BACKWARD[status] ?? null;

/** The forward button's label: what the tap will do. */
export function forwardActionLabel(status: string): string {
  switch (status) {
    case 'PENDENTE':
      return 'Iniciar';
    case 'INICIADO':
      return 'Pronto';
    case 'CONCLUIDO':
      return 'Despachar';
    case 'CANCELADO':
      return 'Aceitar cancelamento';
    case 'DESPACHADO':
      return 'Despachado';
    default:
      return 'Cancelamento aceito';
  }
}

/** doc 3 §4.1: 'Iniciar todos' is enabled only if some item is PENDENTE. */
export const canStartAll = (statuses: readonly string[]): boolean => statuses.some((status) => status === 'PENDENTE');

/** doc 3 §4.1: 'Todos prontos' is enabled only if all items are INICIADO, or all are CONCLUIDO. */
export function canFinishAll(statuses: readonly string[]): boolean {
  if (statuses.length === 0) return false;
  return statuses.every((status) => status === 'INICIADO') || statuses.every((status) => status === 'CONCLUIDO');
}

/**
 * What 'Todos prontos' moves the items to: all INICIADO become CONCLUIDO; all CONCLUIDO become DESPACHADO
 * and the order goes to ENVIADO (doc 3 §4.1: "the order is moved to situacao ENVIADO when the first item's
 * status is not INICIADO").
 */
export function finishAllTarget(statuses: readonly string[]): { to: KdsItemStatus; movesOrderToSent: boolean } | null {
  if (!canFinishAll(statuses)) return null;
  return statuses[0] === 'INICIADO'
    ? { to: 'CONCLUIDO', movesOrderToSent: false }
    : { to: 'DESPACHADO', movesOrderToSent: true };
}
