import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rolesFromGroups, type ViewerContext } from '@health-passport/domain';
import { currentUserQueryOptions, type CurrentUser } from '../lib/currentUser';
import { useNativeAppOrigin } from '../lib/nativeApp';
import { useSession, type SessionStatus } from '../lib/session';

export type Viewer = ViewerContext;

/**
 * Who is looking, and whether that is known yet. `loading` while the session is restored or `me` loads
 * (the login screen's loading view), `error` when `me` failed for another reason than an ended session.
 */
export interface ViewerState {
  status: 'loading' | 'ready' | 'error';
  viewer: Viewer;
  /** The signed-in user (`me`); null when signed out. */
  user: CurrentUser | null;
  /** Loads `me` again after an error. */
  retry: () => void;
}

const SIGNED_OUT: Viewer = {
  signedIn: false,
  roles: [],
  hasSelectedIndividual: false,
  passports: [],
  linkedProductDisablesPassport: false,
  managedGroupCount: 0,
  isNativeApp: false,
};

/** What the viewer needs besides `me`: passports, the selected individual, the linked product, groups. */
type ViewerRelations = Pick<
  Viewer,
  'passports' | 'hasSelectedIndividual' | 'linkedProductDisablesPassport' | 'managedGroupCount'
>;

const NO_RELATIONS_YET: ViewerRelations = Object.freeze({
  passports: [],
  hasSelectedIndividual: false,
  linkedProductDisablesPassport: false,
  managedGroupCount: 0,
});

/**
 * THE place later issues fill in: the consumer's own passports (or the selected individual's for staff),
 * whether an individual is selected, whether the linked product disables the passport, and the number of
 * groups an HR manager manages. Until those issues land, everyone has none of them.
 */
function useViewerRelations(_user: CurrentUser | null): ViewerRelations {
  return NO_RELATIONS_YET;
}

const noop = () => undefined;

const ViewerReactContext = createContext<ViewerState>({
  status: 'ready',
  viewer: SIGNED_OUT,
  user: null,
  retry: noop,
});

function isSettling(status: SessionStatus): boolean {
  return status === 'unknown' || status === 'restoring';
}

/** The one place the viewer is put together from the session and `me`; menus and guards only read it. */
function useSessionViewer(enabled: boolean): ViewerState {
  const session = useSession();
  const isNativeApp = useNativeAppOrigin() !== null;
  const active = enabled && session.status === 'active';
  const query = useQuery({ ...currentUserQueryOptions(), enabled: active });
  const user = active ? (query.data ?? null) : null;
  const relations = useViewerRelations(user);
  const { refetch } = query;

  const status: ViewerState['status'] =
    isSettling(session.status) || (active && query.isPending)
      ? 'loading'
      : active && !user && query.isError
        ? 'error'
        : 'ready';

  return useMemo<ViewerState>(() => {
    const viewer: Viewer = user
      ? {
          ...relations,
          signedIn: true,
          roles: rolesFromGroups(user.identityInformation.groups),
          isNativeApp,
        }
      : { ...SIGNED_OUT, isNativeApp };
    return { status, viewer, user, retry: () => void refetch() };
  }, [status, user, relations, isNativeApp, refetch]);
}

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
  const fromSession = useSessionViewer(value === undefined);
  const state = useMemo<ViewerState>(
    () => (value ? { status: 'ready', viewer: value, user, retry: noop } : fromSession),
    [value, user, fromSession],
  );
  return <ViewerReactContext.Provider value={state}>{children}</ViewerReactContext.Provider>;
}

export function useViewerState(): ViewerState {
  return useContext(ViewerReactContext);
}

export function useViewer(): Viewer {
  return useContext(ViewerReactContext).viewer;
}
