/** Every key this app writes to localStorage starts with this prefix (doc 4 §9 "Local storage keys"). */
export const STORAGE_PREFIX = 'brasa.';

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working with in-memory state.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // see writeStored
  }
}

/** Plain text values (the session token is stored as is, not JSON-quoted). */
export function readStoredText(key: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStoredText(key: string, value: string): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // see writeStored
  }
}
