import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { EmailType } from '../../lib/gql/graphql';

export const EnableEmailDocument = graphql(`
  mutation EnableEmail($type: EmailType!) {
    enableEmail(type: $type)
  }
`);

export const DisableEmailDocument = graphql(`
  mutation DisableEmail($type: EmailType!) {
    disableEmail(type: $type)
  }
`);

/** Kinds of e-mail a user can switch off, in the order the profile lists them (every type: checked). */
const EMAIL_TYPE_ORDER = { REMINDERS: 0, NEWSLETTER: 1, REMEASUREMENT: 2 } satisfies Record<
  EmailType,
  number
>;
export const EMAIL_TYPES = Object.keys(EMAIL_TYPE_ORDER) as EmailType[];

export async function setEmailEnabled(type: EmailType, enabled: boolean): Promise<void> {
  if (enabled) await graphqlRequest(EnableEmailDocument, { type });
  else await graphqlRequest(DisableEmailDocument, { type });
}
