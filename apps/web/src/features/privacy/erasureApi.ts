import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { MyAccountErasureQuery } from '../../lib/gql/graphql';

const MyAccountErasureDocument = graphql(`
  query MyAccountErasure {
    myAccountErasure {
      status
      requestedAt
      eraseAfter
      cancelledAt
      cancelledBy
    }
  }
`);

const RequestAccountErasureDocument = graphql(`
  mutation RequestAccountErasure($password: String!, $totpCode: String) {
    requestAccountErasure(password: $password, totpCode: $totpCode) {
      status
      requestedAt
      eraseAfter
      cancelledAt
      cancelledBy
    }
  }
`);

const CancelAccountErasureDocument = graphql(`
  mutation CancelAccountErasure {
    cancelAccountErasure {
      status
      requestedAt
      eraseAfter
      cancelledAt
      cancelledBy
    }
  }
`);

/** The person's latest request to erase their account; null when they never asked. */
export type AccountErasure = MyAccountErasureQuery['myAccountErasure'];

/** The code the server answers while an order can still be paid. */
export const ERASURE_BLOCKED_BY_OPEN_ORDER = 'erasureBlockedByOpenOrder';

export function accountErasureQueryOptions() {
  return queryOptions({
    queryKey: ['privacy', 'accountErasure'] as const,
    queryFn: async () => (await graphqlRequest(MyAccountErasureDocument)).myAccountErasure,
  });
}

export async function requestAccountErasure(proof: { password: string; totpCode?: string }) {
  return (
    await graphqlRequest(RequestAccountErasureDocument, {
      password: proof.password,
      totpCode: proof.totpCode || null,
    })
  ).requestAccountErasure;
}

export async function cancelAccountErasure() {
  return (await graphqlRequest(CancelAccountErasureDocument)).cancelAccountErasure;
}
