import type { StorageKey } from '@health-passport/domain';

/**
 * Local storage of the keys the spec names (customer-journey §3 "Local storage"), JSON-encoded. Storage may
 * be unavailable (private mode, blocked): reads then answer the fallback and writes are dropped.
 */
export function readLocal<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

const listeners = new Set<() => void>();

function notifyChange(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after a stored key changes: in this tab through writeLocal/removeLocal, in another tab
 * through the browser's storage event. Returns the unsubscribe function (fits useSyncExternalStore).
 */
export function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function writeLocal(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
  notifyChange();
}

export function removeLocal(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Unavailable storage holds nothing.
  }
  notifyChange();
}
