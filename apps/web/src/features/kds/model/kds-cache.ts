import { entryKey, type KdsEntry } from './kds-entry';

const stamp = (entry: KdsEntry) => ({
  version: typeof entry.version === 'number' ? entry.version : -1,
  updatedAt: entry.updatedAt ? Date.parse(entry.updatedAt) || 0 : 0,
});

/** Whether `incoming` is not older than `current` (a late socket message must not undo a newer state). */
function isNotOlder(incoming: KdsEntry, current: KdsEntry): boolean {
  const a = stamp(incoming);
  const b = stamp(current);
  if (a.version >= 0 && b.version >= 0) return a.version >= b.version;
  return a.updatedAt >= b.updatedAt;
}

/** Puts entries in the list in place (by id), adding new ones; older copies are ignored. */
export function upsertKdsEntries(list: readonly KdsEntry[] | undefined, incoming: readonly KdsEntry[]): KdsEntry[] {
  const next = [...(list ?? [])];
  const index = new Map(next.map((entry, i) => [entryKey(entry), i]));
  for (const entry of incoming) {
    const at = index.get(entryKey(entry));
    if (at === undefined) {
      index.set(entryKey(entry), next.length);
      next.push(entry);
    } else if (isNotOlder(entry, next[at]!)) {
      next[at] = { ...next[at]!, ...entry };
    }
  }
  return next;
}

/** Reads a socket payload (one entry or a list) into entries; anything malformed is dropped. */
export function readKdsPayload(payload: unknown): KdsEntry[] {
  const list = Array.isArray(payload) ? payload : [payload];
  return list.filter(
    (value): value is KdsEntry =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as KdsEntry).item === 'object' &&
      (value as KdsEntry).item !== null &&
      typeof (value as KdsEntry).pedidoKds === 'object' &&
      (value as KdsEntry).pedidoKds !== null,
  );
}
