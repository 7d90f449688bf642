/** Consent (customer-journey §2 /onboarding/agreement, §4 "Consent" and "Policy modal"). */
import { lazy } from 'react';

// The app shell checks for a policy update on every page; the page and the modal load only when shown.
export const AgreementPage = lazy(() =>
  import('./AgreementPage').then((m) => ({ default: m.AgreementPage })),
);
export const PolicyUpdateModal = lazy(() =>
  import('./PolicyUpdateModal').then((m) => ({ default: m.PolicyUpdateModal })),
);
export type { PolicyUpdateModalProps } from './PolicyUpdateModal';
export { usePolicyUpdate } from './usePolicyUpdate';
