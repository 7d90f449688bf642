import { useLayoutEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Role, rolesFromGroups } from '@health-passport/domain';
import {
  provideConsumerContext,
  SIGNED_OUT_CONSUMER,
  useConsumerContextSource,
  type ConsumerContextSource,
} from '../features/passport';
import { currentUserQueryOptions, managedCompanyCountQueryOptions } from '../lib/currentUser';
import { useNativeAppOrigin } from '../lib/nativeApp';
import { isSettling, useSession } from '../lib/session';
import { SIGNED_OUT, type Viewer, type ViewerState } from './viewerState';

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
 * The viewer's passports (the consumer's own, or the selected individual's for staff, with whether the current
 * one has a programme), whether an individual is selected, whether the linked product disables the passport,
 * and the number of companies an HR manager manages snapshots of. Passports and selection come from the
 * consumer context (features/passport). While the passports (or an HR manager's count) load the viewer is
 * `loading`, so guards never decide on an empty list; the programme flag arrives later and never holds the
 * viewer up.
 *
 * A consumer's linked product is the product of the passport their pages show (the one they chose, else the
 * newest published, else the newest): when it disables the passport (disablePhpForIndividuals, told with each
 * listed passport), the guards send them to /onboarding and the menu hides the passport pages (P&P §2.1, §4,
 * §6). Staff looking at a selected individual have none: the rule is for consumers.
 */
function relationsOf(source: ConsumerContextSource, managedGroupCount: number): ViewerRelations {
  const { context, hasProgram, hasSelectedIndividual } = source;
  return {
    ...NO_RELATIONS_YET,
    managedGroupCount,
    hasSelectedIndividual,
    linkedProductDisablesPassport:
      context.kind === 'own' && context.passport?.disablePhpForIndividuals === true,
    passports: context.passports.map((passport) => ({
      status: passport.status,
      hasProgram: hasProgram && passport.id === context.passportId,
    })),
  };
}

/** The session and `me`: who is signed in, if anyone; for an HR manager also how many companies they manage. */
function useSessionUser(enabled: boolean) {
  const session = useSession();
  const active = enabled && session.status === 'active';
  const query = useQuery({ ...currentUserQueryOptions(), enabled: active });
  const user = active ? (query.data ?? null) : null;
  const managesSnapshots =
    user !== null && rolesFromGroups(user.identityInformation.groups).includes(Role.HR_MANAGER);
  const managed = useQuery({ ...managedCompanyCountQueryOptions(), enabled: managesSnapshots });
  return { sessionStatus: session.status, active, query, user, managesSnapshots, managed };
}

const NO_ROLES: readonly Role[] = Object.freeze([]);

/** The one place the viewer is put together from the session, `me` and the consumer context; menus and guards only read it. */
function useSessionViewer(
  { sessionStatus, active, query, user, managesSnapshots, managed }: ReturnType<typeof useSessionUser>,
  consumer: ConsumerContextSource,
): ViewerState {
  const isNativeApp = useNativeAppOrigin() !== null;
  const managedGroupCount = managesSnapshots ? (managed.data ?? 0) : 0;
  const relations = useMemo(() => relationsOf(consumer, managedGroupCount), [consumer, managedGroupCount]);
  const { refetch } = query;
  const { refetch: refetchManaged } = managed;
  const { retry: retryRelations } = consumer;
  const relationsError = consumer.isError || (managesSnapshots && managed.isError);
  const relationsLoading = consumer.isLoading || (managesSnapshots && managed.isPending);

  const status: ViewerState['status'] =
    isSettling(sessionStatus) || (active && query.isPending)
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
      if (!user) {
        void refetch();
        return;
      }
      retryRelations();
      if (managesSnapshots) void refetchManaged();
    };
    return { status, viewer, user, retry };
  }, [status, user, relations, isNativeApp, refetch, retryRelations, managesSnapshots, refetchManaged]);
}

/**
 * Builds the viewer of a session and hands it to the viewer provider (app/viewer.tsx), and provides the consumer
 * context (for an overridden viewer, in tests, only that). The provider renders this only while someone is signed in:
 * it reads `me` and the passports through the data cache, which the sign-in page draws without.
 */
export function SessionViewer({
  override,
  onChange,
}: {
  override?: Viewer;
  onChange: (built: ViewerState | null) => void;
}) {
  const session = useSessionUser(override === undefined);
  const sessionUser = session.user;
  const roles = useMemo(
    () =>
      override
        ? override.roles
        : sessionUser
          ? rolesFromGroups(sessionUser.identityInformation.groups)
          : NO_ROLES,
    [override, sessionUser],
  );
  // With an overridden viewer (tests) the consumer context follows its roles.
  const consumer = useConsumerContextSource(roles);
  const state = useSessionViewer(session, consumer);
  // Before the browser paints, so the page never shows a viewer a step behind.
  useLayoutEffect(() => {
    onChange(state);
    provideConsumerContext(consumer.context);
  }, [state, consumer.context, onChange]);
  useLayoutEffect(
    () => () => {
      onChange(null);
      provideConsumerContext(SIGNED_OUT_CONSUMER);
    },
    [onChange],
  );
  return null;
}
