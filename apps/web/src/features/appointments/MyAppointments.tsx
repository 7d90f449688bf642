import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { formatDateTime, formatWeekday } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import {
  Button,
  Callout,
  Detail,
  DetailList,
  LoadError,
  PlainList,
  SectionCard,
  Skeleton,
} from '../../lib/ui';
import {
  appointmentsQueryKey,
  cancelBooking,
  myBookingsQueryOptions,
  rescheduleBooking,
  type MyBooking,
} from './api';
import { SchedulingWidget, type SchedulingAction } from './SchedulingWidget';
import styles from './MyAppointments.module.css';

type Notice = { tone: 'success'; text: string } | { tone: 'danger'; text: string };

/** Booked appointments that have not ended yet, soonest first. */
function upcoming(bookings: readonly MyBooking[], now: Date): MyBooking[] {
  return bookings
    .filter((b) => b.status === 'BOOKED' && new Date(b.endsAt).getTime() > now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
}

/**
 * The signed-in person's coming appointments (customer-journey §4 Appointment), each with a way to cancel it
 * or move it to another free time of the same calendar. Renders nothing when there are none.
 */
export function MyAppointments() {
  const { t } = useTranslation();
  const locale = useLocale();
  const modals = useModals();
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bookings = useQuery(myBookingsQueryOptions(locale));
  const [moving, setMoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Bumped after an action so focus lands on the section heading, where the result is read out.
  const [focusRequest, setFocusRequest] = useState(0);

  const list = useMemo(() => upcoming(bookings.data ?? [], new Date()), [bookings.data]);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'mine'] }),
      queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
    ]);

  const when = (booking: Pick<MyBooking, 'startsAt'>) =>
    `${formatWeekday(booking.startsAt, locale)} ${formatDateTime(booking.startsAt, locale, { withZone: true })}`;
  const what = (booking: MyBooking) =>
    t('appointments.mine.what', {
      kind: t(`appointments.mine.kinds.${booking.kind}`),
      name: booking.resourceName,
    });
  const problemText = (error: unknown, failed: 'cancelFailed' | 'rescheduleFailed') =>
    isApiError(error) && error.code === 'bookingNotFound'
      ? t('appointments.mine.notFound')
      : t(`appointments.mine.${failed}`, { message: error instanceof Error ? error.message : String(error) });

  const cancel = useMutation({
    mutationFn: (booking: MyBooking) => cancelBooking(booking.bookingId),
    onSuccess: async () => {
      await refresh();
      setNotice({ tone: 'success', text: t('appointments.mine.cancelled') });
    },
    onError: async (error) => {
      setNotice({ tone: 'danger', text: problemText(error, 'cancelFailed') });
      await refresh();
    },
    onSettled: () => setFocusRequest((n) => n + 1),
  });

  const askToCancel = (booking: MyBooking) => {
    setNotice(null);
    setMoving(null);
    modals.open('confirm', {
      title: t('appointments.mine.cancelTitle'),
      message: t('appointments.mine.cancelMessage', { what: what(booking), when: when(booking) }),
      confirmLabel: t('appointments.mine.cancelConfirm'),
      cancelLabel: t('appointments.mine.cancelKeep'),
      // The dialog closes at once; the card's button shows the cancelling until the answer comes.
      onConfirm: () => cancel.mutate(booking),
    });
  };

  const moveAction = (booking: MyBooking): SchedulingAction => ({
    label: t('appointments.mine.reschedule'),
    pendingLabel: t('appointments.mine.rescheduling'),
    run: async (startsAt) => {
      const moved = await rescheduleBooking(booking.bookingId, startsAt);
      await refresh();
      setMoving(null);
      setNotice({ tone: 'success', text: t('appointments.mine.rescheduled', { when: when(moved) }) });
      setFocusRequest((n) => n + 1);
      return { bookingId: moved.bookingId };
    },
    errorMessage: (error) => problemText(error, 'rescheduleFailed'),
  });

  if (bookings.isPending) {
    return <Skeleton label={t('appointments.mine.loading')} height="4rem" />;
  }

  if (!bookings.isError && list.length === 0 && !notice) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('appointments.mine.heading')}
      </h2>

      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && (
          <Callout tone="success">
            <p>{notice.text}</p>
          </Callout>
        )}
      </div>
      {notice?.tone === 'danger' && (
        <Callout tone="danger" role="alert">
          <p>{notice.text}</p>
        </Callout>
      )}

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
          {list.map((booking) => {
            const title = what(booking);
            const isMoving = moving === booking.bookingId;
            const isCancelling = cancel.isPending && cancel.variables?.bookingId === booking.bookingId;
            return (
              <SectionCard
                key={booking.bookingId}
                as="li"
                headingLevel={3}
                title={t(`appointments.mine.kinds.${booking.kind}`)}
              >
                <DetailList layout="inline">
                  <Detail
                    term={
                      booking.kind === 'EXAMINATION' || booking.kind === 'REMEASUREMENT'
                        ? t('appointments.mine.location')
                        : t('appointments.mine.with')
                    }
                  >
                    {booking.resourceName}
                  </Detail>
                  <Detail term={t('appointments.mine.when')}>{when(booking)}</Detail>
                  {booking.language && (
                    <Detail term={t('appointments.mine.language')}>
                      {booking.language === 'nl' || booking.language === 'en'
                        ? t(`appointments.language.${booking.language}`)
                        : booking.language}
                    </Detail>
                  )}
                  <Detail term={t('appointments.mine.bookingId')} valueClassName={styles.bookingId}>
                    {booking.bookingId}
                  </Detail>
                </DetailList>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    aria-expanded={isMoving}
                    aria-label={`${t('appointments.mine.change')}: ${title}`}
                    isDisabled={isCancelling}
                    onPress={() => {
                      setNotice(null);
                      setMoving(isMoving ? null : booking.bookingId);
                    }}
                  >
                    {isMoving ? t('appointments.mine.keep') : t('appointments.mine.change')}
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={`${t('appointments.mine.cancel')}: ${title}`}
                    isPending={isCancelling}
                    pendingLabel={t('appointments.mine.cancelling')}
                    onPress={() => askToCancel(booking)}
                  >
                    {t('appointments.mine.cancel')}
                  </Button>
                </div>
                {isMoving && <Reschedule booking={booking} title={title} action={moveAction(booking)} />}
              </SectionCard>
            );
          })}
        </PlainList>
      )}
    </section>
  );
}

interface RescheduleProps {
  booking: MyBooking;
  title: string;
  action: SchedulingAction;
}

/** The calendar of the booking's location or expert, with "Move to this time" instead of booking. */
function Reschedule({ booking, title, action }: RescheduleProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.reschedule}>
      <h4 ref={headingRef} tabIndex={-1} className={styles.rescheduleHeading}>
        {t('appointments.mine.rescheduleHeading', { what: title })}
      </h4>
      <SchedulingWidget
        kind={booking.kind}
        resource={booking.resource}
        resourceName={booking.resourceName}
        action={action}
        onBooked={() => undefined}
      />
    </div>
  );
}
