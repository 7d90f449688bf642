import type { ComponentProps, ComponentType } from 'react';
import { withTexts } from '../lib/i18n';
import { lazyComponent } from '../lib/lazyComponent';
import { inQueryScope, loadQueryClient } from '../lib/queryScope';

/** Something whose chunk can start loading before it renders (preloadPage in router.tsx). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
function page<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
  { readsData = true } = {},
): ComponentType<ComponentProps<C>> & Preloadable {
  if (!readsData) return lazyComponent(load, (m) => m[name]);
  // A page reads its data inside the data cache's scope; the query library comes beside the page's chunk.
  return lazyComponent(
    async () => (await Promise.all([load(), loadQueryClient()]))[0],
    (m: Record<K, C>) => inQueryScope(m[name]),
  );
}

// Every page is its own chunk, so the login route ships only what it needs; each brings the part of the texts named
// after it (locales/textParts.ts; the not-found page's are in the core).
// The sign-in page draws without the data cache (it comes after).
export const LoginPage = page(
  withTexts('auth', () => import('../features/auth')),
  'LoginPage',
  { readsData: false },
);
export const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage', { readsData: false });
export const CartPage = page(
  withTexts('cart', () => import('../features/cart')),
  'CartPage',
);
export const OrderCompletedPage = page(
  withTexts('cart', () => import('../features/cart')),
  'OrderCompletedPage',
);
export const ProfilePage = page(
  withTexts('profile', () => import('../features/profile')),
  'ProfilePage',
);
export const PrivacyPage = page(
  withTexts('privacy', () => import('../features/privacy')),
  'PrivacyPage',
);
export const QuestionnairePage = page(
  withTexts('questionnaire', () => import('../features/questionnaire')),
  'QuestionnairePage',
);
export const RegisterConsentPage = page(
  withTexts('register-consent', () => import('../features/register-consent')),
  'RegisterConsentPage',
);
export const SharePassportPage = page(
  withTexts('sharing', () => import('../features/sharing')),
  'SharePassportPage',
);
export const DocumentsPage = page(
  withTexts('documents', () => import('../features/documents')),
  'DocumentsPage',
);
export const ShopPage = page(
  withTexts('shop', () => import('../features/shop')),
  'ShopPage',
);
export const ProductPage = page(
  withTexts('shop', () => import('../features/shop')),
  'ProductPage',
);
export const ScanPage = page(
  withTexts('scans', () => import('../features/scans')),
  'ScanPage',
);
export const MeasurementsPage = page(
  withTexts('measurements', () => import('../features/measurements')),
  'MeasurementsPage',
);
export const IndividualsPage = page(
  withTexts('individuals', () => import('../features/individuals')),
  'IndividualsPage',
);
export const SnapshotsPage = page(
  withTexts('snapshots', () => import('../features/snapshots')),
  'SnapshotsPage',
);
export const SnapshotPage = page(
  withTexts('snapshots', () => import('../features/snapshots')),
  'SnapshotPage',
);
export const CompaniesPage = page(
  withTexts('snapshots', () => import('../features/snapshots')),
  'CompaniesPage',
);
export const ReferenceBookPage = page(
  withTexts('reference-book', () => import('../features/reference-book')),
  'ReferenceBookPage',
);
// The consent and passport features export their pages lazily themselves (their own chunks); their indexes, which the
// signed-in shell uses too, load with the page.
export const AgreementPage = page(() => import('../features/consent'), 'AgreementPage');
export const OnboardingPage = page(
  withTexts('onboarding', () => import('../features/onboarding')),
  'OnboardingPage',
);
export const ExaminationAppointmentPage = page(
  withTexts('appointments', () => import('../features/appointments')),
  'ExaminationAppointmentPage',
);
export const ExpertSessionAppointmentPage = page(
  withTexts('appointments', () => import('../features/appointments')),
  'ExpertSessionAppointmentPage',
);
export const SpecialistConsultationAppointmentPage = page(
  withTexts('appointments', () => import('../features/appointments')),
  'SpecialistConsultationAppointmentPage',
);
export const InsightActionAppointmentPage = page(
  withTexts('appointments', () => import('../features/appointments')),
  'InsightActionAppointmentPage',
);
// The passport page's texts come with it (features/passport).
export const LayoutPage = page(() => import('../features/passport'), 'LayoutPage');
export const ExamplePage = page(
  withTexts('layout-components', () => import('../features/layout-components')),
  'ExamplePage',
);
