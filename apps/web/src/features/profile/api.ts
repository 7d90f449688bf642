import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { ContactKind, EmailType } from '../../lib/gql/graphql';

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

const RequestContactChangeDocument = graphql(`
  mutation RequestContactChange($input: ContactChangeInput!) {
    requestContactChange(input: $input) {
      kind
      destination
      pending
    }
  }
`);

const ConfirmContactChangeDocument = graphql(`
  mutation ConfirmContactChange($kind: ContactKind!, $code: String!) {
    confirmContactChange(kind: $kind, code: $code) {
      id
      identityInformation {
        email
        phoneNumber
      }
    }
  }
`);

/** A new e-mail address or phone number ('' removes the phone number), proven with the password (and app code). */
export type ContactChange = { email: string } | { phoneNumber: string };

export async function requestContactChange(
  change: ContactChange,
  proof: { password: string; totpCode?: string },
) {
  const { requestContactChange: answer } = await graphqlRequest(RequestContactChangeDocument, {
    input: { ...change, password: proof.password, totpCode: proof.totpCode || null },
  });
  return answer;
}

export async function confirmContactChange(kind: ContactKind, code: string) {
  return (await graphqlRequest(ConfirmContactChangeDocument, { kind, code })).confirmContactChange;
}
