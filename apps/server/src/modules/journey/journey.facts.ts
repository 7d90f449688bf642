import {
  ChapterKind,
  chapterSteps,
  fulfilmentOf,
  isPackageType,
  type JourneyFacts,
  type JourneyStep,
  type OnboardingMode,
  PackageType,
  PassportStatus,
} from '@health-passport/domain';
import type { Services } from '../../context.js';
import { FormName } from '../formdata/index.js';
import { MeasurementPart, partsFor } from '../measurements/index.js';
import type { PassportRow } from '../passports/index.js';
import type { ChapterRow } from './journey.service.js';

/** A chapter as `myOnboardingChapters` answers it: the stored purchase plus its derived steps. */
export interface ChapterView extends ChapterRow {
  kind: ChapterKind;
  steps: JourneyStep[];
  completed: boolean;
  enabled: boolean;
}

type Sources = Pick<Services, 'passports' | 'formData' | 'orders' | 'consent' | 'scheduling' | 'products'>;

/** Appointments that count as the examination of a passport chapter. */
const EXAMINATION_KINDS = ['EXAMINATION', 'REMEASUREMENT'] as const;

/** A product with a results consultation among its parts offers the Insight & Action session. */
const CONSULTATION_PART = 'CONSULTATION';

/** What a chapter is about, from its product: a passport, or the entitlement of an add-on. */
function kindOf(row: ChapterRow): ChapterKind {
  // A remeasurement passport's chapter has the add-on's package code but is about the passport.
  if (row.healthPassportId && !row.entitlementId) return ChapterKind.PASSPORT;
  const packageType = isPackageType(row.type) ? row.type : PackageType.CORE;
  const fulfilment = fulfilmentOf({ packageType, packageCode: row.packageCode });
  return fulfilment.kind === 'passport' ? ChapterKind.PASSPORT : fulfilment.type;
}

/**
 * The steps of each chapter, from what is known now: the consent ledger, the passport's forms and status, the
 * appointments, and the add-on's entitlement and its booking. Each source is read once for all chapters (a few
 * queries side by side, however many chapters); `userPassports` are the person's passports when the caller has
 * them already.
 */
export async function withSteps(
  rows: readonly ChapterRow[],
  userId: string,
  sources: Sources,
  userPassports?: readonly PassportRow[],
): Promise<ChapterView[]> {
  const hasAddOns = rows.some((r) => r.entitlementId);
  const passportIds = [...new Set(rows.flatMap((r) => (r.healthPassportId ? [r.healthPassportId] : [])))];
  const productIds = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const [owned, completions, consented, booked, purchased, entitlements, bookings] = await Promise.all([
    userPassports ?? sources.passports.listForUser(userId),
    sources.formData.completionsFor(passportIds),
    sources.consent.informedConsentGivenFor(passportIds),
    sources.scheduling.bookedKindsFor(passportIds),
    Promise.all(productIds.map((id) => sources.products.byId(id))),
    hasAddOns ? sources.orders.listEntitlements(userId) : [],
    hasAddOns ? sources.scheduling.bookingsForUser(userId) : [],
  ]);
  const passports = new Map(owned.map((p) => [p.id, p]));
  const products = new Map(purchased.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  return rows.map((row) => {
    const passport = row.healthPassportId ? passports.get(row.healthPassportId) : undefined;
    const forms = passport ? completions.get(passport.id) : undefined;
    const kinds = passport ? booked.get(passport.id) : undefined;
    const questionnaire = forms?.get(FormName.QUESTIONNAIRE);
    const rivmConsent = forms?.get(FormName.RIVM_CONSENT);
    const measurements = forms?.get(FormName.MEASUREMENTS);
    const consentGiven = passport ? consented.has(passport.id) : false;
    const examinationBooked = EXAMINATION_KINDS.some((kind) => kinds?.has(kind));
    const insightsActionsBooked = Boolean(kinds?.has('INSIGHTS_ACTIONS'));
    const product = row.productId ? products.get(row.productId) : undefined;
    const status = (passport?.status ?? null) as PassportStatus | null;
    const computed = status === PassportStatus.COMPUTED || status === PassportStatus.PUBLISHED;
    const entitlement = entitlements.find((e) => e.id === row.entitlementId);
    const facts: JourneyFacts = {
      paid: true,
      consentGiven,
      questionnaireCompleted: Boolean(questionnaire),
      rivmConsentGiven: Boolean(rivmConsent),
      // Measurements (or a computed passport) mean the examination took place, booked or not.
      examinationBooked:
        examinationBooked || Boolean(measurements) || (status !== null && status !== PassportStatus.CREATED),
      measurementsEntered: Boolean(measurements) || computed,
      insightsActionsBooked,
      passportStatus: status,
      entitlementRedeemed: Boolean(entitlement?.redeemedAt),
      sessionBooked: bookings.some(
        (b) => b.status === 'BOOKED' && entitlement !== undefined && b.entitlementId === entitlement.id,
      ),
    };
    const kind = kindOf(row);
    const steps = chapterSteps(
      {
        kind,
        packageCode: row.packageCode,
        remeasurementType: (passport?.remeasurementType ?? null) as OnboardingMode | null,
        includesExerciseTest: passport
          ? partsFor(passport.packageCode, passport.remeasurementType).includes(MeasurementPart.EXERCISE_TEST)
          : false,
        includesInsightsActions: Boolean(product?.parts.some((p) => p.type === CONSULTATION_PART)),
      },
      facts,
    );
    return {
      ...row,
      kind,
      steps,
      completed: steps.every((s) => s.completed),
      enabled: steps.some((s) => s.enabled),
    };
  });
}
