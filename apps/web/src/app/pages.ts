import { lazy } from 'react';

// Every page is its own chunk, so the login route ships only what it needs.
export const LoginPage = lazy(() => import('../features/auth').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const CartPage = lazy(() => import('../features/cart').then((m) => ({ default: m.CartPage })));
export const OrderCompletedPage = lazy(() =>
  import('../features/cart').then((m) => ({ default: m.OrderCompletedPage })),
);
export const ProfilePage = lazy(() =>
  import('../features/profile').then((m) => ({ default: m.ProfilePage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/privacy').then((m) => ({ default: m.PrivacyPage })),
);
export const QuestionnairePage = lazy(() =>
  import('../features/questionnaire').then((m) => ({ default: m.QuestionnairePage })),
);
export const RegisterConsentPage = lazy(() =>
  import('../features/register-consent').then((m) => ({ default: m.RegisterConsentPage })),
);
export const SharePassportPage = lazy(() =>
  import('../features/sharing').then((m) => ({ default: m.SharePassportPage })),
);
export const DocumentsPage = lazy(() =>
  import('../features/documents').then((m) => ({ default: m.DocumentsPage })),
);
export const ShopPage = lazy(() => import('../features/shop').then((m) => ({ default: m.ShopPage })));
export const ProductPage = lazy(() => import('../features/shop').then((m) => ({ default: m.ProductPage })));
export const ScanPage = lazy(() => import('../features/scans').then((m) => ({ default: m.ScanPage })));
export const MeasurementsPage = lazy(() =>
  import('../features/measurements').then((m) => ({ default: m.MeasurementsPage })),
);
export const IndividualsPage = lazy(() =>
  import('../features/individuals').then((m) => ({ default: m.IndividualsPage })),
);
export const SnapshotsPage = lazy(() =>
  import('../features/snapshots').then((m) => ({ default: m.SnapshotsPage })),
);
export const SnapshotPage = lazy(() =>
  import('../features/snapshots').then((m) => ({ default: m.SnapshotPage })),
);
export const CompaniesPage = lazy(() =>
  import('../features/snapshots').then((m) => ({ default: m.CompaniesPage })),
);
export const ReferenceBookPage = lazy(() =>
  import('../features/reference-book').then((m) => ({ default: m.ReferenceBookPage })),
);
export const AgreementPage = lazy(() =>
  import('../features/consent').then((m) => ({ default: m.AgreementPage })),
);
export const OnboardingPage = lazy(() =>
  import('../features/onboarding').then((m) => ({ default: m.OnboardingPage })),
);
export const ExaminationAppointmentPage = lazy(() =>
  import('../features/appointments').then((m) => ({ default: m.ExaminationAppointmentPage })),
);
export const ExpertSessionAppointmentPage = lazy(() =>
  import('../features/appointments').then((m) => ({ default: m.ExpertSessionAppointmentPage })),
);
export const SpecialistConsultationAppointmentPage = lazy(() =>
  import('../features/appointments').then((m) => ({ default: m.SpecialistConsultationAppointmentPage })),
);
export const InsightActionAppointmentPage = lazy(() =>
  import('../features/appointments').then((m) => ({ default: m.InsightActionAppointmentPage })),
);
// The passport feature exports its layout page lazily itself: the header uses the same feature on every page.
export { LayoutPage } from '../features/passport';
export const ExamplePage = lazy(() =>
  import('../features/layout-components').then((m) => ({ default: m.ExamplePage })),
);
