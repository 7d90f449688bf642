import { queryOptions } from '@tanstack/react-query';
import type { DocumentType } from '@health-passport/domain';
import { graphqlRequest, restUpload } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { DocumentFieldsFragment } from '../../lib/gql/graphql';

graphql(`
  fragment DocumentFields on Document {
    id
    name
    type
    date
    url
    fileName
  }
`);

/** The signed-in user's own documents (passport-and-professional §7 myDocuments). */
const MyDocumentsDocument = graphql(`
  query MyDocuments {
    myDocuments {
      ...DocumentFields
    }
  }
`);

/** A person's documents for staff, by service number (§6, §7 documents(userASN)). */
const PersonDocumentsDocument = graphql(`
  query PersonDocuments($userASN: String!) {
    documents(userASN: $userASN) {
      ...DocumentFields
    }
  }
`);

export type DocumentItem = DocumentFieldsFragment;

/**
 * The download urls are signed for 10 minutes: the list is fresh for half of that, so a refetch (on focus, on
 * coming back to the page) hands out new urls before the old ones stop working.
 */
const DOCUMENTS_STALE_MS = 5 * 60_000;

export const documentsQueryKey = ['documents'] as const;

/** What /documents lists: a person's documents by service number (staff), or with null the viewer's own. */
export function documentsQueryOptions(serviceNumber: string | null) {
  return queryOptions({
    queryKey: [...documentsQueryKey, { serviceNumber }] as const,
    queryFn: async () =>
      serviceNumber === null
        ? (await graphqlRequest(MyDocumentsDocument)).myDocuments
        : (await graphqlRequest(PersonDocumentsDocument, { userASN: serviceNumber })).documents,
    staleTime: DOCUMENTS_STALE_MS,
  });
}

export interface DocumentUpload {
  type: DocumentType;
  /** Empty: the server names the document after the file. */
  name: string;
  file: File;
}

/** `POST /api/v2/users/{serviceNumber}/documents` (multipart); answers the stored document's name. */
export async function uploadDocument(serviceNumber: string, upload: DocumentUpload): Promise<string> {
  const form = new FormData();
  form.set('type', upload.type);
  if (upload.name.trim() !== '') form.set('name', upload.name.trim());
  form.set('file', upload.file);
  const answer = await restUpload(
    'POST',
    `/api/v2/users/${encodeURIComponent(serviceNumber)}/documents`,
    form,
  );
  return storedName(answer) ?? (upload.name.trim() || upload.file.name);
}

function storedName(answer: string): string | undefined {
  try {
    const { name } = JSON.parse(answer) as { name?: unknown };
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
