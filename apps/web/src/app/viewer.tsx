import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NATIVE_APP_SESSION_KEY, type ViewerContext } from '@health-passport/domain';
import { getAccessToken, subscribeSession } from '../lib/session';

export type Viewer = ViewerContext;

const SIGNED_OUT: Viewer = {
  signedIn: false,
  roles: [],
  hasSelectedIndividual: false,
  passports: [],
  linkedProductDisablesPassport: false,
  managedGroupCount: 0,
  isNativeApp: false,
};

const ViewerReactContext = createContext<Viewer>(SIGNED_OUT);

function readNativeAppFlag(): boolean {
  try {
    return window.sessionStorage.getItem(NATIVE_APP_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The one place the viewer is put together; menus and guards only read it. For now it knows whether there
 * is a session; roles, passports and the selected individual come from the `me` query in a later issue.
 */
function useSessionViewer(): Viewer {
  const token = useSyncExternalStore(subscribeSession, getAccessToken, getAccessToken);
  return useMemo<Viewer>(() => {
    const isNativeApp = readNativeAppFlag();
    return token ? { ...SIGNED_OUT, signedIn: true, isNativeApp } : { ...SIGNED_OUT, isNativeApp };
  }, [token]);
}

export function ViewerProvider({ children, value }: { children: ReactNode; value?: Viewer }) {
  const fromSession = useSessionViewer();
  return <ViewerReactContext.Provider value={value ?? fromSession}>{children}</ViewerReactContext.Provider>;
}

export function useViewer(): Viewer {
  return useContext(ViewerReactContext);
}
