import { isEnumValue } from './enum';
import { PackageCode } from './shop';

/** Onboarding step types (customer-journey §3 "Step types"). */
export const StepType = Object.freeze({
  BOOK_EXERCISE_TEST: 'BOOK_EXERCISE_TEST',
  BOOK_EXPERT_SESSION: 'BOOK_EXPERT_SESSION',
  BOOK_SPECIALIST_CONSULTATION: 'BOOK_SPECIALIST_CONSULTATION',
  BOOK_INSIGHTS_ACTIONS: 'BOOK_INSIGHTS_ACTIONS',
  BOOK_ONBOARDING: 'BOOK_ONBOARDING',
  BOOK_GENERAL_HEALTH_CHECK: 'BOOK_GENERAL_HEALTH_CHECK',
  BOOK_REMEASUREMENT_BIOMARKERS: 'BOOK_REMEASUREMENT_BIOMARKERS',
  BOOK_REMEASUREMENT_CORE: 'BOOK_REMEASUREMENT_CORE',
  BOOK_REMEASUREMENT_NORMAL: 'BOOK_REMEASUREMENT_NORMAL',
  BOOK_REMEASUREMENT_PERFORMANCE: 'BOOK_REMEASUREMENT_PERFORMANCE',
  COMPLETE_QUESTIONNAIRE: 'COMPLETE_QUESTIONNAIRE',
  INFORMED_CONSENT: 'INFORMED_CONSENT',
  RIVM_CONSENT: 'RIVM_CONSENT',
  PERSONAL_HEALTH_PASSPORT: 'PERSONAL_HEALTH_PASSPORT',
  PURCHASE_EXPERT_SESSION: 'PURCHASE_EXPERT_SESSION',
  PURCHASE_SPECIALIST_CONSULTATION: 'PURCHASE_SPECIALIST_CONSULTATION',
  PURCHASE_REMEASUREMENT: 'PURCHASE_REMEASUREMENT',
  REDEEM_EXPERT_SESSION: 'REDEEM_EXPERT_SESSION',
  REDEEM_SPECIALIST_CONSULTATION: 'REDEEM_SPECIALIST_CONSULTATION',
  REDEEM_REMEASUREMENT: 'REDEEM_REMEASUREMENT',
  UNLOCK_HEALTH_PASSPORT: 'UNLOCK_HEALTH_PASSPORT',
} as const);
export type StepType = (typeof StepType)[keyof typeof StepType];
export const STEP_TYPES: readonly StepType[] = Object.freeze(Object.values(StepType));

export function isStepType(value: unknown): value is StepType {
  return isEnumValue(StepType, value);
}

/** Onboarding mode, also used as the remeasurement type of a passport (customer-journey §3). */
export const OnboardingMode = Object.freeze({
  ONBOARDING_BIOMARKERS: 'ONBOARDING_BIOMARKERS',
  ONBOARDING_CORE: 'ONBOARDING_CORE',
  ONBOARDING_PERFORMANCE: 'ONBOARDING_PERFORMANCE',
  QUESTIONNAIRE_ONLY: 'QUESTIONNAIRE_ONLY',
  NORMAL: 'NORMAL',
} as const);
export type OnboardingMode = (typeof OnboardingMode)[keyof typeof OnboardingMode];
export const ONBOARDING_MODES: readonly OnboardingMode[] = Object.freeze(Object.values(OnboardingMode));

/** Same values as OnboardingMode: the spec names them "Onboarding mode / remeasurement types". */
export const RemeasurementType = OnboardingMode;
export type RemeasurementType = OnboardingMode;
export const REMEASUREMENT_TYPES: readonly RemeasurementType[] = ONBOARDING_MODES;

/** Where an examination takes place (customer-journey §4 "Appointment"). */
export const AppointmentLocation = Object.freeze({
  AMSTERDAM: 'AMSTERDAM',
  ON_LOCATION: 'ON_LOCATION',
} as const);
export type AppointmentLocation = (typeof AppointmentLocation)[keyof typeof AppointmentLocation];
export const APPOINTMENT_LOCATIONS: readonly AppointmentLocation[] = Object.freeze(
  Object.values(AppointmentLocation),
);

/**
 * Location options of step 1 of the appointment page (customer-journey §4 "Appointment"): GLI_product
 * forces ON_LOCATION, standard_performance_mind_b2b offers only AMSTERDAM, general_health_check_plus_onsite
 * only ON_LOCATION, all others AMSTERDAM.
 */
export function appointmentLocationsFor(packageCode: string): readonly AppointmentLocation[] {
  switch (packageCode) {
    case PackageCode.GLI_PRODUCT:
    case PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE:
      return [AppointmentLocation.ON_LOCATION];
    case PackageCode.STANDARD_PERFORMANCE_MIND_B2B:
    default:
      return [AppointmentLocation.AMSTERDAM];
  }
}
