import { lazy } from 'react';

// Every page is its own chunk, so the login route ships only what it needs.
export const LoginPage = lazy(() => import('../features/auth').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ProfilePage = lazy(() =>
  import('../features/profile').then((m) => ({ default: m.ProfilePage })),
);
export const QuestionnairePage = lazy(() =>
  import('../features/questionnaire').then((m) => ({ default: m.QuestionnairePage })),
);
export const RegisterConsentPage = lazy(() =>
  import('../features/register-consent').then((m) => ({ default: m.RegisterConsentPage })),
);
export const MeasurementsPage = lazy(() =>
  import('../features/measurements').then((m) => ({ default: m.MeasurementsPage })),
);
