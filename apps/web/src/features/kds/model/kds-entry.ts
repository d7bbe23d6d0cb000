import type { TKdsEntry } from '@brasa/contracts';
import { KDS_STATUS_LABELS, isKdsItemStatus } from '@brasa/domain';

/** The KDS entry as the print server answers it (doc 3 §3 "KDS entry"; the schema is `ZKdsEntry` in contracts). */
export type KdsEntry = TKdsEntry;
export type { KdsItemStatus } from '@brasa/domain';

/** The entry's stable key. */
export const entryKey = (entry: Pick<KdsEntry, 'id'>): string => String(entry.id);

export const kdsStatusText = (status: string): string => (isKdsItemStatus(status) ? KDS_STATUS_LABELS[status] : status);
