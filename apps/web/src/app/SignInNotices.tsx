import { usePolicyUpdate } from '../features/consent';
import { useStaffNotice } from '../features/staff-notice';
import { useViewerState } from './viewer';

/** Notices that follow sign-in; inside the modal host, which they open modals with. */
export function SignInNotices() {
  const { status, viewer } = useViewerState();
  useStaffNotice(status === 'ready' && viewer.signedIn, viewer.roles);
  usePolicyUpdate(status === 'ready' && viewer.signedIn, viewer.roles);
  return null;
}
