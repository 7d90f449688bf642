/**
 * Health passport lists (docs/contracts/forms-api.md): the consumer's own, read by the viewer for the route
 * guards and by the onboarding pages; and a person's, read by the professionals' pages.
 */
export {
  currentPassport,
  myPassportsQueryOptions,
  parsePassportList,
  parsePersonPassports,
  passportsQueryKey,
  personPassportsQueryOptions,
} from './api';
export type { HealthPassport, PassportPerson, PersonPassports } from './api';
