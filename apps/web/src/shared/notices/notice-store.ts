import { useSyncExternalStore } from 'react';

/** One line of the top bar's notifications widget. */
export interface Notice {
  /** Stable per event (a repeat of the same message is not listed twice). */
  id: string;
  text: string;
  detail?: string | null;
  /** When this terminal heard it (ms since the epoch). */
  at: number;
}

export interface NoticeSnapshot {
  /** The unit the notices are of: a terminal that changes unit starts over. */
  unitUuid: string | null;
  /** Newest first, at most NOTICE_LIMIT. */
  notices: readonly Notice[];
  /** Heard since the list was last opened (the bell's badge). */
  unread: number;
}

export const NOTICE_LIMIT = 20;

/**
 * The unit's recent notices as this terminal heard them (print failures, new marketplace orders, disputes): a
 * module store so the layout's listener and the top bar's bell share it without importing each other. Memory
 * only: the events come from the realtime room while the app is open.
 */
let snapshot: NoticeSnapshot = { unitUuid: null, notices: [], unread: 0 };
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function recordNotice(unitUuid: string, notice: Notice): void {
  const sameUnit = snapshot.unitUuid === unitUuid;
  const current = sameUnit ? snapshot.notices : [];
  if (current.some((known) => known.id === notice.id)) return;
  snapshot = {
    unitUuid,
    notices: [notice, ...current].slice(0, NOTICE_LIMIT),
    unread: Math.min((sameUnit ? snapshot.unread : 0) + 1, NOTICE_LIMIT),
  };
  emit();
}

export function markNoticesRead(): void {
  if (snapshot.unread === 0) return;
  snapshot = { ...snapshot, unread: 0 };
  emit();
}

/** For tests: forget everything. */
export function resetNotices(): void {
  snapshot = { unitUuid: null, notices: [], unread: 0 };
  emit();
}

const EMPTY: NoticeSnapshot = { unitUuid: null, notices: [], unread: 0 };

/** The notices of `unitUuid` (none when the store holds another unit's). */
export function useNotices(unitUuid: string): NoticeSnapshot {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => snapshot,
  );
  return current.unitUuid === unitUuid ? current : EMPTY;
}
