import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { currentUserQueryOptions } from '../../lib/currentUser';
import { formatDate, formatDateTime, formatTime, formatWeekday } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { Button, Callout, LoadError, Skeleton } from '../../lib/ui';
import { availableSlotsQueryOptions, bookAppointment, refreshAppointments, type BookingKind } from './api';
import { ONCEHUB_BOOKING_SCHEDULED, type BookingEvent } from './bookingMessages';
import { bookingPerson } from './person';
import { slotsByDay, WEEKS_AHEAD, weekRange, weekStart, workingDays } from './schedule';
import styles from './SchedulingWidget.module.css';

export interface SchedulingWidgetProps {
  kind: BookingKind;
  /** The calendar: a location code (examinations) or an expert's id (consults). */
  resource: string;
  /** The location's or expert's name, repeated in the summary before booking. */
  resourceName: string;
  healthPassportId?: string | undefined;
  /** en or nl, for consults. */
  language?: string | undefined;
  /** Called once the appointment is booked, like the embedded widget's booking event. */
  onBooked: (event: BookingEvent) => void;
  /** The moment the week navigator starts from (tests); now by default. */
  now?: Date;
  /**
   * Replaces "Book this time", e.g. moving an existing appointment to the chosen time: `run` resolves with
   * the resulting booking id for `onBooked` (no window message is sent), or throws an API error; slotTaken
   * and slotUnavailable keep the widget's own messages, `errorMessage` words any other error.
   */
  action?: SchedulingAction | undefined;
}

export interface SchedulingAction {
  label: string;
  pendingLabel: string;
  run: (startsAt: string) => Promise<BookingEvent>;
  errorMessage?: (error: unknown) => string;
}

type BookingProblem =
  { kind: 'slotTaken' | 'slotUnavailable' | 'alreadyBooked' } | { kind: 'failed'; text: string };

/**
 * The built-in scheduling widget: the working days of the coming weeks and the free times of one calendar,
 * prefilled with the signed-in person's name and e-mail. A booking emits the same event as the embedded
 * third-party widget: `onBooked` and the `oncehub.booking.scheduled` window message.
 */
export function SchedulingWidget({
  kind,
  resource,
  resourceName,
  healthPassportId,
  language,
  onBooked,
  now,
  action,
}: SchedulingWidgetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQueryOptions());
  const person = bookingPerson(user.data);
  const [today] = useState(() => now ?? new Date());
  const [weekOffset, setWeekOffset] = useState(0);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const [problem, setProblem] = useState<BookingProblem | null>(null);

  const monday = weekStart(today, weekOffset);
  const days = workingDays(monday);
  const { from, to } = weekRange(monday);
  const slots = useQuery(availableSlotsQueryOptions(resource, kind, from, to));
  const byDay = useMemo(() => slotsByDay(slots.data ?? []), [slots.data]);
  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : (days.find((d) => byDay.has(d)) ?? null);
  const daySlots = day ? (byDay.get(day) ?? []) : [];
  const slot = daySlots.find((s) => s.startsAt === chosenSlot) ?? null;

  const dayLabel = (date: string) => `${formatWeekday(date, locale)} ${formatDate(date, locale)}`;

  const goToWeek = (offset: number) => {
    setWeekOffset(offset);
    setChosenDay(null);
    setChosenSlot(null);
    setProblem(null);
  };

  const book = async () => {
    if (!slot || booking) return;
    setBooking(true);
    setProblem(null);
    try {
      if (action) {
        onBooked(await action.run(slot.startsAt));
        return;
      }
      const booked = await bookAppointment({
        kind,
        resource,
        startsAt: slot.startsAt,
        ...(healthPassportId ? { healthPassportId } : {}),
        ...(language ? { language } : {}),
      });
      const event: BookingEvent = { bookingId: booked.bookingId };
      // The booked time is no longer free: no calendar may offer it from the cache.
      void refreshAppointments(queryClient);
      onBooked(event);
      window.postMessage({ type: ONCEHUB_BOOKING_SCHEDULED, ...event }, window.location.origin);
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'slotTaken' || code === 'slotUnavailable') {
        setProblem({ kind: code });
        setChosenSlot(null);
        void slots.refetch();
      } else if (code === 'alreadyBooked') {
        // Booked meanwhile (another tab, say): the page shows that appointment once it is read anew.
        setProblem({ kind: code });
        void refreshAppointments(queryClient);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        setProblem({
          kind: 'failed',
          text: action?.errorMessage?.(error) ?? t('appointments.widget.failed', { message }),
        });
      }
    } finally {
      setBooking(false);
    }
  };

  return (
    <div className={styles.widget}>
      <dl className={styles.person} aria-label={t('appointments.widget.bookingFor')}>
        <div>
          <dt>{t('appointments.widget.name')}</dt>
          <dd>{person.name || '—'}</dd>
        </div>
        <div>
          <dt>{t('appointments.widget.email')}</dt>
          <dd>{person.email || '—'}</dd>
        </div>
      </dl>

      <div className={styles.weekNav} role="group" aria-label={t('appointments.widget.weekNavigation')}>
        <Button variant="secondary" onPress={() => goToWeek(weekOffset - 1)} isDisabled={weekOffset === 0}>
          {t('appointments.widget.previousWeek')}
        </Button>
        <p className={styles.weekLabel} aria-live="polite">
          {t('appointments.widget.weekOf', { date: formatDate(monday, locale) })}
        </p>
        <Button
          variant="secondary"
          onPress={() => goToWeek(weekOffset + 1)}
          isDisabled={weekOffset >= WEEKS_AHEAD}
        >
          {t('appointments.widget.nextWeek')}
        </Button>
      </div>

      {slots.isPending && <Skeleton label={t('appointments.widget.loading')} height="10rem" />}

      {slots.isError && (
        <LoadError
          message={t('appointments.oncehub.loadError')}
          onRetry={() => void slots.refetch()}
          isRetrying={slots.isFetching}
        />
      )}

      {slots.isSuccess && byDay.size === 0 && (
        <div className={styles.state} role="status">
          <p className={styles.emptyTitle}>{t('appointments.widget.empty')}</p>
          {weekOffset < WEEKS_AHEAD && <p>{t('appointments.widget.emptyHint')}</p>}
        </div>
      )}

      {slots.isSuccess && byDay.size > 0 && (
        <>
          <RadioGroup
            className={styles.group}
            orientation="horizontal"
            value={day}
            onChange={(value) => {
              setChosenDay(value);
              setChosenSlot(null);
            }}
          >
            <Label className={styles.groupLabel}>{t('appointments.widget.days')}</Label>
            <div className={styles.options}>
              {days.map((date) => {
                const count = byDay.get(date)?.length ?? 0;
                return (
                  <Radio key={date} value={date} isDisabled={count === 0} className={styles.day}>
                    <span className={styles.dayName}>{formatWeekday(date, locale)}</span>{' '}
                    <span>{formatDate(date, locale)}</span>{' '}
                    <span className={styles.dayCount}>
                      {count === 0
                        ? t('appointments.widget.noFreeTimes')
                        : t('appointments.widget.freeTimes', { count })}
                    </span>
                  </Radio>
                );
              })}
            </div>
          </RadioGroup>

          {day && (
            <RadioGroup
              className={styles.group}
              orientation="horizontal"
              value={slot?.startsAt ?? null}
              onChange={(value) => {
                setChosenSlot(value);
                setProblem(null);
              }}
              isDisabled={booking}
            >
              <Label className={styles.groupLabel}>
                {t('appointments.widget.times', { day: dayLabel(day) })}
              </Label>
              <div className={styles.options}>
                {daySlots.map((s) => (
                  <Radio key={s.startsAt} value={s.startsAt} className={styles.time}>
                    {formatTime(s.startsAt, locale)}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          )}
        </>
      )}

      {problem && (
        <Callout tone="danger" role="alert">
          <p>{problem.kind === 'failed' ? problem.text : t(`appointments.widget.${problem.kind}`)}</p>
        </Callout>
      )}

      {slot && (
        <div className={styles.confirm}>
          <p>
            {t('appointments.widget.summary', {
              when: `${formatWeekday(slot.startsAt, locale)} ${formatDateTime(slot.startsAt, locale, { withZone: true })}`,
              where: resourceName,
            })}
          </p>
          <Button
            onPress={() => void book()}
            isPending={booking}
            pendingLabel={action?.pendingLabel ?? t('appointments.widget.booking')}
          >
            {action?.label ?? t('appointments.widget.book')}
          </Button>
        </div>
      )}
    </div>
  );
}
