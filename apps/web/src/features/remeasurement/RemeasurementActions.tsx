import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarDateIn } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { Button, Callout } from '../../lib/ui';
import { latestPublishedPassport, remeasurementOutlook, remeasurementPassportsQueryOptions } from './api';
import styles from './RemeasurementActions.module.css';

/** Opens the redeem remeasurement modal for the customer's latest published passport. */
function useOpenRedeem(): (healthPassportId: string) => void {
  const modals = useModals();
  return (healthPassportId) => modals.open('redeemRemeasurement', { healthPassportId });
}

/**
 * The REDEEM_REMEASUREMENT step's button on /onboarding: the redeem modal for the latest published passport. The
 * server decides whether it may be redeemed now and the modal tells its answer.
 */
export function RedeemRemeasurementButton({ stepTitle }: { stepTitle: string }) {
  const { t } = useTranslation();
  const passports = useQuery(remeasurementPassportsQueryOptions());
  const openRedeem = useOpenRedeem();
  const passport = passports.data ? latestPublishedPassport(passports.data) : undefined;
  if (!passport) return null;
  return (
    <Button
      variant="secondary"
      aria-label={`${t('onboarding.redeem')}: ${stepTitle}`}
      onPress={() => openRedeem(passport.id)}
    >
      {t('onboarding.redeem')}
    </Button>
  );
}

/**
 * When the customer can remeasure (customer-journey §4: four months after publication of the newest published
 * passport): the day before it comes, and from that day the way there: the redeem modal, which redeems what was
 * bought or else sells it.
 * Nothing without a published passport or while the next passport is under way.
 */
export function RemeasurementNotice({ bought }: { bought: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const passports = useQuery(remeasurementPassportsQueryOptions());
  const openRedeem = useOpenRedeem();
  const outlook = passports.data ? remeasurementOutlook(passports.data, calendarDateIn(new Date())) : null;
  if (!outlook) return null;
  if (outlook.kind === 'from') {
    return (
      <Callout tone="info">
        <p>{t('remeasurement.notice.from', { date: formatDate(outlook.availableFrom, locale) })}</p>
      </Callout>
    );
  }
  return (
    <Callout tone="info">
      <div className={styles.now}>
        <p>{t('remeasurement.notice.now')}</p>
        {/* Without a bought one, the same modal sells it: it shows the price and goes to the payment page. */}
        <Button variant="secondary" onPress={() => openRedeem(outlook.passportId)}>
          {bought ? t('remeasurement.notice.redeem') : t('remeasurement.notice.buy')}
        </Button>
      </div>
    </Callout>
  );
}
