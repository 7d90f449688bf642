import { isValidElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './ErrorBoundary';
import { HomeRoute } from './HomeRoute';
import { RoutePath } from '@health-passport/domain';
import {
  AgreementPage,
  CartPage,
  CompaniesPage,
  DocumentsPage,
  ExaminationAppointmentPage,
  ExamplePage,
  ExpertSessionAppointmentPage,
  IndividualsPage,
  InsightActionAppointmentPage,
  LayoutPage,
  LoginPage,
  MeasurementsPage,
  NotFoundPage,
  OnboardingPage,
  OrderCompletedPage,
  ProductPage,
  PrivacyPage,
  ProfilePage,
  QuestionnairePage,
  ReferenceBookPage,
  RegisterConsentPage,
  ScanPage,
  SharePassportPage,
  ShopPage,
  SnapshotPage,
  SnapshotsPage,
  SpecialistConsultationAppointmentPage,
  type Preloadable,
} from './pages';
import { i18nReady } from '../lib/i18n';
import { loadQueryClient } from '../lib/queryScope';
import { RouteGuard } from './RouteGuard';
import { AppShell } from './AppShell';

/**
 * Only routes whose page exists are listed; every feature adds its own with the issue that builds it.
 * Pages are lazy (see pages.ts) and wrapped in RouteGuard, which applies the domain's route rules
 * (HomeRoute does so for "/").
 */
export const routes: RouteObject[] = [
  {
    // Errors in the shell itself (header, menus) replace the whole screen.
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Errors in a page keep the header, so people can still navigate away.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: RoutePath.SHARE_PASSPORT,
            element: (
              <RouteGuard>
                <SharePassportPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.DOCUMENTS,
            element: (
              <RouteGuard>
                <DocumentsPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.PROFILE,
            element: (
              <RouteGuard>
                <ProfilePage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.PRIVACY,
            element: (
              <RouteGuard>
                <PrivacyPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING,
            element: (
              <RouteGuard>
                <OnboardingPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_AGREEMENT,
            element: (
              <RouteGuard>
                <AgreementPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_QUESTIONNAIRE,
            element: (
              <RouteGuard>
                <QuestionnairePage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_RIVM_CONSENT,
            element: (
              <RouteGuard>
                <RegisterConsentPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_APPOINTMENT,
            element: (
              <RouteGuard>
                <ExaminationAppointmentPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_APPOINTMENT_REMEASUREMENT,
            element: (
              <RouteGuard>
                <ExaminationAppointmentPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_APPOINTMENT_EXPERT_SESSION,
            element: (
              <RouteGuard>
                <ExpertSessionAppointmentPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_APPOINTMENT_SPECIALIST_CONSULTATION,
            element: (
              <RouteGuard>
                <SpecialistConsultationAppointmentPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ONBOARDING_APPOINTMENT_INSIGHT_ACTION,
            element: (
              <RouteGuard>
                <InsightActionAppointmentPage />
              </RouteGuard>
            ),
          },
          // The passport pages: which layout each shows comes from the passport's routes (§2.1, §2.4).
          ...[
            RoutePath.MY_HEALTH,
            RoutePath.MY_HEALTH_PAGE,
            RoutePath.MY_STATISTICS,
            RoutePath.MY_STATISTICS_PAGE,
          ].map((path) => ({
            path,
            element: (
              <RouteGuard>
                <LayoutPage notFound={<NotFoundPage />} />
              </RouteGuard>
            ),
          })),
          {
            path: RoutePath.MY_SCAN,
            element: (
              <RouteGuard>
                <ScanPage notFound={<NotFoundPage />} />
              </RouteGuard>
            ),
          },
          // The individuals list; /users is the same page, where externals without a selected individual land.
          ...[RoutePath.INDIVIDUALS, RoutePath.USERS].map((path) => ({
            path,
            element: (
              <RouteGuard>
                <IndividualsPage />
              </RouteGuard>
            ),
          })),
          // Company snapshots: the list (an HR manager's home) and one snapshot (§2.2).
          {
            path: RoutePath.SNAPSHOTS,
            element: (
              <RouteGuard>
                <SnapshotsPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.SNAPSHOT,
            element: (
              <RouteGuard>
                <SnapshotPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.COMPANIES,
            element: (
              <RouteGuard>
                <CompaniesPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.MEASUREMENTS,
            element: (
              <RouteGuard>
                <MeasurementsPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.REFERENCE_BOOK,
            element: (
              <RouteGuard>
                <ReferenceBookPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.SHOP,
            element: (
              <RouteGuard>
                <ShopPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.SHOP_PRODUCT,
            element: (
              <RouteGuard>
                <ProductPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.SHOP_ADD_ON,
            element: (
              <RouteGuard>
                <ProductPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.SHOP_CART,
            element: (
              <RouteGuard>
                <CartPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.ORDER_COMPLETED,
            element: (
              <RouteGuard>
                <OrderCompletedPage />
              </RouteGuard>
            ),
          },
          {
            path: RoutePath.EXAMPLE,
            element: (
              <RouteGuard>
                <ExamplePage />
              </RouteGuard>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The lazy page an element renders (inside its RouteGuard), if it can be preloaded. */
function pageOf(node: ReactNode): Preloadable | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  if (typeof node.type !== 'string' && 'preload' in node.type) return node.type as unknown as Preloadable;
  return pageOf(node.props.children);
}

/**
 * A page's feature may export `prefetch`: the data its page asks for first, by the route's parameters, so that request
 * starts as soon as the chunk is in rather than after the session check and the page's first render (and the data
 * cache, given while its code still loads, keeps the answer).
 */
interface Prefetching {
  prefetch?: (
    client: Promise<QueryClient>,
    params: Readonly<Record<string, string | undefined>>,
  ) => Promise<unknown>;
}

/**
 * Starts loading the chunk of the page at `pathname` right away, beside the language's texts and the session
 * check that come before the page renders, instead of after them ("/" is the sign-in page without a session), and
 * the data the page asks for first. Resolves once both are in or have failed (the page then asks again).
 */
export function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route, params }) => {
    const page = route.index ? LoginPage : pageOf(route.element);
    if (!page) return undefined;
    // In the interface language, which the server's answers (prices, names) are in.
    return Promise.all([page.preload(), i18nReady]).then(async ([feature]) => {
      const { prefetch } = feature as Prefetching;
      if (prefetch) await prefetch(loadQueryClient(), params);
    });
  });
  return Promise.allSettled(loads).then(() => undefined);
}

export function AppRoutes() {
  return useRoutes(routes);
}
