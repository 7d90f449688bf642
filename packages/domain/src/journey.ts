import { EntitlementType } from './orders';
import { OnboardingMode, StepType } from './onboarding';
import { PassportStatus } from './passport';
import { buildPath, RoutePath } from './paths';
import { AddonCode, PackageCode } from './shop';

/**
 * The onboarding journey's step rules (customer-journey §2 Onboarding routes, §3 Onboarding chapter / Step):
 * which steps a chapter has, in which order, when each is done and when it opens. The server answers
 * `myOnboardingChapters` from these rules and the person's facts; nothing about steps is stored.
 */

/** What a chapter is about: a passport (a core package, programme or remeasurement) or an add-on to redeem. */
export const ChapterKind = Object.freeze({
  PASSPORT: 'PASSPORT',
  ...EntitlementType,
} as const);
export type ChapterKind = (typeof ChapterKind)[keyof typeof ChapterKind];

export interface ChapterSubject {
  kind: ChapterKind;
  packageCode: string;
  /** The passport's remeasurement type (onboarding mode); null for a first passport. */
  remeasurementType: OnboardingMode | null;
  /** The passport's measurements include an exercise test, planned by phone after the examination. */
  includesExerciseTest?: boolean;
  /** The product includes a results consultation: the Insight & Action session after the passport. */
  includesInsightsActions?: boolean;
}

/** What is known about the person and the chapter's passport or entitlement. */
export interface JourneyFacts {
  paid: boolean;
  /** Informed consent is granted for the chapter's passport. */
  consentGiven: boolean;
  questionnaireCompleted: boolean;
  rivmConsentGiven: boolean;
  /** The examination (or remeasurement) appointment is booked, or measurements were already entered. */
  examinationBooked: boolean;
  /** The measurements were entered (the exercise test among them), or the passport is already computed. */
  measurementsEntered?: boolean;
  /** The passport's Insight & Action session is booked. */
  insightsActionsBooked?: boolean;
  passportStatus: PassportStatus | null;
  /** The add-on's entitlement was redeemed for a passport. */
  entitlementRedeemed: boolean;
  /** The add-on's session is booked. */
  sessionBooked: boolean;
}

export interface JourneyStep {
  type: StepType;
  completed: boolean;
  enabled: boolean;
}

interface StepRule {
  type: StepType;
  done: (facts: JourneyFacts) => boolean;
  /** Steps that must be done before this one opens. */
  after: readonly StepType[];
  /** A further condition for opening, beyond the steps it follows. */
  ready?: (facts: JourneyFacts) => boolean;
}

const BOOKING_BY_MODE: Readonly<Record<OnboardingMode, StepType | null>> = Object.freeze({
  ONBOARDING_BIOMARKERS: StepType.BOOK_REMEASUREMENT_BIOMARKERS,
  ONBOARDING_CORE: StepType.BOOK_REMEASUREMENT_CORE,
  ONBOARDING_PERFORMANCE: StepType.BOOK_REMEASUREMENT_PERFORMANCE,
  NORMAL: StepType.BOOK_REMEASUREMENT_NORMAL,
  QUESTIONNAIRE_ONLY: null,
});

/** The remeasurement type a remeasurement booking step is for. */
export function modeOfBookingStep(step: StepType): OnboardingMode | null {
  const entry = Object.entries(BOOKING_BY_MODE).find(([, booking]) => booking === step);
  return entry ? (entry[0] as OnboardingMode) : null;
}

/** The booking step of a passport chapter; null when the chapter has no appointment (questionnaire only). */
export function bookingStepOf(subject: ChapterSubject): StepType | null {
  if (subject.remeasurementType) return BOOKING_BY_MODE[subject.remeasurementType];
  if (subject.packageCode === PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE) {
    return StepType.BOOK_GENERAL_HEALTH_CHECK;
  }
  return StepType.BOOK_ONBOARDING;
}

function passportRules(subject: ChapterSubject): StepRule[] {
  const consent = StepType.INFORMED_CONSENT;
  const rules: StepRule[] = [{ type: consent, done: (f) => f.consentGiven, after: [] }];
  // The combined lifestyle intervention asks the national institute's register consent right after consent.
  if (subject.packageCode === PackageCode.GLI_PRODUCT) {
    rules.push({ type: StepType.RIVM_CONSENT, done: (f) => f.rivmConsentGiven, after: [consent] });
  }
  const opened = rules.map((r) => r.type);
  // Questionnaire and booking may be done in either order once consent (and register consent) is given.
  rules.push({ type: StepType.COMPLETE_QUESTIONNAIRE, done: (f) => f.questionnaireCompleted, after: opened });
  const booking = bookingStepOf(subject);
  if (booking) rules.push({ type: booking, done: (f) => f.examinationBooked, after: opened });
  // The exercise test is planned by phone once the examination is booked; it is done when it was measured.
  if (subject.includesExerciseTest && booking) {
    rules.push({
      type: StepType.BOOK_EXERCISE_TEST,
      done: (f) => Boolean(f.measurementsEntered),
      after: [...opened, booking],
    });
  }
  const published = (f: JourneyFacts) => f.passportStatus === PassportStatus.PUBLISHED;
  // Unlocking publishes the passport once its results are computed from the complete data.
  rules.push({
    type: StepType.UNLOCK_HEALTH_PASSPORT,
    done: published,
    after: rules.map((r) => r.type),
    ready: (f) => f.passportStatus === PassportStatus.COMPUTED || published(f),
  });
  rules.push({ type: StepType.PERSONAL_HEALTH_PASSPORT, done: published, after: rules.map((r) => r.type) });
  // The results consultation follows the passport: it talks through what the passport says.
  if (subject.includesInsightsActions) {
    rules.push({
      type: StepType.BOOK_INSIGHTS_ACTIONS,
      done: (f) => Boolean(f.insightsActionsBooked),
      after: [StepType.PERSONAL_HEALTH_PASSPORT],
    });
  }
  return rules;
}

function addonRules(purchase: StepType, redeem: StepType, book: StepType | null): StepRule[] {
  const rules: StepRule[] = [
    { type: purchase, done: (f) => f.paid, after: [] },
    { type: redeem, done: (f) => f.entitlementRedeemed, after: [purchase] },
  ];
  if (book) rules.push({ type: book, done: (f) => f.sessionBooked, after: [purchase, redeem] });
  return rules;
}

function rulesOf(subject: ChapterSubject): StepRule[] {
  switch (subject.kind) {
    case ChapterKind.EXPERT_SESSION:
      return addonRules(
        StepType.PURCHASE_EXPERT_SESSION,
        StepType.REDEEM_EXPERT_SESSION,
        StepType.BOOK_EXPERT_SESSION,
      );
    case ChapterKind.SPECIALIST_CONSULTATION:
      return addonRules(
        StepType.PURCHASE_SPECIALIST_CONSULTATION,
        StepType.REDEEM_SPECIALIST_CONSULTATION,
        StepType.BOOK_SPECIALIST_CONSULTATION,
      );
    case ChapterKind.REMEASUREMENT:
      // Redeeming makes the remeasurement passport, which gets its own passport chapter.
      return addonRules(StepType.PURCHASE_REMEASUREMENT, StepType.REDEEM_REMEASUREMENT, null);
    default:
      return passportRules(subject);
  }
}

/** The chapter's steps in order: done ones are enabled too; a step opens when the steps it follows are done. */
export function chapterSteps(subject: ChapterSubject, facts: JourneyFacts): JourneyStep[] {
  const rules = rulesOf(subject);
  const done = new Map(rules.map((r) => [r.type, r.done(facts)]));
  return rules.map((r) => {
    const completed = done.get(r.type) ?? false;
    const opens = r.after.every((t) => done.get(t)) && (r.ready?.(facts) ?? true);
    return { type: r.type, completed, enabled: completed || opens };
  });
}

/** The add-ons /onboarding offers as chapters to buy, with the add-on code the shop sells each under. */
export const ADD_ON_OFFERS: readonly { kind: ChapterKind; addonCode: AddonCode }[] = Object.freeze([
  { kind: ChapterKind.EXPERT_SESSION, addonCode: AddonCode.EXPERT_SESSION },
  { kind: ChapterKind.SPECIALIST_CONSULTATION, addonCode: AddonCode.EXPERT_CONSULTATION },
  { kind: ChapterKind.REMEASUREMENT, addonCode: AddonCode.REMEASUREMENT },
]);

/**
 * Which add-ons a person is offered (customer-journey §2 "available for {price}"): only to someone with a
 * passport chapter, each add-on only while no bought one of its kind is still to be redeemed or booked, and a
 * remeasurement only when the newest passport is published (the shop refuses it otherwise).
 */
export function offeredAddOns(
  chapters: readonly { kind: ChapterKind; completed: boolean }[],
  newestPassportStatus: PassportStatus | null,
): (typeof ADD_ON_OFFERS)[number][] {
  if (!chapters.some((c) => c.kind === ChapterKind.PASSPORT)) return [];
  return ADD_ON_OFFERS.filter(
    (offer) =>
      !chapters.some((c) => c.kind === offer.kind && !c.completed) &&
      (offer.kind !== ChapterKind.REMEASUREMENT || newestPassportStatus === PassportStatus.PUBLISHED),
  );
}

/** The steps of an offered add-on: buying is open, the rest follows the purchase. */
export function offerSteps(kind: ChapterKind): JourneyStep[] {
  return chapterSteps(
    { kind, packageCode: '', remeasurementType: null },
    {
      paid: false,
      consentGiven: false,
      questionnaireCompleted: false,
      rivmConsentGiven: false,
      examinationBooked: false,
      passportStatus: null,
      entitlementRedeemed: false,
      sessionBooked: false,
    },
  );
}

/** Step progress as the page shows it: done 100, enabled 0, disabled null (customer-journey §2). */
export function stepProgress(step: Pick<JourneyStep, 'completed' | 'enabled'>): number | null {
  if (step.completed) return 100;
  return step.enabled ? 0 : null;
}

/** The chapter that starts open: the first one, and only when it is enabled (customer-journey §2). */
export function initiallyOpenChapterIndex(chapters: readonly { enabled: boolean }[]): number | null {
  return chapters[0]?.enabled ? 0 : null;
}

/**
 * Where a step's action link leads (customer-journey §2 Onboarding routes); null for steps done by a button
 * on the page itself (redeem, unlock) or by phone (the exercise test).
 */
export function stepPath(step: StepType, chapter: { packageCode: string }): string | null {
  switch (step) {
    case StepType.INFORMED_CONSENT:
      return RoutePath.ONBOARDING_AGREEMENT;
    case StepType.RIVM_CONSENT:
      return RoutePath.ONBOARDING_RIVM_CONSENT;
    case StepType.COMPLETE_QUESTIONNAIRE:
      return RoutePath.ONBOARDING_QUESTIONNAIRE;
    case StepType.BOOK_ONBOARDING:
    case StepType.BOOK_GENERAL_HEALTH_CHECK:
      return buildPath(RoutePath.ONBOARDING_APPOINTMENT, { packageCode: chapter.packageCode });
    case StepType.BOOK_REMEASUREMENT_BIOMARKERS:
    case StepType.BOOK_REMEASUREMENT_CORE:
    case StepType.BOOK_REMEASUREMENT_NORMAL:
    case StepType.BOOK_REMEASUREMENT_PERFORMANCE:
      return buildPath(RoutePath.ONBOARDING_APPOINTMENT_REMEASUREMENT, {
        packageCode: chapter.packageCode,
        remeasurementType: modeOfBookingStep(step) ?? OnboardingMode.NORMAL,
      });
    case StepType.BOOK_EXPERT_SESSION:
      return RoutePath.ONBOARDING_APPOINTMENT_EXPERT_SESSION;
    case StepType.BOOK_SPECIALIST_CONSULTATION:
      return RoutePath.ONBOARDING_APPOINTMENT_SPECIALIST_CONSULTATION;
    case StepType.BOOK_INSIGHTS_ACTIONS:
      return RoutePath.ONBOARDING_APPOINTMENT_INSIGHT_ACTION;
    case StepType.PERSONAL_HEALTH_PASSPORT:
      return RoutePath.MY_HEALTH;
    case StepType.PURCHASE_EXPERT_SESSION:
      return buildPath(RoutePath.SHOP_ADD_ON, { addonCode: AddonCode.EXPERT_SESSION });
    case StepType.PURCHASE_SPECIALIST_CONSULTATION:
      return buildPath(RoutePath.SHOP_ADD_ON, { addonCode: AddonCode.EXPERT_CONSULTATION });
    case StepType.PURCHASE_REMEASUREMENT:
      return buildPath(RoutePath.SHOP_ADD_ON, { addonCode: AddonCode.REMEASUREMENT });
    default:
      return null;
  }
}
