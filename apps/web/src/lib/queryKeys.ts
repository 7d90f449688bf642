/**
 * Query keys that several features invalidate. Kept here, not in the owning feature, so that invalidating
 * does not pull the feature's pages into the caller's chunk.
 */

/** The signed-in user's onboarding chapters (features/onboarding). */
export const onboardingChaptersQueryKey = ['onboarding', 'chapters'] as const;

/** The passport pages' navigation routes and layouts (features/passport). */
export const passportPagesQueryKey = ['passportPages'] as const;
