import { ZKdsEntry } from '@brasa/contracts';
import { entryKey, type KdsEntry } from './kds-entry';

/** Whether `incoming` is not older than `current` (a late socket message must not undo a newer state). */
const isNotOlder = (incoming: KdsEntry, current: KdsEntry): boolean => incoming.version >= current.version;

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

/** Reads a socket payload (one entry or a list) into entries; anything that is not an entry is dropped. */
export function readKdsPayload(payload: unknown): KdsEntry[] {
  const list = Array.isArray(payload) ? payload : [payload];
  return list.flatMap((value) => {
    const parsed = ZKdsEntry.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}
