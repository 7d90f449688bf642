import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { formatDateTime, formatWeekday } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { ActionNotice, Button, type Notice, Detail, DetailList, SectionCard } from '../../lib/ui';
import { cancelBooking, refreshAppointments, rescheduleBooking, type MyBooking } from './api';
import { SchedulingWidget, type SchedulingAction } from './SchedulingWidget';
import styles from './MyAppointments.module.css';

export type ChangeNotice = Notice;

/** Booked appointments that have not ended yet, soonest first: the ones to show and change. */
export function upcomingBookings(bookings: readonly MyBooking[], now: Date): MyBooking[] {
  return bookings
    .filter((b) => b.status === 'BOOKED' && new Date(b.endsAt).getTime() > now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
}

/**
 * Cancelling (after a confirmation) and moving the person's appointments, and what came of it. After each
 * change the appointments and free times are read anew and focus goes to `focusTarget`, where the result is
 * read out.
 */
export function useAppointmentChanges(
  focusTarget: RefObject<HTMLElement | null>,
  { onCancelled }: { onCancelled?: () => void } = {},
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const modals = useModals();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusTarget.current?.focus();
  }, [focusRequest, focusTarget]);

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
      await refreshAppointments(queryClient);
      onCancelled?.();
      setNotice({ tone: 'success', text: t('appointments.mine.cancelled') });
    },
    onError: async (error) => {
      setNotice({ tone: 'danger', text: problemText(error, 'cancelFailed') });
      await refreshAppointments(queryClient);
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
      await refreshAppointments(queryClient);
      setMoving(null);
      setNotice({ tone: 'success', text: t('appointments.mine.rescheduled', { when: when(moved) }) });
      setFocusRequest((n) => n + 1);
      return { bookingId: moved.bookingId };
    },
    errorMessage: (error) => problemText(error, 'rescheduleFailed'),
  });

  const toggleMoving = (booking: MyBooking) => {
    setNotice(null);
    setMoving((current) => (current === booking.bookingId ? null : booking.bookingId));
  };

  return {
    notice,
    when,
    what,
    askToCancel,
    moveAction,
    toggleMoving,
    isMoving: (booking: MyBooking) => moving === booking.bookingId,
    isCancelling: (booking: MyBooking) =>
      cancel.isPending && cancel.variables?.bookingId === booking.bookingId,
  };
}

export type AppointmentChanges = ReturnType<typeof useAppointmentChanges>;

/** The result of the last change: a success read out politely, a failure as an alert. */
export function ChangeNotices({ notice }: { notice: ChangeNotice | null }) {
  return <ActionNotice notice={notice} />;
}

export interface AppointmentCardProps {
  booking: MyBooking;
  changes: AppointmentChanges;
  title: string;
  headingLevel?: 2 | 3;
  as?: 'section' | 'li';
  /** The location's address, for an examination. */
  address?: string | null | undefined;
  className?: string;
  /** Said before the details. */
  children?: ReactNode;
}

/**
 * One appointment: where or with whom, when (Amsterdam time), its language and booking number, with "Change
 * time" (the calendar of the same location or expert) and "Cancel appointment".
 */
export function AppointmentCard({
  booking,
  changes,
  title,
  headingLevel,
  as,
  address,
  className,
  children,
}: AppointmentCardProps) {
  const { t } = useTranslation();
  const what = changes.what(booking);
  const isMoving = changes.isMoving(booking);
  const atLocation = booking.kind === 'EXAMINATION' || booking.kind === 'REMEASUREMENT';
  return (
    <SectionCard as={as} headingLevel={headingLevel} title={title} className={className}>
      {children}
      <DetailList layout="inline">
        <Detail term={atLocation ? t('appointments.mine.location') : t('appointments.mine.with')}>
          {booking.resourceName}
        </Detail>
        {address && <Detail term={t('appointments.mine.address')}>{address}</Detail>}
        <Detail term={t('appointments.mine.when')}>{changes.when(booking)}</Detail>
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
          aria-label={`${isMoving ? t('appointments.mine.keep') : t('appointments.mine.change')}: ${what}`}
          isDisabled={changes.isCancelling(booking)}
          onPress={() => changes.toggleMoving(booking)}
        >
          {isMoving ? t('appointments.mine.keep') : t('appointments.mine.change')}
        </Button>
        <Button
          variant="quiet"
          aria-label={`${t('appointments.mine.cancel')}: ${what}`}
          isPending={changes.isCancelling(booking)}
          pendingLabel={t('appointments.mine.cancelling')}
          onPress={() => changes.askToCancel(booking)}
        >
          {t('appointments.mine.cancel')}
        </Button>
      </div>
      {isMoving && (
        <Reschedule
          booking={booking}
          title={what}
          action={changes.moveAction(booking)}
          headingLevel={headingLevel === 3 ? 4 : 3}
        />
      )}
    </SectionCard>
  );
}

interface RescheduleProps {
  booking: MyBooking;
  title: string;
  action: SchedulingAction;
  /** One below the card's heading. */
  headingLevel: 3 | 4;
}

/** The calendar of the booking's location or expert, with "Move to this time" instead of booking. */
function Reschedule({ booking, title, action, headingLevel }: RescheduleProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className={styles.reschedule}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.rescheduleHeading}>
        {t('appointments.mine.rescheduleHeading', { what: title })}
      </Heading>
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
