import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageLoader } from '../../lib/ui';
import { expertsQueryOptions, insightActionProductQueryOptions } from './api';
import {
  AppointmentError,
  AppointmentPageFrame,
  BookingWidget,
  FlowStep,
  useBookingPassport,
  useBookingPerson,
} from './AppointmentSteps';
import { PassportAppointment } from './PassportAppointment';

/**
 * /onboarding/appointment-insight-action (customer-journey §2): the calendar whose link is the `linkIA` of
 * the passport's product; without one, the built-in calendar of the first health expert. Done returns. Once
 * booked, the passport's session instead, to move or cancel.
 */
export function InsightActionAppointmentPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('appointments.insightAction.title');
  usePageTitle(title);
  const person = useBookingPerson();
  const { passport, isPending: passportPending } = useBookingPassport();
  const packageCode = passport?.packageCode ?? '';
  const product = useQuery({ ...insightActionProductQueryOptions(packageCode), enabled: packageCode !== '' });
  const linkIA = product.data?.linkIA;
  const link = linkIA
    ? pickLocalized({ en_US: linkIA.en_US ?? '', nl_NL: linkIA.nl_NL ?? '' }, locale).trim()
    : '';
  const needsExpert = product.isSuccess && link === '';
  const experts = useQuery({ ...expertsQueryOptions('EXPERT_SESSION'), enabled: needsExpert });
  const expert = experts.data?.[0];
  // The session is held in the interface language when the expert speaks it.
  const preferredLanguage = locale === 'nl-NL' ? 'nl' : 'en';
  const language = expert?.languages.includes(preferredLanguage) ? preferredLanguage : expert?.languages[0];
  const [booked, setBooked] = useState(false);

  let content;
  if (person.isPending || passportPending || (packageCode !== '' && product.isPending)) {
    content = <PageLoader />;
  } else if (person.missingIdentity) {
    content = <AppointmentError text={t('appointments.errors.missingIdentityInformation')} />;
  } else if (!passport || product.isError || (needsExpert && experts.isError)) {
    content = <AppointmentError text={t('appointments.oncehub.loadError')} />;
  } else {
    let flow;
    if (link) {
      flow = (
        <FlowStep title={t('appointments.time.heading')}>
          <BookingWidget
            externalUrl={link}
            kind="INSIGHTS_ACTIONS"
            resource={packageCode}
            resourceName={title}
            healthPassportId={passport.id}
            onBooked={() => setBooked(true)}
          />
        </FlowStep>
      );
    } else if (experts.isPending) {
      flow = <PageLoader />;
    } else if (!expert) {
      flow = <AppointmentError text={t('appointments.experts.empty')} />;
    } else {
      flow = (
        <FlowStep title={t('appointments.time.heading')}>
          <BookingWidget
            kind="INSIGHTS_ACTIONS"
            resource={expert.id}
            resourceName={`${expert.firstName} ${expert.lastName}`}
            healthPassportId={passport.id}
            language={language}
            onBooked={() => setBooked(true)}
          />
        </FlowStep>
      );
    }
    content = (
      <PassportAppointment
        kind="INSIGHTS_ACTIONS"
        passportId={passport.id}
        booked={booked}
        onCancelled={() => setBooked(false)}
      >
        {flow}
      </PassportAppointment>
    );
  }

  return (
    <AppointmentPageFrame title={title} lead={t('appointments.insightAction.lead')}>
      {content}
    </AppointmentPageFrame>
  );
}
