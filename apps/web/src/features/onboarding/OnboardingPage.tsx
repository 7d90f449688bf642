import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  initiallyOpenChapterIndex,
  RoutePath,
  stepPath,
  stepProgress,
  type StepType,
  UNLOCK_SUCCESS_STATUS,
} from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { currentUserQueryOptions } from '../../lib/currentUser';
import { formatDate } from '../../lib/format';
import { MyAppointments } from '../appointments';
import { setPassportId } from '../passport';
import { myPassportsQueryOptions, passportsQueryKey } from '../passports';
import { RedeemRemeasurementButton, RemeasurementNotice } from '../remeasurement';
import { graphql } from '../../lib/gql';
import type { MyOnboardingChaptersQuery } from '../../lib/gql/graphql';
import { useLocale } from '../../lib/i18n';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import { usePageTitle } from '../../lib/usePageTitle';
import { ActionLink, Button, LoadError, Page, Skeleton, StatePanel } from '../../lib/ui';
import styles from './OnboardingPage.module.css';
import { PersonalDataNotice } from './PersonalDataNotice';

const MyOnboardingChaptersDocument = graphql(`
  query MyOnboardingChapters {
    myOnboardingChapters {
      id
      completed
      enabled
      healthPassportId
      localizedProductName
      localizedPurchasePrice
      packageCode
      publishedDate
      type
      steps {
        type
        completed
        enabled
        phoneNumber
      }
    }
  }
`);

const UnlockExpertSessionDocument = graphql(`
  mutation UnlockExpertSession($healthPassportId: ID!) {
    unlockExpertSession(healthPassportId: $healthPassportId) {
      id
    }
  }
`);

const UnlockSpecialistConsultationDocument = graphql(`
  mutation UnlockSpecialistConsultation($healthPassportId: ID!) {
    unlockSpecialistConsultation(healthPassportId: $healthPassportId) {
      id
    }
  }
`);

/** Steps done with a button on this page: redeeming a bought add-on for the person's newest passport. */
const REDEEM_MUTATIONS: Partial<Record<StepType, (healthPassportId: string) => Promise<unknown>>> = {
  REDEEM_EXPERT_SESSION: (healthPassportId) =>
    graphqlRequest(UnlockExpertSessionDocument, { healthPassportId }),
  REDEEM_SPECIALIST_CONSULTATION: (healthPassportId) =>
    graphqlRequest(UnlockSpecialistConsultationDocument, { healthPassportId }),
};

const UnlockHealthPassportDocument = graphql(`
  mutation UnlockHealthPassport($healthPassportId: ID!) {
    unlockHealthPassport(healthPassportId: $healthPassportId) {
      id
      status
    }
  }
`);

type Chapter = MyOnboardingChaptersQuery['myOnboardingChapters'][number];
type Step = Chapter['steps'][number];

function RedeemButton({ step, title }: { step: StepType; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passports = useQuery(myPassportsQueryOptions());
  const redeem = REDEEM_MUTATIONS[step];
  const passport = passports.data?.[0];
  const mutation = useMutation({
    mutationFn: (healthPassportId: string) => redeem!(healthPassportId),
    // A failed redeem is not shown (customer-journey §8); the chapters say what is true either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
  });
  if (!redeem || !passport) return null;
  return (
    <Button
      variant="secondary"
      isPending={mutation.isPending}
      pendingLabel={t('common.busy')}
      aria-label={`${t('onboarding.redeem')}: ${title}`}
      onPress={() => mutation.mutate(passport.id)}
    >
      {t('onboarding.redeem')}
    </Button>
  );
}

/**
 * The unlock step (customer-journey §4): publishes the chapter's passport once its results are computed. It
 * succeeds when the answer is UNLOCKED; the chapters and passports then reload. Errors go to error reporting
 * (every failed GraphQL call does) and a short notice.
 */
function UnlockButton({ chapter, title }: { chapter: Chapter; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (healthPassportId: string) => {
      const { unlockHealthPassport } = await graphqlRequest(UnlockHealthPassportDocument, {
        healthPassportId,
      });
      if (unlockHealthPassport.status !== UNLOCK_SUCCESS_STATUS) throw new Error(unlockHealthPassport.status);
    },
    onSuccess: (_answer, healthPassportId) => {
      // The passport pages show the passport just unlocked, not the one shown before.
      setPassportId(healthPassportId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
        queryClient.invalidateQueries({ queryKey: passportsQueryKey }),
      ]);
    },
  });
  if (!chapter.healthPassportId) return null;
  const healthPassportId = chapter.healthPassportId;
  return (
    <div className={styles.stepAction}>
      <Button
        isPending={mutation.isPending}
        pendingLabel={t('common.busy')}
        aria-label={`${t('onboarding.unlock')}: ${title}`}
        onPress={() => mutation.mutate(healthPassportId)}
      >
        {t('onboarding.unlock')}
      </Button>
      {mutation.isError && (
        <p role="alert" className={styles.stepError}>
          {t('onboarding.unlockFailed')}
        </p>
      )}
    </div>
  );
}

/** What a step still to do tells beyond its title (customer-journey §1): who calls whom, how long it takes. */
function StepHint({ step }: { step: Step }) {
  const { t } = useTranslation();
  if (step.completed) return null;
  if (step.type === 'BOOK_EXERCISE_TEST' && step.phoneNumber) {
    return (
      <span className={styles.stepHint}>
        {t('onboarding.exerciseTestHint')}{' '}
        <a href={`tel:${step.phoneNumber.replace(/[^+\d]/g, '')}`}>{step.phoneNumber}</a>
      </span>
    );
  }
  if (step.type === 'UNLOCK_HEALTH_PASSPORT') {
    return <span className={styles.stepHint}>{t('onboarding.passportReadyHint')}</span>;
  }
  return null;
}

function StepItem({ step, chapter }: { step: Step; chapter: Chapter }) {
  const { t } = useTranslation();
  const progress = stepProgress(step);
  const path = stepPath(step.type as StepType, chapter);
  const state = step.completed ? 'done' : step.enabled ? 'open' : 'closed';
  const title = t(`onboarding.steps.${step.type}`);
  return (
    <li className={styles.step} data-state={state}>
      <span className={styles.marker} aria-hidden="true">
        {step.completed ? '✓' : ''}
      </span>
      <div className={styles.stepBody}>
        <span className={styles.stepTitle}>{title}</span>
        <span className={styles.stepState}>
          {t(`onboarding.state.${state}`)}
          {progress !== null && <span className="visually-hidden"> ({progress} %)</span>}
        </span>
        <StepHint step={step} />
      </div>
      {step.enabled && !step.completed && <RedeemButton step={step.type as StepType} title={title} />}
      {step.enabled && !step.completed && step.type === 'REDEEM_REMEASUREMENT' && (
        <RedeemRemeasurementButton stepTitle={title} />
      )}
      {step.enabled && !step.completed && step.type === 'UNLOCK_HEALTH_PASSPORT' && (
        <UnlockButton chapter={chapter} title={title} />
      )}
      {/* A disabled step hides its action link; a done one keeps it to look back (customer-journey §2). */}
      {step.enabled && path && (
        <Link
          to={path}
          // The passport step opens its own chapter's passport, whichever was shown before.
          onClick={
            step.type === 'PERSONAL_HEALTH_PASSPORT' && chapter.healthPassportId
              ? () => setPassportId(chapter.healthPassportId!)
              : undefined
          }
          className={styles.stepLink}
          aria-label={`${step.completed ? t('onboarding.view') : t('onboarding.start')}: ${title}`}
        >
          {step.completed ? t('onboarding.view') : t('onboarding.start')}
        </Link>
      )}
    </li>
  );
}

function ChapterCard({ chapter, defaultExpanded }: { chapter: Chapter; defaultExpanded: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const done = chapter.steps.filter((s) => s.completed).length;
  return (
    <Disclosure className={styles.chapter} defaultExpanded={defaultExpanded} isDisabled={!chapter.enabled}>
      <Heading level={2} className={styles.chapterHeading}>
        <AriaButton slot="trigger" className={styles.chapterTrigger}>
          <span className={styles.chapterName}>{chapter.localizedProductName}</span>
          {/* An add-on offered, not bought: its price instead of a purchase date. */}
          {chapter.localizedPurchasePrice ? (
            <span className={styles.price}>
              {t('onboarding.availableFor', { price: chapter.localizedPurchasePrice })}
            </span>
          ) : (
            <span className={styles.chapterMeta}>
              {t('onboarding.purchased', { date: formatDate(chapter.publishedDate, locale) })}
              {' · '}
              {t('onboarding.stepsDone', { done, total: chapter.steps.length })}
            </span>
          )}
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <ol className={styles.steps}>
          {chapter.steps.map((step) => (
            <StepItem key={step.type} step={step} chapter={chapter} />
          ))}
        </ol>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** /onboarding (customer-journey §2): a greeting and one chapter per purchase with its steps. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const title = t('onboarding.title');
  usePageTitle(title);
  const user = useQuery(currentUserQueryOptions());
  const locale = useLocale();
  const chapters = useQuery({
    // Product names come in the interface language: another language is another answer.
    queryKey: [...onboardingChaptersQueryKey, locale],
    queryFn: () => graphqlRequest(MyOnboardingChaptersDocument).then((d) => d.myOnboardingChapters),
    placeholderData: keepPreviousData,
  });
  const givenName = user.data?.identityInformation.givenName;
  const openIndex = chapters.data ? initiallyOpenChapterIndex(chapters.data) : null;
  // A bought remeasurement waits to be redeemed: its step is open and not done yet.
  const remeasurementBought = Boolean(
    chapters.data?.some((chapter) =>
      chapter.steps.some((s) => s.type === 'REDEEM_REMEASUREMENT' && s.enabled && !s.completed),
    ),
  );

  return (
    <Page
      title={title}
      lead={givenName ? t('onboarding.greeting', { name: givenName }) : t('onboarding.greetingAnonymous')}
    >
      <PersonalDataNotice />
      <RemeasurementNotice bought={remeasurementBought} />
      {chapters.isPending && <Skeleton height="8rem" />}
      {chapters.isError && (
        <LoadError
          message={t('onboarding.error')}
          onRetry={() => void chapters.refetch()}
          isRetrying={chapters.isFetching}
        />
      )}
      {chapters.data?.length === 0 && (
        <StatePanel title={t('onboarding.empty.title')} text={t('onboarding.empty.text')}>
          <ActionLink to={RoutePath.SHOP}>{t('onboarding.empty.shop')}</ActionLink>
        </StatePanel>
      )}
      {chapters.data && chapters.data.length > 0 && (
        <div className={styles.chapters}>
          {chapters.data.map((chapter, index) => (
            <ChapterCard key={chapter.id} chapter={chapter} defaultExpanded={index === openIndex} />
          ))}
        </div>
      )}
      <MyAppointments />
    </Page>
  );
}
