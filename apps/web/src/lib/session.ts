import { useSyncExternalStore } from 'react';
import { UserType } from '@health-passport/domain';

/**
 * The in-memory session (customer-journey §4 login state machine). Access and id tokens live only here,
 * never in storage, so a script injected into the page cannot read a long-lived token; the refresh token
 * is an httpOnly cookie the browser sends to /auth/refresh by itself.
 *
 * - `unknown`: the app has not yet asked whether a session exists (before the first refresh attempt).
 * - `restoring`: that first attempt is under way (the login screen's loading view).
 * - `active`: tokens are held and refreshed about a minute before they expire.
 * - `none`: signed out.
 */
export type SessionStatus = 'unknown' | 'restoring' | 'active' | 'none';

/** Why a session ended: the user signed out, or the server no longer accepts it. */
export type SessionEndReason = 'signedOut' | 'expired';

/** What /auth/sign-in, /auth/challenge and /auth/refresh answer; expiresIn is in seconds. */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  /** Seconds until the access token expires; unknown for tokens injected by a native app without one. */
  expiresIn?: number;
}

export interface SessionSnapshot {
  status: SessionStatus;
  accessToken: string | null;
  /** none, anonymous (on a page that works without login) or user (customer-journey §4). */
  userType: UserType;
}

export const REFRESH_PATH = '/auth/refresh';
/** Refresh this long before the access token expires. */
export const REFRESH_AHEAD_MS = 60_000;
/** After a refresh that failed for a network or server reason, try again this much later. */
const REFRESH_RETRY_MS = 15_000;

type Listener = () => void;
type EndListener = (reason: SessionEndReason) => void;

const INITIAL: SessionSnapshot = { status: 'unknown', accessToken: null, userType: UserType.NONE };

let snapshot: SessionSnapshot = INITIAL;
let idToken: string | null = null;
let expiresAt: number | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<RefreshOutcome> | null = null;
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();
/**
 * An end no one heard: the shell's session lifecycle listens once the first page has drawn, and a session can end
 * before that (its first request refused). The first listener hears it then.
 */
let unheardEnd: SessionEndReason | null = null;

function update(next: Partial<SessionSnapshot>): void {
  const merged = { ...snapshot, ...next };
  if (
    merged.status === snapshot.status &&
    merged.accessToken === snapshot.accessToken &&
    merged.userType === snapshot.userType
  ) {
    return;
  }
  snapshot = merged;
  for (const listener of listeners) listener();
}

function clearTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function schedule(delayMs: number): void {
  clearTimer();
  refreshTimer = setTimeout(() => void scheduledRefresh(), Math.max(0, delayMs));
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function getAccessToken(): string | null {
  return snapshot.accessToken;
}

export function getIdToken(): string | null {
  return idToken;
}

export function getSessionStatus(): SessionStatus {
  return snapshot.status;
}

/** Whether a session exists is not known yet: the first refresh attempt has not answered. */
export function isSettling(status: SessionStatus): boolean {
  return status === 'unknown' || status === 'restoring';
}

/** Subscribe to session changes; returns the unsubscribe function (fits `useSyncExternalStore`). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Called when a session ends, with the reason; returns the unsubscribe function. The first listener also hears an end
 * that came before anyone listened, unless a new session began since.
 */
export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  if (unheardEnd) {
    const reason = unheardEnd;
    unheardEnd = null;
    listener(reason);
  }
  return () => {
    endListeners.delete(listener);
  };
}

/** The session inside React; re-renders on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Keeps fresh tokens and plans the next refresh about a minute before they expire. */
export function startSession(tokens: SessionTokens): void {
  idToken = tokens.idToken;
  const lifetimeMs = tokens.expiresIn !== undefined && tokens.expiresIn > 0 ? tokens.expiresIn * 1000 : null;
  expiresAt = lifetimeMs === null ? null : Date.now() + lifetimeMs;
  if (lifetimeMs === null) {
    clearTimer();
  } else {
    // Short-lived tokens (under two minutes) are refreshed at half their life instead.
    schedule(Math.max(lifetimeMs - REFRESH_AHEAD_MS, lifetimeMs / 2));
  }
  unheardEnd = null;
  update({ status: 'active', accessToken: tokens.accessToken, userType: UserType.USER });
}

/** Forgets the tokens. Listeners of onSessionEnd hear why (an expired session only if there was one). */
export function endSession(reason: SessionEndReason): void {
  const hadSession = snapshot.status === 'active';
  clearTimer();
  idToken = null;
  expiresAt = null;
  update({ status: 'none', accessToken: null, userType: UserType.NONE });
  if (reason === 'signedOut' || hadSession) {
    if (endListeners.size === 0) unheardEnd = reason;
    for (const listener of endListeners) listener(reason);
  }
}

/** A page that works without login marks the visitor anonymous (customer-journey §4 "user types"). */
export function markAnonymous(): void {
  if (snapshot.status !== 'active') update({ userType: UserType.ANONYMOUS });
}

type RefreshOutcome = 'ok' | 'rejected' | 'unavailable';

function parseTokens(body: unknown): SessionTokens | null {
  const tokens = (body as { tokens?: unknown } | null | undefined)?.tokens as
    Partial<Record<keyof SessionTokens, unknown>> | undefined;
  if (!tokens || typeof tokens.accessToken !== 'string' || typeof tokens.idToken !== 'string') return null;
  return {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    ...(typeof tokens.expiresIn === 'number' ? { expiresIn: tokens.expiresIn } : {}),
  };
}

async function requestRefresh(refreshToken?: string): Promise<RefreshOutcome> {
  const headers = new Headers({ Accept: 'application/json' });
  if (refreshToken !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: refreshToken === undefined ? undefined : JSON.stringify({ refreshToken }),
    });
  } catch {
    return 'unavailable';
  }
  if (!response.ok) return response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected';
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return 'unavailable';
  }
  const tokens = parseTokens(body);
  if (!tokens) return 'unavailable';
  startSession(tokens);
  return 'ok';
}

/**
 * Refresh tokens rotate and a reused one ends the session, so two tabs must never refresh with the same cookie.
 * The Web Locks API serialises refreshes across every tab of this origin: the second tab waits, then sends the
 * cookie the first one received.
 */
async function requestRefreshAcrossTabs(refreshToken?: string): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return requestRefresh(refreshToken);
  return await locks.request('health-passport-session-refresh', () => requestRefresh(refreshToken));
}

function refreshOnce(refreshToken?: string): Promise<RefreshOutcome> {
  // Single flight: every caller that needs fresh tokens at the same moment waits for the same request.
  inflight ??= requestRefreshAcrossTabs(refreshToken).finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * Asks /auth/refresh for new tokens (with the httpOnly cookie, or with a refresh token a native app
 * injected). True when the session is active afterwards.
 */
export async function refreshSession(options: { refreshToken?: string } = {}): Promise<boolean> {
  return (await refreshOnce(options.refreshToken)) === 'ok';
}

async function scheduledRefresh(): Promise<void> {
  if (snapshot.status !== 'active') return;
  const outcome = await refreshOnce();
  if (outcome === 'rejected') {
    endSession('expired');
  } else if (outcome === 'unavailable' && snapshot.status === 'active') {
    // Keep the session while the token is still valid; the API's 401 handling takes over after that.
    if (expiresAt === null || Date.now() + REFRESH_RETRY_MS < expiresAt) schedule(REFRESH_RETRY_MS);
  }
}

/**
 * At start, an existing session completes authentication (customer-journey §4): one refresh attempt with
 * the cookie. Runs once; later calls answer whether a session is active.
 */
export async function restoreSession(): Promise<boolean> {
  if (snapshot.status !== 'unknown') {
    if (snapshot.status === 'restoring' && inflight) await inflight;
    return snapshot.status === 'active';
  }
  update({ status: 'restoring' });
  const ok = await refreshSession();
  if (!ok && getSessionStatus() === 'restoring') update({ status: 'none' });
  return ok;
}

let begunRestore: Promise<boolean> | null = null;

/**
 * Starts restoring the session as the app starts (main.tsx), beside the scripts and texts still loading, instead of
 * after the first render; the shell finishes it (takeRestore). Resolves once it is known whether a session exists.
 */
export function beginRestore(): Promise<unknown> {
  if (snapshot.status === 'unknown' && !begunRestore) begunRestore = restoreSession();
  return begunRestore ?? Promise.resolve();
}

/** The restore begun as the app started, once; else a new one while no session is known; else null. */
export function takeRestore(): Promise<boolean> | null {
  const begun = begunRestore;
  begunRestore = null;
  return begun ?? (snapshot.status === 'unknown' ? restoreSession() : null);
}

/** Back to the state of a fresh page load (tests). */
export function resetSession(): void {
  begunRestore = null;
  unheardEnd = null;
  clearTimer();
  idToken = null;
  expiresAt = null;
  inflight = null;
  snapshot = INITIAL;
  for (const listener of listeners) listener();
}
