import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RoutePath } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { ActionLink, Page, PageLoader, StatePanel } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { FormLoadFailure } from '../forms';
import { currentPassport, personPassportsQueryOptions, type HealthPassport } from '../passports';
import { ActivityImport } from './ActivityImport';
import { MeasurementsForm } from './MeasurementsForm';
import { PassportPicker } from './PassportPicker';
import { PersonSummary } from './PersonSummary';
import styles from './MeasurementsPage.module.css';

/** The query parameter that names the chosen passport: /measurements/{serviceNumber}?passport={id}. */
export const PASSPORT_PARAM = 'passport';

/** The passport named in the URL, else the newest one that is not published, else the newest. */
export function choosePassport(
  passports: readonly HealthPassport[],
  requestedId: string | null,
): HealthPassport | undefined {
  return (
    passports.find((passport) => passport.id === requestedId) ?? currentPassport(passports) ?? passports[0]
  );
}

/**
 * /measurements/{serviceNumber} (P&P §2.2, §2.5) for onboarders, data experts and doctors: who the person
 * is, which of their passports, the multi-page measurements form of that passport and the activity
 * spreadsheet import.
 */
export function MeasurementsPage() {
  const { t } = useTranslation();
  const title = t('measurements.title');
  usePageTitle(title);
  const { serviceNumber = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = useLocale();
  const query = useQuery(personPassportsQueryOptions(serviceNumber, locale));
  const data = query.data;
  const passport = data && choosePassport(data.passports, searchParams.get(PASSPORT_PARAM));

  const choose = (passportId: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(PASSPORT_PARAM, passportId);
        return next;
      },
      { replace: true },
    );

  return (
    <Page title={title}>
      {query.isPending ? (
        <PageLoader />
      ) : data === undefined ? (
        <FormLoadFailure
          mode="measurements"
          error={query.error}
          back={{ to: RoutePath.USERS, label: t('measurements.backToList') }}
        />
      ) : (
        <>
          <div className={styles.summary}>
            <PersonSummary person={data.person} />
            {passport && <PassportPicker passports={data.passports} value={passport.id} onChange={choose} />}
          </div>
          {passport ? (
            <div className={styles.layout}>
              <aside className={styles.aside}>
                <ActivityImport serviceNumber={serviceNumber} />
              </aside>
              <div className={styles.main}>
                <MeasurementsForm key={passport.id} serviceNumber={serviceNumber} passportId={passport.id} />
              </div>
            </div>
          ) : (
            <StatePanel
              titleId="measurements-no-passport"
              title={t('measurements.noPassport.title')}
              text={t('measurements.noPassport.text')}
            >
              <ActionLink to={RoutePath.USERS}>{t('measurements.backToList')}</ActionLink>
            </StatePanel>
          )}
        </>
      )}
    </Page>
  );
}
