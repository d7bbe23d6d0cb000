import type { TOrder } from '@brasa/contracts';

/** The error code of a save whose version is older than the stored one. */
export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** The current order of a 409 answer `{ code: 'VERSION_CONFLICT', order }`, else null. */
export function conflictOrderOf(body: unknown): TOrder | null {
  if (!body || typeof body !== 'object') return null;
  const { code, order } = body as { code?: unknown; order?: unknown };
  if (code !== VERSION_CONFLICT || !order || typeof order !== 'object') return null;
  return 'iFoodOrder' in order && 'id' in order && 'version' in order ? (order as TOrder) : null;
}

/** The newer of two versions of the same order (the dialog's own copy wins a tie: it is the save's answer). */
export function newestOrder(own: TOrder, fetched: TOrder | undefined): TOrder {
  return fetched && fetched.id === own.id && fetched.version > own.version ? fetched : own;
}
