import { describe, expect, it } from 'vitest';
import {
  bookingStepOf,
  ChapterKind,
  chapterSteps,
  initiallyOpenChapterIndex,
  type JourneyFacts,
  offeredAddOns,
  offerSteps,
  stepPath,
  stepProgress,
} from './journey';
import { OnboardingMode, StepType } from './onboarding';
import { PassportStatus } from './passport';
import { PackageCode } from './shop';

const nothingYet: JourneyFacts = {
  paid: true,
  consentGiven: false,
  questionnaireCompleted: false,
  rivmConsentGiven: false,
  examinationBooked: false,
  passportStatus: PassportStatus.CREATED,
  entitlementRedeemed: false,
  sessionBooked: false,
};

const passport = (packageCode: string, remeasurementType: OnboardingMode | null = null) => ({
  kind: ChapterKind.PASSPORT,
  packageCode,
  remeasurementType,
});

const summary = (steps: ReturnType<typeof chapterSteps>) =>
  steps.map((s) => `${s.type}:${s.completed ? 'done' : s.enabled ? 'open' : 'closed'}`);

describe('chapterSteps', () => {
  it('a fresh core package opens only the consent step', () => {
    expect(summary(chapterSteps(passport(PackageCode.STANDARD_PERFORMANCE), nothingYet))).toEqual([
      'INFORMED_CONSENT:open',
      'COMPLETE_QUESTIONNAIRE:closed',
      'BOOK_ONBOARDING:closed',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
    ]);
  });

  it('consent opens the questionnaire and the booking together; the passport waits for both', () => {
    const steps = chapterSteps(passport(PackageCode.STANDARD_PERFORMANCE), {
      ...nothingYet,
      consentGiven: true,
      questionnaireCompleted: true,
    });
    expect(summary(steps)).toEqual([
      'INFORMED_CONSENT:done',
      'COMPLETE_QUESTIONNAIRE:done',
      'BOOK_ONBOARDING:open',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
    ]);
  });

  it('a published passport completes the chapter', () => {
    const steps = chapterSteps(passport(PackageCode.STANDARD_PERFORMANCE), {
      ...nothingYet,
      consentGiven: true,
      questionnaireCompleted: true,
      examinationBooked: true,
      passportStatus: PassportStatus.PUBLISHED,
    });
    expect(steps.every((s) => s.completed && s.enabled)).toBe(true);
  });

  it('the combined lifestyle intervention asks the register consent after consent', () => {
    const steps = chapterSteps(passport(PackageCode.GLI_PRODUCT), { ...nothingYet, consentGiven: true });
    expect(summary(steps)).toEqual([
      'INFORMED_CONSENT:done',
      'RIVM_CONSENT:open',
      'COMPLETE_QUESTIONNAIRE:closed',
      'BOOK_ONBOARDING:closed',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
    ]);
  });

  it('picks the booking step by package and remeasurement type', () => {
    expect(bookingStepOf(passport(PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE))).toBe(
      StepType.BOOK_GENERAL_HEALTH_CHECK,
    );
    expect(bookingStepOf(passport('remeasurement', OnboardingMode.ONBOARDING_BIOMARKERS))).toBe(
      StepType.BOOK_REMEASUREMENT_BIOMARKERS,
    );
    expect(bookingStepOf(passport('remeasurement', OnboardingMode.NORMAL))).toBe(
      StepType.BOOK_REMEASUREMENT_NORMAL,
    );
    expect(bookingStepOf(passport('remeasurement', OnboardingMode.QUESTIONNAIRE_ONLY))).toBeNull();
  });

  it('a questionnaire-only remeasurement has no booking step', () => {
    const types = chapterSteps(passport('remeasurement', OnboardingMode.QUESTIONNAIRE_ONLY), nothingYet).map(
      (s) => s.type,
    );
    expect(types).toEqual([
      'INFORMED_CONSENT',
      'COMPLETE_QUESTIONNAIRE',
      'UNLOCK_HEALTH_PASSPORT',
      'PERSONAL_HEALTH_PASSPORT',
    ]);
  });

  it('opens the unlock step only once the results are computed', () => {
    const allDone = {
      ...nothingYet,
      consentGiven: true,
      questionnaireCompleted: true,
      examinationBooked: true,
    };
    const unlock = (facts: JourneyFacts) =>
      summary(chapterSteps(passport(PackageCode.STANDARD_PERFORMANCE), facts)).slice(-2);
    expect(unlock(allDone)).toEqual(['UNLOCK_HEALTH_PASSPORT:closed', 'PERSONAL_HEALTH_PASSPORT:closed']);
    expect(unlock({ ...allDone, passportStatus: PassportStatus.COMPUTED })).toEqual([
      'UNLOCK_HEALTH_PASSPORT:open',
      'PERSONAL_HEALTH_PASSPORT:closed',
    ]);
    expect(unlock({ ...allDone, passportStatus: PassportStatus.PUBLISHED })).toEqual([
      'UNLOCK_HEALTH_PASSPORT:done',
      'PERSONAL_HEALTH_PASSPORT:done',
    ]);
  });

  it('an expert session add-on is purchased, then redeemed, then booked', () => {
    const subject = {
      kind: ChapterKind.EXPERT_SESSION,
      packageCode: 'expert_session',
      remeasurementType: null,
    };
    expect(summary(chapterSteps(subject, nothingYet))).toEqual([
      'PURCHASE_EXPERT_SESSION:done',
      'REDEEM_EXPERT_SESSION:open',
      'BOOK_EXPERT_SESSION:closed',
    ]);
    expect(summary(chapterSteps(subject, { ...nothingYet, entitlementRedeemed: true }))).toEqual([
      'PURCHASE_EXPERT_SESSION:done',
      'REDEEM_EXPERT_SESSION:done',
      'BOOK_EXPERT_SESSION:open',
    ]);
  });

  it('specialist consultation and remeasurement add-ons have their own steps', () => {
    const types = (kind: ChapterKind) =>
      chapterSteps({ kind, packageCode: 'x', remeasurementType: null }, nothingYet).map((s) => s.type);
    expect(types(ChapterKind.SPECIALIST_CONSULTATION)).toEqual([
      'PURCHASE_SPECIALIST_CONSULTATION',
      'REDEEM_SPECIALIST_CONSULTATION',
      'BOOK_SPECIALIST_CONSULTATION',
    ]);
    expect(types(ChapterKind.REMEASUREMENT)).toEqual(['PURCHASE_REMEASUREMENT', 'REDEEM_REMEASUREMENT']);
  });
});

describe('steps the package asks for', () => {
  const performance = {
    ...passport(PackageCode.STANDARD_PERFORMANCE),
    includesExerciseTest: true,
    includesInsightsActions: true,
  };

  it('the exercise test is planned after the examination is booked and done once measured', () => {
    const consented = { ...nothingYet, consentGiven: true, questionnaireCompleted: true };
    expect(summary(chapterSteps(performance, consented))).toEqual([
      'INFORMED_CONSENT:done',
      'COMPLETE_QUESTIONNAIRE:done',
      'BOOK_ONBOARDING:open',
      'BOOK_EXERCISE_TEST:closed',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
      'BOOK_INSIGHTS_ACTIONS:closed',
    ]);
    const booked = { ...consented, examinationBooked: true };
    expect(summary(chapterSteps(performance, booked))[3]).toBe('BOOK_EXERCISE_TEST:open');
    // Measured and computed: the exercise test is done and unlocking opens.
    const computed = { ...booked, measurementsEntered: true, passportStatus: PassportStatus.COMPUTED };
    expect(summary(chapterSteps(performance, computed)).slice(3, 5)).toEqual([
      'BOOK_EXERCISE_TEST:done',
      'UNLOCK_HEALTH_PASSPORT:open',
    ]);
  });

  it('the Insight & Action session opens with the published passport and is done once booked', () => {
    const published = {
      ...nothingYet,
      consentGiven: true,
      questionnaireCompleted: true,
      examinationBooked: true,
      measurementsEntered: true,
      passportStatus: PassportStatus.PUBLISHED,
    };
    expect(summary(chapterSteps(performance, published)).at(-1)).toBe('BOOK_INSIGHTS_ACTIONS:open');
    const booked = chapterSteps(performance, { ...published, insightsActionsBooked: true });
    expect(booked.every((s) => s.completed)).toBe(true);
  });

  it('a questionnaire-only remeasurement has no booking and so no exercise test', () => {
    const subject = {
      ...passport(PackageCode.REMEASUREMENT, OnboardingMode.QUESTIONNAIRE_ONLY),
      includesExerciseTest: true,
    };
    expect(chapterSteps(subject, nothingYet).map((s) => s.type)).not.toContain('BOOK_EXERCISE_TEST');
  });
});

describe('offeredAddOns', () => {
  const chapter = (kind: ChapterKind, completed = false) => ({ kind, completed });

  it('offers nothing to someone without a passport chapter', () => {
    expect(offeredAddOns([], null)).toEqual([]);
    expect(offeredAddOns([chapter(ChapterKind.EXPERT_SESSION)], PassportStatus.PUBLISHED)).toEqual([]);
  });

  it('offers each add-on unless one of its kind is still to be used; a remeasurement only after publishing', () => {
    const kinds = (chapters: { kind: ChapterKind; completed: boolean }[], status: PassportStatus) =>
      offeredAddOns(chapters, status).map((o) => `${o.kind}:${o.addonCode}`);
    expect(kinds([chapter(ChapterKind.PASSPORT)], PassportStatus.CREATED)).toEqual([
      'EXPERT_SESSION:expert_session',
      'SPECIALIST_CONSULTATION:expert_consultation',
    ]);
    expect(
      kinds(
        [
          chapter(ChapterKind.PASSPORT, true),
          chapter(ChapterKind.EXPERT_SESSION),
          chapter(ChapterKind.REMEASUREMENT, true),
        ],
        PassportStatus.PUBLISHED,
      ),
    ).toEqual(['SPECIALIST_CONSULTATION:expert_consultation', 'REMEASUREMENT:remeasurement']);
  });

  it("an offer's purchase step is open and what follows waits for it", () => {
    expect(summary(offerSteps(ChapterKind.REMEASUREMENT))).toEqual([
      'PURCHASE_REMEASUREMENT:open',
      'REDEEM_REMEASUREMENT:closed',
    ]);
  });
});

describe('page rules', () => {
  it('progress is 100 when done, 0 when open, nothing when closed', () => {
    expect(stepProgress({ completed: true, enabled: true })).toBe(100);
    expect(stepProgress({ completed: false, enabled: true })).toBe(0);
    expect(stepProgress({ completed: false, enabled: false })).toBeNull();
  });

  it('only the first chapter starts open, and only when it is enabled', () => {
    expect(initiallyOpenChapterIndex([{ enabled: true }, { enabled: true }])).toBe(0);
    expect(initiallyOpenChapterIndex([{ enabled: false }, { enabled: true }])).toBeNull();
    expect(initiallyOpenChapterIndex([])).toBeNull();
  });
});

describe('stepPath', () => {
  it('links each step to its flow', () => {
    const chapter = { packageCode: 'standard_performance' };
    expect(stepPath(StepType.INFORMED_CONSENT, chapter)).toBe('/onboarding/agreement');
    expect(stepPath(StepType.COMPLETE_QUESTIONNAIRE, chapter)).toBe('/onboarding/questionaire');
    expect(stepPath(StepType.BOOK_ONBOARDING, chapter)).toBe('/onboarding/appointment/standard_performance');
    expect(stepPath(StepType.BOOK_REMEASUREMENT_CORE, { packageCode: 'remeasurement' })).toBe(
      '/onboarding/appointment/remeasurement/ONBOARDING_CORE',
    );
    expect(stepPath(StepType.PURCHASE_EXPERT_SESSION, chapter)).toBe('/shop/add-on/expert_session');
    expect(stepPath(StepType.REDEEM_EXPERT_SESSION, chapter)).toBeNull();
    // Planned by phone: no link.
    expect(stepPath(StepType.BOOK_EXERCISE_TEST, chapter)).toBeNull();
    expect(stepPath(StepType.BOOK_INSIGHTS_ACTIONS, chapter)).toBe('/onboarding/appointment-insight-action');
  });
});
