import type { TOrderItem, TOrderSaveRequest } from '@brasa/contracts';
import type { OrderRow } from '../../order-data/mapper';

/**
 * No lost items (issue 11): two terminals adding lines to the same tab at once both land. Each stored line
 * carries `versao`, the order version that last wrote it (stamped by every save); a save based on an older
 * version whose only difference is NEW lines, or more of a line nobody else touched since, is merged onto
 * the current version. Anything else (a line both changed, a removal, money or the order's own fields) is a
 * real conflict: the caller answers 409 with the current order, as before.
 */

/** A line as the merge sees it: the stored shape or the shape a terminal sends. */
export interface MergeLine {
  referenceCode?: string | null;
  quantity: number;
  notSaved?: boolean | null;
  versao?: number | null;
  [key: string]: unknown;
}

export interface MergeSide<L extends MergeLine = MergeLine> {
  items: readonly L[];
  /** referenceCodes removed from the order (its deletedItems, transfers included). */
  removed: readonly string[];
  /** Everything but the lines that must be equal for a merge: payments, discounts, fees, identifiers, people. */
  rest: unknown;
}

export type MergeDecision<L> = { ok: true; items: L[] } | { ok: false; reason: string };

/** What makes two versions of a line the same line as the customer sees it (status belongs to the kitchen). */
const LINE_FIELDS = ['name', 'price', 'discount', 'observations', 'externalCode', 'subItems', 'sumInTotal'] as const;

/**
 * A value in one canonical form: object keys sorted, null and undefined fields dropped (a stored JSONB body
 * comes back with its keys reordered and without undefined ones), so equal lines compare equal.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value ?? null;
}
const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const sellerOf = (line: MergeLine) => (line.pessoaVendedor as { id?: unknown } | null | undefined)?.id ?? null;

export function isSameLine(a: MergeLine, b: MergeLine): boolean {
  return LINE_FIELDS.every((field) => sameValue(a[field], b[field])) && sameValue(sellerOf(a), sellerOf(b));
}

/** A line the terminal has not saved yet: it has no referenceCode or says notSaved. */
const isNewLine = (line: MergeLine, current: Map<string, MergeLine>) =>
  !line.referenceCode || (line.notSaved === true && !current.has(line.referenceCode));

/**
 * The merge decision (pure). `baseVersion` is the version the request was built on; `current` is the stored
 * order (its lines stamped with `versao`). Answers the lines to save: the current ones (their kitchen status
 * kept), the quantities the request raised on lines untouched since its base, and the request's new lines.
 */
export function decideMerge<L extends MergeLine>(
  baseVersion: number,
  request: MergeSide<L>,
  current: MergeSide<L>,
): MergeDecision<L> {
  if (!sameValue(request.rest, current.rest)) return { ok: false, reason: 'order fields or money changed' };
  if (request.removed.some((code) => !current.removed.includes(code))) {
    return { ok: false, reason: 'the request removes a line' };
  }
  const currentByCode = new Map<string, L>();
  for (const line of current.items) if (line.referenceCode) currentByCode.set(line.referenceCode, line);
  const removedElsewhere = new Set(current.removed);
  const raised = new Map<string, number>();
  const added: L[] = [];
  const seen = new Set<string>();
  for (const line of request.items) {
    if (isNewLine(line, currentByCode)) {
      if (line.referenceCode && removedElsewhere.has(line.referenceCode)) {
        return { ok: false, reason: 'a line was removed elsewhere' };
      }
      added.push(line);
      continue;
    }
    const code = line.referenceCode!;
    const stored = currentByCode.get(code);
    if (!stored) return { ok: false, reason: 'a saved line was removed elsewhere' };
    seen.add(code);
    if (line.quantity === stored.quantity && isSameLine(line, stored)) continue;
    const touchedSinceBase = (stored.versao ?? 0) > baseVersion;
    if (touchedSinceBase || !isSameLine(line, stored) || line.quantity < stored.quantity) {
      return { ok: false, reason: 'a saved line changed on both sides' };
    }
    raised.set(code, line.quantity);
  }
  for (const stored of current.items) {
    const code = stored.referenceCode;
    // A line the request does not carry: added by the other terminal (after the base), or removed by this one.
    if (code && !seen.has(code) && (stored.versao ?? 0) <= baseVersion) {
      return { ok: false, reason: 'the request dropped a saved line' };
    }
  }
  const items = current.items.map((line) =>
    line.referenceCode && raised.has(line.referenceCode)
      ? { ...line, quantity: raised.get(line.referenceCode)! }
      : line,
  );
  return { ok: true, items: [...items, ...added] };
}

type InputItem = TOrderSaveRequest['iFoodOrder']['items'][number];
type StoredBody = {
  items?: TOrderItem[];
  payments?: unknown[];
  deletedItems?: { referenceCode?: string | null }[];
  [key: string]: unknown;
};

const money = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);

/** The order fields a merge must find unchanged (the request's view and the stored one, in the same shape). */
function restOf(
  order: {
    tipo: string;
    identificadorPrincipal?: string | null;
    identificadorSecundario?: string | null;
    complementoIdentificador?: string | null;
    quantidadePessoas?: number | null;
    descricao?: string | null;
    pedidoAgendado?: string | null;
    clienteId: number | null;
    entregadorId: number | null;
  },
  body: { payments?: unknown[] | null; [key: string]: unknown },
) {
  return {
    tipo: order.tipo,
    identificadorPrincipal: order.identificadorPrincipal ?? null,
    identificadorSecundario: order.identificadorSecundario ?? null,
    complementoIdentificador: order.complementoIdentificador ?? null,
    quantidadePessoas: order.quantidadePessoas ?? null,
    descricao: order.descricao ?? null,
    pedidoAgendado: order.pedidoAgendado ?? null,
    clienteId: order.clienteId,
    entregadorId: order.entregadorId,
    observations: body.observations ?? null,
    deliveryMode: (body.deliveryMethod as { mode?: unknown } | null | undefined)?.mode ?? null,
    address: (body.deliveryAddress as { streetName?: unknown; streetNumber?: unknown } | null | undefined)
      ? [
          (body.deliveryAddress as { streetName?: unknown }).streetName ?? null,
          (body.deliveryAddress as { streetNumber?: unknown }).streetNumber ?? null,
        ]
      : null,
    schedule: (body.schedule as { deliveryDateTimeStart?: unknown } | null | undefined)?.deliveryDateTimeStart ?? null,
    discount: money(body.discount),
    deliveryFee: money(body.deliveryFee),
    adicionalTip: money(body.adicionalTip),
    payments: (body.payments ?? []).map((p) => {
      const payment = p as { id?: unknown; value?: unknown };
      return [payment.id === undefined || payment.id === null ? null : String(payment.id), money(payment.value)];
    }),
  };
}

/**
 * A save based on an older version, merged onto `current` when it only adds lines (decideMerge); null when it
 * is a real conflict. The answer is the request rebased on the current version.
 */
export function mergeStaleSave(input: TOrderSaveRequest, current: OrderRow): TOrderSaveRequest | null {
  if (input.version === null || input.version === undefined || input.version > current.version) return null;
  const stored = current.body as StoredBody;
  const removedCodes = (list: { referenceCode?: string | null }[] | null | undefined) =>
    (list ?? []).map((d) => d.referenceCode).filter((code): code is string => typeof code === 'string');
  const decision = decideMerge<MergeLine>(
    input.version,
    {
      items: input.iFoodOrder.items as MergeLine[],
      removed: removedCodes(input.deletedItems),
      rest: restOf(
        {
          ...input,
          clienteId: input.pessoaCliente?.id ?? null,
          entregadorId: input.pessoaEntregador?.id && input.pessoaEntregador.id > 0 ? input.pessoaEntregador.id : null,
        },
        input.iFoodOrder,
      ),
    },
    {
      items: (stored.items ?? []) as MergeLine[],
      removed: removedCodes(stored.deletedItems),
      rest: restOf(
        { ...current, clienteId: current.pessoaClienteId, entregadorId: current.pessoaEntregadorId },
        stored,
      ),
    },
  );
  if (!decision.ok) return null;
  return {
    ...input,
    version: current.version,
    deletedItems: [],
    iFoodOrder: { ...input.iFoodOrder, items: decision.items as InputItem[] },
  };
}

/** Every save stamps its new or changed lines with the version it writes (`versao`); the others keep theirs. */
export function stampLineVersions(items: MergeLine[], stored: readonly MergeLine[], version: number): void {
  const before = new Map(stored.filter((l) => l.referenceCode).map((l) => [l.referenceCode!, l]));
  for (const item of items) {
    const previous = item.referenceCode ? before.get(item.referenceCode) : undefined;
    const unchanged = previous && previous.quantity === item.quantity && isSameLine(previous, item);
    item.versao = unchanged ? (previous.versao ?? 0) : version;
  }
}

/**
 * doc 2 §3 item createdAt, which the tab's age reads (§4.5 "the latest order or item time"): when the line reached
 * the order, the server's time. A saved line keeps its stored time whatever a terminal sends; a new line takes the
 * time of the save that brings it.
 */
export function stampLineTimes(items: MergeLine[], stored: readonly MergeLine[], now: Date): void {
  const before = new Map(stored.filter((l) => l.referenceCode).map((l) => [l.referenceCode!, l]));
  for (const item of items) {
    const previous = item.referenceCode ? before.get(item.referenceCode) : undefined;
    if (!previous) item.createdAt = now.toISOString();
    else if (typeof previous.createdAt === 'string') item.createdAt = previous.createdAt;
    else delete item.createdAt;
  }
}

/**
 * A line moved to another order (a join, an item transfer) keeps the time it was launched; one saved before lines
 * had a time takes its origin's latest order time, so the destination's age does not count it as new.
 */
export function movedLine<L extends MergeLine>(line: L, origin: Pick<OrderRow, 'dataPedido' | 'createdAt'>): L {
  if (typeof line.createdAt === 'string' && line.createdAt) return { ...line };
  const latest = Math.max(origin.dataPedido.getTime(), origin.createdAt.getTime());
  return { ...line, createdAt: new Date(latest).toISOString() };
}
