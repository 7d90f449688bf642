import { useSyncExternalStore } from 'react';
import { NATIVE_APP_SESSION_KEY } from '@health-passport/domain';

/**
 * Native-app mode (customer-journey §2 login screen, passport-and-professional §4): the portal runs inside
 * a native wrapper that opened it with `?nativeAppOrigin=`, naming one of the wrappers the server lists
 * (NATIVE_APP_ORIGINS, in appInfo); any other value is ignored. The flag is remembered for the browser session.
 */

declare global {
  interface Window {
    /** Present inside a React Native WebView. */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/**
 * What the portal tells the wrapper: signed in, or that it refused the session handed over because another
 * person is signed in here.
 */
export interface NativeAppMessage {
  type: 'authenticated' | 'sessionRefused';
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readNativeAppOrigin(): string | null {
  return storage()?.getItem(NATIVE_APP_SESSION_KEY) ?? null;
}

/**
 * The origin messages go to and come from. A URL is reduced to its origin; a value without one (a custom
 * scheme of an app) is kept as given and only marks native-app mode.
 */
export function normalizeNativeAppOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const { origin } = new URL(trimmed);
    return origin !== 'null' ? origin : trimmed;
  } catch {
    return trimmed;
  }
}

/** True when `value` names one of the `allowed` wrappers (the server's NATIVE_APP_ORIGINS). */
export function isAllowedNativeAppOrigin(value: string, allowed: readonly string[]): boolean {
  const origin = normalizeNativeAppOrigin(value);
  return origin !== null && allowed.includes(origin);
}

/** Enters native-app mode for `value` when it is one of the `allowed` wrappers' origins. */
export function rememberNativeAppOrigin(value: string, allowed: readonly string[]): void {
  const origin = normalizeNativeAppOrigin(value);
  if (!origin || !isAllowedNativeAppOrigin(origin, allowed) || readNativeAppOrigin() === origin) return;
  storage()?.setItem(NATIVE_APP_SESSION_KEY, origin);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNativeAppOrigin(): string | null {
  return useSyncExternalStore(subscribe, readNativeAppOrigin, () => null);
}

/** Tells the wrapper (a parent frame or a React Native WebView) what happened; never throws. */
export function notifyNativeApp(message: NativeAppMessage): void {
  const origin = readNativeAppOrigin();
  if (!origin) return;
  try {
    window.ReactNativeWebView?.postMessage(JSON.stringify(message));
  } catch {
    // The wrapper is gone; nothing to tell.
  }
  if (window.parent !== window && /^https?:\/\//.test(origin)) {
    try {
      window.parent.postMessage(message, origin);
    } catch {
      // A parent on another origin than announced does not get the message.
    }
  }
}
