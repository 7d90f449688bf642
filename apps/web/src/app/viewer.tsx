import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../lib/currentUser';
import { useNativeAppOrigin } from '../lib/nativeApp';
import { QueryScope } from '../lib/queryScope';
import { isSettling, useSession } from '../lib/session';
import { SIGNED_OUT, type Viewer, type ViewerState } from './viewerState';

export type { Viewer, ViewerState } from './viewerState';

// Someone signed in: their viewer is built from `me` and their passports, with the data cache (loaded then); it also
// provides whose passports the pages show (features/passport's consumer context).
const SessionViewer = lazy(() => import('./sessionViewer').then((m) => ({ default: m.SessionViewer })));

const noop = () => undefined;

const ViewerReactContext = createContext<ViewerState>({
  status: 'ready',
  viewer: SIGNED_OUT,
  user: null,
  retry: noop,
});

export function ViewerProvider({
  children,
  value,
  user = null,
}: {
  children: ReactNode;
  /** Overrides the session-built viewer (tests). */
  value?: Viewer;
  /** The user behind an overridden viewer (tests). */
  user?: CurrentUser | null;
}) {
  const session = useSession();
  const isNativeApp = useNativeAppOrigin() !== null;
  const [built, setBuilt] = useState<ViewerState | null>(null);
  const signedIn = value ? value.signedIn : session.status === 'active';
  const current = signedIn ? built : null;

  const state = useMemo<ViewerState>(() => {
    if (value) return { status: 'ready', viewer: value, user, retry: noop };
    if (current) return current;
    const viewer = { ...SIGNED_OUT, isNativeApp };
    // Signed in, the viewer is loading until SessionViewer has built it.
    const loading = isSettling(session.status) || signedIn;
    return { status: loading ? 'loading' : 'ready', viewer, user: null, retry: noop };
  }, [value, user, current, isNativeApp, session.status, signedIn]);

  return (
    <ViewerReactContext.Provider value={state}>
      {children}
      {signedIn && (
        <Suspense fallback={null}>
          <QueryScope>
            <SessionViewer override={value} onChange={setBuilt} />
          </QueryScope>
        </Suspense>
      )}
    </ViewerReactContext.Provider>
  );
}

export function useViewerState(): ViewerState {
  return useContext(ViewerReactContext);
}

export function useViewer(): Viewer {
  return useContext(ViewerReactContext).viewer;
}
