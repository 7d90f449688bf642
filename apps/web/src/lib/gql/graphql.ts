/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  country?: string | null | undefined;
  locality?: string | null | undefined;
  postalCode?: string | null | undefined;
  region?: string | null | undefined;
  streetAddress?: string | null | undefined;
};

/** Kinds of e-mail a user can switch off. */
export type EmailType =
  /** News about the portal and new products. */
  | 'NEWSLETTER'
  /** Invitations to remeasure. */
  | 'REMEASUREMENT'
  /** Reminders about open onboarding steps and appointments. */
  | 'REMINDERS';

export type Gender =
  | 'Female'
  | 'Male';

export type Role =
  | 'ANONYMOUS'
  | 'BETA_TESTER'
  | 'CONSUMER'
  | 'CORPORATE_MANAGER'
  | 'CUSTOMER_CARE'
  | 'DATA_EXPERT'
  | 'DOCTOR'
  | 'EXTERNAL'
  | 'HEALTH_COACH'
  | 'HEALTH_COACH_ADMIN'
  | 'HR_MANAGER'
  | 'ONBOARDER'
  | 'ONBOARDER_ADMIN'
  | 'PRODUCT_MANAGER';

export type UpdateMeInput = {
  address?: AddressInput | null | undefined;
  email?: string | null | undefined;
  familyName?: string | null | undefined;
  givenName?: string | null | undefined;
  /** en_US or nl_NL (underscore, as the API speaks). */
  locale?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** Journey status markers to add to the user's status list. */
  status?: Array<string> | null | undefined;
  termsAccepted?: boolean | null | undefined;
};

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { version: string, mode: string, maintenance: boolean } };

export type EnableEmailMutationVariables = Exact<{
  type: EmailType;
}>;


export type EnableEmailMutation = { enableEmail: EmailType };

export type DisableEmailMutationVariables = Exact<{
  type: EmailType;
}>;


export type DisableEmailMutation = { disableEmail: EmailType };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, serviceNumber: string, name: string, createdDate: string, address: { streetAddress: string | null, locality: string | null, postalCode: string | null, country: string | null, region: string | null } | null, disabledEmails: Array<{ type: EmailType, date: string }>, identityInformation: { birthDate: string | null, givenName: string, familyName: string, middleName: string | null, email: string, phoneNumber: string | null, gender: Gender | null, locale: string, status: Array<string>, groups: Array<Role>, packageCode: string | null, customCompanyName: string | null, mfaEnabled: boolean, customerClass: { type: string | null, company: string | null } | null } } };

export type UpdateMyLocaleMutationVariables = Exact<{
  input: UpdateMeInput;
}>;


export type UpdateMyLocaleMutation = { updateMe: { id: string, identityInformation: { locale: string } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AppInfoDocument = new TypedDocumentString(`
    query AppInfo {
  appInfo {
    version
    mode
    maintenance
  }
}
    `) as unknown as TypedDocumentString<AppInfoQuery, AppInfoQueryVariables>;
export const EnableEmailDocument = new TypedDocumentString(`
    mutation EnableEmail($type: EmailType!) {
  enableEmail(type: $type)
}
    `) as unknown as TypedDocumentString<EnableEmailMutation, EnableEmailMutationVariables>;
export const DisableEmailDocument = new TypedDocumentString(`
    mutation DisableEmail($type: EmailType!) {
  disableEmail(type: $type)
}
    `) as unknown as TypedDocumentString<DisableEmailMutation, DisableEmailMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const UpdateMyLocaleDocument = new TypedDocumentString(`
    mutation UpdateMyLocale($input: UpdateMeInput!) {
  updateMe(input: $input) {
    id
    identityInformation {
      locale
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateMyLocaleMutation, UpdateMyLocaleMutationVariables>;