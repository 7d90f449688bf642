import { useEffect, useSyncExternalStore } from 'react';
import { graphql } from '../../lib/gql';
import { graphqlRequest } from '../../lib/api';
import { afterNextPaint } from '../../lib/afterPaint';
import type { AppInfoQuery as AppInfoAnswer } from '../../lib/gql/graphql';

export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      version
      mode
      maintenance
      nativeAppOrigins
    }
  }
`);

export type AppInfo = AppInfoAnswer['appInfo'];

export async function fetchAppInfo(): Promise<AppInfo> {
  const { appInfo } = await graphqlRequest(AppInfoQuery);
  return appInfo;
}

/**
 * The server's public facts, asked once per page load and shared by whoever needs them (the footer, the sign-in page,
 * the native-app handover). Kept here rather than in the data cache: the sign-in page shows them before the query
 * library has loaded (lib/queryScope.tsx). A failed answer is asked for again by the next reader.
 */
export interface AppInfoState {
  data: AppInfo | undefined;
  /** No answer yet, neither the facts nor a failure. */
  isPending: boolean;
}

const PENDING: AppInfoState = Object.freeze({ data: undefined, isPending: true });

let state: AppInfoState = PENDING;
let asked: Promise<AppInfo> | null = null;
const listeners = new Set<() => void>();

function settle(next: AppInfoState): void {
  state = next;
  for (const listener of listeners) listener();
}

function askOnce(): void {
  asked ??= fetchAppInfo().then(
    (data) => {
      settle({ data, isPending: false });
      return data;
    },
    (error: unknown) => {
      asked = null;
      settle({ data: undefined, isPending: false });
      throw error;
    },
  );
  asked.catch(() => undefined); // a failure shows as no facts (the footer's built-in version)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => state;

export function useAppInfo(): AppInfoState {
  // Asked once the page is on screen: the request would otherwise come before the first paint and delay it.
  useEffect(() => void afterNextPaint().then(askOnce), []);
  return useSyncExternalStore(subscribe, read, read);
}

/** Back to the state of a fresh page load (tests). */
export function resetAppInfo(): void {
  state = PENDING;
  asked = null;
}
