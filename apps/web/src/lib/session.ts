/**
 * The in-memory session: only the access token lives here (the refresh token is an HTTP-only cookie).
 * Kept out of storage on purpose so a script injected into the page cannot read a long-lived token.
 */
type Listener = () => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  for (const listener of listeners) listener();
}

/** Subscribe to session changes; returns the unsubscribe function (fits `useSyncExternalStore`). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
