import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasAnyRole, INDIVIDUALS_MENU_ROLES, Role, STAFF_PASSPORT_ROLES } from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { myPassportsQueryOptions, personPassportsQueryOptions } from '../passports';
import { hasProgramQueryOptions } from './api';
import {
  defaultPassportId,
  NO_PASSPORTS,
  type ConsumerContext,
  type ConsumerContextSource,
  type ConsumerKind,
} from './consumerContext';
import {
  clearIndividual,
  forgetPassportId,
  selectIndividual,
  setPassportId,
  useStoredConsumer,
} from './consumerStore';

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
