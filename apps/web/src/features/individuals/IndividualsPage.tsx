import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  buildPath,
  individualActions,
  INDIVIDUALS_QUERY_PARAMS,
  listsOnlySharers,
  rolesFromGroups,
  RoutePath,
  type Role,
} from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { currentUserQueryOptions } from '../../lib/currentUser';
import { reportError } from '../../lib/errorReporting';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { Button, Callout, Page, PageLoader, Pagination, PlainList, StatePanel } from '../../lib/ui';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectIndividual } from '../passport';
import { passportsQueryKey, type PassportPerson } from '../passports';
import {
  activateShare,
  publishPassport,
  usersQueryKey,
  usersQueryOptions,
  type ListedPerson,
  type UsersSearch,
} from './api';
import { SearchBox } from './SearchBox';
import styles from './IndividualsPage.module.css';

/** The URL keeps the search and the zero-based page, so the way back from a person restores the list. */
const { NAME: SEARCH_PARAM, PAGE: PAGE_PARAM } = INDIVIDUALS_QUERY_PARAMS;

function searchFrom(params: URLSearchParams): UsersSearch {
  const page = Number(params.get(PAGE_PARAM) ?? 0);
  return {
    name: (params.get(SEARCH_PARAM) ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** Unlock errors with a text of their own; other failures show the server's message, else a generic one. */
const UNLOCK_ERROR_CODES = ['notReadyToUnlock', 'alreadyUnlocked', 'anotherOnboardingActive'] as const;

type Notice = { tone: 'info' | 'danger'; text: string };

/** Only what the consumer context keeps of a person (no e-mail address in local storage). */
function passportPerson(person: ListedPerson): PassportPerson {
  const { serviceNumber, givenName, middleName, familyName, birthDate, gender } = person;
  return { serviceNumber, givenName, middleName, familyName, birthDate, gender };
}

/**
 * /individuals and /users (passport-and-professional §2.2, §4, §6): the consumers a professional may look up,
 * searched by name, e-mail or service number, 20 to a page, each with the buttons the viewer's role allows.
 * An external viewer sees the people who shared their passport with them.
 */
export function IndividualsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('individuals.title');
  usePageTitle(title);
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const user = useQuery(currentUserQueryOptions());
  const roles: readonly Role[] = rolesFromGroups(user.data?.identityInformation.groups ?? []);
  const onlySharers = listsOnlySharers(roles);
  const query = useQuery(usersQueryOptions(search));
  const [notice, setNotice] = useState<Notice | null>(null);

  const show = (next: UsersSearch) =>
    setParams(
      () => {
        const shown = new URLSearchParams();
        if (next.name !== '') shown.set(SEARCH_PARAM, next.name);
        if (next.page > 0) shown.set(PAGE_PARAM, String(next.page));
        return shown;
      },
      { replace: true },
    );
  // A new search starts at the first page (§2.2).
  const [text, changeText] = useDebouncedSearch(search.name, (name) => {
    if (name !== search.name) show({ name, page: 0 });
  });

  const unlock = useMutation({
    mutationFn: (person: ListedPerson) => publishPassport(person.serviceNumber),
    onMutate: () => setNotice(null),
    onSuccess: async (_published, person) => {
      setNotice({ tone: 'info', text: t('individuals.unlock.success', { name: person.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: passportsQueryKey }),
      ]);
    },
    onError: (error) => {
      reportError(error, { action: 'unlockHealthPassport' });
      const known = isApiError(error) && UNLOCK_ERROR_CODES.find((code) => code === error.code);
      const serverMessage = isApiError(error) && error.status >= 400 ? error.message.trim() : '';
      setNotice({
        tone: 'danger',
        text: known
          ? t(`individuals.unlock.errors.${known}`)
          : serverMessage || t('individuals.unlock.failed'),
      });
    },
  });

  // A page past the end (an old link, people removed since): the last page instead.
  const totalPages = query.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && search.page >= totalPages) show({ name: search.name, page: totalPages - 1 });
  });

  const choose = (person: ListedPerson) => selectIndividual(passportPerson(person));

  const viewPassport = async (person: ListedPerson) => {
    if (onlySharers) {
      // The share becomes ACTIVE first (§4); when that fails the error is reported and the viewer goes on: the
      // passport pages then say what they may not see.
      try {
        await activateShare(person.serviceNumber);
      } catch (error) {
        reportError(error, { action: 'activateShare' });
      }
      await queryClient.invalidateQueries({ queryKey: passportsQueryKey });
    }
    choose(person);
    await navigate(RoutePath.MY_HEALTH);
  };

  const viewMeasurements = async (person: ListedPerson) => {
    choose(person);
    await navigate(buildPath(RoutePath.MEASUREMENTS, { serviceNumber: person.serviceNumber }));
  };

  const data = query.data;
  let content;
  if (data === undefined && query.isError) {
    content = (
      <StatePanel title={t('individuals.error.title')} text={t('individuals.error.text')}>
        <Button onPress={() => void query.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  } else if (data === undefined) {
    content = <PageLoader />;
  } else if (data.users.length === 0) {
    content = (
      <StatePanel
        title={t('individuals.empty.title')}
        text={
          search.name !== ''
            ? t('individuals.empty.search')
            : onlySharers
              ? t('individuals.empty.noShares')
              : t('individuals.empty.nobody')
        }
      >
        {search.name !== '' && (
          <Button variant="secondary" onPress={() => changeText('')}>
            {t('individuals.search.clear')}
          </Button>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <PlainList
        divided
        className={styles.list}
        aria-labelledby={titleId}
        aria-busy={query.isPlaceholderData}
      >
        {data.users.map((person) => {
          const actions = individualActions(roles, person.passports.length > 0);
          const hasButtons = actions.viewPassport || actions.viewMeasurements || actions.unlockPassport;
          const unlocking = unlock.isPending && unlock.variables?.serviceNumber === person.serviceNumber;
          return (
            <li key={person.serviceNumber} className={styles.person}>
              <div className={styles.identity}>
                <span className={styles.name}>{person.name}</span>
                <span className={styles.serviceNumber}>
                  <span className="visually-hidden">{t('individuals.serviceNumber')} </span>
                  {person.serviceNumber}
                </span>
                {person.erasureDueOn && (
                  <span className={styles.erasure}>
                    {t('individuals.erasureDue', { date: formatDate(person.erasureDueOn, locale) })}
                  </span>
                )}
              </div>
              {hasButtons && (
                <div className={styles.actions}>
                  {actions.viewPassport && (
                    <Button
                      aria-label={t('individuals.actionFor', {
                        action: t('individuals.actions.viewPassport'),
                        name: person.name,
                      })}
                      onPress={() => void viewPassport(person)}
                    >
                      {t('individuals.actions.viewPassport')}
                    </Button>
                  )}
                  {actions.viewMeasurements && (
                    <Button
                      variant="secondary"
                      aria-label={t('individuals.actionFor', {
                        action: t('individuals.actions.viewMeasurements'),
                        name: person.name,
                      })}
                      onPress={() => void viewMeasurements(person)}
                    >
                      {t('individuals.actions.viewMeasurements')}
                    </Button>
                  )}
                  {actions.unlockPassport && (
                    <Button
                      variant="secondary"
                      aria-label={t('individuals.actionFor', {
                        action: t('individuals.actions.unlockPassport'),
                        name: person.name,
                      })}
                      isPending={unlocking}
                      isDisabled={unlock.isPending && !unlocking}
                      pendingLabel={t('individuals.unlock.pending')}
                      onPress={() => unlock.mutate(person)}
                    >
                      {t('individuals.actions.unlockPassport')}
                    </Button>
                  )}
                </div>
              )}
              {person.passports.length === 0 && <p className={styles.note}>{t('individuals.noPassport')}</p>}
            </li>
          );
        })}
      </PlainList>
    );
  }

  return (
    <Page
      as="article"
      titleId={titleId}
      title={title}
      lead={onlySharers ? t('individuals.intro.shared') : t('individuals.intro.staff')}
      size="large"
    >
      <SearchBox value={text} onChange={changeText} />
      {notice && (
        <Callout tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Callout>
      )}
      {content}
      {data && (
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          totalPagesAtLeast={data.pagination.totalPagesAtLeast}
          hasPrevious={data.pagination.previous}
          hasNext={data.pagination.next}
          onPage={(page) => show({ name: search.name, page })}
        />
      )}
    </Page>
  );
}
