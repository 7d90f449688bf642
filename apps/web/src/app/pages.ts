import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Something whose chunk can start loading before it renders (preloadPage in router.tsx). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
function page<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> & Preloadable {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] }))),
    { preload: load },
  );
}

// Every page is its own chunk, so the login route ships only what it needs.
export const LoginPage = page(() => import('../features/auth'), 'LoginPage');
export const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');
export const CartPage = page(() => import('../features/cart'), 'CartPage');
export const OrderCompletedPage = page(() => import('../features/cart'), 'OrderCompletedPage');
export const ProfilePage = page(() => import('../features/profile'), 'ProfilePage');
export const PrivacyPage = page(() => import('../features/privacy'), 'PrivacyPage');
export const QuestionnairePage = page(() => import('../features/questionnaire'), 'QuestionnairePage');
export const RegisterConsentPage = page(() => import('../features/register-consent'), 'RegisterConsentPage');
export const SharePassportPage = page(() => import('../features/sharing'), 'SharePassportPage');
export const DocumentsPage = page(() => import('../features/documents'), 'DocumentsPage');
export const ShopPage = page(() => import('../features/shop'), 'ShopPage');
export const ProductPage = page(() => import('../features/shop'), 'ProductPage');
export const ScanPage = page(() => import('../features/scans'), 'ScanPage');
export const MeasurementsPage = page(() => import('../features/measurements'), 'MeasurementsPage');
export const IndividualsPage = page(() => import('../features/individuals'), 'IndividualsPage');
export const SnapshotsPage = page(() => import('../features/snapshots'), 'SnapshotsPage');
export const SnapshotPage = page(() => import('../features/snapshots'), 'SnapshotPage');
export const CompaniesPage = page(() => import('../features/snapshots'), 'CompaniesPage');
export const ReferenceBookPage = page(() => import('../features/reference-book'), 'ReferenceBookPage');
export { AgreementPage } from '../features/consent';
export const OnboardingPage = page(() => import('../features/onboarding'), 'OnboardingPage');
export const ExaminationAppointmentPage = page(
  () => import('../features/appointments'),
  'ExaminationAppointmentPage',
);
export const ExpertSessionAppointmentPage = page(
  () => import('../features/appointments'),
  'ExpertSessionAppointmentPage',
);
export const SpecialistConsultationAppointmentPage = page(
  () => import('../features/appointments'),
  'SpecialistConsultationAppointmentPage',
);
export const InsightActionAppointmentPage = page(
  () => import('../features/appointments'),
  'InsightActionAppointmentPage',
);
// The passport and consent features export their pages lazily themselves: the app shell uses the same features on
// every page.
export { LayoutPage } from '../features/passport';
export const ExamplePage = page(() => import('../features/layout-components'), 'ExamplePage');
