import { Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ChoiceRadio } from '../../lib/ui';
import type { HealthPassport } from '../passports';
import styles from './MeasurementsPage.module.css';

const isDate = (value: string): boolean => value !== '' && !Number.isNaN(Date.parse(value));

interface PassportPickerProps {
  passports: readonly HealthPassport[];
  value: string;
  onChange: (passportId: string) => void;
}

/** Which of the person's passports the measurements belong to (newest first). */
export function PassportPicker({ passports, value, onChange }: PassportPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RadioGroup value={value} onChange={onChange} className={styles.picker}>
      <Label className={styles.pickerLabel}>{t('measurements.passport.label')}</Label>
      <div className={styles.pickerOptions}>
        {passports.map((passport) => (
          <ChoiceRadio key={passport.id} value={passport.id}>
            <span className={styles.pickerText}>
              <span className={styles.pickerName}>
                {passport.localizedProductName || passport.displayName || passport.packageCode}
              </span>
              <span className={styles.pickerMeta}>
                {t(`passports.status.${passport.status}`)}
                {isDate(passport.createdDate) &&
                  ` · ${t('measurements.passport.created', { date: formatDate(passport.createdDate, locale) })}`}
              </span>
            </span>
          </ChoiceRadio>
        ))}
      </div>
    </RadioGroup>
  );
}
