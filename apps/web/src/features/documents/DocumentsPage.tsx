import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_TYPES,
  DOCUMENT_UPLOAD_ROLES,
  documentDay,
  hasAnyRole,
  INDIVIDUALS_MENU_ROLES,
  Role,
  RoutePath,
  rolesFromGroups,
  usesSelectedIndividualDocuments,
  type DocumentType,
} from '@health-passport/domain';
import { currentUserQueryOptions } from '../../lib/currentUser';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ActionLink, Button, dataTableClass, Page, PageLoader, StatePanel } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { shortName, useConsumerContext } from '../passport';
import { documentsQueryOptions, type DocumentItem } from './api';
import { UploadDocumentForm } from './UploadDocumentForm';
import styles from './DocumentsPage.module.css';

/**
 * /documents (passport-and-professional §2.2, §6): documents grouped under a heading per type, each group a
 * table of name, date and a Download link. Staff with a selected individual see that person's documents (and,
 * when their role uploads, a form to add one); everyone else sees their own.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const title = t('documents.title');
  usePageTitle(title);
  const { person } = useConsumerContext();
  const user = useQuery(currentUserQueryOptions());
  const roles = rolesFromGroups(user.data?.identityInformation.groups ?? []);
  const shown =
    person && usesSelectedIndividualDocuments({ roles, hasSelectedIndividual: true }) ? person : null;
  // An onboarder adds documents for the person they selected without seeing that person's list (§6).
  const uploadFor = person && hasAnyRole(roles, DOCUMENT_UPLOAD_ROLES) ? person : null;
  const query = useQuery({
    ...documentsQueryOptions(shown?.serviceNumber ?? null),
    enabled: user.data !== undefined,
  });

  let list: ReactNode;
  if (query.isError) {
    list = (
      <StatePanel title={t('documents.error.title')} text={t('errors.server error')}>
        <Button onPress={() => void query.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  } else if (query.data === undefined) {
    list = <PageLoader />;
  } else if (query.data.length === 0) {
    list = <NoDocuments forPerson={shown !== null} canUpload={uploadFor !== null} roles={roles} />;
  } else {
    list = <DocumentGroups documents={query.data} />;
  }

  return (
    <Page
      as="article"
      title={title}
      lead={shown ? t('documents.intro.person', { name: shortName(shown) }) : t('documents.intro.own')}
      size="large"
      rhythm="relaxed"
    >
      {list}
      {uploadFor && (
        <UploadDocumentForm serviceNumber={uploadFor.serviceNumber} personName={shortName(uploadFor)} />
      )}
    </Page>
  );
}

/** The "No documents" placeholder (§2.2) with the way on that fits the viewer. */
function NoDocuments({
  forPerson,
  canUpload,
  roles,
}: {
  forPerson: boolean;
  canUpload: boolean;
  roles: readonly Role[];
}) {
  const { t } = useTranslation();
  if (canUpload) return <StatePanel title={t('documents.empty.title')} text={t('documents.empty.upload')} />;
  if (forPerson || !roles.includes(Role.CONSUMER)) {
    // Staff: someone else's documents are one choice away (their own list is usually empty).
    return (
      <StatePanel
        title={t('documents.empty.title')}
        text={forPerson ? t('documents.empty.person') : t('documents.empty.staff')}
      >
        {hasAnyRole(roles, INDIVIDUALS_MENU_ROLES) && (
          <ActionLink to={RoutePath.INDIVIDUALS}>{t('documents.empty.individuals')}</ActionLink>
        )}
      </StatePanel>
    );
  }
  return (
    <StatePanel title={t('documents.empty.title')} text={t('documents.empty.own')}>
      <ActionLink to={RoutePath.ONBOARDING}>{t('documents.empty.onboarding')}</ActionLink>
    </StatePanel>
  );
}

/** One section per type that has documents, in the domain's order, newest first within each. */
function DocumentGroups({ documents }: { documents: readonly DocumentItem[] }) {
  const groups = DOCUMENT_TYPES.flatMap((type) => {
    const ofType = documents.filter((document) => document.type === type);
    return ofType.length > 0 ? [{ type, documents: ofType }] : [];
  });
  return (
    <>
      {groups.map((group) => (
        <DocumentGroup key={group.type} type={group.type} documents={group.documents} />
      ))}
    </>
  );
}

function DocumentGroup({ type, documents }: { type: DocumentType; documents: readonly DocumentItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const now = new Date();
  const dateText = (date: string) => {
    const day = documentDay(new Date(date), now);
    return day === 'earlier' ? formatDate(date, locale) : t(`documents.date.${day}`);
  };
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`documents.types.${type}`)}</h2>
      <table className={`${dataTableClass} ${styles.table}`} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('documents.columns.name')}</th>
            <th scope="col">{t('documents.columns.date')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('documents.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" className={styles.name}>
                {document.name}
              </th>
              <td>
                <time dateTime={document.date}>{dateText(document.date)}</time>
              </td>
              <td className={styles.action}>
                {/* A signed url: the browser downloads it itself, under the document's name. */}
                <ActionLink
                  href={document.url}
                  download={document.fileName}
                  aria-label={t('documents.downloadLabel', { name: document.name })}
                >
                  {t('documents.download')}
                </ActionLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
