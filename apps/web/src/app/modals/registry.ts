import { createElement, lazy, type ComponentType } from 'react';
import { withTexts } from '../../lib/i18n';
import type { ModalComponent, PropsOf } from './types';

// Every modal loads when first opened, not with the app shell (the sign-in page needs none). Modals of features with
// pages of their own load with that feature's chunk.
const ConfirmModal = lazy(() => import('./ConfirmModal').then((m) => ({ default: m.ConfirmModal })));
const MessageModal = lazy(() => import('./MessageModal').then((m) => ({ default: m.MessageModal })));
// The shop's pre-check is a chunk of its own: the dialog's code is not among the files before a shop page draws.
const PreCheckModal = lazy(() =>
  withTexts('shop', () => import('../../features/shop/PreCheckModal'))().then((m) => ({
    default: m.PreCheckModal,
  })),
);
/**
 * A modal its feature exports lazily itself, from a feature the signed-in shell uses: the feature loads with the modal,
 * not with the sign-in page.
 */
function fromFeature<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Modal) => ({ default: (props: P) => createElement(Modal, props) })));
}

const PolicyUpdateModal = fromFeature(() =>
  import('../../features/consent').then((m) => m.PolicyUpdateModal),
);
const PassportChooserModal = fromFeature(() =>
  import('../../features/passport').then((m) => m.PassportChooserModal),
);
const StaffNoticeModal = fromFeature(() =>
  import('../../features/staff-notice').then((m) => m.StaffNoticeModal),
);
const RedeemRemeasurementModal = lazy(() =>
  withTexts('remeasurement', () => import('../../features/remeasurement'))().then((m) => ({
    default: m.RedeemRemeasurementModal,
  })),
);

/**
 * Modal type -> component. To add a modal (passport chooser, precheck, redeem remeasurement, personal
 * data, policy update ...), export its component from the feature's index.ts and add it here; its props
 * type flows into `useModals().open()` through the declaration below.
 */
export const modalRegistry = {
  confirm: ConfirmModal,
  message: MessageModal,
  staffNotice: StaffNoticeModal,
  precheck: PreCheckModal,
  policyUpdate: PolicyUpdateModal,
  passportChooser: PassportChooserModal,
  redeemRemeasurement: RedeemRemeasurementModal,
} satisfies Record<string, ModalComponent>;

type Registry = typeof modalRegistry;
type RegisteredModalProps = { [K in keyof Registry]: PropsOf<Registry[K]> };

declare module '../../lib/modals' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModalPropsByType extends RegisteredModalProps {}
}
