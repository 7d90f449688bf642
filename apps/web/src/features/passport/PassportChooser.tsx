import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { Button, ModalDialog } from '../../lib/ui';
import { passportName } from './names';
import { useConsumerContext } from './consumerContext';
import styles from './PassportChooser.module.css';

/**
 * The active passport's name and date in the header, a button that opens the chooser (§2.3). Shown only
 * when there is a passport; the header decides who may switch (menuVisibility().passportSwitcher).
 */
export function PassportChooserButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const modals = useModals();
  const { passport } = useConsumerContext();
  if (!passport) return null;
  const name = passportName(passport);
  const date = formatDate(passport.createdDate, locale);
  return (
    <AriaButton
      className={styles.trigger}
      aria-haspopup="dialog"
      onPress={() => modals.open('passportChooser', {})}
    >
      {/* The accessible name is the visible text plus what the button does (WCAG 2.5.3 label in name). */}
      <span className={styles.triggerName}>{name}</span> <span className={styles.triggerDate}>{date}</span>
      <span className="visually-hidden">{t('passportPages.chooser.trigger')}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </AriaButton>
  );
}

/**
 * The switch-passport chooser (§2.3): the person's passports with name, status and date; choosing one makes
 * it the current passport, and the passport pages load it.
 */
export function PassportChooserModal({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { passports, passportId, setPassportId } = useConsumerContext();

  const choose = (id: string) => {
    setPassportId(id);
    close();
  };

  return (
    <ModalDialog
      title={t('passportPages.chooser.title')}
      onDismiss={close}
      actions={
        <Button variant="secondary" onPress={close}>
          {t('common.close')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('passportPages.chooser.intro')}</p>
      <ul className={styles.list}>
        {passports.map((passport) => {
          const isCurrent = passport.id === passportId;
          return (
            <li key={passport.id}>
              <AriaButton
                className={styles.option}
                aria-current={isCurrent ? 'true' : undefined}
                onPress={() => choose(passport.id)}
              >
                <span className={styles.optionName}>{passportName(passport)}</span>
                <span className={styles.optionDetails}>
                  {t(`passports.status.${passport.status}`)}
                  {' · '}
                  {t('passportPages.chooser.created', { date: formatDate(passport.createdDate, locale) })}
                </span>
                {isCurrent && <span className={styles.current}>{t('passportPages.chooser.current')}</span>}
              </AriaButton>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}
