import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { ActionLink, LoadError, PageLoader } from '../../lib/ui';
import { myBookingsQueryOptions, type BookingKind, type MyBooking } from './api';
import {
  AppointmentCard,
  ChangeNotices,
  upcomingBookings,
  useAppointmentChanges,
} from './AppointmentChanges';
import { DoneStep } from './AppointmentSteps';
import styles from './AppointmentPage.module.css';

export interface PassportAppointmentProps {
  kind: BookingKind;
  passportId: string | undefined;
  /** Booked on this visit: Done follows, to record it and return to the journey. */
  booked: boolean;
  /** The appointment was cancelled: the booking steps come back. */
  onCancelled: () => void;
  /** Where the appointment takes place, when the page knows the address. */
  addressOf?: (booking: MyBooking) => string | null | undefined;
  /** The booking steps, shown while the passport has no appointment of this kind. */
  children: ReactNode;
}

/**
 * The passport's appointment of `kind` that is not over yet, with its date, time and place and the ways to
 * change or cancel it, instead of the booking steps: the passport holds one at a time (the server refuses a
 * second). Without one, the booking steps; after booking, Done.
 */
export function PassportAppointment({
  kind,
  passportId,
  booked,
  onCancelled,
  addressOf,
  children,
}: PassportAppointmentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // After a change focus moves to its result, read out there.
  const noticeRef = useRef<HTMLDivElement>(null);
  const bookings = useQuery(myBookingsQueryOptions(locale));
  const changes = useAppointmentChanges(noticeRef, { onCancelled });
  const existing = useMemo(
    () =>
      upcomingBookings(bookings.data ?? [], new Date()).find(
        (b) => b.kind === kind && passportId !== undefined && b.healthPassportId === passportId,
      ),
    [bookings.data, kind, passportId],
  );

  if (bookings.isPending) return <PageLoader />;
  if (bookings.isError) {
    return (
      <LoadError
        message={t('appointments.mine.loadError')}
        onRetry={() => void bookings.refetch()}
        isRetrying={bookings.isFetching}
      />
    );
  }

  return (
    <>
      {changes.notice && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <ChangeNotices notice={changes.notice} />
        </div>
      )}
      {existing && (
        <AppointmentCard
          booking={existing}
          changes={changes}
          title={t('appointments.existing.heading')}
          address={addressOf?.(existing)}
          className={styles.step}
        >
          <p>{t('appointments.existing.text')}</p>
        </AppointmentCard>
      )}
      {booked ? (
        <DoneStep />
      ) : existing ? (
        <p>
          <ActionLink to={RoutePath.ONBOARDING}>{t('appointments.errors.back')}</ActionLink>
        </p>
      ) : (
        children
      )}
    </>
  );
}
