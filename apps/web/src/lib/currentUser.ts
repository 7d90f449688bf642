import { toApiLocale, type Locale } from '@health-passport/domain';
import { graphqlRequest } from './api';
import { graphql } from './gql';
import type { CurrentUserQuery } from './gql/graphql';
import { changeLocale } from './i18n';
import { loadQueryClient } from './queryScope';
import { getSessionStatus } from './session';

/**
 * The signed-in user (`me`, customer-journey §3 User): who the viewer is, their language and preferences.
 * One query for the whole app; the viewer, the header and the profile read the same cache entry.
 */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      serviceNumber
      name
      createdDate
      address {
        streetAddress
        locality
        postalCode
        country
        region
      }
      disabledEmails {
        type
        date
      }
      identityInformation {
        birthDate
        givenName
        familyName
        middleName
        email
        phoneNumber
        gender
        locale
        status
        groups
        packageCode
        customerClass {
          type
          company
        }
        customCompanyName
        mfaEnabled
      }
    }
  }
`);

export const UpdateMyLocaleDocument = graphql(`
  mutation UpdateMyLocale($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      identityInformation {
        locale
      }
    }
  }
`);

export type CurrentUser = CurrentUserQuery['me'];

/**
 * How many companies an HR manager manages snapshots of (where "/" leads them, passport-and-professional §2.2).
 * Asked apart from `me`, and only for HR managers: everyone else has none.
 */
export const ManagedCompanyCountDocument = graphql(`
  query ManagedCompanyCount {
    me {
      id
      managedCompanyCount
    }
  }
`);

export function managedCompanyCountQueryOptions() {
  return {
    queryKey: ['managedCompanyCount'] as const,
    queryFn: async () => (await graphqlRequest(ManagedCompanyCountDocument)).me.managedCompanyCount,
    staleTime: 5 * 60_000,
  };
}

export const currentUserQueryKey = ['currentUser'] as const;

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { me } = await graphqlRequest(CurrentUserDocument);
  return me;
}

// Plain options rather than react-query's queryOptions(): the language switch on the sign-in page imports this module.
export function currentUserQueryOptions() {
  return {
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  };
}

/**
 * Switches the interface language and, with a session, stores it on the user (`updateMe`, locale with
 * "_", customer-journey §7) so the next sign-in starts in it. Rejects when saving failed; the interface
 * keeps the chosen language either way.
 */
export async function saveLocale(locale: Locale): Promise<void> {
  await changeLocale(locale);
  if (getSessionStatus() !== 'active') return;
  const { updateMe } = await graphqlRequest(UpdateMyLocaleDocument, {
    input: { locale: toApiLocale(locale) },
  });
  const queryClient = await loadQueryClient();
  queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (user) =>
    user
      ? { ...user, identityInformation: { ...user.identityInformation, ...updateMe.identityInformation } }
      : user,
  );
}
