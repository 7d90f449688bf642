import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SNAPSHOT_PAGE_SIZE, type CustomerType, type SnapshotStatus } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type {
  CompanyMembersQuery,
  ManagerInput,
  SnapshotCardFieldsFragment,
  SnapshotCompaniesQuery,
  SnapshotFieldsFragment,
  SnapshotInput,
  SnapshotQuery,
  SnapshotSystemsQuery,
} from '../../lib/gql/graphql';

graphql(`
  fragment SnapshotCardFields on Snapshot {
    id
    name
    company
    description
    status
    totalHealthPassports
  }
`);

graphql(`
  fragment SnapshotFields on Snapshot {
    id
    name
    company
    description
    status
    customerType
    expiryDate
    logoURI {
      en_US
      nl_NL
    }
    minSummaryPassports
    stepSummaryPassports
    managers {
      user {
        id
        serviceNumber
        name
        email
      }
      pdfURI {
        en_US
        nl_NL
      }
    }
    totalHealthPassports
    computedDate
    notComputedReason
  }
`);

/** A page of snapshots (passport-and-professional §2.2 /snapshots, §3 "Snapshot search result"). */
const SearchSnapshotsDocument = graphql(`
  query SearchSnapshots($query: SnapshotQuery) {
    searchSnapshots(query: $query) {
      content {
        ...SnapshotCardFields
      }
      hasNext
      hasPrevious
      pageNumber
      pageSize
      totalElements
      totalPages
    }
  }
`);

/** An HR manager's snapshots that are not published yet: the not-ready block (§6). */
const SnapshotsNotReadyDocument = graphql(`
  query SnapshotsNotReady {
    snapshotsNotReady {
      id
      name
      company
    }
  }
`);

const SnapshotDocument = graphql(`
  query SnapshotDetail($snapshotID: ID!) {
    snapshot(snapshotID: $snapshotID) {
      ...SnapshotFields
    }
  }
`);

const SnapshotSystemsDocument = graphql(`
  query SnapshotSystems($snapshotID: ID!) {
    snapshotSystems(snapshotID: $snapshotID) {
      title
      description
      iconURI
      categories {
        type
        title
        description
        iconURI
        tiles {
          subjects {
            resultId
            title
            subTitle
            iconURI
            measuredCount
            averages {
              color
              percentage
              percentageLabel
              description
              details
            }
          }
        }
      }
    }
  }
`);

const CompaniesDocument = graphql(`
  query SnapshotCompanies {
    companies {
      id
      name
      customerType
      packageCode
      memberCount
    }
  }
`);

const CreateSnapshotDocument = graphql(`
  mutation CreateSnapshot($name: String!, $customerType: CustomerType!, $company: String!) {
    createSnapshot(name: $name, customerType: $customerType, company: $company) {
      ...SnapshotFields
    }
  }
`);

const UpdateSnapshotDocument = graphql(`
  mutation UpdateSnapshot($id: ID!, $input: SnapshotInput!) {
    updateSnapshot(id: $id, input: $input) {
      ...SnapshotFields
    }
  }
`);

const RecomputeSnapshotDocument = graphql(`
  mutation RecomputeSnapshot($id: ID!) {
    recomputeSnapshot(id: $id) {
      ...SnapshotFields
    }
  }
`);

const InviteManagerDocument = graphql(`
  mutation InviteManager($id: ID!, $manager: ManagerInput!) {
    inviteManager(id: $id, manager: $manager) {
      ...SnapshotFields
    }
  }
`);

const RevokeManagerDocument = graphql(`
  mutation RevokeManager($id: ID!, $managerASN: String!) {
    revokeManager(id: $id, managerASN: $managerASN) {
      ...SnapshotFields
    }
  }
`);

export type SnapshotCard = SnapshotCardFieldsFragment;
export type Snapshot = SnapshotFieldsFragment;
export type SnapshotManager = Snapshot['managers'][number];
export type SnapshotSystem = SnapshotSystemsQuery['snapshotSystems'][number];
export type SnapshotCategory = SnapshotSystem['categories'][number];
export type SnapshotSubject = SnapshotCategory['tiles'][number]['subjects'][number];
export type SnapshotAverage = SnapshotSubject['averages'][number];

/** The list's filter as the page keeps it: texts as typed (trimmed), a status or all of them, a zero-based page. */
export interface SnapshotFilter {
  name: string;
  company: string;
  status: SnapshotStatus | null;
  page: number;
}

export const snapshotsQueryKey = ['snapshots'] as const;

/** The query sent: empty texts and "all statuses" are left out; always 12 to a page (§9). */
export function toSnapshotQuery(filter: SnapshotFilter): SnapshotQuery {
  return {
    ...(filter.name !== '' ? { name: filter.name } : {}),
    ...(filter.company !== '' ? { company: filter.company } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    pageNumber: filter.page,
    pageSize: SNAPSHOT_PAGE_SIZE,
  };
}

export function searchSnapshotsQueryOptions(filter: SnapshotFilter) {
  const query = toSnapshotQuery(filter);
  return queryOptions({
    queryKey: [...snapshotsQueryKey, 'search', query] as const,
    queryFn: async () => (await graphqlRequest(SearchSnapshotsDocument, { query })).searchSnapshots,
    // The page shown stays (marked busy) until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function snapshotsNotReadyQueryOptions() {
  return queryOptions({
    queryKey: [...snapshotsQueryKey, 'notReady'] as const,
    queryFn: async () => (await graphqlRequest(SnapshotsNotReadyDocument)).snapshotsNotReady,
  });
}

/**
 * The managers' report links are signed for 10 minutes: the snapshot is fresh for half of that, so a refetch
 * (on focus, on coming back) hands out new links before the old ones stop working.
 */
const SNAPSHOT_STALE_MS = 5 * 60_000;

export function snapshotQueryKey(id: string) {
  return [...snapshotsQueryKey, 'one', id] as const;
}

export function snapshotQueryOptions(id: string) {
  return queryOptions({
    queryKey: snapshotQueryKey(id),
    queryFn: async () => (await graphqlRequest(SnapshotDocument, { snapshotID: id })).snapshot,
    staleTime: SNAPSHOT_STALE_MS,
  });
}

export function snapshotSystemsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...snapshotsQueryKey, 'systems', id] as const,
    queryFn: async () => (await graphqlRequest(SnapshotSystemsDocument, { snapshotID: id })).snapshotSystems,
  });
}

export const companiesQueryKey = ['companies'] as const;

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: [...companiesQueryKey, 'all'] as const,
    queryFn: async () => (await graphqlRequest(CompaniesDocument)).companies,
  });
}

export async function createSnapshot(input: {
  name: string;
  customerType: CustomerType;
  company: string;
}): Promise<Snapshot> {
  return (await graphqlRequest(CreateSnapshotDocument, input)).createSnapshot;
}

export async function updateSnapshot(id: string, input: SnapshotInput): Promise<Snapshot> {
  return (await graphqlRequest(UpdateSnapshotDocument, { id, input })).updateSnapshot;
}

export async function recomputeSnapshot(id: string): Promise<Snapshot> {
  return (await graphqlRequest(RecomputeSnapshotDocument, { id })).recomputeSnapshot;
}

export async function inviteManager(id: string, manager: ManagerInput): Promise<Snapshot> {
  return (await graphqlRequest(InviteManagerDocument, { id, manager })).inviteManager;
}

export async function revokeManager(id: string, managerASN: string): Promise<Snapshot> {
  return (await graphqlRequest(RevokeManagerDocument, { id, managerASN })).revokeManager;
}

/** The people of a company, by family name (companyMembers; data experts and product managers). */
const CompanyMembersDocument = graphql(`
  query CompanyMembers($company: String!, $pageNumber: Int, $pageSize: Int) {
    companyMembers(company: $company, pageNumber: $pageNumber, pageSize: $pageSize) {
      content {
        serviceNumber
        name
        email
        source
        addedDate
      }
      pageNumber
      pageSize
      totalElements
      totalPages
    }
  }
`);

const CreateCompanyDocument = graphql(`
  mutation CreateCompany($name: String!, $customerType: CustomerType!, $packageCode: String) {
    createCompany(name: $name, customerType: $customerType, packageCode: $packageCode) {
      id
      name
    }
  }
`);

const AddCompanyMemberDocument = graphql(`
  mutation AddCompanyMember($company: String!, $serviceNumber: String!) {
    addCompanyMember(company: $company, serviceNumber: $serviceNumber) {
      id
      memberCount
    }
  }
`);

const RemoveCompanyMemberDocument = graphql(`
  mutation RemoveCompanyMember($company: String!, $serviceNumber: String!) {
    removeCompanyMember(company: $company, serviceNumber: $serviceNumber) {
      id
      memberCount
    }
  }
`);

export type Company = SnapshotCompaniesQuery['companies'][number];
export type CompanyMember = CompanyMembersQuery['companyMembers']['content'][number];

/** People per page of a company's list. */
export const COMPANY_MEMBERS_PAGE_SIZE = 20;

export function companyMembersQueryOptions(company: string, page: number) {
  return queryOptions({
    queryKey: [...companiesQueryKey, 'members', company, page] as const,
    queryFn: async () =>
      (
        await graphqlRequest(CompanyMembersDocument, {
          company,
          pageNumber: page,
          pageSize: COMPANY_MEMBERS_PAGE_SIZE,
        })
      ).companyMembers,
    placeholderData: keepPreviousData,
  });
}

export async function createCompany(input: {
  name: string;
  customerType: CustomerType;
  packageCode: string | null;
}): Promise<void> {
  await graphqlRequest(CreateCompanyDocument, input);
}

export async function addCompanyMember(company: string, serviceNumber: string): Promise<void> {
  await graphqlRequest(AddCompanyMemberDocument, { company, serviceNumber });
}

export async function removeCompanyMember(company: string, serviceNumber: string): Promise<void> {
  await graphqlRequest(RemoveCompanyMemberDocument, { company, serviceNumber });
}
