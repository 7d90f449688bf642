import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PassportStatus, RoutePath } from '@health-passport/domain';
import { currentUserQueryKey, currentUserQueryOptions } from '../../lib/currentUser';
import { ActionLink, Button, Callout, Page, SectionCard, StatePanel } from '../../lib/ui';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import { currentPassport, myPassportsQueryOptions, passportsQueryKey } from '../passports';
import { recordAppointmentBooked, type BookingKind } from './api';
import type { BookingEvent } from './bookingMessages';
import { ExternalSchedulingWidget } from './ExternalSchedulingWidget';
import { bookingPerson } from './person';
import { SchedulingWidget } from './SchedulingWidget';
import styles from './AppointmentPage.module.css';

/** The status marker Done adds to the user's status list (customer-journey §4 Appointment). */
export const APPOINTMENT_BOOKED_STATUS = 'APPOINTMENT_BOOKED';

/** A step of an appointment flow: a section labelled by its heading. */
export function FlowStep({
  title,
  children,
  focusOnMount = false,
}: {
  title: string;
  children: ReactNode;
  /** Moves focus to the heading when the step appears after an action (not on page load). */
  focusOnMount?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <SectionCard title={title} headingRef={headingRef} className={styles.step}>
      {children}
    </SectionCard>
  );
}

/** The back way of every appointment error (customer-journey §8 Appointment). */
export function AppointmentError({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel title={t('appointments.errors.title')} text={`${text} ${t('appointments.errors.advice')}`}>
      <ActionLink to={RoutePath.ONBOARDING}>{t('appointments.errors.back')}</ActionLink>
    </StatePanel>
  );
}

/**
 * The passport a booking is for: the one of the package being booked when it is not yet published, else the
 * current passport (newest unpublished), else the newest (consults after the passport is published).
 */
export function useBookingPassport(packageCode?: string) {
  const passports = useQuery(myPassportsQueryOptions());
  const list = passports.data ?? [];
  const passport =
    list.find((p) => p.packageCode === packageCode && p.status !== PassportStatus.PUBLISHED) ??
    currentPassport(list) ??
    list[0];
  return { passport, isPending: passports.isPending };
}

/** The signed-in person a widget is prefilled with. */
export function useBookingPerson() {
  const user = useQuery(currentUserQueryOptions());
  return { ...bookingPerson(user.data), isPending: user.isPending, isError: user.isError };
}

export interface BookingWidgetProps {
  /** An external widget's URL when one is configured; otherwise the built-in calendar. */
  externalUrl?: string | null | undefined;
  kind: BookingKind;
  resource: string;
  resourceName: string;
  healthPassportId?: string | undefined;
  language?: string | undefined;
  onBooked: (event: BookingEvent) => void;
}

/** The configured third-party widget, or the built-in one: both end in the same booking event. */
export function BookingWidget({ externalUrl, ...props }: BookingWidgetProps) {
  const { t } = useTranslation();
  const person = useBookingPerson();
  if (externalUrl) {
    return (
      <ExternalSchedulingWidget
        url={externalUrl}
        title={t('appointments.widget.externalTitle', { name: props.resourceName })}
        name={person.name}
        email={person.email}
        onBooked={props.onBooked}
      />
    );
  }
  return <SchedulingWidget {...props} />;
}

/**
 * Step 3 of every appointment flow: Done records the booking on the user (terms accepted, status marker),
 * refreshes the passports and the onboarding chapters and returns to /onboarding.
 */
export function DoneStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(currentUserQueryOptions());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missingIdentity, setMissingIdentity] = useState(false);

  const done = async () => {
    const me = user.data;
    if (!me || bookingPerson(me).missingIdentity) {
      setMissingIdentity(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const status = [...new Set([...me.identityInformation.status, APPOINTMENT_BOOKED_STATUS])];
      await recordAppointmentBooked(status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: passportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
      ]);
      await navigate(RoutePath.ONBOARDING);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  if (missingIdentity) return <AppointmentError text={t('appointments.errors.missingIdentityInformation')} />;
  return (
    <FlowStep title={t('appointments.done.heading')} focusOnMount>
      <p>{t('appointments.done.text')}</p>
      {failure !== null && (
        <Callout tone="danger" role="alert">
          <p>{t('appointments.errors.recordBookingConfirmationFailure', { message: failure })}</p>
          <p>{t('appointments.errors.advice')}</p>
          <ActionLink to={RoutePath.ONBOARDING}>{t('appointments.errors.back')}</ActionLink>
        </Callout>
      )}
      <div>
        <Button onPress={() => void done()} isPending={busy} pendingLabel={t('common.busy')}>
          {t('appointments.done.button')}
        </Button>
      </div>
    </FlowStep>
  );
}

/** The frame of an appointment page: title, lead and the steps. */
export function AppointmentPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} lead={lead || undefined} width="medium">
      {children}
    </Page>
  );
}
