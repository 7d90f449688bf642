import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button, Callout, PageLoader } from '../../lib/ui';
import { appointmentLocationsQueryOptions, type AppointmentLocationOption } from './api';
import {
  AppointmentError,
  AppointmentPageFrame,
  BookingWidget,
  FlowStep,
  useBookingPassport,
  useBookingPerson,
} from './AppointmentSteps';
import { PassportAppointment } from './PassportAppointment';
import styles from './AppointmentPage.module.css';

function LocationChoice({
  locations,
  value,
  onChange,
}: {
  locations: readonly AppointmentLocationOption[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup className={styles.choices} value={value} onChange={onChange}>
      <Label className="visually-hidden">{t('appointments.location.label')}</Label>
      {locations.map((location) => (
        <Radio key={location.code} value={location.code} className={styles.choice}>
          <span className={styles.choiceTitle}>{location.name}</span>
          {location.address && <Text slot="description">{location.address}</Text>}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * /onboarding/appointment/:packageCode[/:remeasurementType] (customer-journey §2, §4 Appointment): the
 * location, then that location's calendar, then Done; the passport's examination instead once it is booked.
 */
export function ExaminationAppointmentPage() {
  const { t } = useTranslation();
  const { packageCode = '', remeasurementType } = useParams();
  const isRemeasurement = Boolean(remeasurementType);
  const kind = isRemeasurement ? 'REMEASUREMENT' : 'EXAMINATION';
  const title = isRemeasurement
    ? t('appointments.examination.remeasurementTitle')
    : t('appointments.examination.title');
  usePageTitle(title);
  const person = useBookingPerson();
  const { passport, isPending: passportPending } = useBookingPassport(packageCode);
  const locations = useQuery(appointmentLocationsQueryOptions(packageCode));
  const [chosen, setChosen] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);

  const options = locations.data ?? [];
  // A single option is chosen already, but still shown.
  const code = chosen ?? (options.length === 1 ? options[0]!.code : null);
  const location = options.find((l) => l.code === code);

  let content;
  if (person.isPending || passportPending || locations.isPending) {
    content = <PageLoader />;
  } else if (person.missingIdentity) {
    content = <AppointmentError text={t('appointments.errors.missingIdentityInformation')} />;
  } else if (locations.isError) {
    content = (
      <div className={styles.state}>
        <Callout tone="danger" role="alert">
          <p>{t('appointments.location.loadError')}</p>
        </Callout>
        <Button onPress={() => void locations.refetch()} isPending={locations.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (options.length === 0) {
    content = <AppointmentError text={t('appointments.location.empty')} />;
  } else {
    content = (
      <PassportAppointment
        kind={kind}
        passportId={passport?.id}
        booked={booked}
        onCancelled={() => setBooked(false)}
        addressOf={(booking) => options.find((l) => l.code === booking.resource)?.address}
      >
        <FlowStep title={t('appointments.location.heading')}>
          <LocationChoice locations={options} value={code} onChange={setChosen} />
        </FlowStep>
        {location && (
          <FlowStep title={t('appointments.time.heading')}>
            <BookingWidget
              key={location.code}
              externalUrl={location.schedulingUrl}
              kind={kind}
              resource={location.code}
              resourceName={location.name}
              healthPassportId={passport?.id}
              onBooked={() => setBooked(true)}
            />
          </FlowStep>
        )}
      </PassportAppointment>
    );
  }

  return (
    <AppointmentPageFrame title={title} lead={t('appointments.examination.lead')}>
      {content}
    </AppointmentPageFrame>
  );
}
