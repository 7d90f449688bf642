/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n    }\n  }\n": typeof types.AppInfoDocument,
    "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n": typeof types.EnableEmailDocument,
    "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n": typeof types.DisableEmailDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n": typeof types.UpdateMyLocaleDocument,
};
const documents: Documents = {
    "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n    }\n  }\n": types.AppInfoDocument,
    "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n": types.EnableEmailDocument,
    "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n": types.DisableEmailDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n": types.UpdateMyLocaleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      version\n      mode\n      maintenance\n    }\n  }\n"): typeof import('./graphql').AppInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableEmail($type: EmailType!) {\n    enableEmail(type: $type)\n  }\n"): typeof import('./graphql').EnableEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableEmail($type: EmailType!) {\n    disableEmail(type: $type)\n  }\n"): typeof import('./graphql').DisableEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      serviceNumber\n      name\n      createdDate\n      address {\n        streetAddress\n        locality\n        postalCode\n        country\n        region\n      }\n      disabledEmails {\n        type\n        date\n      }\n      identityInformation {\n        birthDate\n        givenName\n        familyName\n        middleName\n        email\n        phoneNumber\n        gender\n        locale\n        status\n        groups\n        packageCode\n        customerClass {\n          type\n          company\n        }\n        customCompanyName\n        mfaEnabled\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLocale($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      identityInformation {\n        locale\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyLocaleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
