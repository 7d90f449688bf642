import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import { LoadError, PlainList, Skeleton } from '../../lib/ui';
import { myBookingsQueryOptions } from './api';
import {
  AppointmentCard,
  ChangeNotices,
  upcomingBookings,
  useAppointmentChanges,
} from './AppointmentChanges';
import styles from './MyAppointments.module.css';

/**
 * The signed-in person's coming appointments (customer-journey §4 Appointment), each with a way to cancel it
 * or move it to another free time of the same calendar. Renders nothing when there are none.
 */
export function MyAppointments() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  // After an action focus lands on the section heading, where the result is read out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bookings = useQuery(myBookingsQueryOptions(locale));
  const changes = useAppointmentChanges(headingRef);

  const list = useMemo(() => upcomingBookings(bookings.data ?? [], new Date()), [bookings.data]);

  if (bookings.isPending) {
    return <Skeleton label={t('appointments.mine.loading')} height="4rem" />;
  }

  if (!bookings.isError && list.length === 0 && !changes.notice) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('appointments.mine.heading')}
      </h2>

      <ChangeNotices notice={changes.notice} />

      {bookings.isError && (
        <LoadError
          variant="inline"
          message={t('appointments.mine.loadError')}
          onRetry={() => void bookings.refetch()}
          isRetrying={bookings.isFetching}
        />
      )}

      {list.length > 0 && (
        <PlainList spacing="regular">
          {list.map((booking) => (
            <AppointmentCard
              key={booking.bookingId}
              booking={booking}
              changes={changes}
              as="li"
              headingLevel={3}
              title={t(`appointments.mine.kinds.${booking.kind}`)}
            />
          ))}
        </PlainList>
      )}
    </section>
  );
}
