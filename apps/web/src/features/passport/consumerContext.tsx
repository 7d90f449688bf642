import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  hasAnyRole,
  INDIVIDUALS_MENU_ROLES,
  PassportStatus,
  Role,
  STAFF_PASSPORT_ROLES,
} from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import {
  myPassportsQueryOptions,
  personPassportsQueryOptions,
  type HealthPassport,
  type PassportPerson,
} from '../passports';
import { hasProgramQueryOptions, type PassportScope } from './api';
import {
  clearIndividual,
  forgetPassportId,
  selectIndividual,
  setPassportId,
  useStoredConsumer,
} from './consumerStore';

/**
 * Whose passports the passport pages show (passport-and-professional §3, §6): the signed-in consumer's
 * `own`, the selected `individual`'s for a professional who may view passports, or `none`.
 */
export type ConsumerKind = 'own' | 'individual' | 'none';

export interface ConsumerContext {
  kind: ConsumerKind;
  /**
   * The individual a professional selected (header client block, §2.3); null for a consumer's own view.
   * Also set for professionals who select people without viewing passports (onboarders), whose kind stays.
   */
  person: PassportPerson | null;
  /** The shown person's passports, newest first; empty while they load. */
  passports: readonly HealthPassport[];
  /** The passport the pages show: the stored one when it is among `passports`, else the default. */
  passportId: string | null;
  passport: HealthPassport | null;
  setPassportId: (passportId: string) => void;
  selectIndividual: (person: PassportPerson) => void;
  clearIndividual: () => void;
}

/** The consumer context plus what the viewer needs to decide on it (see app/viewer.tsx). */
export interface ConsumerContextSource {
  context: ConsumerContext;
  /** A professional has an individual selected (§6 "when an individual is selected"). */
  hasSelectedIndividual: boolean;
  /** Whether the current passport has a programme (§7 healthPassportHasProgram); false until known. */
  hasProgram: boolean;
  /** The passports are loading: route guards must not decide on an empty list. */
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

const NO_PASSPORTS: readonly HealthPassport[] = Object.freeze([]);

/**
 * The passport shown when none is stored (or the stored one is not theirs): the newest published passport,
 * else the newest one (whose page then says it is being prepared).
 */
export function defaultPassportId(passports: readonly HealthPassport[]): string | null {
  const newestFirst = [...passports].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  return (newestFirst.find((p) => p.status === PassportStatus.PUBLISHED) ?? newestFirst[0])?.id ?? null;
}

/**
 * Whether the viewer may read the passport's pages (mirrors the server's passportAccess): their own when
 * published; a professional's view of a computed or published passport.
 */
export function isReadablePassport(kind: ConsumerKind, passport: HealthPassport | null): boolean {
  if (!passport) return false;
  if (kind === 'own') return passport.status === PassportStatus.PUBLISHED;
  if (kind === 'individual') return passport.status !== PassportStatus.CREATED;
  return false;
}

/** The scope of the pages' calls, or null when there is no passport to show. */
export function scopeOf(
  context: Pick<ConsumerContext, 'kind' | 'person' | 'passportId'>,
): PassportScope | null {
  if (context.passportId === null || context.kind === 'none') return null;
  return {
    passportId: context.passportId,
    serviceNumber: context.kind === 'individual' ? (context.person?.serviceNumber ?? null) : null,
  };
}

/**
 * Builds the consumer context for a viewer with `roles` (empty when signed out), from local storage and the
 * passport lists. Mounted once, by the viewer provider; everything else reads it with useConsumerContext().
 */
export function useConsumerContextSource(roles: readonly Role[]): ConsumerContextSource {
  const locale = useLocale();
  const stored = useStoredConsumer();
  const selects = hasAnyRole(roles, INDIVIDUALS_MENU_ROLES);
  const person = selects ? stored.individual : null;
  const kind: ConsumerKind =
    person && hasAnyRole(roles, STAFF_PASSPORT_ROLES)
      ? 'individual'
      : roles.includes(Role.CONSUMER)
        ? 'own'
        : 'none';

  const ownQuery = useQuery({ ...myPassportsQueryOptions(), enabled: kind === 'own' });
  const personQuery = useQuery({
    ...personPassportsQueryOptions(person?.serviceNumber ?? '', locale),
    enabled: kind === 'individual',
  });
  const query = kind === 'individual' ? personQuery : ownQuery;
  // After a language switch the person's list stays until the new one is there; another person's never does.
  const personData = personQuery.data;
  const loaded =
    kind === 'own'
      ? ownQuery.data
      : kind === 'individual' && personData?.person.serviceNumber === person?.serviceNumber
        ? personData?.passports
        : undefined;
  const passports = loaded ?? NO_PASSPORTS;

  const storedIsTheirs = passports.some((p) => p.id === stored.passportId);
  const passportId = storedIsTheirs ? stored.passportId : defaultPassportId(passports);
  const passport = passports.find((p) => p.id === passportId) ?? null;

  // Keep the stored id valid: once the list is known, an id that is not theirs is replaced (or forgotten).
  useEffect(() => {
    if (loaded === undefined || kind === 'none' || passportId === stored.passportId) return;
    if (passportId === null) forgetPassportId();
    else setPassportId(passportId);
  }, [loaded, kind, passportId, stored.passportId]);

  // A selected person the professional may not (or no longer) see is let go; the guards then send them on.
  // (An external viewer's share that was revoked or expired answers 403 the same way.)
  const personError = personQuery.error;
  const personRefused =
    kind === 'individual' && isApiError(personError) && [403, 404].includes(personError.status);
  useEffect(() => {
    if (personRefused) clearIndividual();
  }, [personRefused]);

  // Asked for any of their passports, whatever its status: the guards of "/" need it for onboarding ones too.
  const programQuery = useQuery({
    ...hasProgramQueryOptions(passportId ?? ''),
    enabled: kind !== 'none' && passportId !== null,
  });

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const context = useMemo<ConsumerContext>(
    () => ({
      kind,
      person,
      passports,
      passportId,
      passport,
      setPassportId,
      selectIndividual,
      clearIndividual,
    }),
    [kind, person, passports, passportId, passport],
  );

  const hasProgram = programQuery.data === true;
  // A refused person is no error to show: the selection is let go at once and the guards send them on.
  const isLoading = kind !== 'none' && loaded === undefined && (!query.isError || personRefused);
  const isError = kind !== 'none' && loaded === undefined && query.isError && !personRefused;
  return useMemo(
    () => ({ context, hasSelectedIndividual: person !== null, hasProgram, isLoading, isError, retry }),
    [context, person, hasProgram, isLoading, isError, retry],
  );
}

const SIGNED_OUT_CONTEXT: ConsumerContext = Object.freeze({
  kind: 'none',
  person: null,
  passports: NO_PASSPORTS,
  passportId: null,
  passport: null,
  setPassportId,
  selectIndividual,
  clearIndividual,
});

const ConsumerReactContext = createContext<ConsumerContext>(SIGNED_OUT_CONTEXT);

export function ConsumerContextProvider({
  value,
  children,
}: {
  value: ConsumerContext;
  children: ReactNode;
}) {
  return <ConsumerReactContext.Provider value={value}>{children}</ConsumerReactContext.Provider>;
}

/** Whose passports the pages show, and which one (§3, §6). */
export function useConsumerContext(): ConsumerContext {
  return useContext(ConsumerReactContext);
}
