import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Role, rolesFromGroups, type ViewerContext } from '@health-passport/domain';
import { myPassportsQueryOptions } from '../features/passports';
import { currentUserQueryOptions, type CurrentUser } from '../lib/currentUser';
import { useNativeAppOrigin } from '../lib/nativeApp';
import { useSession, type SessionStatus } from '../lib/session';

export type Viewer = ViewerContext;

/**
 * Who is looking, and whether that is known yet. `loading` while the session is restored or `me` (or a
 * consumer's passports) loads (the login screen's loading view), `error` when `me` or the passports failed
 * for another reason than an ended session.
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

/** What the viewer's relations add to its state: whether they are known yet, and how to ask again. */
interface RelationsState {
  relations: ViewerRelations;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * THE place later issues fill in: the consumer's own passports (or the selected individual's for staff),
 * whether an individual is selected, whether the linked product disables the passport, and the number of
 * groups an HR manager manages. A consumer's own passports come from `GET /api/v2/users/me/health-passport`
 * (whether a passport has a programme is not known yet: false); the rest is still none for everyone.
 * While the passports load the viewer is `loading`, so guards never decide on an empty list.
 */
function useViewerRelations(user: CurrentUser | null): RelationsState {
  const isConsumer =
    user !== null && rolesFromGroups(user.identityInformation.groups).includes(Role.CONSUMER);
  const passportsQuery = useQuery({ ...myPassportsQueryOptions(), enabled: isConsumer });
  const { data: passports, refetch } = passportsQuery;
  const relations = useMemo<ViewerRelations>(
    () =>
      passports === undefined || !isConsumer
        ? NO_RELATIONS_YET
        : {
            ...NO_RELATIONS_YET,
            passports: passports.map((passport) => ({ status: passport.status, hasProgram: false })),
          },
    [passports, isConsumer],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    relations,
    isLoading: isConsumer && passportsQuery.isPending,
    isError: isConsumer && passports === undefined && passportsQuery.isError,
    retry,
  };
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
  const {
    relations,
    isLoading: relationsLoading,
    isError: relationsError,
    retry: retryRelations,
  } = useViewerRelations(user);
  const { refetch } = query;

  const status: ViewerState['status'] =
    isSettling(session.status) || (active && query.isPending)
      ? 'loading'
      : active && !user && query.isError
        ? 'error'
        : relationsError
          ? 'error'
          : relationsLoading
            ? 'loading'
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
    const retry = () => {
      if (!user) void refetch();
      else retryRelations();
    };
    return { status, viewer, user, retry };
  }, [status, user, relations, isNativeApp, refetch, retryRelations]);
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
