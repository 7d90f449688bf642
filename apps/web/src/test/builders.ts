import { Role } from '@health-passport/domain';
import type { CurrentUser } from '../lib/currentUser';
import type { SessionTokens } from '../lib/session';

/** A `me` answer typed by the generated schema types; override what a test cares about. */
export function aUser(
  overrides: Partial<Omit<CurrentUser, 'identityInformation'>> & {
    identityInformation?: Partial<CurrentUser['identityInformation']>;
  } = {},
): CurrentUser {
  const { identityInformation, ...rest } = overrides;
  return {
    id: 'user-1',
    serviceNumber: 'HP-000123',
    name: 'Jane Doe',
    createdDate: '2026-01-05T09:00:00.000Z',
    address: null,
    disabledEmails: [],
    ...rest,
    identityInformation: {
      birthDate: '1980-04-12',
      givenName: 'Jane',
      familyName: 'Doe',
      middleName: null,
      email: 'jane@example.com',
      phoneNumber: null,
      gender: 'Female',
      locale: 'en_US',
      status: [],
      groups: [Role.CONSUMER],
      packageCode: null,
      customerClass: null,
      customCompanyName: null,
      mfaEnabled: false,
      ...identityInformation,
    },
  };
}

export function someTokens(accessToken = 'access-1', expiresIn = 900): SessionTokens & { expiresIn: number } {
  return { accessToken, idToken: `id-of-${accessToken}`, expiresIn };
}
