/**
 * The KDS item state machine (doc 3 §4.1): forward PENDENTE → INICIADO → CONCLUIDO → DESPACHADO, 'Etapa
 * anterior' one step back (PENDENTE wraps to DESPACHADO, as the spec says), a CANCELADO item only to
 * CANCELAMENTO_ACEITO, nothing past the last step; 'Iniciar todos' / 'Todos prontos' and the move of the order
 * to ENVIADO. The server enforces it on every update; the KDS screen uses it to enable its buttons.
 */
import { MSG } from './messages';
import { type Result, fail, ok } from './result';

export const KDS_ITEM_STATUSES = [
  'PENDENTE',
  'INICIADO',
  'CONCLUIDO',
  'DESPACHADO',
  'CANCELADO',
  'CANCELAMENTO_ACEITO',
] as const;
export type KdsItemStatus = (typeof KDS_ITEM_STATUSES)[number];

/** The preparation steps, in order. */
export const KDS_FORWARD_STEPS = ['PENDENTE', 'INICIADO', 'CONCLUIDO', 'DESPACHADO'] as const;

/** Ours: how a status reads on the KDS and in the item information dialog. */
export const KDS_STATUS_LABELS: Readonly<Record<KdsItemStatus, string>> = Object.freeze({
  PENDENTE: 'Pendente',
  INICIADO: 'Iniciado',
  CONCLUIDO: 'Concluído',
  DESPACHADO: 'Despachado',
  CANCELADO: 'Cancelado',
  CANCELAMENTO_ACEITO: 'Cancelamento aceito',
});

export function isKdsItemStatus(value: unknown): value is KdsItemStatus {
  return (KDS_ITEM_STATUSES as readonly unknown[]).includes(value);
}

/** A cancelled item (struck through with its reason), whether or not the kitchen acknowledged it. */
export function isKdsCancelled(status: KdsItemStatus): boolean {
  return status === 'CANCELADO' || status === 'CANCELAMENTO_ACEITO';
}

const NEXT: Readonly<Record<KdsItemStatus, KdsItemStatus | null>> = {
  PENDENTE: 'INICIADO',
  INICIADO: 'CONCLUIDO',
  CONCLUIDO: 'DESPACHADO',
  DESPACHADO: null,
  CANCELADO: 'CANCELAMENTO_ACEITO',
  CANCELAMENTO_ACEITO: null,
};

// doc 3 §4.1 'Etapa anterior': DESPACHADO to CONCLUIDO, CONCLUIDO to INICIADO, INICIADO to PENDENTE, PENDENTE to
// DESPACHADO. A cancelled item has no previous step.
const PREVIOUS: Readonly<Record<KdsItemStatus, KdsItemStatus | null>> = {
  PENDENTE: 'DESPACHADO',
  INICIADO: 'PENDENTE',
  CONCLUIDO: 'INICIADO',
  DESPACHADO: 'CONCLUIDO',
  CANCELADO: null,
  CANCELAMENTO_ACEITO: null,
};

/** The next step of an item, or null at its last step (the button is disabled). */
export function nextKdsStatus(status: KdsItemStatus): KdsItemStatus | null {
  return NEXT[status];
}

/** 'Etapa anterior', or null for a cancelled item. */
export function previousKdsStatus(status: KdsItemStatus): KdsItemStatus | null {
  return PREVIOUS[status];
}

/** doc 3 §4.1: an item already at its last step is disabled. */
export function isKdsLastStep(status: KdsItemStatus): boolean {
  return NEXT[status] === null;
}

/** Whether the forward button of an item is enabled. */
export function canAdvanceKds(status: KdsItemStatus): boolean {
  return NEXT[status] !== null;
}

/** Whether 'Etapa anterior' is enabled. */
export function canStepBackKds(status: KdsItemStatus): boolean {
  return PREVIOUS[status] !== null;
}

/**
 * One update of an item on the KDS: only one step forward or one step back. Cancelling is not a step: it comes
 * from the order (`cancelarItem`, `cancelarItemsByPedido`), with a reason.
 */
export function checkKdsTransition(from: KdsItemStatus, to: KdsItemStatus): Result<KdsItemStatus> {
  if (from === to) return ok(to);
  if (NEXT[from] === to || PREVIOUS[from] === to) return ok(to);
  return fail(MSG.kdsTransicaoInvalida(KDS_STATUS_LABELS[from], KDS_STATUS_LABELS[to]));
}

/** The items a grouped card's buttons look at: the cancelled ones are shown struck through and take no part. */
function activeOf(statuses: readonly KdsItemStatus[]): KdsItemStatus[] {
  return statuses.filter((status) => !isKdsCancelled(status));
}

/** doc 3 §4.1: 'Iniciar todos' (grouped mode) is enabled only if some item is PENDENTE. */
export function canStartAllKds(statuses: readonly KdsItemStatus[]): boolean {
  return statuses.includes('PENDENTE');
}

/** 'Iniciar todos': every PENDENTE item becomes INICIADO; the others keep their step. */
export function startAllKds(statuses: readonly KdsItemStatus[]): Result<KdsItemStatus[]> {
  if (!canStartAllKds(statuses)) return fail(MSG.KDS_START_ALL_UNAVAILABLE);
  return ok(statuses.map((status) => (status === 'PENDENTE' ? 'INICIADO' : status)));
}

/**
 * doc 3 §4.1: 'Todos prontos' is enabled only if all items are INICIADO, or all are CONCLUIDO (cancelled items
 * aside, ours: they are already out of the kitchen's way).
 */
export function canFinishAllKds(statuses: readonly KdsItemStatus[]): boolean {
  const active = activeOf(statuses);
  if (active.length === 0) return false;
  return active.every((s) => s === 'INICIADO') || active.every((s) => s === 'CONCLUIDO');
}

export interface FinishAllOutcome {
  /** The status every active item moves to: CONCLUIDO from INICIADO, DESPACHADO from CONCLUIDO. */
  readonly target: KdsItemStatus;
  readonly statuses: KdsItemStatus[];
  /**
   * doc 3 §4.1: the order moves to situacao ENVIADO when the first item's status is not INICIADO (CONCLUIDO
   * maps to ENVIADO); null when the order stays where it is.
   */
  readonly orderStatus: 'ENVIADO' | null;
}

/** 'Todos prontos'. */
export function finishAllKds(statuses: readonly KdsItemStatus[]): Result<FinishAllOutcome> {
  if (!canFinishAllKds(statuses)) return fail(MSG.KDS_ALL_READY_UNAVAILABLE);
  const first = activeOf(statuses)[0]!;
  const target = NEXT[first]!;
  return ok({
    target,
    statuses: statuses.map((status) => (isKdsCancelled(status) ? status : target)),
    orderStatus: first === 'INICIADO' ? null : 'ENVIADO',
  });
}

/**
 * When all the items of an order are done (every active one DESPACHADO, at least one), the order is ready to go:
 * the server moves it to ENVIADO, as 'Todos prontos' on CONCLUIDO items does (doc 3 §4.1).
 */
export function isKdsOrderDone(statuses: readonly KdsItemStatus[]): boolean {
  const active = activeOf(statuses);
  return active.length > 0 && active.every((status) => status === 'DESPACHADO');
}
