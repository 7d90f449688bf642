import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { Detail, DetailList } from '../../lib/ui';
import type { PassportPerson } from '../passports';
import styles from './MeasurementsPage.module.css';

/**
 * "B. Jansen", "A. de Vries": the initial of the given name and the family name, with its prefix (P&P §2.3
 * header client block).
 */
export function shortName(person: Pick<PassportPerson, 'givenName' | 'middleName' | 'familyName'>): string {
  const initial = person.givenName.trim().charAt(0).toLocaleUpperCase();
  return [initial ? `${initial}.` : '', person.middleName?.trim() ?? '', person.familyName.trim()]
    .filter(Boolean)
    .join(' ');
}

type GenderKey = 'male' | 'female';

function genderKey(gender: string | null): GenderKey | undefined {
  const value = gender?.trim().toLowerCase();
  if (value === 'male' || value === 'm') return 'male';
  if (value === 'female' || value === 'f') return 'female';
  return undefined;
}

/** The person whose measurements are entered: name, gender, birth date and service number. */
export function PersonSummary({ person }: { person: PassportPerson }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gender = genderKey(person.gender);
  const unknown = t('measurements.person.unknown');
  return (
    <section className={styles.person} aria-labelledby="measurements-person">
      <h2 id="measurements-person" className={styles.personName}>
        {shortName(person) || unknown}
      </h2>
      <DetailList layout="inline">
        <Detail term={t('measurements.person.gender')}>
          {gender ? t(`measurements.person.genders.${gender}`) : (person.gender ?? unknown)}
        </Detail>
        <Detail term={t('measurements.person.birthDate')}>
          {person.birthDate && !Number.isNaN(Date.parse(person.birthDate))
            ? formatDate(person.birthDate, locale)
            : (person.birthDate ?? unknown)}
        </Detail>
        <Detail term={t('measurements.person.serviceNumber')}>{person.serviceNumber || unknown}</Detail>
      </DetailList>
    </section>
  );
}
