import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Heading,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/modals';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button, Callout, PageLoader, PlainList } from '../../lib/ui';
import { expertsQueryOptions, type AppointmentExpert, type ConsultKind } from './api';
import {
  AppointmentError,
  AppointmentPageFrame,
  BookingWidget,
  DoneStep,
  FlowStep,
  useBookingPassport,
  useBookingPerson,
} from './AppointmentSteps';
import styles from './AppointmentPage.module.css';

/** The languages a consult can be held in, in the order offered. */
const CONSULT_LANGUAGES = ['en', 'nl'] as const;
type ConsultLanguage = (typeof CONSULT_LANGUAGES)[number];

const fullName = (expert: AppointmentExpert) => `${expert.firstName} ${expert.lastName}`;

function ExpertCard({ expert, onChoose }: { expert: AppointmentExpert; onChoose: () => void }) {
  const { t } = useTranslation();
  const name = fullName(expert);
  return (
    <li className={styles.expert}>
      {expert.avatar && (
        <img className={styles.avatar} src={expert.avatar} alt="" width={72} height={72} loading="lazy" />
      )}
      <div className={styles.expertBody}>
        <h3 className={styles.expertName}>{name}</h3>
        <p className={styles.expertTitle}>{expert.title}</p>
        <p>{expert.description}</p>
        {expert.points.length > 0 && (
          <Disclosure className={styles.points}>
            <Heading level={4} className={styles.pointsHeading}>
              <AriaButton slot="trigger" className={styles.pointsTrigger}>
                {t('appointments.experts.points', { firstName: expert.firstName })}
              </AriaButton>
            </Heading>
            <DisclosurePanel>
              <ul>
                {expert.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        )}
        <div>
          <Button onPress={onChoose}>
            {t('appointments.experts.choose', { firstName: expert.firstName })}
          </Button>
        </div>
      </div>
    </li>
  );
}

const TEXTS = {
  EXPERT_SESSION: {
    title: 'appointments.expertSession.title',
    lead: 'appointments.expertSession.lead',
    kind: 'EXPERT_SESSION',
  },
  SPECIALIST_CONSULTATION: {
    title: 'appointments.specialistConsultation.title',
    lead: 'appointments.specialistConsultation.lead',
    kind: 'SPECIALIST_CONSULTATION',
  },
} as const;

/**
 * /onboarding/appointment-expert-session and /onboarding/appointment-specialist-consultation (customer-journey
 * §2): choose the expert (confirmed in a modal), then English or Dutch, then the expert's calendar, then Done.
 */
export function ConsultAppointmentPage({ kind }: { kind: ConsultKind }) {
  const { t } = useTranslation();
  const modals = useModals();
  const texts = TEXTS[kind];
  const title = t(texts.title);
  usePageTitle(title);
  const person = useBookingPerson();
  const { passport, isPending: passportPending } = useBookingPassport();
  const experts = useQuery(expertsQueryOptions(kind));
  const [expertId, setExpertId] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<ConsultLanguage | null>(null);
  const [booked, setBooked] = useState(false);

  const expert = experts.data?.find((e) => e.id === expertId);
  const languages = CONSULT_LANGUAGES.filter((l) => expert?.languages.includes(l));
  // An expert who consults in one language only has it chosen already.
  const language = chosenLanguage ?? (languages.length === 1 ? languages[0]! : null);

  const confirmExpert = (candidate: AppointmentExpert) => {
    const name = fullName(candidate);
    modals.open('confirm', {
      title: t('appointments.experts.confirmTitle', { name }),
      message: t('appointments.experts.confirmMessage', { name, title: candidate.title }),
      confirmLabel: t('appointments.experts.confirmLabel', { firstName: candidate.firstName }),
      onConfirm: () => {
        setExpertId(candidate.id);
        setChosenLanguage(null);
      },
    });
  };

  let content;
  if (person.isPending || passportPending || experts.isPending) {
    content = <PageLoader />;
  } else if (person.missingIdentity) {
    content = <AppointmentError text={t('appointments.errors.missingIdentityInformation')} />;
  } else if (experts.isError) {
    content = (
      <div className={styles.state}>
        <Callout tone="danger" role="alert">
          <p>{t('appointments.experts.loadError')}</p>
        </Callout>
        <Button onPress={() => void experts.refetch()} isPending={experts.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (experts.data.length === 0) {
    content = <AppointmentError text={t('appointments.experts.empty')} />;
  } else if (booked) {
    content = <DoneStep />;
  } else if (!expert) {
    content = (
      <FlowStep title={t('appointments.experts.heading')}>
        <PlainList spacing="regular" columnWidth="20rem">
          {experts.data.map((candidate) => (
            <ExpertCard key={candidate.id} expert={candidate} onChoose={() => confirmExpert(candidate)} />
          ))}
        </PlainList>
      </FlowStep>
    );
  } else {
    const url =
      language === 'nl' ? expert.schedulingUrlNl : language === 'en' ? expert.schedulingUrlEn : null;
    content = (
      <>
        <FlowStep title={t('appointments.language.heading')} focusOnMount>
          <p>
            {t('appointments.experts.chosen', { name: fullName(expert), title: expert.title })}{' '}
            <Button variant="link" onPress={() => setExpertId(null)}>
              {t('appointments.experts.change')}
            </Button>
          </p>
          <RadioGroup
            className={styles.choices}
            orientation="horizontal"
            value={language}
            onChange={(value) => setChosenLanguage(value as ConsultLanguage)}
          >
            <Label className="visually-hidden">{t('appointments.language.label')}</Label>
            {languages.map((l) => (
              <Radio key={l} value={l} className={styles.choice}>
                <span className={styles.choiceTitle}>{t(`appointments.language.${l}`)}</span>
              </Radio>
            ))}
          </RadioGroup>
        </FlowStep>
        {language && (
          <FlowStep title={t('appointments.time.heading')}>
            <BookingWidget
              key={`${expert.id}:${language}`}
              externalUrl={url}
              kind={texts.kind}
              resource={expert.id}
              resourceName={fullName(expert)}
              healthPassportId={passport?.id}
              language={language}
              onBooked={() => setBooked(true)}
            />
          </FlowStep>
        )}
      </>
    );
  }

  return (
    <AppointmentPageFrame title={title} lead={t(texts.lead)}>
      {content}
    </AppointmentPageFrame>
  );
}

export function ExpertSessionAppointmentPage() {
  return <ConsultAppointmentPage kind="EXPERT_SESSION" />;
}

export function SpecialistConsultationAppointmentPage() {
  return <ConsultAppointmentPage kind="SPECIALIST_CONSULTATION" />;
}
