import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LayoutErrorCode,
  LayoutLoadState,
  PassportStatus,
  RoutePath,
  type LayoutDocument,
} from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { useLocale } from '../../lib/i18n';
import { ActionLink, Button, Page, PageLoader, StatePanel } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { LayoutChildren, LayoutProvider, type LayoutPageContext } from '../layout-components';
import { layoutQueryOptions, passportRoutesQueryOptions, type PassportScope } from './api';
import { AnchorNav, anchorsOf } from './AnchorNav';
import { scopeOf, useConsumerContext, type ConsumerContext } from './consumerContext';
import { findRoute } from './navigationRoutes';
import { PassportPdfButton } from './PassportPdfButton';
import { useBodyTheme } from './useBodyTheme';
import styles from './LayoutPage.module.css';

/** Stands in for the scope of a disabled query (no passport): never sent. */
const NO_SCOPE: PassportScope = { passportId: '', serviceNumber: null };

/** The load state of a failed routes or layout call (§8): 409 unpublished, 403 access, anything else server. */
function stateOfError(error: unknown): LayoutLoadState {
  if (isApiError(error)) {
    if (error.status === 409 || error.code === LayoutErrorCode.UNPUBLISHED)
      return LayoutLoadState.UNPUBLISHED;
    if (error.status === 403 || error.code === LayoutErrorCode.ACCESS_ERROR)
      return LayoutLoadState.ACCESS_ERROR;
  }
  return LayoutLoadState.SERVER_ERROR;
}

/** A consumer's own passport that is not published yet shows the welcome note, without asking (§2.4). */
function awaitsPublication({ kind, passport }: ConsumerContext): boolean {
  return kind === 'own' && passport !== null && passport.status !== PassportStatus.PUBLISHED;
}

function LoadingView({ title }: { title: string }) {
  usePageTitle(title);
  return <PageLoader />;
}

function UnpublishedView({ showOnboardingLink }: { showOnboardingLink: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('passportPages.unpublished.title'));
  return (
    <StatePanel
      variant="page"
      title={t('passportPages.unpublished.title')}
      text={t('passportPages.unpublished.text')}
    >
      {showOnboardingLink && (
        <ActionLink to={RoutePath.ONBOARDING}>{t('passportPages.unpublished.onboarding')}</ActionLink>
      )}
    </StatePanel>
  );
}

function ErrorView({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('passportPages.error.title'));
  return (
    <StatePanel variant="page" title={t('passportPages.error.title')} text={t('errors.server error')}>
      {onRetry && <Button onPress={onRetry}>{t('common.retry')}</Button>}
    </StatePanel>
  );
}

function LayoutView({
  document,
  page,
  published,
}: {
  document: LayoutDocument;
  page: LayoutPageContext;
  /** Whether the passport is published: only then is there a PDF of it. */
  published: boolean;
}) {
  const { t } = useTranslation();
  usePageTitle(document.title);
  const anchors = useMemo(() => anchorsOf(document.components), [document]);
  return (
    <LayoutProvider value={page}>
      <Page
        as="article"
        title={document.title}
        size="large"
        meta={
          document.tableVersion
            ? t('passportPages.tableVersion', { version: document.tableVersion })
            : undefined
        }
        actions={published ? <PassportPdfButton passportId={page.passportId} /> : undefined}
      >
        <div>
          <AnchorNav anchors={anchors} />
          <div className={styles.content}>
            <LayoutChildren components={document.components} depth={0} />
          </div>
        </div>
      </Page>
    </LayoutProvider>
  );
}

/**
 * The passport pages /my-health, /my-statistics and their sub-pages (§2.1, §2.4): the current passport's
 * routes give the page's layout, which is fetched and rendered through the layout catalogue. A path the
 * passport has no route for shows `notFound`.
 */
export function LayoutPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const context = useConsumerContext();
  const { passport } = context;
  const scope = scopeOf(context);
  const unpublished = awaitsPublication(context);
  const asks = scope !== null && passport !== null && !unpublished;

  const routesQuery = useQuery({
    ...passportRoutesQueryOptions(scope ?? NO_SCOPE, locale),
    enabled: asks,
  });
  const route = routesQuery.data ? findRoute(routesQuery.data.routes, pathname) : undefined;
  const layoutQuery = useQuery({
    ...layoutQueryOptions(
      scope ?? NO_SCOPE,
      route?.layout ?? '',
      passport?.status ?? PassportStatus.CREATED,
      locale,
    ),
    enabled: asks && route !== undefined,
  });

  // A failed call that is being asked again (retry) shows as loading.
  const failure =
    routesQuery.isError && !routesQuery.isFetching
      ? routesQuery.error
      : layoutQuery.isError && !layoutQuery.isFetching
        ? layoutQuery.error
        : null;
  const state: LayoutLoadState | 'NOT_FOUND' = unpublished
    ? LayoutLoadState.UNPUBLISHED
    : !asks
      ? LayoutLoadState.SERVER_ERROR
      : failure !== null
        ? stateOfError(failure)
        : !routesQuery.data
          ? LayoutLoadState.LOADING
          : !route
            ? 'NOT_FOUND'
            : layoutQuery.data
              ? LayoutLoadState.SUCCESS
              : LayoutLoadState.LOADING;
  const document = state === LayoutLoadState.SUCCESS ? layoutQuery.data : undefined;
  // What the catalogue's components know of the page: the passport's package, its id, the path, the type.
  const page = useMemo<LayoutPageContext | null>(
    () =>
      document && passport
        ? {
            packageCode: passport.packageCode || null,
            passportId: passport.id,
            basePath: pathname,
            layoutType: document.type,
          }
        : null,
    [document, passport, pathname],
  );

  useBodyTheme(document?.theme ?? null);

  useEffect(() => {
    // Refusals (403, 409) are answers, not faults; everything else that breaks the page is reported.
    if (state === LayoutLoadState.SERVER_ERROR && failure !== null) {
      reportError(failure, { action: 'loadPassportLayout', path: pathname });
    }
  }, [state, failure, pathname]);

  switch (state) {
    case LayoutLoadState.LOADING:
      return <LoadingView title={route?.title ?? t('common.loading')} />;
    case LayoutLoadState.UNPUBLISHED:
      return <UnpublishedView showOnboardingLink={context.kind === 'own'} />;
    case LayoutLoadState.SERVER_ERROR:
    case LayoutLoadState.ACCESS_ERROR: {
      const retry = routesQuery.isError ? routesQuery.refetch : layoutQuery.refetch;
      return <ErrorView onRetry={asks ? () => void retry() : undefined} />;
    }
    case 'NOT_FOUND':
      return notFound;
    case LayoutLoadState.SUCCESS:
      return document && page ? (
        <LayoutView
          document={document}
          page={page}
          published={passport?.status === PassportStatus.PUBLISHED}
        />
      ) : null;
  }
}
